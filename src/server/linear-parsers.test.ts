import { describe, expect, it } from 'vitest';
import { adversarialRun, linearBoundMs, millisecondsOf } from '#shared/test/adversarial-input.ts';
import { recoveryCodeDigest } from '#server/modules/auth/two-factor.ts';
import { csvField, neutralizeFormula } from '#server/modules/leads/leads-csv.ts';
import { leadSourceOf } from '#server/modules/leads/leads.write.queries.ts';
import {
  ftsTrigrams,
  leadSearchText,
  searchable,
  searchTerms,
} from '#server/modules/leads/lead-search.ts';
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
const page = { br: Buffer.from('b'), gzip: Buffer.from('g') };

const cases: [name: string, call: () => unknown][] = [
  ['maskUrl: parameters', () => maskUrl(`/admin?${adversarialRun('q=a&')}`)],
  ['maskUrl: ampersands and equals signs', () => maskUrl(`/admin?${adversarialRun('&=')}`)],
  ['maskUrl: slashes, no query', () => maskUrl(adversarialRun('/', 'a'))],
  [
    'isLocaleFilePath: letters and dashes',
    () => isLocaleFilePath(`/${adversarialRun('a-', '/x.jso')}`),
  ],
  ['isLocaleFilePath: folders', () => isLocaleFilePath(adversarialRun('/a', '.json!'))],
  ['pageEncoding: almost brotli', () => pageEncoding(page, adversarialRun('brx'))],
  ['pageEncoding: almost gzip', () => pageEncoding({ gzip: page.gzip }, adversarialRun('gzipx'))],
  [
    'leadSourceOf: slashes, then a letter',
    () => leadSourceOf({ path: adversarialRun('/', 'a'), language: 'en' }),
  ],
  [
    'leadSourceOf: a prefix, then slashes',
    () => leadSourceOf({ path: `/en${adversarialRun('/')}`, language: 'en' }),
  ],
  ['searchable: combining marks', () => searchable(adversarialRun('a\u0301'))],
  ['searchable: LIKE characters', () => searchable(adversarialRun('%_\\', 'a'))],
  ['searchTerms: spaces', () => searchTerms(adversarialRun(' ', 'a'))],
  ['ftsTrigrams: quotes', () => ftsTrigrams([adversarialRun('"')])],
  [
    'leadSearchText: a long message',
    () => leadSearchText({ name: 'a', email: 'b', message: adversarialRun('%\u0301 ') }),
  ],
  ['oneLine: control characters', () => oneLine(adversarialRun('\u0001 ', 'a'))],
  ['quoted: line breaks', () => quoted(adversarialRun('\r\n\r', 'a'))],
  ['quoted: control characters', () => quoted(adversarialRun('\u0001'))],
  ['neutralizeFormula: formula signs', () => neutralizeFormula(adversarialRun('='))],
  ['csvField: quotes and commas', () => csvField(adversarialRun('",'))],
  [
    'recoveryCodeDigest: spaces, then a letter',
    () => recoveryCodeDigest('s'.repeat(32), adversarialRun(' ', 'x')),
  ],
  ['plainAddress: a mapped address repeated', () => plainAddress(adversarialRun('::ffff:1.1.1.1'))],
  ['plainAddress: dotted digits', () => plainAddress(`::ffff:${adversarialRun('1.')}`)],
];

describe('patterns applied to what clients send stay linear (issue 22 finding 1, decision 0078)', () => {
  it.each(cases)('%s: 100 KB in under 50 ms', (_name, call) => {
    expect(millisecondsOf(call)).toBeLessThan(linearBoundMs);
  });
});
