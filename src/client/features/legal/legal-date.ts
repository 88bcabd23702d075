import type { Locale } from '#shared/i18n/locales.ts';

/**
 * The legal pages' last-updated date: an ISO calendar date (`2026-11-21`) from the locale file,
 * written the way each language writes dates ("21 de novembro de 2026", "November 21, 2026").
 * Read and formatted in UTC, so the build (prerendering) and every browser time zone show the same
 * day and hydration matches.
 */
export function formatLegalDate(isoDate: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`Not an ISO calendar date: ${isoDate}`);
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
