import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  CookieJar,
  expectJsonError,
  registerUser,
  send,
  texts,
  validRegistration,
  useTestApp,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import {
  userKeys,
  sessionCookie,
  rawSessionCookie,
  seventeenYearsOld,
  accountsApi,
} from './accounts-api.test-support.ts';

/** Accounts API: POST /api/register (spec 01 §5; issue "Accounts API"), on SQLite and PostgreSQL. */

const pt = texts.for('pt-BR');
const en = texts.for('en');

describe.each(testDatabases)('accounts API on %s', (kind) => {
  const t = useTestApp(kind);
  const { post, getUser, userRow } = accountsApi(t);

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
});
