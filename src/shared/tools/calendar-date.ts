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

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date that a wall clock in `timeZone` shows at `instant`. */
export function calendarDateInTimeZone(instant: Date, timeZone: string): CalendarDate {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}
