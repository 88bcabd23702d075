import { SAO_PAULO_TIME_ZONE } from '#shared/time/sao-paulo.ts';
import { parseCalendarDate } from '#shared/tools/calendar-date.ts';

/**
 * Numbers, money and dates in the reader's language: the one set of formatters for the dashboard
 * tools and their reports, the lead desk, the mails and the CSV export (issue 24 §3). Money is
 * always Brazilian reais (spec 02 §9: R$ in pt-BR format; en/es show the same currency with their
 * own separators). Nothing here ever prints NaN or Infinity: a value that is not finite shows as a
 * dash. Intl's no-break spaces are kept; plain-text outputs pass the result through `plainSpaces`.
 */
const dash = '—';

function money(locale: string, fractionDigits: { min: number; max: number }): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'BRL',
    // 'symbol' would print "BRL" in Spanish; narrowSymbol gives R$ everywhere.
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: fractionDigits.min,
    maximumFractionDigits: fractionDigits.max,
  });
}

/** R$ 1.234,50 (pt-BR), R$1,234.50 (en), 1234,50 R$ (es). */
export function formatMoney(value: number, locale: string): string {
  if (!Number.isFinite(value)) return dash;
  return money(locale, { min: 2, max: 2 }).format(value);
}

/** Thousands with a 'k' after the digits (spec 02 §2 "Economia Anual in thousands"): R$ 820,8k. */
export function formatMoneyThousands(value: number, locale: string): string {
  if (!Number.isFinite(value)) return dash;
  const parts = money(locale, { min: 0, max: 1 }).formatToParts(value / 1000);
  const lastDigit = parts.findLastIndex((p) => p.type === 'integer' || p.type === 'fraction');
  return parts.map((p, i) => (i === lastDigit ? `${p.value}k` : p.value)).join('');
}

/** Up to two decimals: 1.234,5 (pt-BR), 1,234.5 (en). */
export function formatNumber(value: number, locale: string): string {
  if (!Number.isFinite(value)) return dash;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/** Rounded to a whole number: the desk's counts, scores and hours. */
export function formatInteger(value: number, locale: string): string {
  if (!Number.isFinite(value)) return dash;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** A whole percentage given as 0-100 (ROI may be negative or above 100). */
export function formatPercent(value: number, locale: string): string {
  if (!Number.isFinite(value)) return dash;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    value / 100,
  );
}

/** 15/03/2026 (pt-BR, es), 03/15/2026 (en): a report's date, in the reader's own time zone. */
export function formatDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}

/**
 * "27 de novembro de 2026 14:05" ('long': the mails) or "27/11/2026, 14:05" ('short': the desk),
 * on São Paulo's clock (decision 0097) whatever the reader's or the server's time zone.
 */
export function formatSaoPauloDateTime(
  instant: Date,
  locale: string,
  dateStyle: 'long' | 'short',
): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle,
    timeStyle: 'short',
    timeZone: SAO_PAULO_TIME_ZONE,
  }).format(instant);
}

/**
 * A calendar date ('YYYY-MM-DD', already a São Paulo day) with its weekday: "terça-feira, 14 de
 * outubro de 2025" ('long') or "ter., 14 de out." ('short'). Formatted at UTC midnight of that
 * date, so no time zone can move it to the day before. Text that is not a date is shown as is.
 */
export function formatCalendarDate(date: string, locale: string, style: 'short' | 'long'): string {
  const day = parseCalendarDate(date);
  if (!day) return date;
  return new Intl.DateTimeFormat(locale, {
    weekday: style,
    day: 'numeric',
    month: style,
    ...(style === 'long' ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(day.year, day.month - 1, day.day)));
}

/**
 * A calendar date ('YYYY-MM-DD') without its weekday: "27 de novembro de 2026", "November 27,
 * 2026" (issue 23 §2: an article's or a case study's date). Text that is not a date is shown as is.
 */
export function formatLongDate(date: string, locale: string): string {
  const day = parseCalendarDate(date);
  if (!day) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(day.year, day.month - 1, day.day)),
  );
}

/** Mail, CSV, text files and PDFs: ordinary spaces instead of the no-break spaces Intl puts in. */
export function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}
