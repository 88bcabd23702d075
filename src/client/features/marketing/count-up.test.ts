import { describe, expect, it } from 'vitest';
import { COUNT_UP_STEPS, countUpValue } from './count-up.ts';

describe('countUpValue', () => {
  it.each([
    // target, step, shown
    [50, 0, 0],
    [50, 1, 1],
    [50, 25, 25],
    [50, 50, 50],
    [98, 1, 2],
    [98, 25, 49],
    [98, 49, 96],
    [98, 50, 98],
    [40, 10, 8],
    [3, 1, 0],
    [3, 17, 1],
    [3, 25, 2],
    [3, 50, 3],
    [98, 60, 98],
    [98, -1, 0],
  ])('target %i at step %i shows %i', (target, step, shown) => {
    expect(countUpValue(target, step)).toBe(shown);
  });

  it('never goes down and ends exactly on the target', () => {
    for (const target of [50, 98, 40, 3]) {
      const values = Array.from({ length: COUNT_UP_STEPS + 1 }, (_, step) =>
        countUpValue(target, step),
      );
      expect(values.at(-1)).toBe(target);
      expect(values.every((v, i) => i === 0 || v >= (values[i - 1] ?? 0))).toBe(true);
    }
  });
});
