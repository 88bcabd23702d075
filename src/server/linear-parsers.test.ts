import { describe, expect, it } from 'vitest';
import { recoveryCodeDigest } from '#server/modules/auth/two-factor.ts';
import { csvField, neutralizeFormula } from '#server/modules/contacts/contacts-csv.ts';
import { leadSourceOf } from '#server/modules/contacts/contacts.queries.ts';
import {
  ftsPhrases,
  leadSearchText,
  searchable,
  searchTerms,
} from '#server/modules/contacts/lead-search.ts';
import { plainAddress } from '#server/modules/geo/country-lookup.ts';
import { oneLine, quoted } from '#server/modules/mail/mail.service.ts';
import { maskUrl } from '#server/plugins/logging.ts';
import { isLocaleFilePath, pageEncoding } from '#server/plugins/static.ts';

/**
 * Issue 22 finding 1, server side: each function here applies a pattern to what a client sent
 * (the request line, a header, a lead's fields, an admin's search). 100 KB built to make an
 * ambiguous pattern backtrack (a run of the character it repeats, no match at the end) must take
 * a few milliseconds; a quadratic pattern takes seconds on it. The audit is in decision 0078;
 * the shared parsers (paths, forms, tools) are in src/shared/linear-parsers.test.ts.
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

const boundMs = 50;
const page = { br: Buffer.from('b'), gzip: Buffer.from('g') };

const cases: [name: string, call: () => unknown][] = [
  ['maskUrl: parameters', () => maskUrl(`/admin?${run('q=a&')}`)],
  ['maskUrl: ampersands and equals signs', () => maskUrl(`/admin?${run('&=')}`)],
  ['maskUrl: slashes, no query', () => maskUrl(run('/', 'a'))],
  ['isLocaleFilePath: letters and dashes', () => isLocaleFilePath(`/${run('a-', '/x.jso')}`)],
  ['isLocaleFilePath: folders', () => isLocaleFilePath(run('/a', '.json!'))],
  ['pageEncoding: almost brotli', () => pageEncoding(page, run('brx'))],
  ['pageEncoding: almost gzip', () => pageEncoding({ gzip: page.gzip }, run('gzipx'))],
  [
    'leadSourceOf: slashes, then a letter',
    () => leadSourceOf({ path: run('/', 'a'), language: 'en' }),
  ],
  [
    'leadSourceOf: a prefix, then slashes',
    () => leadSourceOf({ path: `/en${run('/')}`, language: 'en' }),
  ],
  ['searchable: combining marks', () => searchable(run('a\u0301'))],
  ['searchable: LIKE characters', () => searchable(run('%_\\', 'a'))],
  ['searchTerms: spaces', () => searchTerms(run(' ', 'a'))],
  ['ftsPhrases: quotes', () => ftsPhrases([run('"')])],
  [
    'leadSearchText: a long message',
    () => leadSearchText({ name: 'a', email: 'b', message: run('%\u0301 ') }),
  ],
  ['oneLine: control characters', () => oneLine(run('\u0001 ', 'a'))],
  ['quoted: line breaks', () => quoted(run('\r\n\r', 'a'))],
  ['quoted: control characters', () => quoted(run('\u0001'))],
  ['neutralizeFormula: formula signs', () => neutralizeFormula(run('='))],
  ['csvField: quotes and commas', () => csvField(run('",'))],
  [
    'recoveryCodeDigest: spaces, then a letter',
    () => recoveryCodeDigest('s'.repeat(32), run(' ', 'x')),
  ],
  ['plainAddress: a mapped address repeated', () => plainAddress(run('::ffff:1.1.1.1'))],
  ['plainAddress: dotted digits', () => plainAddress(`::ffff:${run('1.')}`)],
];

describe('patterns applied to what clients send stay linear (issue 22 finding 1, decision 0078)', () => {
  it.each(cases)('%s: 100 KB in under 50 ms', (_name, call) => {
    expect(millisecondsOf(call)).toBeLessThan(boundMs);
  });
});
