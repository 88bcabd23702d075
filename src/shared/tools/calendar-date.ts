// Birth dates are calendar dates ('YYYY-MM-DD'), not instants, so age is computed on
// year/month/day numbers without Date arithmetic: no time zone or DST can shift a birthday.

export type CalendarDate = { year: number; month: number; day: number };

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Parses 'YYYY-MM-DD'; returns null unless it names a real day (2001-02-30 is null). */
export function parseCalendarDate(text: string): CalendarDate | null {
  const match = isoDatePattern.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/**
 * Completed years between birth and today, exact to the day. Someone born on 29 Feb turns a
 * year older on 1 Mar in non-leap years (their birthday has not happened on 28 Feb yet).
 */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const hadBirthdayThisYear =
    today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthdayThisYear ? 0 : 1);
}

/** Days since 1970-01-01 of a calendar date: whole-day arithmetic without any time zone. */
export function calendarDayNumber(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / 86_400_000;
}

/** The date `days` calendar days later (or earlier, if negative); months and years roll over. */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

export function isWeekday(date: CalendarDate): boolean {
  const day = weekdayOf(date);
  return day >= 1 && day <= 5;
}

/** 'YYYY-MM-DD', the form parseCalendarDate reads back. */
export function toIsoCalendarDate(date: CalendarDate): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}
