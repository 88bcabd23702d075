import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { AccountProfile, AccountSession } from '#shared/schemas/account.ts';
import {
  CookieJar,
  expectJsonError,
  registerUser,
  relaxedRateLimits,
  send,
  sessionCookieName,
  signIn,
  startTestApp,
  texts,
  type SendOptions,
  type TestApp,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { setAdmin } from '#server/modules/auth/admin-role.ts';
import {
  isVerificationMail,
  mailsMatching,
  verificationTokenOf,
} from '#server/modules/auth/mail-test-support.ts';
import { anonymisedLead } from '#server/modules/leads/leads.service.ts';
import type { AccountExport } from '#shared/schemas/account-export.ts';

/**
 * Account self-service (issue "Account self-service"; LGPD art. 18): each call signed in, on one's
 * own data only, password re-checked where the issue says so — on SQLite and PostgreSQL alike.
 */

const pt = texts.for('pt-BR');
const en = texts.for('en');
const es = texts.for('es');

const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

type Registered = Awaited<ReturnType<typeof registerUser>>;

describe.each(testDatabases)('account API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, relaxedRateLimits);
  });
  afterAll(async () => {
    await t?.close();
  });

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

  describe('signed out', () => {
    it.each<[SendOptions['method'], string, unknown]>([
      ['GET', '/api/account', undefined],
      ['PATCH', '/api/account', { fullName: 'Ana Souza' }],
      ['DELETE', '/api/account', { password: 'Senha-Forte1' }],
      [
        'POST',
        '/api/account/password',
        {
          currentPassword: 'Senha-Forte1',
          password: 'Nova-Senha-42',
          confirmPassword: 'Nova-Senha-42',
        },
      ],
      ['GET', '/api/account/sessions', undefined],
      ['DELETE', '/api/account/sessions/abc', undefined],
      ['POST', '/api/account/sessions/revoke-others', undefined],
      ['GET', '/api/account/export', undefined],
    ])('%s %s answers 401 JSON', async (method, url, payload) => {
      const response = await call(method, url, { payload: payload as object | undefined });
      expect(expectJsonError(response, 401).message).toBe(pt('common:errors.unauthorized'));
    });

    it('answers 401 to a session cookie that was forged', async () => {
      const response = await call('GET', '/api/account/export', {
        headers: { cookie: `${sessionCookieName}=forged.token` },
      });
      expectJsonError(response, 401);
    });
  });

  describe('profile', () => {
    it('shows the e-mail, whether it is verified, name and phone', async () => {
      const { jar, email, user } = await registerUser(t.app, {
        fullName: 'Ana Souza',
        phone: '+55 11 91234-5678',
      });
      expect(await profileOf(jar)).toEqual({
        id: user.id,
        fullName: 'Ana Souza',
        email,
        emailVerified: false,
        phone: '+55 11 91234-5678',
        isAdmin: false,
        isEditor: false,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      await verifyEmail(email);
      expect(await profileOf(jar)).toMatchObject({ emailVerified: true });
    });

    it('saves name and phone; the header name (GET /api/user) follows', async () => {
      const { jar } = await registerUser(t.app);
      const response = await call('PATCH', '/api/account', {
        jar,
        payload: { fullName: '  José  da Silva ', phone: ' (11) 4002-8922 ' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        fullName: 'José  da Silva',
        phone: '(11) 4002-8922',
      });
      expect((await getUser(jar)).json()).toMatchObject({ fullName: 'José  da Silva' });
    });

    it('clears the phone when it is left blank', async () => {
      const { jar } = await registerUser(t.app, { phone: '11 99999-0000' });
      const response = await call('PATCH', '/api/account', {
        jar,
        payload: { fullName: 'Ana Souza', phone: '   ' },
      });
      expect(response.json()).toMatchObject({ phone: null });
      expect((await profileOf(jar)).phone).toBeNull();
    });

    it('changes neither the e-mail nor the role, whatever the body says', async () => {
      const { jar, email } = await registerUser(t.app);
      const response = await call('PATCH', '/api/account', {
        jar,
        payload: {
          fullName: 'Ana Souza',
          email: 'outra@example.com',
          isAdmin: true,
          emailVerified: true,
        },
      });
      expect(response.statusCode).toBe(200);
      expect(await profileOf(jar)).toMatchObject({ email, isAdmin: false, emailVerified: false });
    });

    // The registration rules, message for message (spec 01 §5).
    it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
      [
        'a name of 2 letters',
        { fullName: 'Al' },
        { fullName: [pt('common:validation.fullNameMin')] },
      ],
      [
        'a name with a digit',
        { fullName: 'Ana 2' },
        { fullName: [pt('common:validation.fullNameLetters')] },
      ],
      ['no name', { fullName: '' }, { fullName: [pt('common:validation.required')] }],
      ['a name that is a number', { fullName: 7 }, { fullName: [pt('common:validation.type')] }],
      [
        'a phone of 41 characters',
        { fullName: 'Ana Souza', phone: '9'.repeat(41) },
        { phone: [pt('common:validation.tooLong')] },
      ],
    ])('answers 400 for %s and saves nothing', async (_label, payload, fieldErrors) => {
      const { jar } = await registerUser(t.app, { fullName: 'Ana Souza' });
      const response = await call('PATCH', '/api/account', { jar, payload });
      expect(expectJsonError(response, 400)).toEqual({
        message: pt('common:errors.validation'),
        fieldErrors,
      });
      expect((await profileOf(jar)).fullName).toBe('Ana Souza');
    });

    it('is refused from another site (CSRF)', async () => {
      const { jar } = await registerUser(t.app, { fullName: 'Ana Souza' });
      const response = await call('PATCH', '/api/account', {
        jar,
        payload: { fullName: 'Mallory Hacker' },
        headers: { origin: 'https://evil.example' },
      });
      expectJsonError(response, 403);
      expect((await profileOf(jar)).fullName).toBe('Ana Souza');
    });
  });

  describe('POST /api/account/password', () => {
    const change = (jar: CookieJar, payload: object, headers: Record<string, string> = {}) =>
      call('POST', '/api/account/password', { jar, payload, headers });
    const newPassword = 'Nova-Senha-42';

    it('changes the password and signs out every other session, keeping this one', async () => {
      const person = await registerUser(t.app);
      const phone = await signInAs(person, safariOnIphone);
      const laptop = await signInAs(person);
      const response = await change(person.jar, {
        currentPassword: person.password,
        password: newPassword,
        confirmPassword: newPassword,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: pt('account:messages.passwordChanged') });

      expect((await getUser(person.jar)).statusCode).toBe(200);
      for (const other of [phone, laptop]) expectJsonError(await getUser(other), 401);
      expect(await sessionsOf(person.jar)).toHaveLength(1);
      const old = await signIn(t.app, { email: person.email, password: person.password });
      expectJsonError(old.response, 401);
      const fresh = await signIn(t.app, { email: person.email, password: newPassword });
      expect(fresh.response.statusCode).toBe(200);
    });

    it('answers 400 on the current-password field when it is wrong, changing nothing', async () => {
      const person = await registerUser(t.app);
      const other = await signInAs(person);
      const response = await change(
        person.jar,
        { currentPassword: 'Errada-123', password: newPassword, confirmPassword: newPassword },
        { 'accept-language': 'es' },
      );
      expect(expectJsonError(response, 400)).toEqual({
        message: es('account:errors.wrongPassword'),
        fieldErrors: { currentPassword: [es('account:errors.wrongPassword')] },
      });
      expect((await getUser(other)).statusCode).toBe(200);
      const login = await signIn(t.app, { email: person.email, password: person.password });
      expect(login.response.statusCode).toBe(200);
    });

    it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
      [
        'a weak new password',
        { password: 'fraca', confirmPassword: 'fraca' },
        {
          password: [
            pt('common:validation.passwordMin'),
            pt('common:validation.passwordUppercase'),
            pt('common:validation.passwordNumber'),
            pt('common:validation.passwordSpecial'),
          ],
        },
      ],
      [
        'a confirmation that differs',
        { confirmPassword: 'Outra-Senha-43' },
        { confirmPassword: [pt('common:validation.passwordsMatch')] },
      ],
      [
        'no current password',
        { currentPassword: '' },
        { currentPassword: [pt('common:validation.required')] },
      ],
    ])('answers 400 for %s', async (_label, overrides, fieldErrors) => {
      const person = await registerUser(t.app);
      const response = await change(person.jar, {
        currentPassword: person.password,
        password: newPassword,
        confirmPassword: newPassword,
        ...overrides,
      });
      expect(expectJsonError(response, 400)).toEqual({
        message: pt('common:errors.validation'),
        fieldErrors,
      });
    });
  });

  describe('sessions', () => {
    it('lists the active sessions with their device, this one first and marked, never a token', async () => {
      const person = await registerUser(t.app);
      const phone = await signInAs(person, safariOnIphone);
      const sessions = await sessionsOf(phone);
      expect(sessions).toHaveLength(2);
      expect(sessions[0]).toEqual({
        id: expect.any(String),
        current: true,
        device: { browser: 'Safari', browserVersion: '17', os: 'iOS', kind: 'mobile' },
        createdAt: expect.stringMatching(/Z$/),
        lastUsedAt: expect.stringMatching(/Z$/),
      });
      expect(sessions[1]).toMatchObject({ current: false });
      const tokens = [person.jar.get(sessionCookieName), phone.get(sessionCookieName)];
      const body = JSON.stringify(sessions);
      for (const cookie of tokens) {
        const token = decodeURIComponent(cookie ?? '').split('.')[0] ?? '';
        expect(token.length).toBeGreaterThan(8);
        expect(body).not.toContain(token);
      }
    });

    it('shows only the account’s own sessions', async () => {
      const ana = await registerUser(t.app);
      const bia = await registerUser(t.app);
      const ids = (await sessionsOf(ana.jar)).map((s) => s.id);
      const biaIds = (await sessionsOf(bia.jar)).map((s) => s.id);
      expect(ids).toHaveLength(1);
      expect(biaIds).toHaveLength(1);
      expect(ids).not.toContain(biaIds[0]);
    });

    it('leaves out expired sessions', async () => {
      const person = await registerUser(t.app);
      const other = await signInAs(person);
      const expired = new Date(Date.now() - 60_000).toISOString();
      const otherId = (await sessionsOf(other)).find((s) => s.current)?.id ?? '';
      await sql`update session set ${sql.ref('expiresAt')} = ${expired} where id = ${otherId}`.execute(
        t.app.database.db,
      );
      expect((await sessionsOf(person.jar)).map((s) => s.id)).not.toContain(otherId);
    });

    it('moves "last used" forward when the app opens with a session (GET /api/user)', async () => {
      const person = await registerUser(t.app);
      const tenMinutesAgo = new Date(Date.now() - 10 * 60_000).toISOString();
      await sql`update session set ${sql.ref('updatedAt')} = ${tenMinutesAgo} where ${sql.ref('userId')} = ${person.user.id}`.execute(
        t.app.database.db,
      );
      const [before] = await sessionsOf(person.jar);
      expect(new Date(before?.lastUsedAt ?? 0).getTime()).toBeLessThan(Date.now() - 9 * 60_000);
      expect((await getUser(person.jar)).statusCode).toBe(200);
      const [after] = await sessionsOf(person.jar);
      expect(new Date(after?.lastUsedAt ?? 0).getTime()).toBeGreaterThan(Date.now() - 60_000);
    });

    it('signs out one other session', async () => {
      const person = await registerUser(t.app);
      const phone = await signInAs(person, safariOnIphone);
      const laptop = await signInAs(person);
      const phoneId = (await sessionsOf(phone)).find((s) => s.current)?.id ?? '';
      const response = await call('DELETE', `/api/account/sessions/${phoneId}`, {
        jar: person.jar,
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: en('account:messages.sessionRevoked') });
      expectJsonError(await getUser(phone), 401);
      expect((await getUser(laptop)).statusCode).toBe(200);
      expect((await getUser(person.jar)).statusCode).toBe(200);
      expect((await sessionsOf(person.jar)).map((s) => s.id)).not.toContain(phoneId);
    });

    it('answers 404 for another person’s session and leaves it alone', async () => {
      const ana = await registerUser(t.app);
      const bia = await registerUser(t.app);
      const biaSession = (await sessionsOf(bia.jar))[0]?.id ?? '';
      const response = await call('DELETE', `/api/account/sessions/${biaSession}`, {
        jar: ana.jar,
      });
      expect(expectJsonError(response, 404).message).toBe(pt('account:errors.sessionNotFound'));
      expect((await getUser(bia.jar)).statusCode).toBe(200);
      const unknown = await call('DELETE', '/api/account/sessions/nao-existe', { jar: ana.jar });
      expect(unknown.body).toBe(response.body);
    });

    it('answers 409 for the session in use: signing out is another call', async () => {
      const person = await registerUser(t.app);
      const current = (await sessionsOf(person.jar))[0]?.id ?? '';
      const response = await call('DELETE', `/api/account/sessions/${current}`, {
        jar: person.jar,
      });
      expect(expectJsonError(response, 409).message).toBe(pt('account:errors.currentSession'));
      expect((await getUser(person.jar)).statusCode).toBe(200);
    });

    it('signs out every other session at once, and only this account’s', async () => {
      const person = await registerUser(t.app);
      const others = [await signInAs(person), await signInAs(person, safariOnIphone)];
      const stranger = await registerUser(t.app);
      const response = await call('POST', '/api/account/sessions/revoke-others', {
        jar: person.jar,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        message: pt('account:messages.otherSessionsRevoked'),
        revoked: 2,
      });
      for (const other of others) expectJsonError(await getUser(other), 401);
      expect((await getUser(person.jar)).statusCode).toBe(200);
      expect((await getUser(stranger.jar)).statusCode).toBe(200);
      expect(await sessionsOf(person.jar)).toHaveLength(1);
    });
  });

  describe('GET /api/account/export', () => {
    it('is a JSON attachment, made fresh and never cached', async () => {
      const { jar } = await registerUser(t.app);
      const { response } = await exportOf(jar);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="nexus-ia-account-\d{4}-\d\d-\d\d\.json"$/,
      );
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('holds the profile, the sign-in method, the sessions and the leads of the verified address', async () => {
      const person = await registerUser(t.app, {
        fullName: 'Ana Souza',
        phone: '11 91234-5678',
        cpf: '529.982.247-25',
      });
      await signInAs(person, safariOnIphone);
      await verifyEmail(person.email);
      const mine = await sendLead({
        name: 'Ana Souza',
        email: person.email,
        company: 'Souza Ltda',
        message: 'Queremos automatizar o atendimento.',
      });
      await sendLead({ name: 'Outra Pessoa', email: `outra.${Date.now()}@example.com` });

      const { data, response } = await exportOf(person.jar);
      expect(data).toMatchObject({
        format: 'nexus-ia.account-export',
        version: 1,
        controller: {
          name: 'Nexus IA',
          dataProtectionOfficer: { email: 'privacidade@nexusia.com.br' },
        },
        profile: {
          id: person.user.id,
          fullName: 'Ana Souza',
          email: person.email,
          emailVerified: true,
          phone: '11 91234-5678',
          birthDate: person.birthDate,
          cpf: '52998224725',
          preferredLanguage: 'pt-BR',
          isAdmin: false,
        },
        signInMethods: [{ method: 'password' }],
        leads: {
          included: true,
          items: [
            {
              id: mine,
              name: 'Ana Souza',
              email: person.email,
              company: 'Souza Ltda',
              message: 'Queremos automatizar o atendimento.',
            },
          ],
        },
      });
      expect(data.leads.items).toHaveLength(1);
      expect(data.sessions).toHaveLength(2);
      expect(data.sessions.filter((s) => s.current)).toHaveLength(1);
      expect(data.sessions.map((s) => s.device.os)).toContain('iOS');
      expect(data.sessions[0]).toMatchObject({ ipAddress: '127.0.0.1' });
      expect(Date.now() - new Date(data.exportedAt).getTime()).toBeLessThan(60_000);

      // Never a secret: no password hash, no session token.
      const { rows } = await sql<{
        password: string;
      }>`select password from account where ${sql.ref('userId')} = ${person.user.id}`.execute(
        t.app.database.db,
      );
      expect(rows[0]?.password).toMatch(/^\$argon2id\$/);
      expect(response.body).not.toContain(rows[0]?.password);
      expect(response.body).not.toMatch(/argon2|"token"\s*:|"password"\s*:/);
      const token = decodeURIComponent(person.jar.get(sessionCookieName) ?? '').split('.')[0];
      expect(response.body).not.toContain(token);
    });

    it('leaves the leads out while the address is not verified: anyone can register any address', async () => {
      const person = await registerUser(t.app);
      await sendLead({ name: 'Ana', email: person.email, message: 'Dados de outra pessoa' });
      const { data, response } = await exportOf(person.jar);
      expect(data.leads).toEqual({ included: false, reason: 'email-not-verified', items: [] });
      expect(response.body).not.toContain('Dados de outra pessoa');
    });

    it('answers only with the data of the session’s own account', async () => {
      const ana = await registerUser(t.app);
      const bia = await registerUser(t.app);
      const { data } = await exportOf(ana.jar);
      expect(data.profile.email).toBe(ana.email);
      expect(JSON.stringify(data)).not.toContain(bia.email);
      expect(JSON.stringify(data)).not.toContain(bia.user.id);
    });
  });

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
    const t = await startTestApp(kind, {
      ...relaxedRateLimits,
      RATE_LIMIT_PASSWORD_CHECK_MAX: '2',
    });
    onTestFinished(() => t.close());
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
    const t = await startTestApp(kind, { ...relaxedRateLimits, RATE_LIMIT_LOGIN_ACCOUNT_MAX: '2' });
    onTestFinished(() => t.close());
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
    const t = await startTestApp(kind, { ...relaxedRateLimits, RATE_LIMIT_ACCOUNT_MAX: '2' });
    onTestFinished(() => t.close());
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
