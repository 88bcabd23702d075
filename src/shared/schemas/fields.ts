import { z } from 'zod';
import { validationMessages as m } from './messages.ts';
import type { ValidationMessage } from './messages.ts';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordPatterns,
} from '#shared/tools/password-rules.ts';
import { ageOn, parseCalendarDate } from '#shared/tools/calendar-date.ts';
import type { CalendarDate } from '#shared/tools/calendar-date.ts';

export const EMAIL_MAX_LENGTH = 254;
export const FULL_NAME_MIN_LENGTH = 3;
export const FULL_NAME_MAX_LENGTH = 120;
export const CPF_LENGTH = 11;

/**
 * Error map for base types: a missing key is `required`, any other wrong JSON type (number, null,
 * array, object) is `type`, so zod's English defaults never reach a user.
 */
export const baseTypeError = (issue: { input?: unknown }) =>
  issue.input === undefined ? m.required : m.type;

// Every rule below is a refinement with an explicit `when`, not zod's .min()/.max():
// - zod's length checks default to "run whenever the value has a .length", so after a type error
//   an array still collects `required`/`tooLong` next to `type`; `isText` keeps it to `type` alone.
// - `abort: true` is no substitute: an aborting issue anywhere in an object also skips object-level
//   refinements such as passwordsMatchCheck, hiding the mismatch until every other field is fixed.
// `whenFilled` keeps follow-up rules quiet on an empty field, which reports only `required`.
const isText = (payload: { value: unknown }) => typeof payload.value === 'string';
const whenFilled = (payload: { value: unknown }) =>
  typeof payload.value === 'string' && payload.value.length > 0;

const textRule = (
  test: (text: string) => boolean,
  message: ValidationMessage,
  when: (payload: { value: unknown }) => boolean,
) => z.refine<string>(test, { error: message, when });

/** Non-empty (after any trimming that precedes it). */
const requiredRule = () => textRule((text) => text.length > 0, m.required, isText);
/** At most `max` UTF-16 units, like zod's .max(). */
const maxLengthRule = (max: number) => textRule((text) => text.length <= max, m.tooLong, isText);
/** A rule that is checked only once the field has some text. */
const filledRule = (test: (text: string) => boolean, message: ValidationMessage) =>
  textRule(test, message, whenFilled);

/**
 * No NUL character: PostgreSQL cannot store one in text (SQLite can), so both databases would
 * behave differently; no person types it, so it is refused as malformed input.
 */
const noNulRule = () => textRule((text) => !text.includes('\u0000'), m.type, isText);

/**
 * Line breaks of any kind (CR, LF, vertical tab, form feed, NEL, Unicode line and paragraph
 * separators). A single-line field holding one could write a line of its own into a mail or a
 * log (issue 12 finding 10); a form's <input> cannot produce one, so only crafted requests meet it.
 */
const lineBreak = /[\n\v\f\r\u0085\u2028\u2029]/;
const singleLineRule = () => textRule((text) => !lineBreak.test(text), m.singleLine, isText);

/** Required text on one line (a name, a company): trimmed, NUL and line breaks refused. */
export const requiredTextField = (max: number) =>
  z
    .string({ error: baseTypeError })
    .trim()
    .check(requiredRule(), maxLengthRule(max), noNulRule(), singleLineRule());

/** Optional text on one line: trimmed, and blank counts as absent (output undefined). */
export const optionalTextField = (max: number) =>
  z
    .string({ error: baseTypeError })
    .trim()
    .check(maxLengthRule(max), noNulRule(), singleLineRule())
    .transform((text) => (text === '' ? undefined : text))
    .optional();

/** Optional free text that may span lines (a message): trimmed, blank counts as absent. */
export const optionalMultilineTextField = (max: number) =>
  z
    .string({ error: baseTypeError })
    .trim()
    .check(maxLengthRule(max), noNulRule())
    .transform((text) => (text === '' ? undefined : text))
    .optional();

/** Trimmed and lower-cased, so 'Ana@Example.COM ' and 'ana@example.com' are one account. */
export const emailField = z
  .string({ error: baseTypeError })
  .trim()
  .toLowerCase()
  .check(
    requiredRule(),
    maxLengthRule(EMAIL_MAX_LENGTH),
    filledRule((text) => z.regexes.email.test(text), m.email),
    noNulRule(),
  );

/**
 * A new password (registration, reset): spec 01 §5 wants each rule reported with its own message,
 * so every rule is a separate check. An empty field reports only `required`.
 * Never trimmed: spaces are legitimate password characters.
 */
export const passwordField = z.string({ error: baseTypeError }).check(
  requiredRule(),
  noNulRule(),
  filledRule((text) => text.length >= PASSWORD_MIN_LENGTH, m.passwordMin),
  maxLengthRule(PASSWORD_MAX_LENGTH),
  filledRule((text) => passwordPatterns.uppercase.test(text), m.passwordUppercase),
  filledRule((text) => passwordPatterns.lowercase.test(text), m.passwordLowercase),
  filledRule((text) => passwordPatterns.digit.test(text), m.passwordNumber),
  filledRule((text) => passwordPatterns.special.test(text), m.passwordSpecial),
);

/** A password that only has to be present (login, confirmation): its rules were checked when set. */
export const requiredPasswordField = z
  .string({ error: baseTypeError })
  .check(requiredRule(), maxLengthRule(PASSWORD_MAX_LENGTH), noNulRule());

/** An opaque token (password reset link): compared as is, never trimmed. */
export const tokenField = (max: number) =>
  z.string({ error: baseTypeError }).check(requiredRule(), maxLengthRule(max), noNulRule());

// \p{L} covers accented and non-Latin letters; NFC first so 'José' typed with a combining accent
// (e + U+0301, which is not a letter) is composed into 'é' before the check.
const fullNamePattern = /^[\p{L} ]+$/u;

export const fullNameField = z
  .string({ error: baseTypeError })
  .normalize('NFC')
  .trim()
  .check(
    requiredRule(),
    filledRule((text) => text.length >= FULL_NAME_MIN_LENGTH, m.fullNameMin),
    maxLengthRule(FULL_NAME_MAX_LENGTH),
    filledRule((text) => fullNamePattern.test(text), m.fullNameLetters),
  );

/**
 * 'YYYY-MM-DD' that names a real day and gives an age of at least `minAge` on `today()`.
 * `today` is read at parse time, never at schema creation, so a long-running server stays right.
 */
export const birthDateField = (options: { minAge: number; today: () => CalendarDate }) =>
  z
    .string({ error: baseTypeError })
    .trim()
    .check(
      requiredRule(),
      filledRule((text) => parseCalendarDate(text) !== null, m.birthDate),
      textRule(
        (text) => {
          const birth = parseCalendarDate(text);
          return birth !== null && ageOn(birth, options.today()) >= options.minAge;
        },
        m.minAge,
        // Only a real date has an age; an invalid one already reports `birthDate`.
        (payload) => typeof payload.value === 'string' && parseCalendarDate(payload.value) !== null,
      ),
    );

const sameDigitRepeated = /^(\d)\1*$/;

/**
 * Optional CPF (spec 01 §5): blank counts as absent; otherwise non-digits are stripped and exactly
 * 11 digits, not all equal, must remain. No check-digit verification, as the spec says. A wrong
 * count and eleven equal digits get different messages: "enter the 11 digits" would be wrong for
 * 111.111.111-11 (decision 0065). Output: the 11 digits, or undefined.
 */
export const cpfField = z
  .string({ error: baseTypeError })
  .transform((raw, ctx) => {
    if (raw.trim() === '') return undefined;
    const digits = raw.replace(/\D/g, '');
    if (digits.length !== CPF_LENGTH) {
      ctx.issues.push({ code: 'custom', message: m.cpf, input: raw });
      return z.NEVER;
    }
    if (sameDigitRepeated.test(digits)) {
      ctx.issues.push({ code: 'custom', message: m.cpfRepeated, input: raw });
      return z.NEVER;
    }
    return digits;
  })
  .optional();

/**
 * A checkbox: input type boolean (forms start at false), output type `true`. A missing value
 * means "not ticked", so it reports `terms`, not `required`.
 */
export const termsAcceptedField = z
  .boolean({ error: (issue) => (issue.input === undefined ? m.terms : m.type) })
  .pipe(z.literal(true, { error: m.terms }));

type PasswordPair = { password: string; confirmPassword: string };

const hasPasswordPair = (value: unknown): value is PasswordPair =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).password === 'string' &&
  typeof (value as Record<string, unknown>).confirmPassword === 'string';

/**
 * Object-level check for { password, confirmPassword }; the issue sits on confirmPassword
 * (spec 01 §5). It runs even when other fields failed, so the form shows it at once, and stays
 * quiet while confirmPassword is empty (that field already reports `required`).
 */
export const passwordsMatchCheck = z.refine<PasswordPair>(
  (data) => data.password === data.confirmPassword,
  {
    error: m.passwordsMatch,
    path: ['confirmPassword'],
    when: (payload) => hasPasswordPair(payload.value) && payload.value.confirmPassword !== '',
  },
);

/** Any string up to `max`, untrimmed: bots fill it, and the server judges what it holds. */
export const honeypotField = (max: number) =>
  z.string({ error: baseTypeError }).check(maxLengthRule(max)).optional();
