import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/database.ts';
import { setAdmin } from './modules/auth/admin-role.ts';
import { FetchCookies, fetchJson, type AppProcess } from './test/app-process.ts';
import { readOutbox, totpCode, validRegistration } from './test/app-harness.ts';
import { startTwoInstances, type TwoInstances } from './test/two-instances.ts';

/**
 * Issue "Operations" §1: two app processes on one PostgreSQL behave as one site. Nothing a request
 * depends on may live in one process's memory: sessions, rate-limit counters, leads and pending
 * notification mail are rows every instance reads (decision 0019). Both instances start at the same moment on an empty
 * database, as a deploy of several instances does, so concurrent migrations are covered too.
 */

const accountLimit = 3;
const notifyTo = 'avisos@example.com';
const queuePollSeconds = 1;

describe('two app processes on one PostgreSQL', () => {
  let a: AppProcess;
  let b: AppProcess;
  let direct: Database;
  let dataDirs: string[] = [];
  let instances: TwoInstances | undefined;

  beforeAll(async () => {
    instances = await startTwoInstances({
      RATE_LIMIT_LOGIN_ACCOUNT_MAX: String(accountLimit),
      RATE_LIMIT_CONTACT_MAX: '1000',
      RATE_LIMIT_REGISTER_MAX: '1000',
      LEAD_NOTIFY_TO: notifyTo,
      MAIL_QUEUE_POLL_SECONDS: String(queuePollSeconds),
    });
    ({ a, b, direct, dataDirs } = instances);
  });

  afterAll(async () => instances?.stop());

  it('started both at once on an empty database: both are ready', async () => {
    for (const instance of [a, b]) {
      const ready = await fetchJson(`${instance.url}/readyz`);
      expect(ready).toMatchObject({ status: 200, body: { status: 'ready', database: true } });
    }
  });

  it('accepts on one instance a session created through the other', async () => {
    const person = validRegistration();
    const cookies = new FetchCookies();
    const created = await fetchJson(`${a.url}/api/register`, {
      method: 'POST',
      body: person,
      cookies,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const onB = await fetchJson(`${b.url}/api/user`, { cookies });
    expect(onB.status).toBe(200);
    expect(onB.body).toMatchObject({ email: person.email });
  });

  it('ends a session on both instances when it signs out on one', async () => {
    const person = validRegistration();
    expect(
      (await fetchJson(`${a.url}/api/register`, { method: 'POST', body: person })).status,
    ).toBe(201);
    const cookies = new FetchCookies();
    const login = await fetchJson(`${b.url}/api/login`, {
      method: 'POST',
      body: { email: person.email, password: person.password },
      cookies,
    });
    expect(login.status).toBe(200);
    // The browser would drop its cookie on sign-out; a stolen copy must not keep working.
    const stolen = cookies.header();
    expect((await fetchJson(`${a.url}/api/user`, { cookies })).status).toBe(200);

    expect((await fetchJson(`${a.url}/api/logout`, { method: 'POST', cookies })).status).toBe(200);
    for (const instance of [a, b]) {
      const after = await fetchJson(`${instance.url}/api/user`, { headers: stolen });
      expect(after.status, instance.url).toBe(401);
    }
  });

  it('counts sign-in failures made on either instance toward one limit', async () => {
    const person = validRegistration();
    expect(
      (await fetchJson(`${a.url}/api/register`, { method: 'POST', body: person })).status,
    ).toBe(201);
    const wrong = { email: person.email, password: 'Errada-123' };
    const instances = [a, b, a];
    for (const instance of instances.slice(0, accountLimit)) {
      const failed = await fetchJson(`${instance.url}/api/login`, { method: 'POST', body: wrong });
      expect(failed.status).toBe(401);
    }
    // Neither instance alone has seen more than two failures; together they reached the limit.
    for (const instance of [a, b]) {
      const blocked = await fetchJson(`${instance.url}/api/login`, {
        method: 'POST',
        body: { email: person.email, password: person.password },
      });
      expect(blocked.status, instance.url).toBe(429);
      expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  });

  it('lists every lead sent to either instance exactly once, and mails each of them once', async () => {
    const admin = validRegistration({ fullName: 'Carla Administradora' });
    const adminCookies = new FetchCookies();
    const registered = await fetchJson(`${a.url}/api/register`, {
      method: 'POST',
      body: admin,
      cookies: adminCookies,
    });
    expect(registered.status).toBe(201);
    await setAdmin(direct, admin.email, true);
    // Administrators use the admin API only with a second factor (decision 0029).
    const setup = await fetchJson(`${a.url}/api/account/two-factor/setup`, {
      method: 'POST',
      body: { password: admin.password },
      cookies: adminCookies,
    });
    expect(setup.status).toBe(200);
    const { secret } = setup.body as { secret: string };
    const confirmed = await fetchJson(`${b.url}/api/account/two-factor/confirm`, {
      method: 'POST',
      body: { code: await totpCode(secret) },
      cookies: adminCookies,
    });
    expect(confirmed.status).toBe(200);

    // More than one page (50), sent half to each instance, all at once.
    const leads = Array.from({ length: 60 }, (_, i) => ({
      name: `Contato ${i}`,
      email: `contato${i}@example.com`,
      company: i % 2 === 0 ? 'Empresa A' : 'Empresa B',
    }));
    const answers = await Promise.all(
      leads.map((lead, i) =>
        fetchJson(`${(i % 2 === 0 ? a : b).url}/api/contacts`, { method: 'POST', body: lead }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(leads.map(() => 201));

    // Page 1 from one instance, page 2 from the other: together, each lead once.
    const listed: string[] = [];
    for (const [instance, page] of [
      [a, 1],
      [b, 2],
    ] as const) {
      const response = await fetchJson(`${instance.url}/api/contacts?page=${page}`, {
        cookies: adminCookies,
      });
      expect(response.status).toBe(200);
      listed.push(...(response.body as { email: string }[]).map((l) => l.email));
    }
    expect(listed).toHaveLength(leads.length);
    expect([...listed].sort()).toEqual(leads.map((l) => l.email).sort());
    for (const instance of [a, b]) {
      const summary = await fetchJson(`${instance.url}/api/contacts/summary`, {
        cookies: adminCookies,
      });
      expect(summary.body).toMatchObject({ total: leads.length });
    }

    // The new-lead mail queue is a table both instances work on: each lead is mailed once, by
    // whichever instance claimed the job, never by both.
    const subjects = await notificationSubjects(leads.length);
    expect(subjects).toHaveLength(leads.length);
    expect(new Set(subjects).size).toBe(leads.length);
    for (const lead of leads) expect(subjects).toContain(`Novo contato pelo site: ${lead.name}`);
  });

  /**
   * Subjects of the notification mails in both instances' outboxes: polled until `count` have
   * arrived, then read once more after two queue polls, so a duplicate sent late is seen too.
   */
  async function notificationSubjects(count: number): Promise<string[]> {
    const read = async () =>
      (await Promise.all(dataDirs.map((dir) => readOutbox(path.join(dir, 'outbox')))))
        .flat()
        .filter((mail) => mail.to === notifyTo)
        .map((mail) => mail.subject);
    const deadline = Date.now() + 20_000;
    while ((await read()).length < count && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 2 * queuePollSeconds * 1000));
    return read();
  }
});
