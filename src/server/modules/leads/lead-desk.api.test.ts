import { describe, expect, it } from 'vitest';
import {
  sampleAssessment as assessment,
  sampleCalculator,
} from '#shared/test/tool-result-fixtures.ts';
import { expectJsonError, registerUser, send, startAppForTest } from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { intakeTests } from './lead-desk-intake.test-part.ts';
import { reviewTests } from './lead-desk-review.test-part.ts';
import { leadDeskSuite } from './lead-desk.test-support.ts';

/**
 * The lead desk (issue 16 §4 and §6, issue 15 §3) through HTTP on SQLite and PostgreSQL: where a
 * lead came from, its preferred time, tool results sent to a consultant (once), the inbox's new
 * filters and sort, a lead's detail, notes, history and assignee, and the CSV's new columns.
 * One suite on one app, told in order: the inbox tests read the leads the intake tests sent. Its
 * parts live in lead-desk-intake.test-part.ts and lead-desk-review.test-part.ts (issue 24: no file
 * over 500 lines).
 */

describe.each(testDatabases)('lead desk on %s', (kind) => {
  const desk = leadDeskSuite(kind);
  intakeTests(desk);
  reviewTests(desk);
});

describe.each(testDatabases)('tool results are limited like the contact form on %s', (kind) => {
  it('answers 429 with Retry-After past the limit, shared with the contact form', async () => {
    const t = await startAppForTest(kind, { RATE_LIMIT_CONTACT_MAX: '2' });
    const { jar } = await registerUser(t.app);
    const post = (url: string, payload: object) =>
      send(t.app, { method: 'POST', url, payload, jar, remoteAddress: '10.0.0.7' });
    expect((await post('/api/contacts', { name: 'Ana', email: 'ana@x.com' })).statusCode).toBe(201);
    expect(
      (await post('/api/contacts/tool-result', { result: assessment, consent: true })).statusCode,
    ).toBe(201);
    const limited = await post('/api/contacts/tool-result', {
      result: sampleCalculator,
      consent: true,
    });
    expectJsonError(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.countRows('contact_submission')).toBe(2);
    // Nothing ran after the 429 was sent.
    expect(t.logs().join('\n')).not.toContain('Reply was already sent');
  });
});
