import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { niceTicks } from './chart-geometry.ts';

/** The element's content width, followed as it changes (the SVG is drawn at real pixel size). */
function useElementWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth || fallback);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width) || fallback);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fallback]);
  return width;
}

const toneClass = {
  neutral: 'fill-muted-foreground/50',
  brand: 'fill-primary',
} as const;
const swatchClass = {
  neutral: 'bg-muted-foreground/50',
  brand: 'bg-primary',
} as const;

/**
 * Grouped bars on a value axis, drawn in SVG at the width it gets (decision 0052): text stays
 * at a readable size on a 360 px phone instead of shrinking with a scaled picture. An image with a
 * name; the table the page shows with it carries the figures.
 */
export function BarChart({
  label,
  series,
  groups,
  tickText,
}: {
  label: string;
  series: readonly { name: string; tone: 'neutral' | 'brand' }[];
  groups: readonly { label: string; values: readonly number[]; valueTexts: readonly string[] }[];
  tickText(value: number): string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref, 640);
  // On a phone the bars are too narrow for their amounts: the axis and the table tell them.
  const compact = width < 480;
  const height = compact ? 220 : 260;
  const plot = { left: compact ? 56 : 76, right: width - 4, top: 22, bottom: height - 28 };
  const ticks = niceTicks(Math.max(0, ...groups.flatMap((g) => g.values)));
  const top = ticks[ticks.length - 1] ?? 1;
  const y = (value: number) => plot.bottom - (Math.max(0, value) / top) * (plot.bottom - plot.top);
  const groupWidth = (plot.right - plot.left) / Math.max(1, groups.length);
  const gap = 6;
  const barWidth = Math.min(72, (groupWidth * 0.62 - gap) / Math.max(1, series.length));

  return (
    <div className="mt-4">
      <div ref={ref} className="w-full">
        <svg
          role="img"
          aria-label={label}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className="block max-w-full text-muted-foreground"
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={plot.left}
                x2={plot.right}
                y1={y(tick)}
                y2={y(tick)}
                className={tick === 0 ? 'stroke-muted-foreground/60' : 'stroke-border'}
              />
              <text
                x={plot.left - 6}
                y={y(tick) + 4}
                textAnchor="end"
                className="fill-current text-[11px]"
              >
                {tickText(tick)}
              </text>
            </g>
          ))}
          {groups.map((group, g) => {
            const centre = plot.left + (g + 0.5) * groupWidth;
            const start = centre - (series.length * barWidth + (series.length - 1) * gap) / 2;
            return (
              <g key={group.label}>
                {group.values.map((value, s) => {
                  const x = start + s * (barWidth + gap);
                  const tone = series[s]?.tone ?? 'neutral';
                  return (
                    <g key={series[s]?.name ?? s}>
                      <rect
                        x={x}
                        y={y(value)}
                        width={barWidth}
                        height={Math.max(1, plot.bottom - y(value))}
                        rx="3"
                        className={toneClass[tone]}
                      />
                      {!compact && (
                        <text
                          x={x + barWidth / 2}
                          y={y(value) - 6}
                          textAnchor="middle"
                          className="fill-current text-[11px] font-semibold"
                        >
                          {group.valueTexts[s]}
                        </text>
                      )}
                    </g>
                  );
                })}
                <text
                  x={centre}
                  y={height - 8}
                  textAnchor="middle"
                  className="fill-current text-[13px] font-medium"
                >
                  {group.label}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {series.map((s) => (
          <li key={s.name} className="inline-flex items-center gap-2">
            <span aria-hidden="true" className={`size-3 rounded-sm ${swatchClass[s.tone]}`} />
            {s.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
