import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { LeadDetail } from '#shared/schemas/leads.ts';
import { saoPauloDay } from '#shared/time/sao-paulo.ts';
import { toIsoCalendarDate, weekdayOf } from '#shared/tools/calendar-date.ts';
import {
  type CookieJar,
  makeAdmin,
  registerUser,
  relaxedRateLimits,
  send,
  useTestApp,
} from '#server/test/app-harness.ts';
import type { TestDatabaseKind } from '#server/test/databases.ts';

/**
 * What the lead desk suites share (issue 16 §4 and §6, issue 15 §3): the suite was split by subject
 * (issue 24: no file over 500 lines), each part on its own app, on SQLite and PostgreSQL alike.
 */

/** The next weekday after today in São Paulo, `skip` weekdays further on, as 'YYYY-MM-DD'. */
export function weekdayAhead(skip = 0): string {
  const today = saoPauloDay(new Date());
  let found = -1;
  for (let offset = 1; ; offset++) {
    const d = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const date = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
    const weekday = weekdayOf(date);
    if (weekday >= 1 && weekday <= 5 && ++found === skip) return toIsoCalendarDate(date);
  }
}

export function nextSaturday(): string {
  const today = saoPauloDay(new Date());
  for (let offset = 1; ; offset++) {
    const d = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const date = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
    if (weekdayOf(date) === 6) return toIsoCalendarDate(date);
  }
}

/** The desk's people: two admins, a client who sends tool results, and a member (no admin). */
export interface DeskCast {
  admin: { jar: CookieJar; id: string; fullName: string };
  otherAdmin: { jar: CookieJar; id: string; fullName: string };
  client: { jar: CookieJar; id: string; email: string; fullName: string };
  member: CookieJar;
}

/**
 * A lead desk suite's app and cast, set up before its first test (the cast's fields are read inside
 * tests), with the desk's calls as the cast's admin or client. New-lead mail goes to a mailbox of
 * its own, so the admins' hold none.
 */
export function leadDeskSuite(kind: TestDatabaseKind) {
  const t = useTestApp(kind, { ...relaxedRateLimits, LEAD_NOTIFY_TO: 'vendas@example.com' });
  const cast = {} as DeskCast;
  beforeAll(async () => {
    const a = await registerUser(t.app, { fullName: 'Carla Administradora' });
    await makeAdmin(t.app, a);
    cast.admin = { jar: a.jar, id: a.user.id, fullName: a.fullName };
    const b = await registerUser(t.app, { fullName: 'Bruno Gerente' });
    await makeAdmin(t.app, b);
    cast.otherAdmin = { jar: b.jar, id: b.user.id, fullName: b.fullName };
    const c = await registerUser(t.app, { fullName: 'Paula Cliente' });
    cast.client = { jar: c.jar, id: c.user.id, email: c.email, fullName: c.fullName };
    cast.member = (await registerUser(t.app)).jar;
  });

  const postLead = (payload: unknown, headers: Record<string, string> = {}) =>
    send(t.app, { method: 'POST', url: '/api/contacts', payload: payload as object, headers });
  const sendResult = (payload: unknown, jar: CookieJar | undefined = cast.client.jar) =>
    send(t.app, {
      method: 'POST',
      url: '/api/contacts/tool-result',
      payload: payload as object,
      jar,
    });
  const asAdmin = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: unknown) =>
    send(t.app, { method, url, jar: cast.admin.jar, payload: payload as object | undefined });
  const detail = async (id: number) => {
    const response = await asAdmin('GET', `/api/contacts/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LeadDetail>();
  };
  const created = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  };
  return { t, cast, postLead, sendResult, asAdmin, detail, created };
}
export type LeadDesk = ReturnType<typeof leadDeskSuite>;
