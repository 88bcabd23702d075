import { describe, expect, it } from 'vitest';
import { routingOrder } from './routing.ts';
import { dayNumber } from './sao-paulo-clock.ts';
import {
  consultantGrid,
  freeSlots,
  judgeStart,
  offeredSlots,
  type ConsultantSchedule,
  type WeeklyRange,
} from './slots.ts';

/**
 * The slot engine (issue 25 §1–§3, decision 0103). November 2026: Monday the 23rd; Friday the
 * 20th is a national holiday. São Paulo is UTC−3, so 09:00 there is 12:00 UTC.
 */

const hm = (h: number, m = 0) => h * 60 + m;
const weekdays = (from: number, to: number): WeeklyRange[] =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: from, endMinute: to }));

function consultant(overrides: Partial<ConsultantSchedule> = {}): ConsultantSchedule {
  return {
    id: 'ana',
    meetingMinutes: 30,
    bufferMinutes: 0,
    noticeMinutes: 0,
    horizonDays: 0,
    weekly: weekdays(hm(9), hm(12)),
    daysOff: new Set(),
    busy: [],
    ...overrides,
  };
}

/** São Paulo wall time 'YYYY-MM-DD HH:mm' (UTC−3 in 2026) as an instant. */
const sp = (text: string) => new Date(`${text.replace(' ', 'T')}:00-03:00`);
/** An instant back as São Paulo wall time, for readable expectations. */
const wall = (instant: number) =>
  new Date(instant - 3 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
const day = (text: string) => {
  const [year, month, d] = text.split('-').map(Number) as [number, number, number];
  return dayNumber({ year, month, day: d });
};

describe('freeSlots', () => {
  it.each<[string, Partial<ConsultantSchedule>, string, string[]]>([
    [
      'a morning of 30-minute meetings',
      {},
      '2026-11-23 08:00',
      ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'].map((t) => `2026-11-23 ${t}`),
    ],
    [
      'a 15-minute buffer spaces the grid',
      { bufferMinutes: 15 },
      '2026-11-23 08:00',
      ['09:00', '09:45', '10:30', '11:15'].map((t) => `2026-11-23 ${t}`),
    ],
    [
      'a 50-minute meeting that no longer fits is not offered',
      { meetingMinutes: 50 },
      '2026-11-23 08:00',
      ['09:00', '09:50', '10:40'].map((t) => `2026-11-23 ${t}`),
    ],
    [
      'several ranges a day',
      {
        weekly: [
          { weekday: 1, startMinute: hm(9), endMinute: hm(10) },
          { weekday: 1, startMinute: hm(14), endMinute: hm(15) },
        ],
      },
      '2026-11-23 08:00',
      ['09:00', '09:30', '14:00', '14:30'].map((t) => `2026-11-23 ${t}`),
    ],
    [
      'started slots and the one starting now are past',
      {},
      '2026-11-23 10:00',
      ['10:30', '11:00', '11:30'].map((t) => `2026-11-23 ${t}`),
    ],
    [
      '4 business hours of notice skip the lunch break',
      {
        noticeMinutes: 240,
        weekly: [
          { weekday: 1, startMinute: hm(9), endMinute: hm(12) },
          { weekday: 1, startMinute: hm(14), endMinute: hm(18) },
        ],
      },
      '2026-11-23 10:00',
      ['16:00', '16:30', '17:00', '17:30'].map((t) => `2026-11-23 ${t}`),
    ],
    [
      'notice runs over the night into the next working day',
      { noticeMinutes: 120, horizonDays: 1 },
      // 11:00–12:00 today, then 09:00–10:00 tomorrow: two hours of work.
      '2026-11-23 11:00',
      ['10:00', '10:30', '11:00', '11:30'].map((t) => `2026-11-24 ${t}`),
    ],
    [
      'a national holiday (20 November) has no slots',
      { horizonDays: 1, weekly: weekdays(hm(9), hm(10)) },
      '2026-11-19 08:00',
      ['2026-11-19 09:00', '2026-11-19 09:30'],
    ],
    [
      'a day off has no slots',
      { horizonDays: 1, weekly: weekdays(hm(9), hm(10)), daysOff: new Set([day('2026-11-23')]) },
      '2026-11-23 08:00',
      ['2026-11-24 09:00', '2026-11-24 09:30'],
    ],
    [
      'weekends have no range, and the horizon counts calendar days',
      { horizonDays: 3, weekly: weekdays(hm(9), hm(10)) },
      '2026-11-27 08:00',
      ['2026-11-27 09:00', '2026-11-27 09:30', '2026-11-30 09:00', '2026-11-30 09:30'],
    ],
    [
      'a booked meeting and its buffer take the slots they touch',
      {
        bufferMinutes: 0,
        busy: [{ start: sp('2026-11-23 10:00').getTime(), end: sp('2026-11-23 10:30').getTime() }],
      },
      '2026-11-23 08:00',
      ['09:00', '09:30', '10:30', '11:00', '11:30'].map((t) => `2026-11-23 ${t}`),
    ],
    [
      'with a buffer, the neighbouring slots of a meeting go too',
      {
        bufferMinutes: 10,
        weekly: weekdays(hm(9), hm(11)),
        busy: [{ start: sp('2026-11-23 09:35').getTime(), end: sp('2026-11-23 10:05').getTime() }],
      },
      '2026-11-23 08:00',
      // Grid 09:00, 09:40, 10:20. 09:00 ends 09:30, 5 min before the meeting: too close; 10:20
      // starts 15 min after it ends: free (exactly the buffer would be free too).
      ['2026-11-23 10:20'],
    ],
  ])('%s', (_name, overrides, now, expected) => {
    expect(freeSlots(consultant(overrides), sp(now)).map((s) => wall(s.start))).toEqual(expected);
  });

  it('ends each slot after the meeting length', () => {
    const [first] = freeSlots(consultant({ meetingMinutes: 45 }), sp('2026-11-23 08:00'));
    expect(first && [wall(first.start), wall(first.end)]).toEqual([
      '2026-11-23 09:00',
      '2026-11-23 09:45',
    ]);
  });

  it('starts from `from` when asked', () => {
    const slots = freeSlots(consultant(), sp('2026-11-23 08:00'), sp('2026-11-23 11:00'));
    expect(slots.map((s) => wall(s.start))).toEqual(['2026-11-23 11:00', '2026-11-23 11:30']);
  });

  it('lists nothing when the notice is longer than the schedule up to the horizon', () => {
    expect(freeSlots(consultant({ noticeMinutes: 10_000 }), sp('2026-11-23 08:00'))).toEqual([]);
  });
});

describe('offeredSlots', () => {
  it('joins consultants free at the same time into one slot', () => {
    const ana = consultant({ weekly: weekdays(hm(9), hm(10)) });
    const bia = consultant({ id: 'bia', weekly: weekdays(hm(9, 30), hm(10, 30)) });
    expect(
      offeredSlots([ana, bia], sp('2026-11-23 08:00')).map(
        (s) => `${wall(s.start)} ${s.consultantIds.join('+')}`,
      ),
    ).toEqual(['2026-11-23 09:00 ana', '2026-11-23 09:30 ana+bia', '2026-11-23 10:00 bia']);
  });
});

describe('judgeStart', () => {
  const now = sp('2026-11-23 10:00');
  const ana = consultant({
    noticeMinutes: 60,
    horizonDays: 2,
    busy: [{ start: sp('2026-11-24 09:00').getTime(), end: sp('2026-11-24 09:30').getTime() }],
  });
  it.each([
    ['2026-11-24 10:00', 'ok'],
    ['2026-11-23 09:30', 'past'],
    ['2026-11-23 10:00', 'past'],
    ['2026-11-23 10:30', 'too-soon'],
    ['2026-11-24 09:00', 'taken'],
    ['2026-11-24 09:10', 'outside-availability'],
    ['2026-11-24 13:00', 'outside-availability'],
    ['2026-11-28 09:00', 'beyond-horizon'],
  ])('%s: %s', (start, expected) => {
    const judged = judgeStart([ana], sp(start), now);
    expect(judged.ok ? 'ok' : judged.problem).toBe(expected);
  });

  it('names every consultant free at that start', () => {
    const bia = consultant({ id: 'bia', horizonDays: 2 });
    const judged = judgeStart([ana, bia], sp('2026-11-24 09:00'), now);
    expect(judged.ok && judged.slots.map((s) => s.consultantId)).toEqual(['bia']);
  });

  it('is the grid itself: every offered slot is judged bookable', () => {
    for (const slot of freeSlots(ana, now)) {
      expect(judgeStart([ana], new Date(slot.start), now).ok).toBe(true);
    }
  });

  it('marks every grid slot of a busy day with what stops it', () => {
    const grid = consultantGrid(ana, now).filter((s) => wall(s.start).startsWith('2026-11-23'));
    expect(grid.map((s) => `${wall(s.start).slice(11)} ${s.problem ?? 'free'}`)).toEqual([
      '09:00 past',
      '09:30 past',
      '10:00 past',
      '10:30 too-soon',
      '11:00 free',
      '11:30 free',
    ]);
  });
});

describe('routingOrder', () => {
  it.each([
    [
      'fewest meetings in the coming week first',
      [
        { id: 'ana', meetingsNextWeek: 3, lastBookedAt: 1 },
        { id: 'bia', meetingsNextWeek: 1, lastBookedAt: 5 },
      ],
      ['bia', 'ana'],
    ],
    [
      'ties: longest since last booked first',
      [
        { id: 'ana', meetingsNextWeek: 2, lastBookedAt: 50 },
        { id: 'bia', meetingsNextWeek: 2, lastBookedAt: 10 },
      ],
      ['bia', 'ana'],
    ],
    [
      'never booked counts as longest ago',
      [
        { id: 'ana', meetingsNextWeek: 0, lastBookedAt: 10 },
        { id: 'bia', meetingsNextWeek: 0, lastBookedAt: null },
      ],
      ['bia', 'ana'],
    ],
    [
      'full ties by id, so the order is total',
      [
        { id: 'caio', meetingsNextWeek: 0, lastBookedAt: null },
        { id: 'ana', meetingsNextWeek: 0, lastBookedAt: null },
      ],
      ['ana', 'caio'],
    ],
  ])('%s', (_name, candidates, expected) => {
    expect(routingOrder(candidates).map((c) => c.id)).toEqual(expected);
  });
});
