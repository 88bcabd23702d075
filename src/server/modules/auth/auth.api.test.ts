import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CookieJar } from '#server/test/app-harness.ts';
import {
  expectJsonError,
  registerUser,
  send,
  sessionCookieName,
  signIn,
  texts,
  validRegistration,
  useTestApp,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import {
  userKeys,
  thirtyDays,
  sessionCookie,
  rawSessionCookie,
  accountsApi,
} from './accounts-api.test-support.ts';

/**
 * Accounts API (spec 01 §5, §7; issue "Accounts API"), on SQLite and PostgreSQL alike: who is signed
 * in, signing in and out, and the logs. Registration is in auth-register.api.test.ts, the
 * forgotten-password flow in auth-recovery.api.test.ts.
 */

const pt = texts.for('pt-BR');

describe.each(testDatabases)('accounts API on %s', (kind) => {
  const t = useTestApp(kind);
  const { post, getUser, sessionsOf, requestReset } = accountsApi(t);

  describe('GET /api/user', () => {
    it('answers 401 JSON when signed out', async () => {
      const response = await getUser();
      expect(expectJsonError(response, 401).message).toBe('Faça login para continuar.');
    });

    it.each([
      ['a forged token', 'abc.def'],
      ['a garbled percent-encoding', '%E0%A4%A'],
      ['a 4 KB value', 'x'.repeat(4096)],
      ['an empty value', ''],
    ])('answers 401 for a session cookie with %s', async (_label, value) => {
      const response = await getUser(undefined, { cookie: `${sessionCookieName}=${value}` });
      expectJsonError(response, 401);
    });

    it('returns exactly {id, fullName, email, isAdmin, isEditor, emailVerified, createdAt} when signed in, never a hash', async () => {
      const { jar, email, user: registered } = await registerUser(t.app, { fullName: 'Ana Souza' });
      const response = await getUser(jar);
      expect(response.statusCode).toBe(200);
      const user = response.json<Record<string, unknown>>();
      expect(Object.keys(user).sort()).toEqual(userKeys);
      expect(user).toMatchObject({
        id: registered.id,
        fullName: 'Ana Souza',
        email,
        isAdmin: false,
        isEditor: false,
        emailVerified: false,
      });
      expect(typeof user.id).toBe('string');
      expect(new Date(String(user.createdAt)).toISOString()).toBe(user.createdAt);
      expect(response.body).not.toMatch(/password|hash|argon/i);
    });
  });

  describe('GET /api/session', () => {
    const getSession = (jar?: CookieJar, headers: Record<string, string> = {}) =>
      send(t.app, { method: 'GET', url: '/api/session', jar, headers });

    it('answers 200 {user: null} when signed out or with a forged cookie: no error for a page view', async () => {
      for (const headers of [undefined, { cookie: `${sessionCookieName}=abc.def` }]) {
        const response = await getSession(undefined, headers);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ user: null });
      }
    });

    it('answers {user} with the fields of GET /api/user when signed in, and null after sign-out', async () => {
      const { jar, user: registered } = await registerUser(t.app, { fullName: 'Ana Souza' });
      const response = await getSession(jar);
      expect(response.statusCode).toBe(200);
      const { user } = response.json<{ user: Record<string, unknown> }>();
      expect(Object.keys(user).sort()).toEqual(userKeys);
      expect(user).toMatchObject({ id: registered.id, fullName: 'Ana Souza' });
      expect(response.body).not.toMatch(/password|hash|argon/i);
      expect((await post('/api/logout', undefined, { jar })).statusCode).toBe(200);
      expect((await getSession(jar)).json()).toEqual({ user: null });
    });
  });

  describe('POST /api/login', () => {
    it('signs in: 200 {user} and a working session', async () => {
      const { email, password, user } = await registerUser(t.app);
      const { response, jar } = await signIn(t.app, { email, password });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<{ user: Record<string, unknown> }>();
      expect(Object.keys(answer)).toEqual(['user']);
      expect(Object.keys(answer.user).sort()).toEqual(userKeys);
      expect(answer.user).toMatchObject({ id: user.id, email, isAdmin: false });
      expect((await getUser(jar)).json()).toEqual(answer.user);
    });

    it('accepts the e-mail in any case and with spaces around it', async () => {
      const { email, password } = await registerUser(t.app);
      const { response } = await signIn(t.app, { email: `  ${email.toUpperCase()} `, password });
      expect(response.statusCode, response.body).toBe(200);
    });

    it('gives the same 401 for a wrong password and an unknown e-mail, and sets no cookie', async () => {
      const { email } = await registerUser(t.app);
      const wrongPassword = await signIn(t.app, { email, password: 'Errada-123' });
      const unknown = await signIn(t.app, {
        email: `ninguem.${Date.now()}@example.com`,
        password: 'Errada-123',
      });
      expect(expectJsonError(wrongPassword.response, 401)).toEqual({
        message: 'E-mail ou senha incorretos.',
      });
      expect(unknown.response.statusCode).toBe(401);
      expect(unknown.response.body).toBe(wrongPassword.response.body);
      expect(wrongPassword.response.headers['set-cookie']).toBeUndefined();
      expect(unknown.response.headers['set-cookie']).toBeUndefined();
    });

    it.each<[string, boolean | undefined]>([
      ['left out', undefined],
      ['false', false],
    ])(
      'with rememberMe %s, sets a browser-session cookie (no Max-Age, no Expires)',
      async (_label, rememberMe) => {
        const { email, password } = await registerUser(t.app);
        const { response, jar } = await signIn(t.app, { email, password, rememberMe });
        expect(response.statusCode).toBe(200);
        const cookie = sessionCookie(response);
        expect(cookie?.maxAge).toBeUndefined();
        expect(cookie?.expires).toBeUndefined();
        expect(rawSessionCookie(response)).not.toMatch(/max-age|expires/i);
        expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
        expect((await getUser(jar)).statusCode).toBe(200);
      },
    );

    it('with rememberMe true, keeps the session for 30 days (Max-Age=2592000)', async () => {
      const { email, password } = await registerUser(t.app);
      const { response, jar } = await signIn(t.app, { email, password, rememberMe: true });
      expect(response.statusCode).toBe(200);
      expect(sessionCookie(response)).toMatchObject({
        maxAge: thirtyDays,
        httpOnly: true,
        sameSite: 'Lax',
      });
      expect(rawSessionCookie(response)).toMatch(/;\s*Max-Age=2592000(;|$)/i);
      expect((await getUser(jar)).statusCode).toBe(200);
    });

    it.each([
      [false, 'stays a browser-session cookie (no Max-Age)', undefined],
      [true, 'gets a fresh 30-day cookie', thirtyDays],
    ])(
      'with rememberMe %s, a session visited two days later %s',
      async (rememberMe, _label, maxAge) => {
        const { email, password, user } = await registerUser(t.app);
        const { jar } = await signIn(t.app, { email, password, rememberMe });
        // Two days pass: the session's dates move back instead of waiting (Better Auth judges by expiresAt).
        const day = 24 * 60 * 60 * 1000;
        const updatedAt = new Date(Date.now() - 2 * day).toISOString();
        const expiresAt = new Date(Date.now() + 28 * day).toISOString();
        await sql`update session set ${sql.ref('updatedAt')} = ${updatedAt}, ${sql.ref('expiresAt')} = ${expiresAt} where ${sql.ref('userId')} = ${user.id}`.execute(
          t.app.database.db,
        );
        const response = await getUser(jar);
        expect(response.statusCode).toBe(200);
        expect(sessionCookie(response)?.maxAge).toBe(maxAge);
        expect((await getUser(jar)).statusCode).toBe(200);
      },
    );

    it('issues a new session token at every sign-in', async () => {
      const registered = await registerUser(t.app);
      const tokens = [registered.jar.get(sessionCookieName)];
      const jars = [registered.jar];
      for (let i = 0; i < 2; i++) {
        const { response, jar } = await signIn(t.app, {
          email: registered.email,
          password: registered.password,
        });
        expect(response.statusCode).toBe(200);
        tokens.push(jar.get(sessionCookieName));
        jars.push(jar);
      }
      expect(tokens.every(Boolean)).toBe(true);
      expect(new Set(tokens).size).toBe(3);
      for (const jar of jars) expect((await getUser(jar)).statusCode).toBe(200);
    });

    it('answers 400 with field messages for an invalid body', async () => {
      const body = expectJsonError(
        await post('/api/login', { email: 'ana@', password: '', rememberMe: 'yes' }),
        400,
      );
      expect(body.fieldErrors).toEqual({
        email: [pt('common:validation.email')],
        password: [pt('common:validation.required')],
        rememberMe: [pt('common:validation.type')],
      });
    });
  });

  describe('POST /api/logout', () => {
    it('ends the session: the old cookie is refused afterwards, other sessions live on', async () => {
      const { email, password, jar, user } = await registerUser(t.app);
      const other = await signIn(t.app, { email, password });
      expect(await sessionsOf(user.id)).toBe(2);
      const oldCookie = jar.header() ?? '';
      const response = await post('/api/logout', undefined, { jar });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      const cleared = sessionCookie(response);
      expect(cleared?.value === '' || cleared?.maxAge === 0).toBe(true);
      expect(jar.get(sessionCookieName)).toBeUndefined();
      expectJsonError(await getUser(undefined, { cookie: oldCookie }), 401);
      expect(await sessionsOf(user.id)).toBe(1);
      expect((await getUser(other.jar)).statusCode).toBe(200);
    });

    it('works when signed out', async () => {
      const response = await post('/api/logout', undefined);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    });
  });

  describe('logs', () => {
    it('never contain a password, a reset token or a session cookie', async () => {
      const secrets: string[] = [];
      const keepCookies = (response: LightMyRequestResponse) => {
        for (const c of response.cookies) {
          if (c.value)
            secrets.push(
              c.value,
              decodeURIComponent(c.value),
              decodeURIComponent(c.value).split('.')[0] ?? '',
            );
        }
      };
      const password = 'Primeira-Senha-1';
      const wrongPassword = 'Senha-Errada-2';
      const newPassword = 'Segunda-Senha-3';
      secrets.push(password, wrongPassword, newPassword);

      const body = validRegistration({ password, confirmPassword: password });
      const registered = await post('/api/register', body);
      expect(registered.statusCode).toBe(201);
      keepCookies(registered);
      expect(
        (await signIn(t.app, { email: body.email, password: wrongPassword })).response.statusCode,
      ).toBe(401);
      const login = await signIn(t.app, { email: body.email, password, rememberMe: true });
      keepCookies(login.response);
      expect((await getUser(login.jar)).statusCode).toBe(200);

      const { token } = await requestReset(body.email);
      secrets.push(token);
      // The browser opens the link from the mail: the token is in the URL of this request.
      await send(t.app, {
        method: 'GET',
        url: `/reset-password?token=${encodeURIComponent(token)}`,
      });
      const reset = await post('/api/reset-password', {
        token,
        password: newPassword,
        confirmPassword: newPassword,
      });
      expect(reset.statusCode).toBe(200);
      const again = await signIn(t.app, { email: body.email, password: newPassword });
      keepCookies(again.response);
      keepCookies(await post('/api/logout', undefined, { jar: again.jar }));

      const logs = t.logs().join('\n');
      expect(logs).toContain('/api/reset-password');
      expect(logs).toContain('/reset-password?token=[redacted]');
      for (const secret of secrets.filter((s) => s.length >= 8)) expect(logs).not.toContain(secret);
      expect(logs).not.toContain('$argon2');
    });

    // Runs last: by now every test above has failed, refused and succeeded with these passwords.
    it('hold none of the passwords this whole suite sent, nor any session cookie', () => {
      const logs = t.logs().join('\n');
      for (const password of ['Senha-Forte1', 'Errada-123', 'Nova-Senha-42', 'Outra-Senha-43']) {
        expect(logs).not.toContain(password);
      }
      expect(logs).not.toContain(`${sessionCookieName}=`);
    });
  });
});
