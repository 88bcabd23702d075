import { describe, expect, it } from 'vitest';
import { formatLegalDate } from './legal-date.ts';

describe('formatLegalDate', () => {
  it.each([
    ['2026-11-21', 'pt-BR', '21 de novembro de 2026'],
    ['2026-11-21', 'en', 'November 21, 2026'],
    ['2026-11-21', 'es', '21 de noviembre de 2026'],
    // First and last day of a year: no shift to the neighbouring day in any time zone.
    ['2027-01-01', 'pt-BR', '1 de janeiro de 2027'],
    ['2026-12-31', 'en', 'December 31, 2026'],
  ] as const)('%s in %s is %j', (iso, locale, expected) => {
    expect(formatLegalDate(iso, locale)).toBe(expected);
  });

  it.each(['21/11/2026', '2026-11', '', 'yesterday'])('refuses %j', (value) => {
    expect(() => formatLegalDate(value, 'en')).toThrow(/ISO calendar date/);
  });
});
