import { parseCalendarDate, type CalendarDate } from './calendar-date.ts';

/**
 * A preferred time for the demonstration (issue 15 §3; decision 0062): a weekday and a period,
 * in São Paulo time, whatever the visitor's or the server's own time zone. Pure, so the form and
 * the API judge a date with the same rule; only `now` differs (the server's is authoritative).
 */
export const DEMO_TIME_ZONE = 'America/Sao_Paulo';

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

interface WallClock extends CalendarDate {
  hour: number;
  minute: number;
}

/**
 * Made on first use, not when the module loads: a formatter with a time zone loads ICU's zone
 * data, ~12 ms (~50 ms on a phone's CPU), a long task of its own when the home page's app loads
 * at idle although only a submitted demonstration date needs it (issue 26 §1, decision 0084).
 */
let wallClockFormat: Intl.DateTimeFormat | undefined;
const wallClock = () =>
  (wallClockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: DEMO_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    calendar: 'gregory',
    numberingSystem: 'latn',
  }));

/** The date and time a clock in São Paulo shows at `instant`. */
export function saoPauloWallClock(instant: Date): WallClock {
  const values: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of wallClock().formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 0,
    month: values.month ?? 0,
    day: values.day ?? 0,
    hour: values.hour ?? 0,
    minute: values.minute ?? 0,
  };
}

/** Days since 1970-01-01 of a calendar date: whole-day arithmetic without any time zone. */
function dayNumber(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / 86_400_000;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

export function isWeekday(date: CalendarDate): boolean {
  const day = weekdayOf(date);
  return day >= 1 && day <= 5;
}

export function toIsoCalendarDate(date: CalendarDate): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** Today in São Paulo, and the last day that may be proposed, as 'YYYY-MM-DD' (the date input's min/max). */
export function demoDateBounds(now: Date): { min: string; max: string } {
  const today = saoPauloWallClock(now);
  const last = new Date(Date.UTC(today.year, today.month - 1, today.day + DEMO_MAX_DAYS_AHEAD));
  return {
    min: toIsoCalendarDate(today),
    max: toIsoCalendarDate({
      year: last.getUTCFullYear(),
      month: last.getUTCMonth() + 1,
      day: last.getUTCDate(),
    }),
  };
}

export type DemoDateProblem = 'invalid' | 'weekend' | 'past' | 'too-far';

/** What is wrong with a proposed date on its own (the period is judged by demoSlotProblem). */
export function demoDateProblem(text: string, now: Date): DemoDateProblem | undefined {
  const date = parseCalendarDate(text);
  if (!date) return 'invalid';
  const days = dayNumber(date) - dayNumber(saoPauloWallClock(now));
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
  const clock = saoPauloWallClock(now);
  const date = parseCalendarDate(text);
  const today = date && dayNumber(date) === dayNumber(clock);
  return today && clock.hour >= demoPeriodStartHour[period] ? 'past' : undefined;
}
