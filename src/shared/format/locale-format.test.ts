import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatMoney,
  formatMoneyThousands,
  formatPercent,
  plainSpaces,
} from './locale-format.ts';

// Intl separates R$ from the digits with a no-break space; compare with ordinary spaces.
const plain = (text: string) => plainSpaces(text);

describe('money in reais, localized', () => {
  it.each([
    ['pt-BR', 32250, 'R$ 32.250,00'],
    ['en', 32250, 'R$32,250.00'],
    ['es', 32250, '32.250,00 R$'],
    ['pt-BR', 85.5, 'R$ 85,50'],
    ['pt-BR', -22800, '-R$ 22.800,00'],
    ['pt-BR', Number.NaN, '—'],
    ['en', Number.POSITIVE_INFINITY, '—'],
  ] as const)('%s %d → %s', (locale, value, expected) => {
    expect(plain(formatMoney(value, locale))).toBe(expected);
  });

  it.each([
    ['pt-BR', 820800, 'R$ 820,8k'],
    ['pt-BR', 96000, 'R$ 96k'],
    ['en', 820800, 'R$820.8k'],
    ['es', 820800, '820,8k R$'],
    ['pt-BR', 0, 'R$ 0k'],
    ['pt-BR', Number.NaN, '—'],
  ] as const)('thousands: %s %d → %s', (locale, value, expected) => {
    expect(plain(formatMoneyThousands(value, locale))).toBe(expected);
  });
});

describe('percent and date', () => {
  it.each([
    ['pt-BR', 778, '778%'],
    ['pt-BR', 1041, '1.041%'],
    ['en', -54, '-54%'],
    ['es', 60, '60 %'],
  ] as const)('%s %d → %s', (locale, value, expected) => {
    expect(plain(formatPercent(value, locale))).toBe(expected);
  });

  it.each([
    ['pt-BR', '15/03/2026'],
    ['en', '03/15/2026'],
    ['es', '15/03/2026'],
  ] as const)('%s → %s', (locale, expected) => {
    expect(formatDate(new Date(2026, 2, 15), locale)).toBe(expected);
  });
});
