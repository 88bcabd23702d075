import { describe, expect, it } from 'vitest';
import {
  instantFromSaoPaulo,
  saoPauloDateTime,
  saoPauloDay,
  saoPauloDayRange,
  saoPauloDayStart,
  saoPauloIsoDate,
  saoPauloParts,
} from './sao-paulo.ts';

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

describe('saoPauloDayStart and local dates', () => {
  it.each<[date: [number, number, number], start: string]>([
    [[2026, 11, 21], '2026-11-21T03:00:00.000Z'],
    [[2018, 11, 4], '2018-11-04T03:00:00.000Z'],
    [[2019, 2, 17], '2019-02-17T03:00:00.000Z'],
  ])('%j starts at %s', ([year, month, day], start) => {
    expect(saoPauloDayStart({ year, month, day }).toISOString()).toBe(start);
  });

  it.each<[instant: string, date: string, dateTime: string]>([
    ['2026-11-22T02:30:00.000Z', '2026-11-21', '2026-11-21 23:30:00'],
    ['2026-11-22T03:00:00.000Z', '2026-11-22', '2026-11-22 00:00:00'],
    ['2026-01-05T13:04:09.500Z', '2026-01-05', '2026-01-05 10:04:09'],
  ])('%s is %s, %s in São Paulo', (instant, date, dateTime) => {
    expect(saoPauloIsoDate(new Date(instant))).toBe(date);
    expect(saoPauloDateTime(new Date(instant))).toBe(dateTime);
    const [year, month, day] = date.split('-').map(Number);
    expect(saoPauloDay(new Date(instant))).toEqual({ year, month, day });
  });
});

/**
 * The one clock (issue 24 §3, decision 0097) replaced three: the age rule's "today"
 * (calendarDateInTimeZone), the demonstration slots' wall clock (saoPauloWallClock) and this
 * one. Their cases are kept here.
 */
describe('saoPauloParts: what a clock in São Paulo shows', () => {
  it.each<[instant: string, expected: string]>([
    ['2026-03-02T11:00:00Z', '2026-03-02 08:00:00'],
    // 23:30 in São Paulo is already the next day in UTC: the local date wins.
    ['2026-03-03T02:30:00Z', '2026-03-02 23:30:00'],
    ['2026-03-03T03:00:00Z', '2026-03-03 00:00:00'],
    ['2026-11-21T02:59:59Z', '2026-11-20 23:59:59'],
    ['2026-11-21T03:00:00Z', '2026-11-21 00:00:00'],
    ['2026-11-21T23:59:59Z', '2026-11-21 20:59:59'],
    // Seconds are truncated, never rounded up into the next minute or day.
    ['2026-11-22T02:59:59.999Z', '2026-11-21 23:59:59'],
    // Near midnight UTC under daylight saving (-02:00): 22:30 the day before, not 21:30.
    ['2018-12-01T00:30:00Z', '2018-11-30 22:30:00'],
    // The first instant of daylight saving: 00:00 -03:00 became 01:00 -02:00.
    ['2018-11-04T02:59:59Z', '2018-11-03 23:59:59'],
    ['2018-11-04T03:00:00Z', '2018-11-04 01:00:00'],
    // Its end: 23:59:59 -02:00 was followed by a second 23:00 at -03:00.
    ['2019-02-17T01:59:59Z', '2019-02-16 23:59:59'],
    ['2019-02-17T02:00:00Z', '2019-02-16 23:00:00'],
    // Leap day and new year's eve.
    ['2028-02-29T02:59:59Z', '2028-02-28 23:59:59'],
    ['2027-01-01T02:59:00Z', '2026-12-31 23:59:00'],
  ])('%s is %s', (instant, expected) => {
    const p = saoPauloParts(new Date(instant));
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(
      `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`,
    ).toBe(expected);
    expect(saoPauloDateTime(new Date(instant))).toBe(expected);
  });
});

describe('instantFromSaoPaulo: a São Paulo day and wall-clock time as an instant', () => {
  it.each<[day: string, time: string, instant: string]>([
    ['2026-03-02', '09:00', '2026-03-02T12:00:00.000Z'],
    ['2026-03-02', '14:00', '2026-03-02T17:00:00.000Z'],
    ['2026-03-02', '00:00', '2026-03-02T03:00:00.000Z'],
    // Late evening in São Paulo is the next day in UTC.
    ['2026-03-02', '21:00', '2026-03-03T00:00:00.000Z'],
    ['2026-03-02', '23:59', '2026-03-03T02:59:00.000Z'],
    ['2026-12-31', '22:30', '2027-01-01T01:30:00.000Z'],
    // Daylight saving (-02:00), near midnight UTC.
    ['2018-11-30', '22:00', '2018-12-01T00:00:00.000Z'],
    ['2019-01-15', '09:00', '2019-01-15T11:00:00.000Z'],
    // 2018-11-04: clocks jumped from 00:00 to 01:00; a time in the gap moves forward by the jump.
    ['2018-11-04', '00:00', '2018-11-04T03:00:00.000Z'],
    ['2018-11-04', '00:30', '2018-11-04T03:30:00.000Z'],
    ['2018-11-04', '01:00', '2018-11-04T03:00:00.000Z'],
    // 2019-02-16: the 23:00 hour happened twice; the first one (-02:00) is meant.
    ['2019-02-16', '22:59', '2019-02-17T00:59:00.000Z'],
    ['2019-02-16', '23:30', '2019-02-17T01:30:00.000Z'],
    ['2019-02-17', '00:00', '2019-02-17T03:00:00.000Z'],
  ])('%s %s in São Paulo is %s', (day, time, instant) => {
    const [year, month, date] = day.split('-').map(Number);
    const at = instantFromSaoPaulo({ year: year ?? 0, month: month ?? 0, day: date ?? 0 }, time);
    expect(at.toISOString()).toBe(instant);
  });

  it('round-trips every half hour of the last daylight-saving summer', () => {
    for (let t = Date.UTC(2018, 10, 1); t < Date.UTC(2019, 1, 20); t += 30 * 60_000) {
      const parts = saoPauloParts(new Date(t));
      const time = `${String(parts.hour).padStart(2, '0')}:${String(parts.minute).padStart(2, '0')}`;
      const back = instantFromSaoPaulo(parts, time).getTime();
      // Only the repeated hour maps back to its first occurrence, an hour earlier.
      expect([t, t - 3_600_000]).toContain(back);
      if (back !== t) expect(saoPauloParts(new Date(back))).toEqual(parts);
    }
  });

  it.each(['9:00', '24:00', '12:60', '12:00:00', ''])('refuses %j as a wall-clock time', (time) => {
    expect(() => instantFromSaoPaulo({ year: 2026, month: 3, day: 2 }, time)).toThrow(RangeError);
  });
});
