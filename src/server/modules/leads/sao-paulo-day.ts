/**
 * 'Contatos Hoje' counts leads of the current day in America/Sao_Paulo (issue 6), whatever the
 * server's own time zone. Timestamps are stored as UTC instants, so "today" becomes a half-open
 * UTC range [start, end) computed here with the time-zone database: a UTC date (wrong from 21:00
 * to midnight in São Paulo) or a fixed -03:00 (wrong on the historical daylight-saving days, when
 * midnight itself was skipped) would both miscount.
 */
export const SAO_PAULO_TIME_ZONE = 'America/Sao_Paulo';

export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

// Both formats are made on first use: loading the time-zone data is a cost a start need not pay.
let wallClockFormat: Intl.DateTimeFormat | undefined;
const wallClockOptions: Intl.DateTimeFormatOptions = {
  timeZone: SAO_PAULO_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

function wallClock(instant: number): LocalDate & { hour: number; minute: number; second: number } {
  const values: Record<string, number> = {};
  wallClockFormat ??= new Intl.DateTimeFormat('en-US', wallClockOptions);
  for (const part of wallClockFormat.formatToParts(new Date(instant))) {
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

/** Local time minus UTC at that instant, in milliseconds (-3 h today). */
function offsetAt(instant: number): number {
  const w = wallClock(instant);
  const wholeSecond = instant - (((instant % 1000) + 1000) % 1000);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - wholeSecond;
}

/** The calendar date in São Paulo at an instant. */
export function saoPauloDate(instant: Date): LocalDate {
  const { year, month, day } = wallClock(instant.getTime());
  return { year, month, day };
}

const sameDate = (a: LocalDate, b: LocalDate) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

/**
 * The first instant of a São Paulo calendar day. Tries the offsets in force half a day either
 * side of the date and keeps the earliest instant that falls on it: right on ordinary days, on
 * days that started at 01:00 (midnight skipped) and on days whose 23:00 hour repeated.
 */
export function startOfSaoPauloDay(date: LocalDate): Date {
  const midnightAsUtc = Date.UTC(date.year, date.month - 1, date.day);
  const halfDay = 12 * 60 * 60 * 1000;
  const candidates = [offsetAt(midnightAsUtc - halfDay), offsetAt(midnightAsUtc + halfDay)]
    .map((offset) => midnightAsUtc - offset)
    .filter((instant) => sameDate(wallClock(instant), date));
  if (candidates.length === 0) throw new Error(`no start of day for ${JSON.stringify(date)}`);
  return new Date(Math.min(...candidates));
}

/** Today in São Paulo as a half-open UTC range [start, end). */
export function saoPauloDayRange(now: Date): { start: Date; end: Date } {
  const today = saoPauloDate(now);
  const next = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
  return {
    start: startOfSaoPauloDay(today),
    end: startOfSaoPauloDay({
      year: next.getUTCFullYear(),
      month: next.getUTCMonth() + 1,
      day: next.getUTCDate(),
    }),
  };
}

/** 'YYYY-MM-DD' of the São Paulo date, for file names. */
export function saoPauloIsoDate(now: Date): string {
  const { year, month, day } = saoPauloDate(now);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

let localDateTimeFormat: Intl.DateTimeFormat | undefined;
const localDateTimeOptions: Intl.DateTimeFormatOptions = {
  timeZone: SAO_PAULO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

/** 'YYYY-MM-DD HH:mm:ss' in São Paulo: what spreadsheet programs read as a date and time. */
export function saoPauloDateTime(instant: Date): string {
  localDateTimeFormat ??= new Intl.DateTimeFormat('sv-SE', localDateTimeOptions);
  return localDateTimeFormat.format(instant);
}
