import { describe, expect, it } from 'vitest';
import { ageOn, daysInMonth, isLeapYear, parseCalendarDate } from './calendar-date.ts';
import type { CalendarDate } from './calendar-date.ts';

const d = (text: string): CalendarDate => {
  const parsed = parseCalendarDate(text);
  if (!parsed) throw new Error(`bad test date ${text}`);
  return parsed;
};

describe('isLeapYear / daysInMonth', () => {
  it.each([
    [2024, true],
    [2026, false],
    [2000, true],
    [1900, false],
    [2100, false],
  ])('%i leap: %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
    expect(daysInMonth(year, 2)).toBe(leap ? 29 : 28);
  });

  it.each([
    [1, 31],
    [4, 30],
    [6, 30],
    [9, 30],
    [11, 30],
    [12, 31],
  ])('month %i has %i days', (month, days) => {
    expect(daysInMonth(2026, month)).toBe(days);
  });
});

describe('parseCalendarDate', () => {
  it.each([
    ['2001-02-28', { year: 2001, month: 2, day: 28 }],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['1999-12-31', { year: 1999, month: 12, day: 31 }],
  ])('accepts %s', (text, expected) => {
    expect(parseCalendarDate(text)).toEqual(expected);
  });

  it.each([
    ['2001-02-30', 'no 30 Feb'],
    ['2001-02-29', 'not a leap year'],
    ['1900-02-29', 'century, not divisible by 400'],
    ['2001-04-31', 'April has 30 days'],
    ['2001-13-01', 'month 13'],
    ['2001-00-10', 'month 0'],
    ['2001-01-00', 'day 0'],
    ['2001-1-01', 'one-digit month'],
    ['01/02/2001', 'other format'],
    ['2001-02-03T00:00:00Z', 'date-time'],
    [' 2001-02-03', 'surrounding space (callers trim)'],
    ['', 'empty'],
    ['abcd-ef-gh', 'letters'],
  ])('rejects %s (%s)', (text) => {
    expect(parseCalendarDate(text)).toBeNull();
  });
});

describe('ageOn', () => {
  it.each([
    ['2008-11-21', '2026-11-21', 18, 'birthday today'],
    ['2008-11-21', '2026-11-20', 17, 'birthday tomorrow'],
    ['2008-11-21', '2026-12-01', 18, 'later month'],
    ['2008-11-21', '2026-10-30', 17, 'earlier month'],
    ['2008-02-29', '2026-02-28', 17, 'leap-day birthday, 28 Feb of a common year'],
    ['2008-02-29', '2026-03-01', 18, 'leap-day birthday, 1 Mar of a common year'],
    ['2008-02-29', '2028-02-28', 19, 'leap-day birthday, 28 Feb of a leap year'],
    ['2008-02-29', '2028-02-29', 20, 'leap-day birthday on a leap day'],
    ['2026-11-22', '2026-11-21', -1, 'born tomorrow'],
  ])('born %s, on %s: %i (%s)', (birth, today, age) => {
    expect(ageOn(d(birth), d(today))).toBe(age);
  });
});
