import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { CookieJar } from '#server/test/app-harness.ts';
import {
  expectJsonError,
  registerUser,
  send,
  sessionCookieName,
  signIn,
  startAppForTest,
  texts,
  useTestApp,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { setAdmin } from '#server/modules/auth/admin-role.ts';
import { anonymisedLead } from '#server/modules/leads/sender-leads.service.ts';
import { safariOnIphone, accountApi } from './account-api.test-support.ts';

/** Account API: deleting an account, and the account limits, on SQLite and PostgreSQL. */

const pt = texts.for('pt-BR');
const en = texts.for('en');
const es = texts.for('es');

describe.each(testDatabases)('account API on %s', (kind) => {
  const t = useTestApp(kind);
  const { call, getUser, profileOf, signInAs, verifyEmail, sendLead, storedLead, leadRow } =
    accountApi(t);

  describe('DELETE /api/account', () => {
    const remove = (jar: CookieJar, password: string, headers: Record<string, string> = {}) =>
      call('DELETE', '/api/account', { jar, payload: { password }, headers });

    /** Every table of the database, scanned for any trace of the person. */
    const rowsMentioning = async (needles: string[]) => {
      const db = t.app.database.db;
      const tables =
        kind === 'sqlite'
          ? (
              await sql<{
                name: string;
              }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
                db,
              )
            ).rows.map((r) => r.name)
          : (
              await sql<{
                name: string;
              }>`select table_name as name from information_schema.tables where table_schema = 'public'`.execute(
                db,
              )
            ).rows.map((r) => r.name);
      expect(tables).toEqual(expect.arrayContaining(['user', 'session', 'verification']));
      const found: string[] = [];
      for (const table of tables.filter((name) => !name.startsWith('kysely_'))) {
        const { rows } = await sql<
          Record<string, unknown>
        >`select * from ${sql.table(table)}`.execute(db);
        for (const row of rows) {
          const text = JSON.stringify(row).toLowerCase();
          const hit = needles.find((n) => text.includes(n.toLowerCase()));
          if (hit) found.push(`${table}: ${hit}`);
        }
      }
      return found;
    };

    it('deletes every row of the person, anonymises their leads and signs them out', async () => {
      const person = await registerUser(t.app, {
        fullName: 'Ana Apagada',
        phone: '11 95555-0101',
        cpf: '529.982.247-25',
      });
      const other = await signInAs(person, safariOnIphone);
      await verifyEmail(person.email);
      // Leave traces everywhere: a pending reset token, a failed sign-in, a re-sent link, leads.
      expect(
        (await call('POST', '/api/forgot-password', { payload: { email: person.email } }))
          .statusCode,
      ).toBe(200);
      expectJsonError(
        (await signIn(t.app, { email: person.email, password: 'Errada-123' })).response,
        401,
      );
      const leads = [
        await sendLead({
          name: 'Ana Apagada',
          email: person.email,
          company: 'Empresa da Ana',
          message: 'Meu telefone é 11 95555-0101',
        }),
        await storedLead('Ana A.', person.email.toUpperCase()),
      ];
      const strangerLead = await sendLead({
        name: 'Bruno Lima',
        email: `bruno.${Date.now()}@example.com`,
      });
      const needles = [person.user.id, person.email, 'Ana Apagada', '95555-0101', 'Empresa da Ana'];
      expect((await rowsMentioning(needles)).length).toBeGreaterThan(0);

      const response = await remove(person.jar, person.password);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: pt('account:messages.accountDeleted') });
      const cleared = response.cookies.find((c) => c.name === sessionCookieName);
      expect(cleared?.value === '' || cleared?.maxAge === 0).toBe(true);

      expect(await rowsMentioning(needles)).toEqual([]);
      for (const id of leads) expect(await leadRow(id)).toMatchObject(anonymisedLead);
      expect(await leadRow(strangerLead)).toMatchObject({ name: 'Bruno Lima' });
      for (const jar of [person.jar, other]) expectJsonError(await getUser(jar), 401);
      expectJsonError(
        (await signIn(t.app, { email: person.email, password: person.password })).response,
        401,
      );
    });

    it('leaves the leads of an unverified address as they are', async () => {
      const person = await registerUser(t.app);
      const lead = await sendLead({ name: 'Dona Verdadeira', email: person.email, message: 'Olá' });
      expect((await remove(person.jar, person.password)).statusCode).toBe(200);
      expect(await leadRow(lead)).toMatchObject({ name: 'Dona Verdadeira', email: person.email });
      expect(await rowsMentioning([person.user.id])).toEqual([]);
    });

    it('answers 400 on the password field for a wrong password, deleting nothing', async () => {
      const person = await registerUser(t.app);
      const response = await remove(person.jar, 'Errada-123', { 'accept-language': 'en' });
      expect(expectJsonError(response, 400)).toEqual({
        message: en('account:errors.wrongPassword'),
        fieldErrors: { password: [en('account:errors.wrongPassword')] },
      });
      expect((await profileOf(person.jar)).email).toBe(person.email);
    });

    it('answers 400 when the password is missing', async () => {
      const person = await registerUser(t.app);
      const response = await call('DELETE', '/api/account', { jar: person.jar, payload: {} });
      expect(expectJsonError(response, 400).fieldErrors).toEqual({
        password: [pt('common:validation.required')],
      });
    });

    it('is refused from another site (CSRF)', async () => {
      const person = await registerUser(t.app);
      const response = await remove(person.jar, person.password, {
        origin: 'https://evil.example',
      });
      expectJsonError(response, 403);
      expect((await profileOf(person.jar)).email).toBe(person.email);
    });

    it('keeps the last administrator (409), and lets an admin go once another remains', async () => {
      // Other tests may have left admins behind: start from none.
      await sql`update ${sql.table('user')} set ${sql.ref('isAdmin')} = ${kind === 'sqlite' ? 0 : false}`.execute(
        t.app.database.db,
      );
      const first = await registerUser(t.app);
      expect(await setAdmin(t.app.database, first.email, true)).toMatchObject({ isAdmin: true });
      const refused = await remove(first.jar, first.password, { 'accept-language': 'es' });
      expect(expectJsonError(refused, 409).message).toBe(es('account:errors.lastAdmin'));
      expect((await profileOf(first.jar)).isAdmin).toBe(true);

      const second = await registerUser(t.app);
      await setAdmin(t.app.database, second.email, true);
      expect((await remove(first.jar, first.password)).statusCode).toBe(200);
      expect(expectJsonError(await remove(second.jar, second.password), 409).message).toBe(
        pt('account:errors.lastAdmin'),
      );
    });

    it('lets only one of the last two administrators leave when both try at once', async () => {
      await sql`update ${sql.table('user')} set ${sql.ref('isAdmin')} = ${kind === 'sqlite' ? 0 : false}`.execute(
        t.app.database.db,
      );
      const admins = [await registerUser(t.app), await registerUser(t.app)];
      for (const admin of admins) await setAdmin(t.app.database, admin.email, true);
      const answers = await Promise.all(admins.map((a) => remove(a.jar, a.password)));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    });
  });
});

describe.each(testDatabases)('account limits on %s', (kind) => {
  it('blocks password checks after RATE_LIMIT_PASSWORD_CHECK_MAX wrong ones, even the right one', async () => {
    const t = await startAppForTest(kind, { RATE_LIMIT_PASSWORD_CHECK_MAX: '2' });
    const person = await registerUser(t.app);
    const remove = (password: string) =>
      send(t.app, {
        method: 'DELETE',
        url: '/api/account',
        jar: person.jar,
        payload: { password },
      });
    const change = (currentPassword: string) =>
      send(t.app, {
        method: 'POST',
        url: '/api/account/password',
        jar: person.jar,
        payload: { currentPassword, password: 'Nova-Senha-42', confirmPassword: 'Nova-Senha-42' },
      });
    expectJsonError(await remove('Errada-1'), 400);
    expectJsonError(await change('Errada-2'), 400);
    const blocked = await remove(person.password);
    expect(expectJsonError(blocked, 429).message).toBe(pt('common:errors.rateLimited'));
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(
      (await send(t.app, { method: 'GET', url: '/api/account', jar: person.jar })).statusCode,
    ).toBe(200);
  });

  it('forgets the counters named after a deleted account: a new account with its e-mail starts afresh', async () => {
    const t = await startAppForTest(kind, { RATE_LIMIT_LOGIN_ACCOUNT_MAX: '2' });
    const person = await registerUser(t.app);
    const wrong = { email: person.email, password: 'Errada-123' };
    for (let i = 0; i < 2; i++) expectJsonError((await signIn(t.app, wrong)).response, 401);
    const removed = await send(t.app, {
      method: 'DELETE',
      url: '/api/account',
      jar: person.jar,
      payload: { password: person.password },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await registerUser(t.app, { email: person.email });
    // Two failures were counted before the deletion: one more would be over the limit of 2.
    expectJsonError((await signIn(t.app, wrong)).response, 401);
  });

  it('limits profile edits, session revocations and exports per account (RATE_LIMIT_ACCOUNT_MAX)', async () => {
    const t = await startAppForTest(kind, { RATE_LIMIT_ACCOUNT_MAX: '2' });
    const person = await registerUser(t.app);
    const other = await registerUser(t.app);
    const exportData = (jar: CookieJar) =>
      send(t.app, { method: 'GET', url: '/api/account/export', jar });
    expect((await exportData(person.jar)).statusCode).toBe(200);
    const edit = await send(t.app, {
      method: 'PATCH',
      url: '/api/account',
      jar: person.jar,
      payload: { fullName: 'Ana Souza' },
    });
    expect(edit.statusCode).toBe(200);
    expectJsonError(await exportData(person.jar), 429);
    expect((await exportData(other.jar)).statusCode).toBe(200);
  });
});
