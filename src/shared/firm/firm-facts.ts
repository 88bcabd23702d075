import { z } from 'zod';
import { baseTypeError, emailField, requiredTextField } from '#shared/schemas/fields.ts';
import { validationMessages as m } from '#shared/schemas/messages.ts';
import { checkCnpj } from './cnpj.ts';
import { firmFactDefaults } from './firm-fact-defaults.ts';
import { toE164 } from './phone.ts';

/**
 * The firm's facts as settings (issue 23 §3, decision 0093): one schema for the desk's form and
 * the API, each fact with its default. Defaults are the values the site shipped with
 * (organization.ts) and the spec's figures (spec 01 "Statistics", spec 02 dashboard tiles); no
 * fact is invented, and a CNPJ has no default at all. Several defaults are placeholders (issue 23
 * "Why": the address is a museum's, the phone a TV jingle): the launch checklist names every fact
 * still at its default until someone replaces it.
 *
 * Keys are flat (address and social links spelled out) so each field gets its own error in
 * `fieldErrors`, which groups by the first path segment.
 */

const TEXT_MAX = 160;
const URL_MAX = 300;

const textRule = (test: (text: string) => boolean, message: string) =>
  z.refine<string>(test, {
    error: message,
    when: (payload) => typeof payload.value === 'string' && payload.value.length > 0,
  });

/** A CNPJ, numeric or alphanumeric, stored bare (14 characters); blank means "not given yet". */
const cnpjField = z
  .string({ error: baseTypeError })
  .trim()
  .check(textRule((text) => checkCnpj(text).ok, m.cnpj))
  .transform((text) => {
    const checked = checkCnpj(text);
    return checked.ok ? checked.cnpj : '';
  });

/** Any typing of a valid number in, E.164 out. */
const phoneField = z
  .string({ error: baseTypeError })
  .trim()
  .check(
    z.refine<string>((text) => text.length > 0, { error: m.required }),
    textRule((text) => toE164(text) !== null, m.phone),
  )
  .transform((text) => toE164(text) ?? text);

const isHttpsUrl = (text: string) => {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return url.protocol === 'https:' && url.hostname.includes('.') && url.username === '';
};

/** A profile address, https only (it becomes a link and schema.org sameAs); blank hides it. */
const socialField = z
  .string({ error: baseTypeError })
  .trim()
  .check(
    z.refine<string>((text) => text.length <= URL_MAX, { error: m.tooLong }),
    textRule(isHttpsUrl, m.url),
  );

/** A figure as the home page and the dashboard show it: 50 and '+', 98 and '%'. */
export const statisticSchema = z.object(
  {
    value: z
      .number({ error: baseTypeError })
      .int({ error: m.type })
      .min(0, { error: m.type })
      .max(1_000_000, { error: m.type }),
    suffix: z.enum(['', '+', '%', 'x'], { error: m.type }),
  },
  { error: baseTypeError },
);
export type Statistic = z.infer<typeof statisticSchema>;

const fourStatistics = z
  .array(statisticSchema, { error: baseTypeError })
  .length(4, { error: m.type });

export const firmFactsSchema = z.object({
  legalName: requiredTextField(TEXT_MAX),
  cnpj: cnpjField,
  phone: phoneField,
  email: emailField,
  dataProtectionEmail: emailField,
  addressStreet: requiredTextField(TEXT_MAX),
  addressLocality: requiredTextField(TEXT_MAX),
  addressRegion: requiredTextField(TEXT_MAX),
  addressPostalCode: requiredTextField(20),
  socialLinkedin: socialField,
  socialX: socialField,
  socialInstagram: socialField,
  homeStatistics: fourStatistics,
  dashboardTiles: fourStatistics,
});
/** As typed in the form. */
export type FirmFactsInput = z.input<typeof firmFactsSchema>;
/** As stored and served: CNPJ bare, phone in E.164. */
export type FirmFacts = z.output<typeof firmFactsSchema>;
export type FirmFactKey = keyof FirmFacts;

export const firmFactKeys = Object.keys(firmFactsSchema.shape) as FirmFactKey[];

/** Equal as stored: JSON of the canonical values (arrays in order, objects in schema order). */
export function isDefaultFact<K extends FirmFactKey>(key: K, value: FirmFacts[K]): boolean {
  return JSON.stringify(value) === JSON.stringify(firmFactDefaults[key]);
}

/** The launch checklist (issue 23 §3): every fact still at its default, in form order. */
export function factsAtDefault(facts: FirmFacts): FirmFactKey[] {
  return firmFactKeys.filter((key) => isDefaultFact(key, facts[key]));
}

/**
 * A save: every fact, flat beside the version it was based on (a stale one gets 409, issue 23
 * §5's rule for entries). Flat so each field's error is keyed by the form field's own name.
 */
export const firmFactsSaveSchema = firmFactsSchema.extend({
  version: z.number({ error: baseTypeError }).int({ error: m.type }).min(0, { error: m.type }),
});
export type FirmFactsSave = z.input<typeof firmFactsSaveSchema>;

const changedBySchema = z.object({ id: z.string(), name: z.string() }).nullable();

export const firmFactsAnswerSchema = z.object({
  facts: firmFactsSchema.extend({
    // Served values are already canonical: the output shape, without re-running transforms.
    cnpj: z.string(),
    phone: z.string(),
  }),
  atDefault: z.array(z.enum(firmFactKeys as [FirmFactKey, ...FirmFactKey[]])),
  version: z.number(),
  updatedAt: z.string().nullable(),
  updatedBy: changedBySchema,
});
export type FirmFactsAnswer = z.infer<typeof firmFactsAnswerSchema>;

/** 409 body: who saved in between, and when, so the desk can say "changed by X at …". */
export const firmFactsConflictSchema = z.object({
  message: z.string(),
  version: z.number(),
  updatedAt: z.string().nullable(),
  updatedBy: changedBySchema,
});
