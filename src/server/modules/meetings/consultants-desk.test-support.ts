import { serviceSlugs } from '#shared/routes.ts';
import type { ConsultantSettings } from '#shared/schemas/consultants.ts';

/** The meetings desk's API tests' settings (issue 25 §1): shared by the desk's and the feed's suites. */

export const everyHour = (weekday: number) => ({ weekday, startMinute: 0, endMinute: 1440 });

/** Settings under which any future slot fits: every day, all day. */
export const allWeek = (over: Partial<ConsultantSettings> = {}): ConsultantSettings => ({
  active: true,
  languages: ['pt-BR', 'en', 'es'],
  areas: [...serviceSlugs],
  weekly: [0, 1, 2, 3, 4, 5, 6].map(everyHour),
  daysOff: [],
  meetingMinutes: 30,
  bufferMinutes: 0,
  noticeMinutes: 240,
  horizonDays: 30,
  ...over,
});
