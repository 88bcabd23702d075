import { describe, expect, it } from 'vitest';
import { easterSunday, holidaysOf, isClosedDay } from './holidays.ts';
import { dayNumber } from './sao-paulo-clock.ts';

/** Issue 25 §1, decision 0103: national holidays closed by default, each rule with its law. */

const iso = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

describe('easterSunday', () => {
  it.each([
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('%i: %s', (year, expected) => {
    expect(iso(easterSunday(year))).toBe(expected);
  });
});

describe('holidaysOf', () => {
  it.each([
    [
      2026,
      [
        '2026-01-01 newYear',
        '2026-02-16 carnivalMonday',
        '2026-02-17 carnivalTuesday',
        '2026-04-03 goodFriday',
        '2026-04-21 tiradentes',
        '2026-05-01 labourDay',
        '2026-06-04 corpusChristi',
        '2026-09-07 independence',
        '2026-10-12 aparecida',
        '2026-11-02 allSouls',
        '2026-11-15 republic',
        '2026-11-20 blackConsciousness',
        '2026-12-25 christmas',
      ],
    ],
    [
      2025,
      [
        '2025-01-01 newYear',
        '2025-03-03 carnivalMonday',
        '2025-03-04 carnivalTuesday',
        '2025-04-18 goodFriday',
        '2025-04-21 tiradentes',
        '2025-05-01 labourDay',
        '2025-06-19 corpusChristi',
        '2025-09-07 independence',
        '2025-10-12 aparecida',
        '2025-11-02 allSouls',
        '2025-11-15 republic',
        '2025-11-20 blackConsciousness',
        '2025-12-25 christmas',
      ],
    ],
  ])('%i lists every closed day in date order', (year, expected) => {
    expect(holidaysOf(year).map((h) => `${iso(h.date)} ${h.key}`)).toEqual(expected);
  });

  it('has no 20 November before Lei 14.759/2023 took effect (2024)', () => {
    expect(holidaysOf(2023).map((h) => h.key)).not.toContain('blackConsciousness');
    expect(holidaysOf(2024).map((h) => h.key)).toContain('blackConsciousness');
  });

  it('names a legal source for every day, and marks the pontos facultativos as such', () => {
    for (const h of holidaysOf(2026)) expect(h.source).not.toBe('');
    expect(
      holidaysOf(2026)
        .filter((h) => h.kind === 'closedByCustom')
        .map((h) => h.key),
    ).toEqual(['carnivalMonday', 'carnivalTuesday', 'corpusChristi']);
  });
});

describe('isClosedDay', () => {
  it.each([
    ['2026-11-20', true],
    ['2026-11-19', false],
    ['2027-02-09', true],
    ['2027-02-10', false],
    ['2026-12-25', true],
    ['2026-12-24', false],
    ['2027-01-01', true],
  ])('%s: %s', (text, closed) => {
    const [year, month, day] = text.split('-').map(Number) as [number, number, number];
    expect(isClosedDay(dayNumber({ year, month, day }))).toBe(closed);
  });
});
