import type { Locale } from '#shared/i18n/locales.ts';

/**
 * Numbers of the dashboard tools in the user's language. Money is always Brazilian reais (spec 02
 * §9: R$ in pt-BR format; en/es show the same currency with their own separators). Nothing here
 * ever prints NaN or Infinity: a value that is not finite shows as a dash.
 */
const dash = '—';

function money(locale: Locale, fractionDigits: { min: number; max: number }): Intl.NumberFormat {
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
export function formatMoney(value: number, locale: Locale): string {
  if (!Number.isFinite(value)) return dash;
  return money(locale, { min: 2, max: 2 }).format(value);
}

/** Thousands with a 'k' after the digits (spec 02 §2 "Economia Anual in thousands"): R$ 820,8k. */
export function formatMoneyThousands(value: number, locale: Locale): string {
  if (!Number.isFinite(value)) return dash;
  const parts = money(locale, { min: 0, max: 1 }).formatToParts(value / 1000);
  const lastDigit = parts.findLastIndex((p) => p.type === 'integer' || p.type === 'fraction');
  return parts.map((p, i) => (i === lastDigit ? `${p.value}k` : p.value)).join('');
}

export function formatNumber(value: number, locale: Locale): string {
  if (!Number.isFinite(value)) return dash;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/** A whole percentage given as 0-100 (ROI may be negative or above 100). */
export function formatPercent(value: number, locale: Locale): string {
  if (!Number.isFinite(value)) return dash;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    value / 100,
  );
}

/** 15/03/2026 (pt-BR, es), 03/15/2026 (en). */
export function formatDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}

/** Plain-text files: ordinary spaces instead of the no-break spaces Intl puts in numbers. */
export function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}
