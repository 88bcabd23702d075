import { describe, expect, it } from 'vitest';
import { consultantSettingsSchema } from '#shared/schemas/consultants.ts';
import { rangeProblems, scheduleClash, type RangeProblem } from './weekly-schedule.ts';

/** Issue 25 §1, §6 (decision 0111): which weekly ranges cannot be saved, which meetings now clash. */

const r = (weekday: number, from: string, to: string) => {
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
  return { weekday, startMinute: minutes(from), endMinute: minutes(to) };
};

describe('rangeProblems', () => {
  it.each<[string, ReturnType<typeof r>[], RangeProblem[]]>([
    ['one range', [r(1, '09:00', '18:00')], []],
    ['two ranges a day with lunch between', [r(1, '09:00', '12:00'), r(1, '13:00', '18:00')], []],
    ['touching ranges', [r(1, '09:00', '12:00'), r(1, '12:00', '18:00')], []],
    ['the same hours on two days', [r(1, '09:00', '18:00'), r(2, '09:00', '18:00')], []],
    ['the whole day', [r(0, '00:00', '24:00')], []],
    [
      'overlapping ranges of one day',
      [r(3, '09:00', '12:00'), r(3, '11:30', '14:00')],
      [
        { index: 0, kind: 'overlap' },
        { index: 1, kind: 'overlap' },
      ],
    ],
    [
      'a range inside another',
      [r(3, '08:00', '18:00'), r(2, '08:00', '09:00'), r(3, '10:00', '11:00')],
      [
        { index: 0, kind: 'overlap' },
        { index: 2, kind: 'overlap' },
      ],
    ],
    ['reversed', [r(1, '18:00', '09:00')], [{ index: 0, kind: 'range' }]],
    ['empty', [r(1, '09:00', '09:00')], [{ index: 0, kind: 'range' }]],
    [
      'past midnight',
      [{ weekday: 1, startMinute: 1380, endMinute: 1500 }],
      [{ index: 0, kind: 'range' }],
    ],
    [
      'before midnight',
      [{ weekday: 1, startMinute: -30, endMinute: 60 }],
      [{ index: 0, kind: 'range' }],
    ],
  ])('%s', (_, weekly, expected) => {
    expect(rangeProblems(weekly)).toEqual(expected);
  });
});

describe('scheduleClash', () => {
  const weekly = [r(1, '09:00', '12:00'), r(1, '13:00', '18:00'), r(2, '09:00', '18:00')];
  // 2026-12-07 is a Monday; São Paulo is UTC−3 all year since 2019.
  const at = (iso: string, minutes = 30) => ({
    start: new Date(iso),
    end: new Date(Date.parse(iso) + minutes * 60_000),
  });
  it.each<[string, ReturnType<typeof at>, string[], string | undefined]>([
    ['inside a range', at('2026-12-07T12:00:00Z'), [], undefined],
    ['ending exactly at the range end', at('2026-12-07T14:30:00Z'), [], undefined],
    ['over lunch', at('2026-12-07T14:45:00Z'), [], 'outside-schedule'],
    ['on a day without ranges', at('2026-12-09T12:00:00Z'), [], 'outside-schedule'],
    ['before the day starts', at('2026-12-07T11:45:00Z'), [], 'outside-schedule'],
    ['on a day off', at('2026-12-07T12:00:00Z'), ['2026-12-07'], 'day-off'],
    // 01:00 UTC on Tuesday is 22:00 Monday in São Paulo: the day off is São Paulo's date.
    [
      'late evening in São Paulo, next day in UTC',
      at('2026-12-08T01:00:00Z'),
      ['2026-12-07'],
      'day-off',
    ],
    ['a day off of another date', at('2026-12-08T12:00:00Z'), ['2026-12-07'], undefined],
  ])('%s', (_, meeting, daysOff, expected) => {
    expect(scheduleClash({ weekly, daysOff }, meeting)).toBe(expected);
  });

  it('holds a meeting that ends at midnight in a range up to 24:00', () => {
    const night = [r(1, '23:00', '24:00')];
    expect(
      scheduleClash({ weekly: night, daysOff: [] }, at('2026-12-08T02:30:00Z')),
    ).toBeUndefined();
  });
});

describe('consultantSettingsSchema', () => {
  const valid = {
    active: true,
    languages: ['pt-BR', 'en'],
    areas: ['analise-preditiva'],
    weekly: [r(1, '09:00', '18:00')],
    daysOff: ['2026-12-24'],
    meetingMinutes: 30,
    bufferMinutes: 10,
    noticeMinutes: 240,
    horizonDays: 30,
  };
  const fieldsOf = (value: unknown) => {
    const parsed = consultantSettingsSchema.safeParse(value);
    return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };
  it.each<[string, Record<string, unknown>, string[]]>([
    ['valid settings', {}, []],
    ['no weekly ranges (nothing bookable)', { weekly: [] }, []],
    ['an unknown language', { languages: ['fr'] }, ['languages.0:validation.consultantLanguage']],
    ['no language', { languages: [] }, ['languages:validation.consultantLanguage']],
    ['an unknown area', { areas: ['cooking'] }, ['areas.0:validation.consultantArea']],
    ['an impossible day off', { daysOff: ['2026-02-30'] }, ['daysOff.0:validation.dayOff']],
    [
      'a meeting of 3 minutes',
      { meetingMinutes: 3 },
      ['meetingMinutes:validation.consultantNumber'],
    ],
    ['a buffer of 5 hours', { bufferMinutes: 300 }, ['bufferMinutes:validation.consultantNumber']],
    ['a horizon of two years', { horizonDays: 730 }, ['horizonDays:validation.consultantNumber']],
    ['a fractional notice', { noticeMinutes: 1.5 }, ['noticeMinutes:validation.type']],
    [
      'overlapping ranges',
      { weekly: [r(1, '09:00', '12:00'), r(1, '11:00', '13:00')] },
      ['weekly.0:validation.scheduleOverlap', 'weekly.1:validation.scheduleOverlap'],
    ],
    [
      'a range out of the day',
      { weekly: [r(1, '20:00', '25:00')] },
      ['weekly.0:validation.scheduleRange'],
    ],
  ])('%s', (_, change, expected) => {
    expect(fieldsOf({ ...valid, ...change })).toEqual(expected);
  });
});
