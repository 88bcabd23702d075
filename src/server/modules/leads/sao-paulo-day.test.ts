import { describe, expect, it } from 'vitest';
import {
  saoPauloDate,
  saoPauloDateTime,
  saoPauloDayRange,
  saoPauloIsoDate,
  startOfSaoPauloDay,
} from './sao-paulo-day.ts';

/** 'Contatos Hoje' is today in America/Sao_Paulo (issue 6), on any server time zone. */

describe('saoPauloDayRange', () => {
  it.each<[label: string, now: string, start: string, end: string]>([
    [
      'mid-morning',
      '2026-11-21T12:00:00.000Z',
      '2026-11-21T03:00:00.000Z',
      '2026-11-22T03:00:00.000Z',
    ],
    // 23:30 in São Paulo is already the next day in UTC: a UTC "today" would be wrong here.
    [
      '23:30 local, next day in UTC',
      '2026-11-22T02:30:00.000Z',
      '2026-11-21T03:00:00.000Z',
      '2026-11-22T03:00:00.000Z',
    ],
    [
      'the last millisecond of the day',
      '2026-11-22T02:59:59.999Z',
      '2026-11-21T03:00:00.000Z',
      '2026-11-22T03:00:00.000Z',
    ],
    [
      'local midnight exactly',
      '2026-11-22T03:00:00.000Z',
      '2026-11-22T03:00:00.000Z',
      '2026-11-23T03:00:00.000Z',
    ],
    [
      'new year',
      '2027-01-01T02:59:00.000Z',
      '2026-12-31T03:00:00.000Z',
      '2027-01-01T03:00:00.000Z',
    ],
    [
      '29 February',
      '2028-02-29T15:00:00.000Z',
      '2028-02-29T03:00:00.000Z',
      '2028-03-01T03:00:00.000Z',
    ],
    // Historical daylight saving: on 2018-11-04 clocks jumped from 00:00 to 01:00 (-02:00).
    [
      'the day midnight was skipped',
      '2018-11-04T12:00:00.000Z',
      '2018-11-04T03:00:00.000Z',
      '2018-11-05T02:00:00.000Z',
    ],
    [
      'the day before it',
      '2018-11-03T12:00:00.000Z',
      '2018-11-03T03:00:00.000Z',
      '2018-11-04T03:00:00.000Z',
    ],
    // On 2019-02-16 the 23:00 hour happened twice (back to -03:00): a 25-hour day.
    [
      'the 25-hour day',
      '2019-02-16T12:00:00.000Z',
      '2019-02-16T02:00:00.000Z',
      '2019-02-17T03:00:00.000Z',
    ],
    [
      'inside its repeated hour',
      '2019-02-17T02:30:00.000Z',
      '2019-02-16T02:00:00.000Z',
      '2019-02-17T03:00:00.000Z',
    ],
  ])('%s', (_label, now, start, end) => {
    const range = saoPauloDayRange(new Date(now));
    expect(range.start.toISOString()).toBe(start);
    expect(range.end.toISOString()).toBe(end);
  });
});

describe('startOfSaoPauloDay and local dates', () => {
  it.each<[date: [number, number, number], start: string]>([
    [[2026, 11, 21], '2026-11-21T03:00:00.000Z'],
    [[2018, 11, 4], '2018-11-04T03:00:00.000Z'],
    [[2019, 2, 17], '2019-02-17T03:00:00.000Z'],
  ])('%j starts at %s', ([year, month, day], start) => {
    expect(startOfSaoPauloDay({ year, month, day }).toISOString()).toBe(start);
  });

  it.each<[instant: string, date: string, dateTime: string]>([
    ['2026-11-22T02:30:00.000Z', '2026-11-21', '2026-11-21 23:30:00'],
    ['2026-11-22T03:00:00.000Z', '2026-11-22', '2026-11-22 00:00:00'],
    ['2026-01-05T13:04:09.500Z', '2026-01-05', '2026-01-05 10:04:09'],
  ])('%s is %s, %s in São Paulo', (instant, date, dateTime) => {
    expect(saoPauloIsoDate(new Date(instant))).toBe(date);
    expect(saoPauloDateTime(new Date(instant))).toBe(dateTime);
    const [year, month, day] = date.split('-').map(Number);
    expect(saoPauloDate(new Date(instant))).toEqual({ year, month, day });
  });
});
