import { describe, expect, it } from 'vitest';
import { saoPauloInstant } from './sao-paulo-clock.ts';
import { isTimeZone, zonedTime } from './zoned-time.ts';

/**
 * Issue 25 §7: instants stored in UTC, shown with the IANA zone; Brazil's zones, Lisbon, Madrid,
 * New York, and a daylight-saving change in each that has one.
 */

describe('zonedTime: one São Paulo 09:00 slot in the visitors’ zones', () => {
  const slot = new Date('2026-11-23T12:00:00Z');
  it.each([
    ['America/Sao_Paulo', '2026-11-23', '09:00', -180],
    ['Europe/Lisbon', '2026-11-23', '12:00', 0],
    ['Europe/Madrid', '2026-11-23', '13:00', 60],
    ['America/New_York', '2026-11-23', '07:00', -300],
    ['America/Manaus', '2026-11-23', '08:00', -240],
    ['America/Noronha', '2026-11-23', '10:00', -120],
    ['America/Rio_Branco', '2026-11-23', '07:00', -300],
    ['Asia/Tokyo', '2026-11-23', '21:00', 540],
  ])('%s shows %s %s (%i min)', (zone, date, time, offsetMinutes) => {
    expect(zonedTime(slot, zone)).toEqual({ date, time, offsetMinutes });
  });
});

describe('zonedTime across daylight-saving changes', () => {
  it.each([
    // Lisbon: 29 Mar 2026 01:00 UTC clocks go 01:00 → 02:00; 25 Oct 02:00 → 01:00.
    ['Europe/Lisbon', '2026-03-29T00:30:00Z', '2026-03-29', '00:30', 0],
    ['Europe/Lisbon', '2026-03-29T01:30:00Z', '2026-03-29', '02:30', 60],
    ['Europe/Lisbon', '2026-10-25T00:30:00Z', '2026-10-25', '01:30', 60],
    ['Europe/Lisbon', '2026-10-25T01:30:00Z', '2026-10-25', '01:30', 0],
    // Madrid: the same instants, one hour further east.
    ['Europe/Madrid', '2026-03-29T00:30:00Z', '2026-03-29', '01:30', 60],
    ['Europe/Madrid', '2026-03-29T01:30:00Z', '2026-03-29', '03:30', 120],
    ['Europe/Madrid', '2026-10-25T00:30:00Z', '2026-10-25', '02:30', 120],
    ['Europe/Madrid', '2026-10-25T01:30:00Z', '2026-10-25', '02:30', 60],
    // New York: 8 Mar 2026 02:00 → 03:00; 1 Nov 02:00 → 01:00.
    ['America/New_York', '2026-03-08T06:30:00Z', '2026-03-08', '01:30', -300],
    ['America/New_York', '2026-03-08T07:30:00Z', '2026-03-08', '03:30', -240],
    ['America/New_York', '2026-11-01T05:30:00Z', '2026-11-01', '01:30', -240],
    ['America/New_York', '2026-11-01T06:30:00Z', '2026-11-01', '01:30', -300],
  ])('%s at %s shows %s %s (%i min)', (zone, instant, date, time, offsetMinutes) => {
    expect(zonedTime(new Date(instant), zone)).toEqual({ date, time, offsetMinutes });
  });

  it('moves a São Paulo 09:00 slot an hour later in Lisbon and Madrid after their spring change, not in São Paulo', () => {
    const before = saoPauloInstant({ year: 2026, month: 3, day: 27 }, 9 * 60) ?? 0;
    const after = saoPauloInstant({ year: 2026, month: 3, day: 30 }, 9 * 60) ?? 0;
    expect(zonedTime(new Date(before), 'Europe/Lisbon').time).toBe('12:00');
    expect(zonedTime(new Date(after), 'Europe/Lisbon').time).toBe('13:00');
    expect(zonedTime(new Date(before), 'Europe/Madrid').time).toBe('13:00');
    expect(zonedTime(new Date(after), 'Europe/Madrid').time).toBe('14:00');
    expect(zonedTime(new Date(after), 'America/Sao_Paulo').time).toBe('09:00');
  });
});

describe('saoPauloInstant', () => {
  it.each([
    [{ year: 2026, month: 11, day: 23 }, 9 * 60, '2026-11-23T12:00:00.000Z'],
    [{ year: 2026, month: 11, day: 23 }, 0, '2026-11-23T03:00:00.000Z'],
    [{ year: 2026, month: 11, day: 23 }, 24 * 60, '2026-11-24T03:00:00.000Z'],
    // Daylight-saving years (before 2019): -02:00 in summer.
    [{ year: 2018, month: 12, day: 3 }, 9 * 60, '2018-12-03T11:00:00.000Z'],
    // 4 Nov 2018: midnight was skipped (00:00 → 01:00); 01:00 was the day's first instant.
    [{ year: 2018, month: 11, day: 4 }, 60, '2018-11-04T03:00:00.000Z'],
  ])('%o minute %i is %s', (date, minute, expected) => {
    expect(new Date(saoPauloInstant(date, minute) ?? Number.NaN).toISOString()).toBe(expected);
  });

  it('has no instant for a wall time that was skipped', () => {
    expect(saoPauloInstant({ year: 2018, month: 11, day: 4 }, 30)).toBeUndefined();
  });
});

describe('isTimeZone', () => {
  it.each([
    ['Europe/Lisbon', true],
    ['America/Noronha', true],
    ['UTC', true],
    ['Mars/Olympus_Mons', false],
    ['', false],
    ['x'.repeat(65), false],
  ])('%s: %s', (zone, known) => {
    expect(isTimeZone(zone)).toBe(known);
  });
});
