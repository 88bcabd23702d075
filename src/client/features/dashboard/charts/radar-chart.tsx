import { labelAnchor, radarPolygon, spokePoint, svgPoints } from './chart-geometry.ts';

const width = 420;
const height = 300;
const radius = 88;
const centre = { x: width / 2, y: height / 2 };

/**
 * Radar of scores per axis, drawn in SVG (decision 0052). Its labels are one short word each, so
 * they stay large on a phone; it is an image with a name, and the list the page shows beside it
 * carries the full category names and figures.
 */
export function RadarChart({
  axes,
  label,
}: {
  axes: readonly { label: string; value: number; max: number }[];
  label: string;
}) {
  const count = axes.length;
  const ring = (share: number) =>
    svgPoints(axes.map((_, i) => spokePoint(i, count, radius * share, centre)));
  const data = radarPolygon(axes, radius, centre);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full max-w-md text-foreground"
    >
      <g className="stroke-input" fill="none" strokeWidth="1">
        {[0.2, 0.4, 0.6, 0.8, 1].map((share) => (
          <polygon key={share} points={ring(share)} />
        ))}
        {axes.map((axis, i) => {
          const end = spokePoint(i, count, radius, centre);
          return <line key={axis.label} x1={centre.x} y1={centre.y} x2={end.x} y2={end.y} />;
        })}
      </g>
      <polygon
        points={svgPoints(data)}
        className="fill-primary/25 stroke-primary"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      {data.map((point, i) => (
        <circle key={axes[i]?.label} cx={point.x} cy={point.y} r="4" className="fill-primary" />
      ))}
      {axes.map((axis, i) => {
        const at = spokePoint(i, count, radius + 10, centre);
        // Above the centre the text sits over its spoke's end, below it hangs under it.
        const y =
          at.y < centre.y - radius * 0.9
            ? at.y - 4
            : at.y > centre.y + radius * 0.9
              ? at.y + 16
              : at.y + 5;
        return (
          <text
            key={axis.label}
            x={at.x}
            y={y}
            textAnchor={labelAnchor(i, count)}
            className="fill-current text-[15px] font-medium"
          >
            {axis.label}
          </text>
        );
      })}
    </svg>
  );
}
