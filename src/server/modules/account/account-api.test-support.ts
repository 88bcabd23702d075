import { sql } from 'kysely';
import { expect } from 'vitest';
import type { AccountProfile, AccountSession } from '#shared/schemas/account.ts';
import type { registerUser } from '#server/test/app-harness.ts';
import { CookieJar, send, type SendOptions, type TestApp } from '#server/test/app-harness.ts';
import {
  isVerificationMail,
  mailsMatching,
  verificationTokenOf,
} from '#server/modules/auth/mail-test-support.ts';
import type { AccountExport } from '#shared/schemas/account-export.ts';

/**
 * What the account API suites share (issue 24: the suite was split by subject so no file passes 500
 * lines; each part runs on its own app, on SQLite and PostgreSQL alike).
 */

export const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

export type Registered = Awaited<ReturnType<typeof registerUser>>;

/** The calls and row reads of the account API suites, on the suite's app `t`. */
export function accountApi(t: TestApp) {
  const call = (method: SendOptions['method'], url: string, options: SendOptions = {}) =>
    send(t.app, { method, url, ...options });
  const getUser = (jar: CookieJar) => call('GET', '/api/user', { jar });
  const profileOf = async (jar: CookieJar) => {
    const response = await call('GET', '/api/account', { jar });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AccountProfile>();
  };
  const sessionsOf = async (jar: CookieJar) => {
    const response = await call('GET', '/api/account/sessions', { jar });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ sessions: AccountSession[] }>().sessions;
  };
  const exportOf = async (jar: CookieJar) => {
    const response = await call('GET', '/api/account/export', { jar });
    expect(response.statusCode, response.body).toBe(200);
    return { response, data: JSON.parse(response.body) as AccountExport };
  };
  const signInAs = async (person: Registered, userAgent = chromeOnWindows) => {
    const jar = new CookieJar();
    const response = await send(t.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: person.email, password: person.password },
      headers: { 'user-agent': userAgent },
      jar,
    });
    expect(response.statusCode, response.body).toBe(200);
    return jar;
  };
  const verifyEmail = async (email: string) => {
    const [mail] = await mailsMatching(t, email, isVerificationMail);
    if (!mail) throw new Error(`no verification mail to ${email}`);
    const response = await call('POST', '/api/verify-email', {
      payload: { token: verificationTokenOf(mail) },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const sendLead = async (lead: Record<string, string>) => {
    const response = await call('POST', '/api/contacts', { payload: lead });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  };
  /** A lead stored as typed, as older rows may be: matching must ignore the e-mail's case. */
  const storedLead = async (name: string, email: string) => {
    const { rows } = await sql<{
      id: number | string;
    }>`insert into contact_submission (name, email, created_at) values (${name}, ${email}, ${new Date().toISOString()}) returning id`.execute(
      t.app.database.db,
    );
    return Number(rows[0]?.id);
  };
  const leadRow = async (id: number) => {
    const { rows } = await sql<{
      name: string;
      email: string;
      company: string | null;
      message: string | null;
      created_at: string | Date;
    }>`select name, email, company, message, created_at from contact_submission where id = ${id}`.execute(
      t.app.database.db,
    );
    return rows[0];
  };
  return {
    call,
    getUser,
    profileOf,
    sessionsOf,
    exportOf,
    signInAs,
    verifyEmail,
    sendLead,
    storedLead,
    leadRow,
  };
}
