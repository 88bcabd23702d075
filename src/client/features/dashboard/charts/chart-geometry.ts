// Geometry of the tools' charts, shared by the SVG on the page and the PDF (decision 0052), so both
// draw the same picture from the same numbers.

export interface Point {
  x: number;
  y: number;
}

/**
 * Point `index` of `count` spokes at `radius` from the centre, the first pointing up and the rest
 * clockwise (screen and PDF coordinates both grow downwards).
 */
export function spokePoint(
  index: number,
  count: number,
  radius: number,
  centre: Point = { x: 0, y: 0 },
): Point {
  const angle = -Math.PI / 2 + (2 * Math.PI * index) / count;
  return { x: centre.x + radius * Math.cos(angle), y: centre.y + radius * Math.sin(angle) };
}

/** The data polygon of a radar chart: each value's share of its maximum along its spoke. */
export function radarPolygon(
  values: readonly { value: number; max: number }[],
  radius: number,
  centre: Point = { x: 0, y: 0 },
): Point[] {
  return values.map((v, i) =>
    spokePoint(
      i,
      values.length,
      v.max > 0 ? (radius * Math.min(v.value, v.max)) / v.max : 0,
      centre,
    ),
  );
}

/** Where a spoke's label sits relative to its end: left of it, right of it, or centred on it. */
export function labelAnchor(index: number, count: number): 'start' | 'middle' | 'end' {
  const { x } = spokePoint(index, count, 1);
  if (Math.abs(x) < 0.1) return 'middle';
  return x > 0 ? 'start' : 'end';
}

/**
 * A value axis from 0 to a round number at or above `max`, in about `target` steps of 1, 2, 2.5 or
 * 5 × 10ⁿ. A non-positive or non-finite max gives the axis 0..1.
 */
export function niceTicks(max: number, target = 4): number[] {
  if (!Number.isFinite(max) || max <= 0) return [0, 1];
  const rough = max / target;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  const top = Math.ceil(max / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top + step / 2; value += step)
    ticks.push(Math.round(value * 1e6) / 1e6);
  return ticks;
}

/** The points of a matrix grouped by cell (row-major), each cell's ranks in ascending order. */
export function matrixCells(
  rows: number,
  columns: number,
  points: readonly { rank: number; row: number; column: number }[],
): number[][][] {
  const cells = Array.from({ length: rows }, () =>
    Array.from({ length: columns }, () => [] as number[]),
  );
  for (const point of points) cells[point.row]?.[point.column]?.push(point.rank);
  for (const row of cells) for (const cell of row) cell.sort((a, b) => a - b);
  return cells;
}

/** SVG `points` attribute of a polygon, rounded to 0.1 so snapshots of it stay readable. */
export function svgPoints(points: readonly Point[]): string {
  const r = (n: number) => Math.round(n * 10) / 10;
  return points.map((p) => `${r(p.x)},${r(p.y)}`).join(' ');
}
