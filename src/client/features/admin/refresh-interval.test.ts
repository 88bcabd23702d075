import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_REFRESH_MS, refreshIntervalFrom } from './refresh-interval.ts';

describe('refreshIntervalFrom', () => {
  it.each<[unknown, number]>([
    [undefined, DEFAULT_ADMIN_REFRESH_MS],
    ['', DEFAULT_ADMIN_REFRESH_MS],
    ['  ', DEFAULT_ADMIN_REFRESH_MS],
    ['abc', DEFAULT_ADMIN_REFRESH_MS],
    ['999', DEFAULT_ADMIN_REFRESH_MS],
    ['1500.5', DEFAULT_ADMIN_REFRESH_MS],
    ['-2000', DEFAULT_ADMIN_REFRESH_MS],
    [2000, DEFAULT_ADMIN_REFRESH_MS],
    ['1000', 1000],
    ['1500', 1500],
    ['60000', 60_000],
  ])('%j → %i ms', (value, expected) => {
    expect(refreshIntervalFrom(value)).toBe(expected);
  });

  it('is 30 s by default, as spec 01 §9 says', () => {
    expect(DEFAULT_ADMIN_REFRESH_MS).toBe(30_000);
  });
});
