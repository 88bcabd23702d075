import { saoPauloParts as saoPauloWallClock } from '#shared/time/sao-paulo.ts';
import { weekdayOf, type CalendarDate } from '#shared/tools/calendar-date.ts';

/**
 * The booking's one door to São Paulo's clock (issue 25 §7): the shared São Paulo time module
 * (src/shared/time/sao-paulo.ts, decision 0097) seen as the day numbers and minute grid the slot
 * engine works on. Everything else in src/shared/meetings works on these functions and on plain
 * day numbers.
 */

export { weekdayOf };

const minuteMs = 60_000;
const dayMs = 86_400_000;

/** Days since 1970-01-01 of a calendar date: whole-day arithmetic with no time zone. */
export function dayNumber(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / dayMs;
}

export function dateOfDayNumber(day: number): CalendarDate {
  const d = new Date(day * dayMs);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Today's date in São Paulo at `instant`, as a day number. */
export function saoPauloDayNumber(instant: Date): number {
  return dayNumber(saoPauloWallClock(instant));
}

/**
 * The instant a São Paulo clock shows `minute` (0–1440) of `date`, or undefined when that wall
 * time did not exist (a skipped hour of the daylight-saving years, before 2019). Guesses with
 * the offset in force at the guess, corrects once, then checks the clock reads back the same.
 */
export function saoPauloInstant(date: CalendarDate, minute: number): number | undefined {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day) + minute * minuteMs;
  const offsetAt = (instant: number) => {
    const w = saoPauloWallClock(new Date(instant));
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - instant;
  };
  // São Paulo is behind UTC: start from -3 h, the offset of every year since 2019.
  let instant = asUtc + 3 * 60 * minuteMs;
  instant = asUtc - offsetAt(instant);
  instant = asUtc - offsetAt(instant);
  return asUtc - offsetAt(instant) === instant ? instant : undefined;
}
