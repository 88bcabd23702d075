import { describe, expect, it } from 'vitest';
import {
  labelAnchor,
  matrixCells,
  niceTicks,
  radarPolygon,
  spokePoint,
  svgPoints,
} from './chart-geometry.ts';

const round = (p: { x: number; y: number }) => ({
  x: Math.round(p.x * 1000) / 1000,
  y: Math.round(p.y * 1000) / 1000,
});

describe('spokePoint: first spoke up, then clockwise', () => {
  it.each([
    [0, 4, { x: 0, y: -10 }],
    [1, 4, { x: 10, y: 0 }],
    [2, 4, { x: 0, y: 10 }],
    [3, 4, { x: -10, y: 0 }],
    [1, 6, { x: 8.66, y: -5 }],
  ])('spoke %d of %d at radius 10', (index, count, expected) => {
    const p = round(spokePoint(index, count, 10));
    expect(p.x).toBeCloseTo(expected.x, 2);
    expect(p.y).toBeCloseTo(expected.y, 2);
  });

  it('is offset by the centre', () => {
    expect(round(spokePoint(0, 6, 5, { x: 100, y: 50 }))).toEqual({ x: 100, y: 45 });
  });
});

describe('radarPolygon', () => {
  it('puts each value at its share of the radius, capped at the maximum', () => {
    const points = radarPolygon(
      [
        { value: 5, max: 5 },
        { value: 0, max: 5 },
        { value: 9, max: 5 },
        { value: 1, max: 0 },
      ],
      100,
    ).map(round);
    expect(points).toEqual([
      { x: 0, y: -100 },
      { x: 0, y: 0 },
      { x: 0, y: 100 },
      { x: 0, y: 0 },
    ]);
  });
});

describe('labelAnchor', () => {
  it.each([
    [0, 6, 'middle'],
    [1, 6, 'start'],
    [2, 6, 'start'],
    [3, 6, 'middle'],
    [4, 6, 'end'],
    [5, 6, 'end'],
  ] as const)('spoke %d of %d → %s', (index, count, anchor) => {
    expect(labelAnchor(index, count)).toBe(anchor);
  });
});

describe('niceTicks: 0 up to a round number at or above the maximum', () => {
  it.each([
    [2_462_400, [0, 1_000_000, 2_000_000, 3_000_000]],
    [1_641_600, [0, 500_000, 1_000_000, 1_500_000, 2_000_000]],
    [96_000, [0, 25_000, 50_000, 75_000, 100_000]],
    [215_850, [0, 100_000, 200_000, 300_000]],
    [10, [0, 2.5, 5, 7.5, 10]],
    [1, [0, 0.25, 0.5, 0.75, 1]],
    [0, [0, 1]],
    [-5, [0, 1]],
    [Number.NaN, [0, 1]],
    [Number.POSITIVE_INFINITY, [0, 1]],
  ])('max %d', (max, ticks) => {
    expect(niceTicks(max)).toEqual(ticks);
  });
});

describe('matrixCells', () => {
  it('groups ranks by row and column, ascending, ignoring points outside the grid', () => {
    const cells = matrixCells(2, 2, [
      { rank: 3, row: 0, column: 1 },
      { rank: 1, row: 0, column: 1 },
      { rank: 2, row: 1, column: 0 },
      { rank: 4, row: 5, column: 0 },
    ]);
    expect(cells).toEqual([
      [[], [1, 3]],
      [[2], []],
    ]);
  });
});

describe('svgPoints', () => {
  it('rounds to tenths', () => {
    expect(
      svgPoints([
        { x: 1.234, y: 5.678 },
        { x: 10, y: -0.04 },
      ]),
    ).toBe('1.2,5.7 10,0');
  });
});
