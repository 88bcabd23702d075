import { describe, expect, it } from 'vitest';
import type { CookieJar } from '#server/test/app-harness.ts';
import {
  expectJsonError,
  registerUser,
  sessionCookieName,
  signIn,
  texts,
  type SendOptions,
  useTestApp,
  weakPasswordMessages,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { safariOnIphone, accountApi } from './account-api.test-support.ts';

/**
 * Account self-service (issue "Account self-service"; LGPD art. 18): each call signed in, on one's
 * own data only, password re-checked where the issue says so — on SQLite and PostgreSQL alike.
 * Here: signed out, the profile and the password; sessions and export in
 * account-sessions.api.test.ts, deletion and limits in account-deletion.api.test.ts.
 */

const pt = texts.for('pt-BR');
const es = texts.for('es');

describe.each(testDatabases)('account API on %s', (kind) => {
  const t = useTestApp(kind);
  const { call, getUser, profileOf, sessionsOf, signInAs, verifyEmail } = accountApi(t);

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
        { password: weakPasswordMessages(pt) },
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
});
