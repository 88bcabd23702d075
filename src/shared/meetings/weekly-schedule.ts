import { saoPauloIsoDate, saoPauloParts } from '#shared/time/sao-paulo.ts';
import { weekdayOf } from '#shared/tools/calendar-date.ts';
import type { WeeklyRange } from './slots.ts';

/**
 * A consultant's week as the desk edits it (issue 25 §1, §6; decision 0111): which ranges of a
 * weekly schedule cannot be saved, and whether a booked meeting still fits the schedule and days
 * off it was booked under. Pure, on São Paulo's wall clock, like the slot engine (decision 0103).
 */

export const dayMinutes = 24 * 60;

export interface RangeProblem {
  /** The range's position in the list the admin sent. */
  index: number;
  /** `range`: empty, reversed or outside 00:00–24:00; `overlap`: shares time with another of its day. */
  kind: 'range' | 'overlap';
}

/**
 * Ranges that cannot be saved. Touching ranges (09:00–12:00 and 12:00–18:00) are fine: a meeting
 * never crosses from one into the other, since each range cuts its own grid (slots.ts).
 */
export function rangeProblems(weekly: readonly WeeklyRange[]): RangeProblem[] {
  const problems: RangeProblem[] = [];
  const valid: { index: number; range: WeeklyRange }[] = [];
  weekly.forEach((range, index) => {
    if (
      range.startMinute < 0 ||
      range.endMinute > dayMinutes ||
      range.startMinute >= range.endMinute
    )
      problems.push({ index, kind: 'range' });
    else valid.push({ index, range });
  });
  for (const a of valid) {
    const overlaps = valid.some(
      (b) =>
        b.index !== a.index &&
        b.range.weekday === a.range.weekday &&
        a.range.startMinute < b.range.endMinute &&
        b.range.startMinute < a.range.endMinute,
    );
    if (overlaps) problems.push({ index: a.index, kind: 'overlap' });
  }
  return problems.sort((x, y) => x.index - y.index);
}

export type ScheduleClash = 'day-off' | 'outside-schedule';

/**
 * Why a meeting no longer fits the schedule (undefined when it does): its São Paulo date is a day
 * off, or no weekly range of that weekday holds it from start to end. Holidays are not asked: a
 * meeting on one was booked before the rule or by hand, and the slot engine never offers them.
 */
export function scheduleClash(
  schedule: { weekly: readonly WeeklyRange[]; daysOff: readonly string[] },
  meeting: { start: Date; end: Date },
): ScheduleClash | undefined {
  if (schedule.daysOff.includes(saoPauloIsoDate(meeting.start))) return 'day-off';
  const start = saoPauloParts(meeting.start);
  const end = saoPauloParts(meeting.end);
  const startMinute = start.hour * 60 + start.minute;
  // A meeting ending at midnight ends at minute 1440 of its own day, not 0 of the next.
  const sameDay = start.year === end.year && start.month === end.month && start.day === end.day;
  const endMinute = sameDay ? end.hour * 60 + end.minute : dayMinutes + end.hour * 60 + end.minute;
  const weekday = weekdayOf(start);
  const fits = schedule.weekly.some(
    (r) => r.weekday === weekday && r.startMinute <= startMinute && endMinute <= r.endMinute,
  );
  return fits ? undefined : 'outside-schedule';
}
