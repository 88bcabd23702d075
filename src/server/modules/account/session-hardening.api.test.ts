import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { AccountSession } from '#shared/schemas/account.ts';
import { USER_AGENT_MAX_LENGTH } from '#shared/tools/user-agent.ts';
import {
  CookieJar,
  enrolSecondFactor,
  registerUser,
  relaxedRateLimits,
  send,
  sessionCookieName,
  signIn,
  totpCode,
  useTestApp,
} from '#server/test/app-harness.ts';
import { withAuthTables } from '#server/modules/auth/auth-tables.ts';
import { pruneSessions } from '#server/modules/auth/session-rules.ts';
import { testDatabases } from '#server/test/databases.ts';
import type { AccountExport } from '#shared/schemas/account-export.ts';

/**
 * Issue 12 findings 1, 6 and 7: what one free account can do with its own sessions. Sign-ins are
 * cheap for the owner of a password, so every session costs the server a bounded amount, an
 * account holds a bounded number of them, and a short session stays short whatever the browser
 * keeps of its cookies.
 */

const sessionsMax = 5;
const day = 24 * 60 * 60 * 1000;
const thirtyDaysSeconds = 30 * 24 * 60 * 60;

/** The reported attack: Safari's version token followed by 15,800 digits. */
const attackUserAgent = `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/${'1'.repeat(15_800)}`;
const firefox = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe.each(testDatabases)('sessions of one account on %s', (kind) => {
  const t = useTestApp(kind, {
    ...relaxedRateLimits,
    SESSIONS_PER_ACCOUNT_MAX: String(sessionsMax),
  });

  type Registered = Awaited<ReturnType<typeof registerUser>>;
  const signInWith = async (person: Registered, userAgent: string, rememberMe = true) => {
    const jar = new CookieJar();
    const response = await send(t.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: person.email, password: person.password, rememberMe },
      headers: { 'user-agent': userAgent },
      jar,
    });
    expect(response.statusCode, response.body).toBe(200);
    return jar;
  };
  const sessionRows = async (userId: string) =>
    (
      await sql<{
        id: string;
        userAgent: string | null;
        createdAt: string | Date;
        expiresAt: string | Date;
      }>`select id, ${sql.ref('userAgent')}, ${sql.ref('createdAt')}, ${sql.ref('expiresAt')} from session where ${sql.ref('userId')} = ${userId}`.execute(
        t.app.database.db,
      )
    ).rows;
  /** The jar's own session row (found by its token: an account's rows come in no order). */
  const sessionOf = async (jar: CookieJar) => {
    const token = jar.get(sessionCookieName)?.split('.')[0] ?? '';
    const row = await withAuthTables(t.app.database.db)
      .selectFrom('session')
      .select(['id', 'expiresAt', 'rememberMe'])
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    return { ...row, expiresAt: new Date(row.expiresAt).getTime() };
  };
  const listOf = async (jar: CookieJar) => {
    const response = await send(t.app, { method: 'GET', url: '/api/account/sessions', jar });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ sessions: AccountSession[] }>().sessions;
  };

  describe('finding 1: a user agent of 15,800 characters', () => {
    it(`is stored cut to ${USER_AGENT_MAX_LENGTH} characters, and the list and export still answer`, async () => {
      const person = await registerUser(t.app);
      let jar = person.jar;
      for (let i = 0; i < 20; i++) jar = await signInWith(person, attackUserAgent);

      const rows = await sessionRows(person.user.id);
      expect(rows.length).toBeLessThanOrEqual(sessionsMax);
      for (const row of rows) {
        expect(row.userAgent?.length ?? 0).toBeLessThanOrEqual(USER_AGENT_MAX_LENGTH);
      }
      const listed = await listOf(jar);
      expect(listed.filter((s) => s.current)).toHaveLength(1);
      for (const session of listed.filter((s) => s.current || s.device.os !== null)) {
        expect(session.device).toEqual({
          browser: null,
          browserVersion: null,
          os: 'macOS',
          kind: 'desktop',
        });
      }
      const exported = await send(t.app, { method: 'GET', url: '/api/account/export', jar });
      expect(exported.statusCode).toBe(200);
      const data = JSON.parse(exported.body) as AccountExport;
      expect(data.sessions.length).toBeLessThanOrEqual(sessionsMax);
      for (const session of data.sessions) {
        expect(session.userAgent?.length ?? 0).toBeLessThanOrEqual(USER_AGENT_MAX_LENGTH);
      }
    });
  });

  describe('finding 7: sessions per account', () => {
    it(`keeps at most ${sessionsMax}: each sign-in past that ends the oldest, never the new one`, async () => {
      const person = await registerUser(t.app);
      const jars = [person.jar];
      for (let i = 0; i < sessionsMax + 3; i++) jars.push(await signInWith(person, firefox));

      expect(await sessionRows(person.user.id)).toHaveLength(sessionsMax);
      const alive = await Promise.all(
        jars.map(
          async (jar) =>
            (await send(t.app, { method: 'GET', url: '/api/user', jar })).statusCode === 200,
        ),
      );
      // The newest sessionsMax sign-ins live on; the first ones (registration included) ended.
      expect(alive).toEqual(jars.map((_, i) => i >= jars.length - sessionsMax));
      expect(await listOf(jars.at(-1) ?? person.jar)).toHaveLength(sessionsMax);
    });

    it('parallel sign-ins of one account all succeed, and the next keeps the newest sessions', async () => {
      const person = await registerUser(t.app);
      const parallel = await Promise.all(
        Array.from({ length: 12 }, () =>
          send(t.app, {
            method: 'POST',
            url: '/api/login',
            payload: { email: person.email, password: person.password, rememberMe: true },
            jar: new CookieJar(),
          }),
        ),
      );
      expect(parallel.map((r) => r.statusCode)).toEqual(parallel.map(() => 200));
      const last = await signInWith(person, firefox);
      expect(await sessionRows(person.user.id)).toHaveLength(sessionsMax);
      expect((await send(t.app, { method: 'GET', url: '/api/user', jar: last })).statusCode).toBe(
        200,
      );
    });

    it('prunes of one account running at once never fail, and the next one keeps the limit', async () => {
      const person = await registerUser(t.app);
      const [first] = await sessionRows(person.user.id);
      const db = t.app.database.db;
      const ids = Array.from({ length: 40 }, (_, i) => `parallel-${kind}-${i}`);
      for (const id of ids) {
        await sql`insert into session (id, ${sql.ref('userId')}, token, ${sql.ref('expiresAt')}, ${sql.ref('createdAt')}, ${sql.ref('updatedAt')})
          select ${id}, ${sql.ref('userId')}, ${`token-${id}`}, ${sql.ref('expiresAt')}, ${sql.ref('createdAt')}, ${sql.ref('updatedAt')}
          from session where id = ${first?.id ?? ''}`.execute(db);
      }
      const pruned = await Promise.allSettled(
        ids.map((id) => pruneSessions(t.app.database, { id, userId: person.user.id }, sessionsMax)),
      );
      expect(pruned.filter((p) => p.status === 'rejected')).toEqual([]);
      // Whatever each left, the next sign-in's prune keeps the account within its limit.
      const [newest] = (await sessionRows(person.user.id))
        .map((row) => row.id)
        .sort()
        .reverse();
      await pruneSessions(
        t.app.database,
        { id: newest ?? '', userId: person.user.id },
        sessionsMax,
      );
      const left = (await sessionRows(person.user.id)).map((row) => row.id);
      expect(left.length).toBeLessThanOrEqual(sessionsMax);
      expect(left).toContain(newest);
    });

    // PostgreSQL only: SQLite has one writer at a time, so no prune there waits for a row.
    if (kind === 'postgres') {
      it('a prune never waits for session rows another transaction holds, so it cannot deadlock', async () => {
        const person = await registerUser(t.app);
        await signInWith(person, firefox);
        const last = await signInWith(person, firefox);
        // The newest sign-in's prune, sparing its own session.
        const own = (await sessionOf(last)).id;
        const db = t.app.database.db;
        const outcome = await db.transaction().execute(async (trx) => {
          // Another sign-in's prune or a sign-out holding every other row of the account.
          await sql`select id from session where ${sql.ref('userId')} = ${person.user.id} and id != ${own} for update`.execute(
            trx,
          );
          const pruning = pruneSessions(t.app.database, { id: own, userId: person.user.id }, 1);
          for (;;) {
            const settled = await Promise.race([
              pruning.then(() => 'pruned'),
              new Promise<undefined>((resolve) => setTimeout(resolve, 20)),
            ]);
            if (settled) return settled;
            const waiting = await sql<{
              n: string | number;
            }>`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(
              db,
            );
            if (Number(waiting.rows[0]?.n ?? 0) > 0) return 'waited for a lock';
          }
        });
        expect(outcome).toBe('pruned');
        expect((await send(t.app, { method: 'GET', url: '/api/user', jar: last })).statusCode).toBe(
          200,
        );
      });
    }

    it('counts each account on its own', async () => {
      const busy = await registerUser(t.app);
      const quiet = await registerUser(t.app);
      for (let i = 0; i < sessionsMax + 2; i++) await signInWith(busy, firefox);
      await signInWith(quiet, firefox);
      expect(await sessionRows(quiet.user.id)).toHaveLength(2);
      expect(
        (await send(t.app, { method: 'GET', url: '/api/user', jar: quiet.jar })).statusCode,
      ).toBe(200);
    });
  });

  describe('finding 6: a session without "remember me"', () => {
    it('is not stretched to 30 days when the browser drops the dont_remember cookie', async () => {
      const person = await registerUser(t.app);
      const { response, jar } = await signIn(t.app, {
        email: person.email,
        password: person.password,
        rememberMe: false,
      });
      expect(response.statusCode).toBe(200);
      const [row] = (await sessionRows(person.user.id)).filter(
        (r) => new Date(r.expiresAt).getTime() - Date.now() < 2 * day,
      );
      expect(row).toBeDefined();
      const expiresAt = new Date(row?.expiresAt ?? 0).getTime();

      // Only the session cookie is sent back, as a client that drops the marker would do.
      const sessionOnly = new CookieJar();
      const cookie = `${sessionCookieName}=${jar.get(sessionCookieName) ?? ''}`;
      for (let i = 0; i < 2; i++) {
        const answer = await send(t.app, {
          method: 'GET',
          url: '/api/user',
          headers: { cookie },
          jar: sessionOnly,
        });
        expect(answer.statusCode).toBe(200);
        const reissued = answer.cookies.find((c) => c.name === sessionCookieName);
        expect(reissued?.maxAge).toBeUndefined();
      }
      const [after] = (await sessionRows(person.user.id)).filter((r) => r.id === row?.id);
      expect(new Date(after?.expiresAt ?? 0).getTime()).toBe(expiresAt);
    });

    it('while a remembered one slides forward to 30 days from its last use', async () => {
      const person = await registerUser(t.app);
      const jar = await signInWith(person, firefox, true);
      const current = await sessionOf(jar);
      // Two days pass: the row's dates move back instead of waiting.
      const expiresAt = new Date(Date.now() + 28 * day).toISOString();
      const updatedAt = new Date(Date.now() - 2 * day).toISOString();
      await sql`update session set ${sql.ref('expiresAt')} = ${expiresAt}, ${sql.ref('updatedAt')} = ${updatedAt} where id = ${current.id}`.execute(
        t.app.database.db,
      );
      const answer = await send(t.app, { method: 'GET', url: '/api/user', jar });
      expect(answer.statusCode).toBe(200);
      expect(answer.cookies.find((c) => c.name === sessionCookieName)?.maxAge).toBe(
        thirtyDaysSeconds,
      );
      const [after] = (await sessionRows(person.user.id)).filter((r) => r.id === current.id);
      expect(new Date(after?.expiresAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 29 * day);
    });
  });
  describe('issue 22 finding 4: a session replaced after a password change or two-factor on or off', () => {
    type Person = Registered & { jar: CookieJar };
    const post = (url: string, person: Person, payload: object) =>
      send(t.app, { method: 'POST', url, jar: person.jar, payload });
    /** Each operation that makes Better Auth end the request's session and open a new one. */
    const operations: Record<string, (person: Person) => Promise<LightMyRequestResponse>> = {
      'a password change': async (person) => {
        const password = 'Outra-Senha-77';
        const changed = await post('/api/account/password', person, {
          currentPassword: person.password,
          password,
          confirmPassword: password,
        });
        person.password = password;
        return changed;
      },
      'turning two-factor sign-in on': async (person) => {
        const setup = await post('/api/account/two-factor/setup', person, {
          password: person.password,
        });
        const { secret } = setup.json<{ secret: string }>();
        return post('/api/account/two-factor/confirm', person, { code: await totpCode(secret) });
      },
      'turning two-factor sign-in off': async (person) => {
        await enrolSecondFactor(t.app, person);
        return post('/api/account/two-factor/disable', person, { password: person.password });
      },
    };
    for (const [name, operation] of Object.entries(operations)) {
      it(`keeps a short session short after ${name}`, async () => {
        const registered = await registerUser(t.app);
        const { jar } = await signIn(t.app, { ...registered, rememberMe: false });
        const person = { ...registered, jar };
        const before = await sessionOf(jar);
        expect(before.expiresAt).toBeLessThan(Date.now() + 2 * day);

        const answer = await operation(person);
        expect(answer.statusCode, answer.body).toBe(200);
        const after = await sessionOf(jar);
        expect(after.id).not.toBe(before.id);
        expect(Boolean(after.rememberMe)).toBe(false);
        expect(after.expiresAt).toBeLessThanOrEqual(before.expiresAt);
        // A browser-session cookie, as after a sign-in without "remember me".
        const cookie = answer.cookies.find((c) => c.name === sessionCookieName);
        expect(cookie?.value).toBeTruthy();
        expect(cookie?.maxAge).toBeUndefined();
        expect((await send(t.app, { method: 'GET', url: '/api/user', jar })).statusCode).toBe(200);
      });

      it(`keeps a remembered session remembered after ${name}`, async () => {
        const registered = await registerUser(t.app);
        const { jar } = await signIn(t.app, { ...registered, rememberMe: true });
        const person = { ...registered, jar };
        const before = await sessionOf(jar);

        const answer = await operation(person);
        expect(answer.statusCode, answer.body).toBe(200);
        const after = await sessionOf(jar);
        expect(after.id).not.toBe(before.id);
        expect(Boolean(after.rememberMe)).toBe(true);
        expect(after.expiresAt).toBe(before.expiresAt);
        const cookie = answer.cookies.find((c) => c.name === sessionCookieName);
        expect(cookie?.maxAge).toBe(thirtyDaysSeconds);
      });
    }
  });
});
