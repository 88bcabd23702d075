import type { CalendarDate } from '#shared/tools/calendar-date.ts';
import { dateOfDayNumber, dayNumber } from './sao-paulo-clock.ts';

/**
 * Brazil's national holidays, on which no meeting is offered (issue 25 §1; decision 0103). A
 * table in code with each rule's legal source rather than a package: the npm candidates are
 * either one-person packages last touched years ago or `date-holidays` (every country, with
 * state, municipal and "observance" days to filter, and src/shared imports zod alone, STYLE.md).
 *
 * Fixed dates:
 * - 1 Jan, 21 Apr, 1 May, 7 Sep, 2 Nov, 15 Nov, 25 Dec: Lei 662/1949 as amended by Lei
 *   10.607/2002 (21 Apr, Tiradentes, and 2 Nov added to the list; 12 Oct below).
 * - 12 Oct, Nossa Senhora Aparecida: Lei 6.802/1980.
 * - 20 Nov, Zumbi and Black Consciousness Day: Lei 14.759/2023, from 2024.
 * Moveable, from Easter (the usual national calendar; the federal government's yearly portaria
 * lists them with the fixed ones):
 * - Good Friday (Easter − 2): a religious day of Lei 9.093/1995 that every municipality keeps,
 *   listed as a national holiday in the federal government's yearly portaria; closed.
 * - Carnival Monday and Tuesday (Easter − 48, − 47) and Corpus Christi (Easter + 60) are "ponto
 *   facultativo", not legal holidays; but almost every client closes, so we close too
 *   (`closedByCustom`), and say so separately so a later desk setting can reopen them.
 */

export type HolidayKind = 'national' | 'closedByCustom';

export interface Holiday {
  date: CalendarDate;
  key: string;
  kind: HolidayKind;
  source: string;
}

const fixed: { month: number; day: number; key: string; source: string; from?: number }[] = [
  { month: 1, day: 1, key: 'newYear', source: 'Lei 662/1949' },
  { month: 4, day: 21, key: 'tiradentes', source: 'Lei 10.607/2002' },
  { month: 5, day: 1, key: 'labourDay', source: 'Lei 662/1949' },
  { month: 9, day: 7, key: 'independence', source: 'Lei 662/1949' },
  { month: 10, day: 12, key: 'aparecida', source: 'Lei 6.802/1980' },
  { month: 11, day: 2, key: 'allSouls', source: 'Lei 10.607/2002' },
  { month: 11, day: 15, key: 'republic', source: 'Lei 662/1949' },
  { month: 11, day: 20, key: 'blackConsciousness', source: 'Lei 14.759/2023', from: 2024 },
  { month: 12, day: 25, key: 'christmas', source: 'Lei 662/1949' },
];

const moveable: { offset: number; key: string; kind: HolidayKind; source: string }[] = [
  { offset: -48, key: 'carnivalMonday', kind: 'closedByCustom', source: 'ponto facultativo' },
  { offset: -47, key: 'carnivalTuesday', kind: 'closedByCustom', source: 'ponto facultativo' },
  { offset: -2, key: 'goodFriday', kind: 'national', source: 'Lei 9.093/1995; portaria anual' },
  { offset: 60, key: 'corpusChristi', kind: 'closedByCustom', source: 'ponto facultativo' },
];

/** Gregorian Easter Sunday (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

/** The days closed in `year`, in date order. */
export function holidaysOf(year: number): Holiday[] {
  const easter = dayNumber(easterSunday(year));
  const list: Holiday[] = [
    ...fixed
      .filter((h) => h.from === undefined || year >= h.from)
      .map((h) => ({
        date: { year, month: h.month, day: h.day },
        key: h.key,
        kind: 'national' as const,
        source: h.source,
      })),
    ...moveable.map((h) => ({
      date: dateOfDayNumber(easter + h.offset),
      key: h.key,
      kind: h.kind,
      source: h.source,
    })),
  ];
  return list.sort((x, y) => dayNumber(x.date) - dayNumber(y.date));
}

const byYear = new Map<number, Set<number>>();

/** Whether no meeting is offered on this São Paulo day (a day number, see sao-paulo-clock.ts). */
export function isClosedDay(day: number): boolean {
  const { year } = dateOfDayNumber(day);
  let days = byYear.get(year);
  if (!days) {
    days = new Set(holidaysOf(year).map((h) => dayNumber(h.date)));
    byYear.set(year, days);
  }
  return days.has(day);
}
