import { describe, expect, it } from 'vitest';
import { demoDateBounds, demoDateProblem, demoSlotProblem, type DemoPeriod } from './demo-slot.ts';

// Monday 2 March 2026, 08:00 in São Paulo (UTC−3 all year since 2019).
const mondayEight = new Date('2026-03-02T11:00:00Z');

describe('demoDateProblem (a weekday, from today, within 90 days)', () => {
  it.each<[date: string, expected: ReturnType<typeof demoDateProblem>]>([
    ['2026-03-02', undefined],
    ['2026-03-06', undefined],
    ['2026-03-07', 'weekend'],
    ['2026-03-08', 'weekend'],
    ['2026-02-27', 'past'],
    ['2026-05-29', undefined],
    // 90 days ahead is a Sunday; the Monday after is one day too far.
    ['2026-05-31', 'weekend'],
    ['2026-06-01', 'too-far'],
    ['2026-02-30', 'invalid'],
    ['2026-3-2', 'invalid'],
    ['02/03/2026', 'invalid'],
    ['', 'invalid'],
    ['2026-03-02T10:00', 'invalid'],
  ])('%j → %s', (date, expected) => {
    expect(demoDateProblem(date, mondayEight)).toBe(expected);
  });
});

describe('demoSlotProblem (today, a period is past once it has begun)', () => {
  it.each<[instant: string, date: string, period: DemoPeriod, expected: string | undefined]>([
    ['2026-03-02T11:00:00Z', '2026-03-02', 'morning', undefined],
    ['2026-03-02T11:59:00Z', '2026-03-02', 'morning', undefined],
    ['2026-03-02T12:00:00Z', '2026-03-02', 'morning', 'past'],
    ['2026-03-02T12:00:00Z', '2026-03-02', 'afternoon', undefined],
    ['2026-03-02T16:59:00Z', '2026-03-02', 'afternoon', undefined],
    ['2026-03-02T17:00:00Z', '2026-03-02', 'afternoon', 'past'],
    ['2026-03-02T17:00:00Z', '2026-03-03', 'morning', undefined],
    // 23:30 in São Paulo on Monday (Tuesday in UTC): Monday is over, Tuesday is open.
    ['2026-03-03T02:30:00Z', '2026-03-02', 'afternoon', 'past'],
    ['2026-03-03T02:30:00Z', '2026-03-03', 'morning', undefined],
    ['2026-03-02T11:00:00Z', '2026-03-07', 'morning', 'weekend'],
  ])('at %s, %s %s → %s', (instant, date, period, expected) => {
    expect(demoSlotProblem(date, period, new Date(instant))).toBe(expected);
  });
});

describe('demoDateBounds', () => {
  it('gives the date input today in São Paulo and the 90th day after it', () => {
    expect(demoDateBounds(mondayEight)).toEqual({ min: '2026-03-02', max: '2026-05-31' });
    expect(demoDateBounds(new Date('2026-03-03T02:30:00Z'))).toEqual({
      min: '2026-03-02',
      max: '2026-05-31',
    });
  });
});
