import { describe, expect, it } from 'vitest';
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
const size = 100_000;
const run = (text: string, then = '') => text.repeat(Math.ceil(size / text.length)) + then;

/** Milliseconds the call takes: the best of three, so one pause of a busy machine is not it. */
function millisecondsOf(call: () => unknown): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    call();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/** Generous next to the quadratic baseline (seconds), so a slow machine does not fail it. */
const boundMs = 50;

const cases: [name: string, call: () => unknown][] = [
  ['trimTrailingSlashes: slashes, then a letter', () => trimTrailingSlashes(run('/', 'a'))],
  ['trimTrailingSlashes: only slashes', () => trimTrailingSlashes(run('/'))],
  ['findPage: slashes, then a letter', () => findPage(run('/', 'a'))],
  ['splitLocalePath: a prefix, slashes, a letter', () => splitLocalePath(`/en${run('/', 'a')}`)],
  ['localeForPath: slashes, then a letter', () => localeForPath(run('/', 'a'))],
  ['isClientRenderedPath: a prefix, slashes', () => isClientRenderedPath(`/es${run('/', 'a')}`)],
  ['isCountryCode: spaces, then a letter', () => isCountryCode(run(' ', 'x'))],
  ['parseCountryResponse: a long content type', () => parseCountryResponse('BR', run('jsonx'))],
  ['parseHourlyRate: digits, then a letter', () => parseHourlyRate(run('1', 'x'))],
  ['parseHourlyRate: separators, then a letter', () => parseHourlyRate(run('1.,', 'x'))],
  ['parseHourlyRate: currency signs', () => parseHourlyRate(run('R$ ', 'x'))],
  ['parseTeamSize: spaces, then a letter', () => parseTeamSize(run(' ', 'x'))],
  ['parseTeamSize: digits, then a letter', () => parseTeamSize(run('1', 'x'))],
  ['savingsLowerBound: spaces, then a letter', () => savingsLowerBound(run(' ', 'x'))],
  ['parseCalendarDate: digits', () => parseCalendarDate(run('1'))],
  ['parseCalendarDate: dashes and digits', () => parseCalendarDate(run('1111-11-', 'x'))],
  ['emailField: a local part with no @', () => emailField.safeParse(run('a'))],
  ['emailField: a long domain, no dot', () => emailField.safeParse(`a@${run('a', '!')}`)],
  ['emailField: labels, then a digit', () => emailField.safeParse(`a@${run('a.', '1')}`)],
  ['emailField: dots', () => emailField.safeParse(run('.', '@a.com'))],
  ['fullNameField: words, then a digit', () => fullNameField.safeParse(run('a ', '1'))],
  ['cpfField: one digit repeated, then another', () => cpfField.safeParse(run('1', '2'))],
  ['cpfField: digits and dots', () => cpfField.safeParse(run('1.'))],
  ['passwordField: no upper case at all', () => passwordField.safeParse(run('a1!'))],
  ['passwordStrength: one letter repeated', () => passwordStrength(run('a'))],
  ['requiredTextField: no line break', () => requiredTextField(size).safeParse(run('a'))],
  ['normalizeUtmValue: control characters', () => normalizeUtmValue(run('\u0001', 'a'))],
  [
    'leadOriginSchema: a path and a host of runs',
    () =>
      leadOriginSchema.safeParse({
        path: run('/', ' '),
        language: 'en',
        referrerHost: run('a', '!'),
      }),
  ],
  [
    'leadListQuerySchema: search and assignee runs',
    () => leadListQuerySchema.safeParse({ q: run(' ', 'a'), assignee: run('a', '!') }),
  ],
  [
    'leadUpdateSchema: an assignee run',
    () => leadUpdateSchema.safeParse({ assigneeId: run('a-', '!') }),
  ],
  [
    'totpCodeSchema: spaces, then a letter',
    () => totpCodeSchema.safeParse({ code: run(' ', 'x') }),
  ],
  [
    'recoveryCodeSchema: a code run, then a space',
    () => recoveryCodeSchema.safeParse({ code: run('a-', ' !') }),
  ],
  ['summarizeUserAgent: a version run', () => summarizeUserAgent(`Version/${run('1.', 'x')}`)],
  ['summarizeUserAgent: browser names', () => summarizeUserAgent(run('Chrome/1 ', 'Mobi'))],
  ['normalizeForSearch: combining marks', () => normalizeForSearch(run('a\u0301'))],
  ['normalizeForSearch: punctuation', () => normalizeForSearch(run('-', 'a'))],
  ['searchWords: spaces', () => searchWords(run(' ', 'a'))],
  ['placeholderFields: brackets', () => placeholderFields(run('[', 'a'))],
  ['placeholderFields: list labels', () => placeholderFields(run('- 1) ', ': [a]'))],
];

describe('patterns applied to client text stay linear (issue 22 finding 1, decision 0078)', () => {
  it.each(cases)('%s: 100 KB in under 50 ms', (_name, call) => {
    expect(millisecondsOf(call)).toBeLessThan(boundMs);
  });
});
