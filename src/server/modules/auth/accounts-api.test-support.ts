import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { CookieJar } from '#server/test/app-harness.ts';
import {
  resetTokenOf,
  send,
  sessionCookieName,
  type SendOptions,
  type TestApp,
} from '#server/test/app-harness.ts';
import { isResetMail, mailsMatching } from './mail-test-support.ts';

/**
 * What the accounts API suites share (spec 01 §5, §7): the suite was split by endpoint (issue 24:
 * no file over 500 lines), each part on its own app, on SQLite and PostgreSQL alike.
 */

export const userKeys = [
  'createdAt',
  'email',
  'emailVerified',
  'fullName',
  'id',
  'isAdmin',
  'isEditor',
];
export const thirtyDays = 30 * 24 * 60 * 60;

export function sessionCookie(response: LightMyRequestResponse) {
  return response.cookies.find((c) => c.name === sessionCookieName);
}

/** The raw Set-Cookie line of the session cookie, to check attributes as the browser reads them. */
export function rawSessionCookie(response: LightMyRequestResponse): string {
  const lines = [response.headers['set-cookie'] ?? []].flat();
  const line = lines.find((l) => l.startsWith(`${sessionCookieName}=`));
  if (!line) throw new Error(`no session cookie in ${JSON.stringify(lines)}`);
  return line;
}

/** A birth date that makes its owner 17 today, in any time zone. */
export function seventeenYearsOld(): string {
  return `${new Date().getUTCFullYear() - 17}-01-01`;
}

/** The calls and row reads of the accounts API suites, on the suite's app `t`. */
export function accountsApi(t: TestApp) {
  const post = (url: string, payload: unknown, options: SendOptions = {}) =>
    send(t.app, { method: 'POST', url, payload: payload as object, ...options });
  const getUser = (jar?: CookieJar, headers: Record<string, string> = {}) =>
    send(t.app, { method: 'GET', url: '/api/user', jar, headers });
  const userRow = async (email: string) => {
    const { rows } = await sql<
      Record<string, unknown>
    >`select * from ${sql.table('user')} where email = ${email}`.execute(t.app.database.db);
    return rows[0];
  };
  const sessionsOf = async (userId: string) => {
    const { rows } = await sql<{
      n: number | string;
    }>`select count(*) as n from session where ${sql.ref('userId')} = ${userId}`.execute(
      t.app.database.db,
    );
    return Number(rows[0]?.n);
  };
  const requestReset = async (email: string, headers: Record<string, string> = {}) => {
    const before = (await t.outbox()).filter((m) => m.to === email && isResetMail(m)).length;
    const response = await post('/api/forgot-password', { email }, { headers });
    expect(response.statusCode, response.body).toBe(200);
    const mails = await mailsMatching(t, email, isResetMail, before + 1);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1);
    if (!mail) throw new Error('no reset mail');
    return { mail, token: resetTokenOf(mail) };
  };
  return { post, getUser, userRow, sessionsOf, requestReset };
}
