import {
  radarPolygon,
  spokePoint,
  type Point,
} from '#client/features/dashboard/charts/chart-geometry.ts';
import { arrow, bar, card, circle, path, rect, smooth } from './primitives.ts';

/*
 * The firm's own tool results as shapes (decisions 0041, 0089; issue 26 §2): the assessment's
 * radar, the automation finder's matrix, the ROI projection and a prompt template card, shared by
 * the hero, the product mock-ups and the service diagrams. Split from drawings.ts by purpose
 * (issue 24: no source file over 500 lines).
 */

/** `points` as an SVG polygon's `points` attribute. */
const pointList = (points: readonly Point[]) =>
  points.map((p) => `${Math.round(p.x)} ${Math.round(p.y)}`).join(' ');

/**
 * The assessment's readiness radar (six categories, as in the portal's result), drawn with the
 * portal chart's own geometry (chart-geometry.ts, decision 0052): three rings, the spokes and a
 * profile. `shares` are the profile's reach on each spoke, an illustrative shape.
 */
export function radar(cx: number, cy: number, radius: number, shares: readonly number[]): string {
  const centre = { x: cx, y: cy };
  const count = shares.length;
  const ring = (share: number) =>
    `M${shares
      .map((_, i) => spokePoint(i, count, radius * share, centre))
      .map((p) => `${Math.round(p.x)} ${Math.round(p.y)}`)
      .join('L')}Z`;
  const spokes = shares
    .map((_, i) => {
      const end = spokePoint(i, count, radius, centre);
      return `M${cx} ${cy}L${Math.round(end.x)} ${Math.round(end.y)}`;
    })
    .join('');
  const profile = radarPolygon(
    shares.map((value) => ({ value, max: 1 })),
    radius,
    centre,
  );
  return (
    path('gl', [1 / 3, 2 / 3, 1].map(ring).join('') + spokes, 1.5) +
    `<polygon class="rp" stroke-width="2.5" points="${pointList(profile)}"/>` +
    profile.map((p) => circle('b', p.x, p.y, 3.5)).join('')
  );
}

/**
 * The automation finder's impact × ease matrix: impact grows upwards, ease to the right, and a
 * cell's tint deepens with both, as in the portal (impact-ease-matrix.tsx). `chips` are the
 * ranked processes as [row from the top, column from the left]; the first is the one to start
 * with, ringed.
 */
export function matrix(
  x: number,
  y: number,
  cell: number,
  gap: number,
  chips: readonly [number, number][],
): string {
  const tints = ['s', 'b2', 'b3', 'b4', 'b'];
  const cells: string[] = [];
  for (let row = 0; row < 3; row++)
    for (let column = 0; column < 3; column++)
      cells.push(
        rect(
          tints[2 - row + column] ?? 'n',
          x + column * (cell + gap),
          y + row * (cell + gap),
          cell,
          cell,
          6,
        ),
      );
  const side = 3 * cell + 2 * gap;
  const axes =
    arrow(x - 10, y + side, x - 10, y - 2, 'bd', 2) +
    arrow(x, y + side + 10, x + side + 2, y + side + 10, 'bd', 2);
  const marks = chips
    .map(([row, column], i) => {
      const cx = x + column * (cell + gap) + cell / 2 + (i % 2 ? -cell / 6 : cell / 6);
      const cy = y + row * (cell + gap) + cell / 2;
      return (
        circle('c', cx, cy, i === 0 ? 9 : 7) +
        circle(i === 0 ? 'd' : 'b', cx, cy, i === 0 ? 4.5 : 3)
      );
    })
    .join('');
  return cells.join('') + axes + marks;
}

/**
 * The ROI calculator's projection: per year, the cumulative investment (light) beside the
 * cumulative savings (brand), and the savings' trend. Heights are an illustrative shape.
 */
export function projection(x: number, base: number, groups: readonly [number, number][]): string {
  const bars = groups
    .map(
      ([investment, savings], i) =>
        rect('b3', x + i * 84, base - investment, 26, investment, 4) +
        rect('b', x + i * 84 + 30, base - savings, 26, savings, 4),
    )
    .join('');
  const trend: [number, number][] = groups.map(([, savings], i) => [
    x + i * 84 + 43,
    base - savings - 14,
  ]);
  return bars + `<path class="bl" stroke-width="2.5" stroke-dasharray="2 6" d="${smooth(trend)}"/>`;
}

/**
 * A prompt template card as the template library shows it: a title, the prompt's lines with
 * its variables as chips, and the button that copies it.
 */
export function templateCard(x: number, y: number, w: number): string {
  const rest = w - 138;
  return (
    card(x, y, w, 84, 14) +
    rect('a2', x + 14, y + 14, 26, 26, 8) +
    // Braces: the template's variables.
    path(
      'al',
      `M${x + 24} ${y + 20}c-3 0-3 2-3 4v1.5l-2 1.5 2 1.5v1.5c0 2 0 4 3 4M${x + 30} ${y + 20}c3 0 3 2 3 4v1.5l2 1.5-2 1.5v1.5c0 2 0 4-3 4`,
      2,
    ) +
    bar(x + 50, y + 18, Math.min(70, w - 100), 7, 't') +
    bar(x + 50, y + 30, 40, 5) +
    rect('b', x + w - 40, y + 14, 26, 26, 8) +
    path('ws', `M${x + w - 31} ${y + 23}h8v10h-8zM${x + w - 34} ${y + 29}v-9h7`, 1.8) +
    bar(x + 14, y + 53, 34, 6) +
    rect('b2', x + 54, y + 48, 50, 16, 8) +
    bar(x + 63, y + 53, 32, 6, 'b') +
    (rest >= 16 ? bar(x + 110, y + 53, rest, 6) : '') +
    bar(x + 14, y + 69, 56, 6) +
    rect('a2', x + 76, y + 64, 46, 16, 8) +
    bar(x + 85, y + 69, 28, 6, 'a')
  );
}

/** The small square that heads a result card: the tool's pictogram on the brand tint. */
export function cardHead(x: number, y: number, inner: string, title: number): string {
  return rect('b2', x, y, 26, 26, 8) + inner + bar(x + 36, y + 10, title, 7, 't');
}
