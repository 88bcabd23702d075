import { describe, expect, it } from 'vitest';
import {
  adversarialRun,
  adversarialSize,
  linearBoundMs,
  millisecondsOf,
} from './test/adversarial-input.ts';
import { consentFromCookies } from './consent-cookie.ts';
import { parseCountryResponse } from './i18n/geo.ts';
import { isCountryCode } from './i18n/locale-rules.ts';
import { findPage, isClientRenderedPath, localeForPath, splitLocalePath } from './routes.ts';
import {
  cpfField,
  emailField,
  fullNameField,
  passwordField,
  requiredTextField,
} from './schemas/fields.ts';
import { leadOriginSchema, normalizeUtmValue } from './schemas/lead-origin.ts';
import { safeHref, sanitizeRichText } from './rich-text/rich-text.ts';
import { leadListQuerySchema, leadUpdateSchema } from './schemas/leads.ts';
import { recoveryCodeSchema, totpCodeSchema } from './schemas/two-factor.ts';
import { savingsLowerBound } from './tools/automation-finder.ts';
import { parseCalendarDate } from './tools/calendar-date.ts';
import { passwordStrength } from './tools/password-strength.ts';
import { placeholderFields } from './tools/prompt-templates-placeholders.ts';
import { normalizeForSearch, searchWords } from './tools/prompt-templates-search.ts';
import { parseHourlyRate, parseTeamSize } from './tools/roi.ts';
import { summarizeUserAgent } from './tools/user-agent.ts';
import { trimTrailingSlashes } from './url-path.ts';

/**
 * Issue 22 finding 1: every function here applies a pattern to text a visitor controls (a path,
 * a header, a form field, a search). Each gets 100 KB built to make an ambiguous pattern
 * backtrack: a long run of the character the pattern repeats, and no match at its end. A
 * quadratic pattern takes seconds on such an input (`/\/+$/` on 100,000 slashes and a letter:
 * about 7 s); a linear one a few milliseconds. The audit of each pattern is in decision 0078.
 */

const cases: [name: string, call: () => unknown][] = [
  // The Cookie header the server reads for every page (decision 0085).
  [
    'consentFromCookies: semicolons and spaces',
    () => consentFromCookies(adversarialRun('; ', 'x')),
  ],
  [
    'consentFromCookies: spaces after one',
    () => consentFromCookies(`;${adversarialRun(' ', 'x')}`),
  ],
  [
    'consentFromCookies: almost a value',
    () => consentFromCookies(adversarialRun('nexus.consent=1.granted.2026-11-26T10:00:00', '.')),
  ],
  [
    'trimTrailingSlashes: slashes, then a letter',
    () => trimTrailingSlashes(adversarialRun('/', 'a')),
  ],
  ['trimTrailingSlashes: only slashes', () => trimTrailingSlashes(adversarialRun('/'))],
  ['findPage: slashes, then a letter', () => findPage(adversarialRun('/', 'a'))],
  [
    'splitLocalePath: a prefix, slashes, a letter',
    () => splitLocalePath(`/en${adversarialRun('/', 'a')}`),
  ],
  ['localeForPath: slashes, then a letter', () => localeForPath(adversarialRun('/', 'a'))],
  [
    'isClientRenderedPath: a prefix, slashes',
    () => isClientRenderedPath(`/es${adversarialRun('/', 'a')}`),
  ],
  ['isCountryCode: spaces, then a letter', () => isCountryCode(adversarialRun(' ', 'x'))],
  [
    'parseCountryResponse: a long content type',
    () => parseCountryResponse('BR', adversarialRun('jsonx')),
  ],
  ['parseHourlyRate: digits, then a letter', () => parseHourlyRate(adversarialRun('1', 'x'))],
  ['parseHourlyRate: separators, then a letter', () => parseHourlyRate(adversarialRun('1.,', 'x'))],
  ['parseHourlyRate: currency signs', () => parseHourlyRate(adversarialRun('R$ ', 'x'))],
  ['parseTeamSize: spaces, then a letter', () => parseTeamSize(adversarialRun(' ', 'x'))],
  ['parseTeamSize: digits, then a letter', () => parseTeamSize(adversarialRun('1', 'x'))],
  ['savingsLowerBound: spaces, then a letter', () => savingsLowerBound(adversarialRun(' ', 'x'))],
  ['parseCalendarDate: digits', () => parseCalendarDate(adversarialRun('1'))],
  [
    'parseCalendarDate: dashes and digits',
    () => parseCalendarDate(adversarialRun('1111-11-', 'x')),
  ],
  ['emailField: a local part with no @', () => emailField.safeParse(adversarialRun('a'))],
  [
    'emailField: a long domain, no dot',
    () => emailField.safeParse(`a@${adversarialRun('a', '!')}`),
  ],
  [
    'emailField: labels, then a digit',
    () => emailField.safeParse(`a@${adversarialRun('a.', '1')}`),
  ],
  ['emailField: dots', () => emailField.safeParse(adversarialRun('.', '@a.com'))],
  ['fullNameField: words, then a digit', () => fullNameField.safeParse(adversarialRun('a ', '1'))],
  [
    'cpfField: one digit repeated, then another',
    () => cpfField.safeParse(adversarialRun('1', '2')),
  ],
  ['cpfField: digits and dots', () => cpfField.safeParse(adversarialRun('1.'))],
  ['passwordField: no upper case at all', () => passwordField.safeParse(adversarialRun('a1!'))],
  ['passwordStrength: one letter repeated', () => passwordStrength(adversarialRun('a'))],
  [
    'requiredTextField: no line break',
    () => requiredTextField(adversarialSize).safeParse(adversarialRun('a')),
  ],
  ['normalizeUtmValue: control characters', () => normalizeUtmValue(adversarialRun('\u0001', 'a'))],
  [
    'leadOriginSchema: a path and a host of runs',
    () =>
      leadOriginSchema.safeParse({
        path: adversarialRun('/', ' '),
        language: 'en',
        referrerHost: adversarialRun('a', '!'),
      }),
  ],
  [
    'leadListQuerySchema: search and assignee runs',
    () =>
      leadListQuerySchema.safeParse({
        q: adversarialRun(' ', 'a'),
        assignee: adversarialRun('a', '!'),
      }),
  ],
  [
    'leadUpdateSchema: an assignee run',
    () => leadUpdateSchema.safeParse({ assigneeId: adversarialRun('a-', '!') }),
  ],
  [
    'totpCodeSchema: spaces, then a letter',
    () => totpCodeSchema.safeParse({ code: adversarialRun(' ', 'x') }),
  ],
  [
    'recoveryCodeSchema: a code run, then a space',
    () => recoveryCodeSchema.safeParse({ code: adversarialRun('a-', ' !') }),
  ],
  [
    'summarizeUserAgent: a version run',
    () => summarizeUserAgent(`Version/${adversarialRun('1.', 'x')}`),
  ],
  [
    'summarizeUserAgent: browser names',
    () => summarizeUserAgent(adversarialRun('Chrome/1 ', 'Mobi')),
  ],
  ['normalizeForSearch: combining marks', () => normalizeForSearch(adversarialRun('a\u0301'))],
  ['normalizeForSearch: punctuation', () => normalizeForSearch(adversarialRun('-', 'a'))],
  ['searchWords: spaces', () => searchWords(adversarialRun(' ', 'a'))],
  ['placeholderFields: brackets', () => placeholderFields(adversarialRun('[', 'a'))],
  ['placeholderFields: list labels', () => placeholderFields(adversarialRun('- 1) ', ': [a]'))],
  // The editorial desk's rich text (issue 23 §6, decision 0118).
  [
    'sanitizeRichText: high surrogates, then a letter',
    () => sanitizeRichText(richText(adversarialRun('\uD800', 'a'))),
  ],
  [
    'sanitizeRichText: control characters',
    () => sanitizeRichText(richText(adversarialRun('\u0001', 'a'))),
  ],
  ['safeHref: slashes', () => safeHref(`/${adversarialRun('/', 'a').slice(0, 1999)}`)],
  ['safeHref: a scheme run', () => safeHref(adversarialRun('https:', '!').slice(0, 2000))],
];

function richText(text: string) {
  return { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] };
}

describe('patterns applied to client text stay linear (issue 22 finding 1, decision 0078)', () => {
  it.each(cases)('%s: 100 KB in under 50 ms', (_name, call) => {
    expect(millisecondsOf(call)).toBeLessThan(linearBoundMs);
  });
});
