import { isClosedDay } from './holidays.ts';
import {
  dateOfDayNumber,
  saoPauloDayNumber,
  saoPauloInstant,
  weekdayOf,
} from './sao-paulo-clock.ts';

/**
 * The slot engine (issue 25 §1, §2; decision 0103): pure, so listing, booking and the benchmark
 * judge a time by one rule, and only `now` (the server's, §7) differs.
 *
 * Rules:
 * - Slots lie on each weekly range's grid: from the range's start, every length + buffer, while
 *   the meeting ends inside the range (São Paulo wall clock). A booking's start must be a grid
 *   point, so two bookings of one consultant at different starts cannot overlap unless the
 *   consultant's schedule changed between them.
 * - No slot on a national holiday (holidays.ts) or a day off.
 * - A slot must start at least `noticeMinutes` of the consultant's own working time after now
 *   ("4 business hours" = 4 h of their schedule; nights, weekends and holidays do not count).
 * - A slot's São Paulo date is at most `horizonDays` after today's.
 * - A slot is busy when it comes within `bufferMinutes` of a booked meeting.
 */

export interface WeeklyRange {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export interface ConsultantSchedule {
  id: string;
  meetingMinutes: number;
  bufferMinutes: number;
  noticeMinutes: number;
  horizonDays: number;
  weekly: readonly WeeklyRange[];
  /** Day numbers (sao-paulo-clock.ts) of the days off. */
  daysOff: ReadonlySet<number>;
  /** Booked meetings, epoch milliseconds, half-open [start, end). */
  busy: readonly { start: number; end: number }[];
}

export interface Slot {
  consultantId: string;
  start: number;
  end: number;
}

export type SlotProblem = 'past' | 'too-soon' | 'beyond-horizon' | 'outside-availability' | 'taken';

const minuteMs = 60_000;

/**
 * São Paulo wall time to instant, remembered: every consultant's 09:00 of a day is one question,
 * and each answer costs a few time-zone lookups (the slot listing's largest cost, `npm run
 * bench:meetings`). Emptied when large; the zone's rules do not change while a process runs.
 */
const instants = new Map<number, number | undefined>();
function instantOf(day: number, minute: number): number | undefined {
  const key = day * 1441 + minute;
  if (instants.has(key)) return instants.get(key);
  if (instants.size > 100_000) instants.clear();
  const instant = saoPauloInstant(dateOfDayNumber(day), minute);
  instants.set(key, instant);
  return instant;
}

/** The consultant's working intervals, day by day, from today to the horizon, in instants. */
function workingIntervals(c: ConsultantSchedule, today: number) {
  const intervals: { day: number; start: number; end: number }[] = [];
  for (let day = today; day <= today + c.horizonDays; day++) {
    if (isClosedDay(day) || c.daysOff.has(day)) continue;
    const date = dateOfDayNumber(day);
    const weekday = weekdayOf(date);
    const ranges = c.weekly
      .filter((r) => r.weekday === weekday)
      .sort((a, b) => a.startMinute - b.startMinute);
    for (const range of ranges) {
      const start = instantOf(day, range.startMinute);
      const end = instantOf(day, range.endMinute);
      // A range that begins or ends in a skipped hour (only possible before 2019) is dropped.
      if (start !== undefined && end !== undefined) intervals.push({ day, start, end });
    }
  }
  return intervals;
}

/**
 * The first instant at which `noticeMinutes` of working time have passed since `now`; past the
 * horizon when the schedule has too little time left.
 */
function earliestStart(
  intervals: readonly { start: number; end: number }[],
  now: number,
  noticeMinutes: number,
): number {
  let left = noticeMinutes * minuteMs;
  if (left === 0) return now;
  for (const { start, end } of intervals) {
    const from = Math.max(start, now);
    if (from >= end) continue;
    if (end - from >= left) return from + left;
    left -= end - from;
  }
  return Number.POSITIVE_INFINITY;
}

/** Whether a meeting from `first` on (sorted by start) comes closer than the buffer to [s, e). */
function overlapsBusy(
  busy: readonly { start: number; end: number }[],
  first: number,
  s: number,
  e: number,
  buffer: number,
): boolean {
  for (let i = first; i < busy.length; i++) {
    const b = busy[i];
    if (!b || b.start >= e + buffer) return false;
    if (s < b.end + buffer) return true;
  }
  return false;
}

export interface GridSlot extends Slot {
  problem?: Exclude<SlotProblem, 'beyond-horizon' | 'outside-availability'>;
}

/** Every grid slot of one consultant from today to the horizon, each with what stops it. */
export function consultantGrid(c: ConsultantSchedule, now: Date): GridSlot[] {
  const at = now.getTime();
  const intervals = workingIntervals(c, saoPauloDayNumber(now));
  const earliest = earliestStart(intervals, at, c.noticeMinutes);
  const length = c.meetingMinutes * minuteMs;
  const step = (c.meetingMinutes + c.bufferMinutes) * minuteMs;
  const buffer = c.bufferMinutes * minuteMs;
  const busy = [...c.busy].sort((a, b) => a.start - b.start);
  const slots: GridSlot[] = [];
  // Slots come in time order: a meeting that ended (with its buffer) before one slot ended
  // before every later one, so it is passed for good, and the check stops at the first meeting
  // that starts after the slot: about one pass over both lists.
  let first = 0;
  for (const { start, end } of intervals) {
    for (let s = start; s + length <= end; s += step) {
      const e = s + length;
      while (first < busy.length && (busy[first]?.end ?? 0) + buffer <= s) first++;
      const slot: GridSlot = { consultantId: c.id, start: s, end: e };
      if (s <= at) slot.problem = 'past';
      else if (s < earliest) slot.problem = 'too-soon';
      else if (overlapsBusy(busy, first, s, e, buffer)) slot.problem = 'taken';
      slots.push(slot);
    }
  }
  return slots;
}

/** The free slots of one consultant, in time order. */
export function freeSlots(c: ConsultantSchedule, now: Date, from?: Date): Slot[] {
  const after = from?.getTime() ?? Number.NEGATIVE_INFINITY;
  return consultantGrid(c, now)
    .filter((s) => s.problem === undefined && s.start >= after)
    .map(({ consultantId, start, end }) => ({ consultantId, start, end }));
}

export interface OfferedSlot {
  start: number;
  end: number;
  /** The consultants free then, any order (routing picks one when it is booked). */
  consultantIds: string[];
}

/**
 * The slots offered to a visitor: the union over the eligible consultants, one entry per start
 * and end, in time order.
 */
export function offeredSlots(
  consultants: readonly ConsultantSchedule[],
  now: Date,
  from?: Date,
): OfferedSlot[] {
  const byTime = new Map<string, OfferedSlot>();
  for (const c of consultants) {
    for (const slot of freeSlots(c, now, from)) {
      const key = `${slot.start}/${slot.end}`;
      const offered = byTime.get(key);
      if (offered) offered.consultantIds.push(c.id);
      else byTime.set(key, { start: slot.start, end: slot.end, consultantIds: [c.id] });
    }
  }
  return [...byTime.values()].sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * Which consultants may take a meeting starting at `start`, or why none may. When several
 * reasons apply the most telling wins: free consultants first, then "taken" (the slot existed),
 * then "too soon", then the time was never offered (past, beyond the horizon, or outside every
 * schedule).
 */
export function judgeStart(
  consultants: readonly ConsultantSchedule[],
  start: Date,
  now: Date,
): { ok: true; slots: Slot[] } | { ok: false; problem: SlotProblem } {
  const at = start.getTime();
  if (at <= now.getTime()) return { ok: false, problem: 'past' };
  if (consultants.length === 0) return { ok: false, problem: 'outside-availability' };
  const found = consultants.flatMap((c) => consultantGrid(c, now).filter((s) => s.start === at));
  const free = found.filter((s) => s.problem === undefined);
  if (free.length > 0) {
    return {
      ok: true,
      slots: free.map(({ consultantId, start: s, end }) => ({ consultantId, start: s, end })),
    };
  }
  if (found.some((s) => s.problem === 'taken')) return { ok: false, problem: 'taken' };
  if (found.some((s) => s.problem === 'too-soon')) return { ok: false, problem: 'too-soon' };
  const horizon = Math.max(0, ...consultants.map((c) => c.horizonDays));
  if (saoPauloDayNumber(start) > saoPauloDayNumber(now) + horizon) {
    return { ok: false, problem: 'beyond-horizon' };
  }
  return { ok: false, problem: 'outside-availability' };
}
