/**
 * "há 5 minutos" (spec 01 §2, §9): the time since a lead arrived, with the usual thresholds of a
 * "time ago" label (under 45 minutes in minutes, under 90 minutes "1 hour", under 24 hours in
 * hours…), written by the browser's own Intl.RelativeTimeFormat in each language. Pure, so the
 * thresholds are tested as a table; the qualifiers "about/over/almost" have no Intl form and are
 * dropped ("about 1 hour" → "1 hour").
 */
export type RelativeTime =
  | { kind: 'lessThanMinute' }
  | { kind: 'unit'; unit: 'minute' | 'hour' | 'day' | 'month' | 'year'; value: number };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

export function relativeTime(thenMs: number, nowMs: number): RelativeTime {
  // A clock a little behind the server's must not say "in 2 seconds".
  const elapsed = Math.max(0, nowMs - thenMs);
  if (elapsed < 30 * SECOND) return { kind: 'lessThanMinute' };
  const minutes = Math.round(elapsed / MINUTE);
  if (minutes < 45) return { kind: 'unit', unit: 'minute', value: Math.max(1, minutes) };
  if (minutes < 90) return { kind: 'unit', unit: 'hour', value: 1 };
  if (minutes < 24 * 60) return { kind: 'unit', unit: 'hour', value: Math.round(minutes / 60) };
  if (minutes < 42 * 60) return { kind: 'unit', unit: 'day', value: 1 };
  const days = Math.round(elapsed / DAY);
  if (days < 30) return { kind: 'unit', unit: 'day', value: days };
  if (days < 45) return { kind: 'unit', unit: 'month', value: 1 };
  if (days < 60) return { kind: 'unit', unit: 'month', value: 2 };
  const months = days / 30.4375;
  if (days < 365) return { kind: 'unit', unit: 'month', value: Math.max(2, Math.round(months)) };
  const years = Math.floor(months / 12);
  // "almost N+1 years" from nine months on, as the usual thresholds say.
  return { kind: 'unit', unit: 'year', value: months - years * 12 >= 9 ? years + 1 : years };
}

/** The label in `locale`: Intl for the units, the locale file's text for "under a minute". */
export function formatRelativeTime(
  then: Date | string,
  now: number,
  locale: string,
  lessThanMinute: string,
): string {
  const parts = relativeTime(new Date(then).getTime(), now);
  if (parts.kind === 'lessThanMinute') return lessThanMinute;
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(
    -parts.value,
    parts.unit,
  );
}
