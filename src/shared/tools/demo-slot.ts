import { saoPauloDay, saoPauloParts } from '#shared/time/sao-paulo.ts';
import {
  addCalendarDays,
  calendarDayNumber,
  isWeekday,
  parseCalendarDate,
  toIsoCalendarDate,
} from './calendar-date.ts';

/**
 * A preferred time for the demonstration (issue 15 §3; decision 0062): a weekday and a period,
 * in São Paulo time, whatever the visitor's or the server's own time zone. Pure, so the form and
 * the API judge a date with the same rule; only `now` differs (the server's is authoritative).
 * The clock is the shared one (src/shared/time/sao-paulo.ts, decision 0097).
 */
export const demoPeriods = ['morning', 'afternoon'] as const;
export type DemoPeriod = (typeof demoPeriods)[number];

/** When each period starts, in São Paulo wall-clock hours: once it has started it is past. */
export const demoPeriodStartHour: Record<DemoPeriod, number> = { morning: 9, afternoon: 14 };
/** And when it ends, for the texts that name the period ("09:00–12:00"). */
export const demoPeriodEndHour: Record<DemoPeriod, number> = { morning: 12, afternoon: 18 };

/** How far ahead a date may be proposed, in calendar days from today in São Paulo. */
export const DEMO_MAX_DAYS_AHEAD = 90;

export function isDemoPeriod(value: unknown): value is DemoPeriod {
  return typeof value === 'string' && (demoPeriods as readonly string[]).includes(value);
}

/** Today in São Paulo, and the last day that may be proposed, as 'YYYY-MM-DD' (the date input's min/max). */
export function demoDateBounds(now: Date): { min: string; max: string } {
  const today = saoPauloDay(now);
  return {
    min: toIsoCalendarDate(today),
    max: toIsoCalendarDate(addCalendarDays(today, DEMO_MAX_DAYS_AHEAD)),
  };
}

export type DemoDateProblem = 'invalid' | 'weekend' | 'past' | 'too-far';

/** What is wrong with a proposed date on its own (the period is judged by demoSlotProblem). */
export function demoDateProblem(text: string, now: Date): DemoDateProblem | undefined {
  const date = parseCalendarDate(text);
  if (!date) return 'invalid';
  const days = calendarDayNumber(date) - calendarDayNumber(saoPauloDay(now));
  if (days < 0) return 'past';
  if (days > DEMO_MAX_DAYS_AHEAD) return 'too-far';
  if (!isWeekday(date)) return 'weekend';
  return undefined;
}

/**
 * A date that is fine on its own may still be today with its period already begun: today's
 * morning is past from 09:00 in São Paulo, today's afternoon from 14:00.
 */
export function demoSlotProblem(
  text: string,
  period: DemoPeriod,
  now: Date,
): DemoDateProblem | undefined {
  const problem = demoDateProblem(text, now);
  if (problem) return problem;
  const clock = saoPauloParts(now);
  const date = parseCalendarDate(text);
  const today = date && calendarDayNumber(date) === calendarDayNumber(clock);
  return today && clock.hour >= demoPeriodStartHour[period] ? 'past' : undefined;
}
