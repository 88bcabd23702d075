import { createServer, type Socket } from 'node:net';
import { sql } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { CookieJar } from '#server/test/app-harness.ts';
import {
  expectJsonError,
  registerUser,
  send,
  type SendOptions,
  startAppForTest,
  texts,
  useTestApp,
  validRegistration,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { isVerificationMail, mailsMatching, verificationTokenOf } from './mail-test-support.ts';

/** E-mail verification (issue "Account self-service" §2): single-use links valid 24 h, resend. */

const pt = texts.for('pt-BR');
const en = texts.for('en');
const day = 24 * 60 * 60 * 1000;

describe.each(testDatabases)('e-mail verification on %s', (kind) => {
  const t = useTestApp(kind);

  const post = (url: string, payload?: unknown, options: SendOptions = {}) =>
    send(t.app, { method: 'POST', url, payload: payload as object, ...options });
  const verify = (token: string, options: SendOptions = {}) =>
    post('/api/verify-email', { token }, options);
  const currentUser = async (jar: CookieJar) =>
    (await send(t.app, { method: 'GET', url: '/api/user', jar })).json<{
      emailVerified: boolean;
    }>();
  const verificationMails = (email: string, count = 1) =>
    mailsMatching(t, email, isVerificationMail, count);
  const tokenFromMail = async (email: string, count = 1) => {
    const mails = await verificationMails(email, count);
    expect(mails).toHaveLength(count);
    const mail = mails.at(-1);
    if (!mail) throw new Error(`no verification mail to ${email}`);
    return verificationTokenOf(mail);
  };
  const verificationRows = async (userId: string) => {
    const { rows } = await sql<{
      identifier: string;
      expiresAt: string | Date;
    }>`select identifier, ${sql.ref('expiresAt')} from verification where value = ${userId}`.execute(
      t.app.database.db,
    );
    return rows;
  };

  describe('the mail sent at registration', () => {
    it.each([
      ['pt-BR by default', {}, 'Confirme seu e-mail — Nexus IA', 'Olá, Ana Souza', ''],
      [
        'en by Accept-Language',
        { 'accept-language': 'en' },
        'Confirm your email — Nexus IA',
        'Hello Ana Souza,',
        '/en',
      ],
      [
        'es by the user-locale cookie',
        { cookie: 'user-locale=es' },
        'Confirme su correo electrónico — Nexus IA',
        'Hola, Ana Souza:',
        '/es',
      ],
    ])(
      'is written in %s and links to the confirmation page in that language',
      async (_label, headers, subject, greeting, prefix) => {
        const body = validRegistration({ fullName: 'Ana Souza' });
        expect((await post('/api/register', body, { headers })).statusCode).toBe(201);
        const [mail] = await verificationMails(body.email);
        expect(mail?.subject).toBe(subject);
        expect(mail?.text.split('\n')[0]).toBe(greeting);
        expect(mail?.text).toMatch(
          new RegExp(`^http://localhost:3000${prefix}/verify-email\\?token=[\\w-]{43}$`, 'm'),
        );
      },
    );

    it('carries a token valid for 24 hours, stored only as a hash', async () => {
      const { email, user } = await registerUser(t.app);
      const token = await tokenFromMail(email);
      const rows = await verificationRows(user.id);
      expect(rows).toHaveLength(1);
      const row = rows[0];
      expect(row?.identifier).not.toContain(token);
      const expiresIn = new Date(row?.expiresAt ?? 0).getTime() - Date.now();
      expect(expiresIn).toBeGreaterThan(day - 60_000);
      expect(expiresIn).toBeLessThanOrEqual(day);
    });
  });

  describe('POST /api/verify-email', () => {
    it('verifies the e-mail once, even without a session; the link then stops working', async () => {
      const { email, jar } = await registerUser(t.app);
      expect(await currentUser(jar)).toMatchObject({ emailVerified: false });
      const token = await tokenFromMail(email);

      const response = await verify(token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: pt('account:messages.emailVerified') });
      expect(await currentUser(jar)).toMatchObject({ emailVerified: true });

      const again = await verify(token, { headers: { 'accept-language': 'en' } });
      expect(expectJsonError(again, 400)).toEqual({
        message: en('account:errors.invalidVerificationLink'),
        fieldErrors: { token: [en('account:errors.invalidVerificationLink')] },
      });
    });

    it('lets a link used several times at once verify exactly once', async () => {
      const { email } = await registerUser(t.app);
      const token = await tokenFromMail(email);
      const answers = await Promise.all([verify(token), verify(token), verify(token)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    });

    it('refuses a link after its 24 hours, leaving the e-mail unverified', async () => {
      const { email, jar, user } = await registerUser(t.app);
      const token = await tokenFromMail(email);
      // A day passes: the token's expiry is moved into the past instead of waiting for it.
      const expired = new Date(Date.now() - 60_000).toISOString();
      await sql`update verification set ${sql.ref('expiresAt')} = ${expired} where value = ${user.id}`.execute(
        t.app.database.db,
      );
      expect(expectJsonError(await verify(token), 400).message).toBe(
        pt('account:errors.invalidVerificationLink'),
      );
      expect(await currentUser(jar)).toMatchObject({ emailVerified: false });
    });

    it('refuses a token it never issued, and a reset token', async () => {
      const { email } = await registerUser(t.app);
      expect((await post('/api/forgot-password', { email })).statusCode).toBe(200);
      const resetMail = (await mailsMatching(t, email, (m) => /reset-password/.test(m.text)))[0];
      const resetToken = /token=([\w-]+)/.exec(resetMail?.text ?? '')?.[1] ?? '';
      expect(resetToken).not.toBe('');
      for (const token of ['nao-existe-123', resetToken]) {
        expectJsonError(await verify(token), 400);
      }
    });

    it.each<[string, unknown, Record<string, string[]>]>([
      ['no token', {}, { token: [pt('common:validation.required')] }],
      ['an empty token', { token: '' }, { token: [pt('common:validation.required')] }],
      [
        'a token of 201 characters',
        { token: 'x'.repeat(201) },
        { token: [pt('common:validation.tooLong')] },
      ],
      ['a token that is a number', { token: 42 }, { token: [pt('common:validation.type')] }],
    ])('answers 400 with field messages for %s', async (_label, payload, fieldErrors) => {
      expect(expectJsonError(await post('/api/verify-email', payload), 400)).toEqual({
        message: pt('common:errors.validation'),
        fieldErrors,
      });
    });
  });

  describe('POST /api/verify-email/resend', () => {
    it('answers 401 when signed out, sending nothing', async () => {
      const before = (await t.outbox()).length;
      expect(expectJsonError(await post('/api/verify-email/resend'), 401).message).toBe(
        pt('common:errors.unauthorized'),
      );
      expect((await t.outbox()).length).toBe(before);
    });

    it('mails a new link; every unused link works until one of them verifies', async () => {
      const { email, jar } = await registerUser(t.app);
      const first = await tokenFromMail(email);
      const response = await post('/api/verify-email/resend', undefined, {
        jar,
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        message: en('account:messages.verificationSent', { email }),
      });
      const second = await tokenFromMail(email, 2);
      expect(second).not.toBe(first);
      const [, resent] = await verificationMails(email, 2);
      expect(resent?.subject).toBe('Confirm your email — Nexus IA');
      expect(resent?.text).toContain('http://localhost:3000/en/verify-email?token=');

      expect((await verify(second)).statusCode).toBe(200);
      expect(await currentUser(jar)).toMatchObject({ emailVerified: true });
    });

    it('answers 409 once the e-mail is verified, sending nothing', async () => {
      const { email, jar } = await registerUser(t.app);
      expect((await verify(await tokenFromMail(email))).statusCode).toBe(200);
      const response = await post('/api/verify-email/resend', undefined, { jar });
      expect(expectJsonError(response, 409).message).toBe(pt('account:errors.alreadyVerified'));
      expect(await verificationMails(email, 2)).toHaveLength(1);
    });

    it('is refused from another site (CSRF)', async () => {
      const { jar } = await registerUser(t.app);
      const response = await post('/api/verify-email/resend', undefined, {
        jar,
        headers: { origin: 'https://evil.example' },
      });
      expectJsonError(response, 403);
    });
  });

  it('never writes a verification token to the logs', async () => {
    const { email, jar } = await registerUser(t.app);
    expect((await post('/api/verify-email/resend', undefined, { jar })).statusCode).toBe(200);
    const tokens = (await verificationMails(email, 2)).map(verificationTokenOf);
    // The browser opens the link from the mail: the token is in the URL of this request.
    await send(t.app, { method: 'GET', url: `/verify-email?token=${tokens[0] ?? ''}` });
    expect((await verify(tokens[0] ?? '')).statusCode).toBe(200);
    const logs = t.logs().join('\n');
    expect(logs).toContain('/verify-email?token=[redacted]');
    for (const token of tokens) expect(logs).not.toContain(token);
  });
});

describe.each(testDatabases)('verification e-mail limit on %s', (kind) => {
  it('sends no more verification mails than RATE_LIMIT_VERIFICATION_MAX per account', async () => {
    const t = await startAppForTest(kind, { RATE_LIMIT_VERIFICATION_MAX: '2' });
    const { email, jar } = await registerUser(t.app);
    const resend = () => send(t.app, { method: 'POST', url: '/api/verify-email/resend', jar });
    expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(200);
    const blocked = await resend();
    expect(expectJsonError(blocked, 429).message).toBe(pt('common:errors.rateLimited'));
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The one sent at registration and the two re-sent ones: nothing after the limit.
    expect(await mailsMatching(t, email, isVerificationMail, 4)).toHaveLength(3);
  });
});

describe.each(testDatabases)('registration with a mail server that never answers on %s', (kind) => {
  it('still signs the person up (201), leaving the mail to finish in the background', async () => {
    // A mail server that accepts connections and then says nothing, not even its greeting.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    onTestFinished(
      () =>
        new Promise<void>((resolve) => {
          for (const socket of sockets) socket.destroy();
          silent.close(() => resolve());
        }),
    );
    const address = silent.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const t = await startAppForTest(kind, { SMTP_URL: `smtp://127.0.0.1:${address.port}` });
    // Runs before the app closes (hooks run last-registered first): the app's close waits for the
    // mail in flight, which against a silent server ends only at nodemailer's 30 s greeting
    // timeout; hanging up ends it at once (this test took 30 s per database for nothing).
    onTestFinished(() => {
      for (const socket of sockets) socket.destroy();
    });

    const response = await send(t.app, {
      method: 'POST',
      url: '/api/register',
      payload: validRegistration(),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await t.countRows('user')).toBe(1);
    // The mail really goes on its way after the answer (the queue connects and waits, 0031).
    const deadline = Date.now() + 10_000;
    while (sockets.size === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(sockets.size).toBe(1);
  });
});
