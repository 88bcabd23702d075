import { describe, expect, it } from 'vitest';
import { leadFilterFromSearch } from '#shared/schemas/leads.ts';
import { adversarialRun, linearBoundMs, millisecondsOf } from '#shared/test/adversarial-input.ts';
import { initials } from '#client/components/layout/portal-nav.tsx';
import { firstName } from '#client/features/dashboard/dashboard-home.tsx';
import { plainSpaces } from '#shared/format/locale-format.ts';
import { findPortalPage } from './portal-pages.ts';

/**
 * Issue 22 finding 1, in the browser: the patterns the client applies to its address bar, its
 * query string and the names it shows. 100 KB built to make an ambiguous pattern backtrack must
 * take a few milliseconds (decision 0078; the shared parsers are in src/shared/linear-parsers.test.ts).
 */
const cases: [name: string, call: () => unknown][] = [
  ['findPortalPage: slashes, then a letter', () => findPortalPage(adversarialRun('/', 'a'))],
  [
    'findPortalPage: a page, then slashes',
    () => findPortalPage(`/dashboard${adversarialRun('/')}`),
  ],
  [
    'leadFilterFromSearch: a long search and assignee',
    () =>
      leadFilterFromSearch(
        new URLSearchParams({ q: adversarialRun(' ', 'a'), assignee: adversarialRun('a', '!') }),
      ),
  ],
  ['initials: spaces, then a letter', () => initials(adversarialRun(' \t', 'a'))],
  ['firstName: spaces, then a letter', () => firstName(adversarialRun(' \t', 'a'))],
  ['plainSpaces: no-break spaces', () => plainSpaces(adversarialRun('\u00a0\u202f'))],
];

describe('client patterns stay linear (issue 22 finding 1, decision 0078)', () => {
  it.each(cases)('%s: 100 KB in under 50 ms', (_name, call) => {
    expect(millisecondsOf(call)).toBeLessThan(linearBoundMs);
  });
});
