import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  expectJsonError,
  registerUser,
  signIn,
  texts,
  validRegistration,
  useTestApp,
  weakPasswordMessages,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { isResetMail, mailsMatching } from './mail-test-support.ts';
import { accountsApi } from './accounts-api.test-support.ts';

/**
 * Accounts API: a forgotten password, asked for and reset (spec 01 §5, §7; issue "Accounts API"),
 * on SQLite and PostgreSQL.
 */

const pt = texts.for('pt-BR');
const en = texts.for('en');
const es = texts.for('es');

describe.each(testDatabases)('accounts API on %s', (kind) => {
  const t = useTestApp(kind);
  const { post, getUser, userRow, sessionsOf, requestReset } = accountsApi(t);

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
        { password: weakPasswordMessages(pt) },
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
});
