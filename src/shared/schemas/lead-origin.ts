import { z } from 'zod';
import { supportedLocales } from '#shared/i18n/locales.ts';
import { validationMessages as m } from './messages.ts';

/**
 * Where a lead came from (issue 16 §6; decision 0060): the page and language it was sent from,
 * the referrer's host and the UTM parameters of the visit, captured first-party in the browser
 * (src/client/lib/visit-origin.ts) and sent only with the lead itself. Every field is bounded and
 * shaped: the browser clamps what it captured to these bounds, so a real visitor never sees a
 * validation error here; anything else is refused as malformed (`validation.type`).
 */
export const utmKeys = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmKey = (typeof utmKeys)[number];

export const UTM_VALUE_MAX_LENGTH = 100;
export const ORIGIN_PATH_MAX_LENGTH = 300;
export const REFERRER_HOST_MAX_LENGTH = 260;

/** A path as `location.pathname` gives it: percent-encoded, so no spaces or control characters. */
const pathPattern = /^\/[^\s\p{Cc}]*$/u;
/** `URL.host`: ASCII (punycode) name or address, optional port; brackets for IPv6. */
const hostPattern = /^[a-z0-9.\-[\]:]+$/;
const controlCharacters = /\p{Cc}/u;

/** Clamps and cleans a captured UTM value the way the schema wants it; undefined when empty. */
export function normalizeUtmValue(value: string | null | undefined): string | undefined {
  const cleaned = (value ?? '')
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, UTM_VALUE_MAX_LENGTH);
  return cleaned === '' ? undefined : cleaned.trim();
}

const utmValue = z
  .string({ error: m.type })
  .trim()
  .min(1, m.type)
  .max(UTM_VALUE_MAX_LENGTH, m.type)
  .refine((text) => !controlCharacters.test(text), m.type)
  .optional();

export const utmSchema = z.strictObject(
  {
    source: utmValue,
    medium: utmValue,
    campaign: utmValue,
    term: utmValue,
    content: utmValue,
  },
  { error: m.type },
);
export type Utm = z.output<typeof utmSchema>;

export const leadOriginSchema = z.strictObject(
  {
    path: z
      .string({ error: m.type })
      .max(ORIGIN_PATH_MAX_LENGTH, m.type)
      .regex(pathPattern, m.type),
    language: z.enum(supportedLocales, { error: m.type }),
    referrerHost: z
      .string({ error: m.type })
      .trim()
      .toLowerCase()
      .max(REFERRER_HOST_MAX_LENGTH, m.type)
      .regex(hostPattern, m.type)
      .optional(),
    utm: utmSchema.optional(),
  },
  { error: m.type },
);

export type LeadOriginInput = z.input<typeof leadOriginSchema>;
export type LeadOrigin = z.output<typeof leadOriginSchema>;
