import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CookieJar,
  expectJsonError,
  registerUser,
  relaxedRateLimits,
  resetTokenOf,
  send,
  sessionCookieName,
  signIn,
  startTestApp,
  texts,
  validRegistration,
  type SendOptions,
  type TestApp,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { isResetMail, mailsMatching } from './mail-test-support.ts';

/** Accounts API (spec 01 §5, §7; issue "Accounts API"), on SQLite and PostgreSQL alike. */

const pt = texts.for('pt-BR');
const en = texts.for('en');
const es = texts.for('es');

const userKeys = ['createdAt', 'email', 'emailVerified', 'fullName', 'id', 'isAdmin', 'isEditor'];
const thirtyDays = 30 * 24 * 60 * 60;

function sessionCookie(response: LightMyRequestResponse) {
  return response.cookies.find((c) => c.name === sessionCookieName);
}

/** The raw Set-Cookie line of the session cookie, to check attributes as the browser reads them. */
function rawSessionCookie(response: LightMyRequestResponse): string {
  const lines = [response.headers['set-cookie'] ?? []].flat();
  const line = lines.find((l) => l.startsWith(`${sessionCookieName}=`));
  if (!line) throw new Error(`no session cookie in ${JSON.stringify(lines)}`);
  return line;
}

/** A birth date that makes its owner 17 today, in any time zone. */
function seventeenYearsOld(): string {
  return `${new Date().getUTCFullYear() - 17}-01-01`;
}

describe.each(testDatabases)('accounts API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, relaxedRateLimits);
  });
  afterAll(async () => {
    await t?.close();
  });

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

  describe('POST /api/register', () => {
    it('creates the account: 201 {user} and a session cookie (HttpOnly, SameSite=Lax, no Secure on http)', async () => {
      const body = validRegistration({
        email: `  Bia.${Date.now()}@Example.COM `,
        fullName: ' Beatriz Lima ',
      });
      const jar = new CookieJar();
      const response = await post('/api/register', body, { jar });
      expect(response.statusCode, response.body).toBe(201);
      const answer = response.json<{ user: Record<string, unknown> }>();
      expect(Object.keys(answer)).toEqual(['user']);
      expect(Object.keys(answer.user).sort()).toEqual(userKeys);
      expect(answer.user).toMatchObject({
        fullName: 'Beatriz Lima',
        email: body.email.trim().toLowerCase(),
        isAdmin: false,
        emailVerified: false,
      });
      expect(response.body).not.toMatch(/password|hash|argon/i);

      expect(sessionCookie(response)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      const raw = rawSessionCookie(response);
      expect(raw).toMatch(/;\s*HttpOnly/i);
      expect(raw).toMatch(/;\s*SameSite=Lax/i);
      expect(raw).not.toMatch(/;\s*Secure/i);

      const me = await getUser(jar);
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual(answer.user);
    });

    it('stores the password as an argon2id hash, never in clear', async () => {
      const { email, password, user } = await registerUser(t.app);
      const { rows } = await sql<{
        password: string;
      }>`select password from account where ${sql.ref('userId')} = ${user.id}`.execute(
        t.app.database.db,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.password).toMatch(/^\$argon2id\$/);
      expect(rows[0]?.password).not.toContain(password);
      expect(JSON.stringify(await userRow(email))).not.toContain(password);
    });

    // One rule broken at a time: each reports exactly its own message, on its own field.
    it.each<[string, Record<string, unknown>, string, string]>([
      ['empty full name', { fullName: '' }, 'fullName', 'validation.required'],
      ['full name of 2 letters', { fullName: 'Al' }, 'fullName', 'validation.fullNameMin'],
      ['full name with a digit', { fullName: 'Ana 2' }, 'fullName', 'validation.fullNameLetters'],
      ['full name of 121 letters', { fullName: 'a'.repeat(121) }, 'fullName', 'validation.tooLong'],
      ['empty e-mail', { email: '' }, 'email', 'validation.required'],
      ['invalid e-mail', { email: 'ana@' }, 'email', 'validation.email'],
      [
        'password of 6',
        { password: 'Ab1-cd', confirmPassword: 'Ab1-cd' },
        'password',
        'validation.passwordMin',
      ],
      [
        'password without uppercase',
        { password: 'senha-forte1', confirmPassword: 'senha-forte1' },
        'password',
        'validation.passwordUppercase',
      ],
      [
        'password without lowercase',
        { password: 'SENHA-FORTE1', confirmPassword: 'SENHA-FORTE1' },
        'password',
        'validation.passwordLowercase',
      ],
      [
        'password without digit',
        { password: 'Senha-Forte', confirmPassword: 'Senha-Forte' },
        'password',
        'validation.passwordNumber',
      ],
      [
        'password without special character',
        { password: 'SenhaForte1', confirmPassword: 'SenhaForte1' },
        'password',
        'validation.passwordSpecial',
      ],
      [
        'confirmation that differs',
        { confirmPassword: 'Outra-Senha1' },
        'confirmPassword',
        'validation.passwordsMatch',
      ],
      ['empty confirmation', { confirmPassword: '' }, 'confirmPassword', 'validation.required'],
      [
        'birth date that is no day',
        { birthDate: '1990-02-30' },
        'birthDate',
        'validation.birthDate',
      ],
      [
        'birth date in another format',
        { birthDate: '17/05/1990' },
        'birthDate',
        'validation.birthDate',
      ],
      ['age of 17', { birthDate: seventeenYearsOld() }, 'birthDate', 'validation.minAge'],
      ['CPF of 3 digits', { cpf: '123' }, 'cpf', 'validation.cpf'],
      ['CPF of one repeated digit', { cpf: '111.111.111-11' }, 'cpf', 'validation.cpfRepeated'],
      ['phone of 41 characters', { phone: '9'.repeat(41) }, 'phone', 'validation.tooLong'],
      ['terms not accepted', { termsAccepted: false }, 'termsAccepted', 'validation.terms'],
      ['terms missing', { termsAccepted: undefined }, 'termsAccepted', 'validation.terms'],
    ])(
      '400 for %s, with the translated message on that field only',
      async (_label, overrides, field, key) => {
        const before = await t.countRows('user');
        const response = await post('/api/register', validRegistration(overrides));
        const body = expectJsonError(response, 400);
        expect(body).toEqual({
          message: pt('common:errors.validation'),
          fieldErrors: { [field]: [pt(`common:${key}`)] },
        });
        expect(body.fieldErrors?.[field]?.[0]).not.toContain('validation.');
        expect(response.headers['set-cookie']).toBeUndefined();
        expect(await t.countRows('user')).toBe(before);
      },
    );

    it('reports every missing field at once', async () => {
      const body = expectJsonError(await post('/api/register', {}), 400);
      expect(body.fieldErrors).toEqual({
        fullName: ['Campo obrigatório'],
        email: ['Campo obrigatório'],
        password: ['Campo obrigatório'],
        confirmPassword: ['Campo obrigatório'],
        birthDate: ['Campo obrigatório'],
        termsAccepted: ['Você precisa aceitar os termos de uso'],
      });
      expect(body.message).toBe('Alguns campos precisam de correção.');
    });

    it.each<[string, Record<string, string>, string, string]>([
      [
        'pt-BR by default',
        {},
        'Alguns campos precisam de correção.',
        'A senha deve conter uma letra maiúscula',
      ],
      [
        'en by Accept-Language',
        { 'accept-language': 'en' },
        'Some fields need your attention.',
        'Password must contain an uppercase letter',
      ],
      [
        'en by weighted Accept-Language',
        { 'accept-language': 'fr-FR, en;q=0.8, pt;q=0.5' },
        'Some fields need your attention.',
        'Password must contain an uppercase letter',
      ],
      [
        'es by the user-locale cookie',
        { cookie: 'user-locale=es' },
        'Algunos campos necesitan corrección.',
        'La contraseña debe incluir una letra mayúscula',
      ],
      [
        'the cookie over Accept-Language',
        { cookie: 'user-locale=es', 'accept-language': 'en' },
        'Algunos campos necesitan corrección.',
        'La contraseña debe incluir una letra mayúscula',
      ],
      [
        "the page's language (x-ui-language) over the cookie",
        { 'x-ui-language': 'en', cookie: 'user-locale=es', 'accept-language': 'es' },
        'Some fields need your attention.',
        'Password must contain an uppercase letter',
      ],
      [
        'the cookie for an unsupported x-ui-language',
        { 'x-ui-language': 'fr', cookie: 'user-locale=es' },
        'Algunos campos necesitan corrección.',
        'La contraseña debe incluir una letra mayúscula',
      ],
      [
        'pt-BR for an unsupported cookie',
        { cookie: 'user-locale=fr' },
        'Alguns campos precisam de correção.',
        'A senha deve conter uma letra maiúscula',
      ],
    ])('answers in %s', async (_label, headers, message, passwordMessage) => {
      const response = await post(
        '/api/register',
        validRegistration({ password: 'senha-forte1', confirmPassword: 'senha-forte1' }),
        { headers },
      );
      expect(expectJsonError(response, 400)).toEqual({
        message,
        fieldErrors: { password: [passwordMessage] },
      });
    });

    // Issue 15 point 6: eleven equal digits were typed, so "enter the 11 digits" would be wrong.
    it.each([
      [
        'pt-BR',
        'CPF inválido: os 11 dígitos não podem ser todos iguais',
        'CPF inválido: informe os 11 dígitos',
      ],
      [
        'en',
        'Invalid CPF: the 11 digits cannot all be the same',
        'Invalid CPF: enter all 11 digits',
      ],
      [
        'es',
        'CPF no válido: los 11 dígitos no pueden ser todos iguales',
        'CPF no válido: ingrese los 11 dígitos',
      ],
    ])(
      'in %s, a CPF of one repeated digit and a CPF of 10 digits get different messages',
      async (language, repeated, count) => {
        const headers = { 'accept-language': language };
        const sameDigit = await post(
          '/api/register',
          validRegistration({ cpf: '111.111.111-11' }),
          { headers },
        );
        expect(expectJsonError(sameDigit, 400).fieldErrors).toEqual({ cpf: [repeated] });
        const tooShort = await post('/api/register', validRegistration({ cpf: '123.456.789-0' }), {
          headers,
        });
        expect(expectJsonError(tooShort, 400).fieldErrors).toEqual({ cpf: [count] });
      },
    );

    it('ignores fields it does not know: isAdmin true does not make an admin', async () => {
      const body = validRegistration({
        isAdmin: true,
        emailVerified: true,
        role: 'admin',
        id: 'chosen-id',
        createdAt: '2000-01-01T00:00:00.000Z',
      });
      const jar = new CookieJar();
      const response = await post('/api/register', body, { jar });
      expect(response.statusCode, response.body).toBe(201);
      const { user } = response.json<{ user: Record<string, unknown> }>();
      expect(user.isAdmin).toBe(false);
      expect(user.id).not.toBe('chosen-id');
      expect(user.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
      expect((await getUser(jar)).json()).toMatchObject({ isAdmin: false });
      const row = await userRow(body.email);
      expect(Boolean(row?.isAdmin)).toBe(false);
      expect(Boolean(row?.emailVerified)).toBe(false);
      expect(await send(t.app, { method: 'GET', url: '/api/contacts', jar })).toMatchObject({
        statusCode: 403,
      });
    });

    it('refuses an e-mail already registered, whatever its case: 409 on the email field', async () => {
      const first = validRegistration({ email: `Maria.${Date.now()}@Example.com` });
      await post('/api/register', first);
      const before = await t.countRows('user');
      const response = await post(
        '/api/register',
        validRegistration({ email: first.email.toUpperCase(), fullName: 'Outra Maria' }),
      );
      expect(expectJsonError(response, 409)).toEqual({
        message: pt('common:errors.validation'),
        fieldErrors: { email: ['Este e-mail já está cadastrado'] },
      });
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await t.countRows('user')).toBe(before);
      const inEnglish = await post('/api/register', validRegistration({ email: first.email }), {
        headers: { 'accept-language': 'en' },
      });
      expect(expectJsonError(inEnglish, 409).fieldErrors).toEqual({
        email: [en('common:validation.emailTaken')],
      });
    });

    it('answers 409 to the copies of a registration sent several times at once (double click)', async () => {
      const body = validRegistration();
      const before = await t.countRows('user');
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => post('/api/register', body)),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
      for (const refused of answers.filter((r) => r.statusCode !== 201)) {
        expect(expectJsonError(refused, 409).fieldErrors).toEqual({
          email: [pt('common:validation.emailTaken')],
        });
      }
      expect(await t.countRows('user')).toBe(before + 1);
    });

    it.each<[string, Record<string, unknown>, string | null]>([
      ['left out', {}, null],
      ['blank', { cpf: '' }, null],
      ['formatted', { cpf: '529.982.247-25' }, '52998224725'],
      ['digits only', { cpf: '52998224725' }, '52998224725'],
    ])('accepts a CPF %s, stored as digits', async (_label, overrides, stored) => {
      const { email } = await registerUser(t.app, overrides);
      expect((await userRow(email))?.cpf ?? null).toBe(stored);
    });

    it('keeps the optional phone and the language the visitor used', async () => {
      const { email } = await registerUser(t.app, { phone: '+55 11 91234-5678' });
      expect(await userRow(email)).toMatchObject({ phone: '+55 11 91234-5678', locale: 'pt-BR' });
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

  describe('POST /api/forgot-password', () => {
    it('answers the same for known and unknown e-mails, and mails only the known one', async () => {
      const { email } = await registerUser(t.app);
      const unknownEmail = `ninguem.${Date.now()}@example.com`;
      const unknown = await post('/api/forgot-password', { email: unknownEmail });
      const known = await post('/api/forgot-password', { email });
      expect(unknown.statusCode).toBe(200);
      expect(known.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      expect(known.json()).toEqual({
        message: 'Se este e-mail estiver cadastrado, enviaremos um link para redefinir a senha.',
      });

      const mails = await mailsMatching(t, email, isResetMail);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[\w-]+$/m);
      expect((await t.outbox()).filter((m) => m.to === unknownEmail)).toEqual([]);
    });

    it.each([
      ['pt-BR by default', {}, pt, 'Redefinição de senha — Nexus IA', 'Olá, Ana Souza'],
      [
        'pt-BR by Accept-Language',
        { 'accept-language': 'pt-BR,pt;q=0.9' },
        pt,
        'Redefinição de senha — Nexus IA',
        'Olá, Ana Souza',
      ],
      [
        'en by Accept-Language',
        { 'accept-language': 'en-US,en;q=0.9' },
        en,
        'Reset your password — Nexus IA',
        'Hello Ana Souza,',
      ],
      [
        'es by the user-locale cookie',
        { cookie: 'user-locale=es' },
        es,
        'Restablezca su contraseña — Nexus IA',
        'Hola, Ana Souza:',
      ],
    ])(
      'writes the mail in the language of the request: %s',
      async (_label, headers, locale, subject, greeting) => {
        const { email } = await registerUser(t.app, { fullName: 'Ana Souza' });
        const response = await post('/api/forgot-password', { email }, { headers });
        expect(response.json()).toEqual({
          message: locale('common:messages.passwordResetRequested'),
        });
        const [mail] = await mailsMatching(t, email, isResetMail);
        expect(mail?.subject).toBe(subject);
        expect(mail?.text.split('\n')[0]).toBe(greeting);
      },
    );

    it('follows the language of the request, not the one the account was created in', async () => {
      const body = validRegistration();
      const registered = await post('/api/register', body, {
        headers: { cookie: 'user-locale=es' },
      });
      expect(registered.statusCode).toBe(201);
      expect(await userRow(body.email)).toMatchObject({ locale: 'es' });
      const { mail } = await requestReset(body.email, { 'accept-language': 'en' });
      expect(mail.subject).toBe('Reset your password — Nexus IA');
    });

    it('finds the account whatever the case of the e-mail typed', async () => {
      const { email } = await registerUser(t.app);
      const response = await post('/api/forgot-password', { email: ` ${email.toUpperCase()} ` });
      expect(response.statusCode).toBe(200);
      expect(await mailsMatching(t, email, isResetMail)).toHaveLength(1);
    });

    it('answers 400 with field messages for an invalid e-mail', async () => {
      expect(
        expectJsonError(await post('/api/forgot-password', { email: 'ana@' }), 400).fieldErrors,
      ).toEqual({
        email: [pt('common:validation.email')],
      });
      expect(expectJsonError(await post('/api/forgot-password', {}), 400).fieldErrors).toEqual({
        email: [pt('common:validation.required')],
      });
    });
  });

  describe('POST /api/reset-password', () => {
    it('sets the new password, ends every session of the account, and the token works once', async () => {
      const { email, password, jar, user } = await registerUser(t.app);
      const second = await signIn(t.app, { email, password, rememberMe: true });
      expect(await sessionsOf(user.id)).toBe(2);
      const { token } = await requestReset(email);
      const newPassword = 'Nova-Senha-42';

      const response = await post('/api/reset-password', {
        token,
        password: newPassword,
        confirmPassword: newPassword,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        message: 'Senha redefinida. Faça login com a nova senha.',
      });

      expect(await sessionsOf(user.id)).toBe(0);
      expectJsonError(await getUser(jar), 401);
      expectJsonError(await getUser(second.jar), 401);
      expectJsonError((await signIn(t.app, { email, password })).response, 401);
      expect((await signIn(t.app, { email, password: newPassword })).response.statusCode).toBe(200);

      const again = await post('/api/reset-password', {
        token,
        password: 'Outra-Senha-43',
        confirmPassword: 'Outra-Senha-43',
      });
      expect(expectJsonError(again, 400)).toEqual({
        message: pt('common:errors.invalidResetToken'),
        fieldErrors: { token: [pt('common:errors.invalidResetToken')] },
      });
      expect((await signIn(t.app, { email, password: newPassword })).response.statusCode).toBe(200);
    });

    it('lets a token sent several times at once reset the password only once', async () => {
      const { email } = await registerUser(t.app);
      const { token } = await requestReset(email);
      const passwords = ['Nova-Senha-1', 'Nova-Senha-2', 'Nova-Senha-3'];
      const answers = await Promise.all(
        passwords.map((p) =>
          post('/api/reset-password', { token, password: p, confirmPassword: p }),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
      const winner = passwords[answers.findIndex((r) => r.statusCode === 200)] ?? '';
      for (const p of passwords) {
        const { response } = await signIn(t.app, { email, password: p });
        expect(response.statusCode).toBe(p === winner ? 200 : 401);
      }
    });

    it('keeps the new password as an argon2id hash', async () => {
      const { email, user } = await registerUser(t.app);
      const { token } = await requestReset(email);
      await post('/api/reset-password', {
        token,
        password: 'Nova-Senha-42',
        confirmPassword: 'Nova-Senha-42',
      });
      const { rows } = await sql<{
        password: string;
      }>`select password from account where ${sql.ref('userId')} = ${user.id}`.execute(
        t.app.database.db,
      );
      expect(rows[0]?.password).toMatch(/^\$argon2id\$/);
    });

    it('answers 400 for a token it never issued', async () => {
      const response = await post(
        '/api/reset-password',
        {
          token: 'nao-existe-123',
          password: 'Nova-Senha-42',
          confirmPassword: 'Nova-Senha-42',
        },
        { headers: { 'accept-language': 'en' } },
      );
      expect(expectJsonError(response, 400)).toEqual({
        message: en('common:errors.invalidResetToken'),
        fieldErrors: { token: [en('common:errors.invalidResetToken')] },
      });
    });

    it('answers 400 for an expired token and leaves the password as it was', async () => {
      const { email, password, user } = await registerUser(t.app);
      const { token } = await requestReset(email);
      // An hour passes: the token's expiry is moved into the past instead of waiting for it. The
      // row holds a hash of the token (decision 0027): it is the account's one reset row.
      const expired = new Date(Date.now() - 60_000).toISOString();
      const update =
        await sql`update verification set ${sql.ref('expiresAt')} = ${expired} where value = ${user.id} and identifier like ${'reset-password%'}`.execute(
          t.app.database.db,
        );
      expect(Number(update.numAffectedRows)).toBe(1);

      const response = await post('/api/reset-password', {
        token,
        password: 'Nova-Senha-42',
        confirmPassword: 'Nova-Senha-42',
      });
      expect(expectJsonError(response, 400).fieldErrors).toEqual({
        token: [pt('common:errors.invalidResetToken')],
      });
      expect((await signIn(t.app, { email, password })).response.statusCode).toBe(200);
    });

    it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
      [
        'a weak password',
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
      ['no token', { token: '' }, { token: [pt('common:validation.required')] }],
    ])('answers 400 for %s, and the token stays usable', async (_label, overrides, fieldErrors) => {
      const { email } = await registerUser(t.app);
      const { token } = await requestReset(email);
      const valid = { token, password: 'Nova-Senha-42', confirmPassword: 'Nova-Senha-42' };
      const response = await post('/api/reset-password', { ...valid, ...overrides });
      expect(expectJsonError(response, 400)).toEqual({
        message: pt('common:errors.validation'),
        fieldErrors,
      });
      expect((await post('/api/reset-password', valid)).statusCode).toBe(200);
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
