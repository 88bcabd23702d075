import {
  addCalendarDays,
  toIsoCalendarDate,
  type CalendarDate,
} from '#shared/tools/calendar-date.ts';

/**
 * The one São Paulo clock (issue 24 §3, decision 0097). The business, its users and every rule
 * that says "today" or "09:00" live in America/Sao_Paulo, whatever the server's or the browser's
 * own time zone: the age rule (spec 01 §5), 'Contatos Hoje' (issue 6), the demonstration slots
 * (decision 0062), the CSV's dates and the mails' times.
 *
 * Instants are `Date`s (UTC underneath); São Paulo days are `CalendarDate`s; wall-clock times are
 * 'HH:mm'. Conversions use the time-zone database, never a fixed -03:00: Brazil kept daylight
 * saving until February 2019, when some days started at 01:00 (midnight skipped) and one hour
 * repeated, and stored instants from those years still have to land on the right day.
 */
export const SAO_PAULO_TIME_ZONE = 'America/Sao_Paulo';

/** The date and time a clock in São Paulo shows. */
export interface SaoPauloParts extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
}

/**
 * Made on first use, not when the module loads: a formatter with a time zone loads ICU's zone
 * data, ~12 ms (~50 ms on a phone's CPU), a long task of its own when the home page's app loads
 * at idle although only a submitted demonstration date needs it (issue 26 §1, decision 0084).
 * Gregorian calendar and Latin digits whatever the runtime's default locale, so `Number()` reads
 * every part.
 */
let wallClockFormat: Intl.DateTimeFormat | undefined;
const wallClock = () =>
  (wallClockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SAO_PAULO_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    calendar: 'gregory',
    numberingSystem: 'latn',
  }));

/** The date and time a clock in São Paulo shows at `instant` (seconds truncated, not rounded). */
export function saoPauloParts(instant: Date): SaoPauloParts {
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
    second: values.second ?? 0,
  };
}

/** The calendar day in São Paulo at `instant` ("today" for the age rule, the inbox, the slots). */
export function saoPauloDay(instant: Date): CalendarDate {
  const { year, month, day } = saoPauloParts(instant);
  return { year, month, day };
}

/** Local time minus UTC at that instant, in milliseconds (-3 h since 2019). */
function offsetAt(instant: number): number {
  const w = saoPauloParts(new Date(instant));
  const wholeSecond = instant - (((instant % 1000) + 1000) % 1000);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - wholeSecond;
}

const wallTimePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The instant a São Paulo clock shows `time` ('HH:mm', 00:00–23:59) on `day`. Tries the offsets in
 * force half a day either side and keeps the earliest instant that shows exactly that time, so a
 * repeated hour (2019-02-16 23:xx) resolves to its first occurrence. A time that never showed
 * (2018-11-04 00:30, clocks jumped from 00:00 to 01:00) moves forward by the jump (01:30), as
 * Temporal's 'compatible' disambiguation does: the start of such a day is its first instant.
 * A malformed time is a caller's bug and throws.
 */
export function instantFromSaoPaulo(day: CalendarDate, time: string): Date {
  const match = wallTimePattern.exec(time);
  if (!match) throw new RangeError(`not a wall-clock time 'HH:mm': ${JSON.stringify(time)}`);
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const wallAsUtc = Date.UTC(day.year, day.month - 1, day.day, hour, minute);
  const halfDay = 12 * 60 * 60 * 1000;
  const offsetBefore = offsetAt(wallAsUtc - halfDay);
  const exact = [offsetBefore, offsetAt(wallAsUtc + halfDay)]
    .map((offset) => wallAsUtc - offset)
    .filter((instant) => {
      const w = saoPauloParts(new Date(instant));
      return (
        w.year === day.year &&
        w.month === day.month &&
        w.day === day.day &&
        w.hour === hour &&
        w.minute === minute
      );
    });
  return new Date(exact.length > 0 ? Math.min(...exact) : wallAsUtc - offsetBefore);
}

/** The first instant of a São Paulo day (01:00 on the days whose midnight was skipped). */
export function saoPauloDayStart(day: CalendarDate): Date {
  return instantFromSaoPaulo(day, '00:00');
}

/**
 * The São Paulo day of `instant` as a half-open UTC range [start, end): timestamps are stored as
 * UTC instants, so "today" is queried as a range. A UTC date (wrong from 21:00 to midnight in São
 * Paulo) or a fixed -03:00 (wrong on the historical daylight-saving days) would both miscount.
 */
export function saoPauloDayRange(instant: Date): { start: Date; end: Date } {
  const today = saoPauloDay(instant);
  return { start: saoPauloDayStart(today), end: saoPauloDayStart(addCalendarDays(today, 1)) };
}

/** 'YYYY-MM-DD' of the São Paulo day: file names, the date input's bounds. */
export function saoPauloIsoDate(instant: Date): string {
  return toIsoCalendarDate(saoPauloDay(instant));
}

/** 'YYYY-MM-DD HH:mm:ss' in São Paulo: what spreadsheet programs read as a date and time. */
export function saoPauloDateTime(instant: Date): string {
  const w = saoPauloParts(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${toIsoCalendarDate(w)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}
