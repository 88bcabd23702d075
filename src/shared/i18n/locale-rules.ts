import { isSupportedLocale, supportedLocales } from './locales.ts';
import type { Locale } from './locales.ts';

// spec 01 §9: Portuguese-speaking countries get pt-BR (the only Portuguese we ship).
const portugueseSpeaking = ['BR', 'PT', 'AO', 'MZ', 'CV', 'GW', 'ST', 'TL'] as const;

// spec 01 §9: Spanish-speaking Latin America plus Spain and Equatorial Guinea.
const spanishSpeaking = [
  'AR', 'BO', 'CL', 'CO', 'CR', 'CU', 'DO', 'EC', 'SV', 'GT',
  'HN', 'MX', 'NI', 'PA', 'PY', 'PE', 'PR', 'UY', 'VE', 'ES', 'GQ',
] as const; // prettier-ignore

// spec 01 §9 names US, GB, CA, AU, NZ, IE, ZA, IN, SG "and others": these are the countries and
// territories where English is an official or main language. Listing them changes nothing at
// run time (unmapped countries get en too) but keeps the table an honest record of intent.
const englishSpeaking = [
  'US', 'GB', 'CA', 'AU', 'NZ', 'IE', 'ZA', 'IN', 'SG',
  // Caribbean and the Americas
  'JM', 'TT', 'BS', 'BB', 'BZ', 'GY', 'AG', 'DM', 'GD', 'KN', 'LC', 'VC',
  'AI', 'BM', 'KY', 'MS', 'TC', 'VG', 'VI', 'FK',
  // Africa
  'NG', 'GH', 'KE', 'UG', 'TZ', 'ZM', 'ZW', 'BW', 'NA', 'SL', 'LR', 'GM', 'MW', 'SS',
  'LS', 'SZ', 'MU', 'SC', 'RW', 'SH',
  // Europe, Asia and the Pacific
  'MT', 'GI', 'IM', 'JE', 'GG', 'PH', 'PK', 'FJ', 'PG', 'SB', 'VU', 'WS', 'TO', 'KI',
  'TV', 'NR', 'MH', 'FM', 'PW', 'GU', 'AS', 'MP', 'CK', 'NU', 'NF', 'PN', 'IO',
] as const; // prettier-ignore

/** spec 01 §9: any country the table does not name is shown in English. */
export const unmappedCountryLocale: Locale = 'en';

function entries(codes: readonly string[], locale: Locale): [string, Locale][] {
  return codes.map((code) => [code, locale]);
}

/** Country code (ISO 3166-1 alpha-2, upper case) → interface language (spec 01 §9). */
export const countryLocaleTable: Readonly<Record<string, Locale>> = Object.freeze(
  Object.fromEntries([
    ...entries(portugueseSpeaking, 'pt-BR'),
    ...entries(spanishSpeaking, 'es'),
    ...entries(englishSpeaking, 'en'),
  ]),
);

/** Exactly two ASCII letters once surrounding whitespace is removed, in any case (spec 01 §5). */
export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z]{2}$/.test(value.trim());
}

/**
 * Interface language for a country code, case-insensitive. Anything the table does not name gets
 * the unmapped answer (en), including strings that are not country codes at all: callers that
 * read a code from outside check it with isCountryCode first (detectLocale does).
 */
export function countryToLocale(code: string): Locale {
  const key = code.trim().toUpperCase();
  return Object.hasOwn(countryLocaleTable, key)
    ? (countryLocaleTable[key] ?? unmappedCountryLocale)
    : unmappedCountryLocale;
}

// Never throws, whatever it is given (a template literal throws on symbols, String() on some
// objects), because the warning path must not become a failure of its own.
function describeValue(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : `a value of type ${typeof value}`;
}

/** spec 01 §5: only pt-BR, en or es is accepted; anything else is warned about and dropped. */
export function validateLocale(value: unknown, warn: (msg: string) => void): Locale | undefined {
  if (isSupportedLocale(value)) return value;
  warn(
    `Unsupported locale ${describeValue(value)} ignored; expected one of ${supportedLocales.join(', ')}`,
  );
  return undefined;
}
