import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Telephone numbers of the firm's facts (issue 23 §3: "phone (E.164)"). Parsed with
 * libphonenumber-js (Google's metadata, kept current by its maintainer; the `min` metadata, since
 * only validity and formatting are needed) rather than a regex: a regex accepts numbers no
 * operator assigns, and Brazil's area codes and mobile ninth digit change over time. Decision 0093.
 */

/** Numbers without a country code are read as Brazilian: the firm and its public are. */
const defaultCountry = 'BR';

/** '(11) 4002-8922', '+55 11 4002-8922' → '+551140028922'; null when no valid number. */
export function toE164(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input, defaultCountry);
  // An extension has no place in E.164 nor in a tel: link on a phone.
  if (!parsed || !parsed.isValid() || parsed.ext) return null;
  return parsed.number;
}
