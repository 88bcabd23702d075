import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Env } from '#server/config.ts';
import {
  CookieJar,
  expectJsonError,
  registerUser,
  resetTokenOf,
  send,
  startAppForTest,
  texts,
  type TestApp,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import {
  isResetMail,
  isVerificationMail,
  mailsMatching,
  verificationTokenOf,
} from './mail-test-support.ts';

/**
 * Issue 22 finding 2 (decision 0076): a stranger at one address must not be able to lock the owner
 * out of new browsers and silently block the reset that would let them back in. Recovery stays
 * reachable for the owner (counted per e-mail and address, mails capped per e-mail on their own),
 * no request is dropped while the answer says it was sent, and a browser that registered, verified
 * the e-mail or reset the password is the owner's (device cookie, decision 0026).
 */

const pt = texts.for('pt-BR');
const deviceCookie = 'nexus.device';
/**
 * The limits as deployed (config.ts defaults), which the report's numbers come from: ten wrong
 * sign-ins per account and five recovery requests per address per 15 minutes; three reset mails
 * per e-mail and address, ten per e-mail, per hour.
 */
const reported: Env = {
  RATE_LIMIT_LOGIN_ACCOUNT_MAX: '10',
  RATE_LIMIT_LOGIN_IP_MAX: '30',
  RATE_LIMIT_RECOVERY_MAX: '5',
  RATE_LIMIT_RECOVERY_EMAIL_MAX: '3',
  RATE_LIMIT_RECOVERY_MAILS_MAX: '10',
};
const stranger = '198.51.100.66';
const ownerAddress = '203.0.113.7';
const ip = (n: number) => `192.0.2.${n}`;

describe.each(testDatabases)('the owner keeps a way back in on %s', (kind) => {
  let t: TestApp;
  // Each test on an app of its own (decision 0127), its limits unspent.
  beforeEach(async () => {
    t = await startAppForTest(kind, reported);
  });

  const post = (url: string, payload: object | undefined, address: string, jar?: CookieJar) =>
    send(t.app, { method: 'POST', url, payload, remoteAddress: address, jar });
  const login = (
    credentials: { email: string; password: string },
    address: string,
    jar?: CookieJar,
  ) => post('/api/login', credentials, address, jar);
  /** Sets `password` with `token` from the owner's address, in `browser`. */
  const resetPassword = (token: string, password: string, browser: CookieJar) =>
    post(
      '/api/reset-password',
      { token, password, confirmPassword: password },
      ownerAddress,
      browser,
    );
  /** The stranger's guesses: as many wrong passwords as the account allows strangers. */
  const burnAccount = async (email: string) => {
    for (let i = 0; i < 10; i++) {
      expect((await login({ email, password: 'Errada-123' }, stranger)).statusCode).toBe(401);
    }
  };
  const expectLimited = (response: LightMyRequestResponse) => {
    expectJsonError(response, 429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  };
  const resetJobs = async (email: string) => {
    const { rows } = await sql<{
      n: number | string;
    }>`select count(*) as n from mail_job where kind = 'password-reset' and recipient = ${email}`.execute(
      t.app.database.db,
    );
    return Number(rows[0]?.n);
  };
  /**
   * Asks for a link and checks the answer is honest: a 200 queued exactly one mail job for the
   * address, a refusal is a 429 with Retry-After that queued nothing. Returns the answer.
   */
  const askHonestly = async (email: string, address: string) => {
    const before = await resetJobs(email);
    const response = await post('/api/forgot-password', { email }, address);
    const after = await resetJobs(email);
    if (response.statusCode === 200) {
      expect(response.json()).toEqual({ message: pt('common:messages.passwordResetRequested') });
      expect(after, 'a 200 that queued no mail').toBe(before + 1);
    } else {
      expectLimited(response);
      expect(after, 'a refusal that queued a mail').toBe(before);
    }
    return response;
  };
  const expectDeviceCookie = (response: LightMyRequestResponse) => {
    expect(response.cookies.find((c) => c.name === deviceCookie)).toMatchObject({
      httpOnly: true,
      path: '/api/login',
      sameSite: 'Strict',
    });
  };

  it('the reported attack: after ten wrong sign-ins and five recovery requests from one address, the owner still gets a reset mail and signs in', async () => {
    const owner = await registerUser(t.app);
    await burnAccount(owner.email);
    for (let i = 0; i < 5; i++) await askHonestly(owner.email, stranger);

    // The owner, in a new browser at another address: held back by the strangers' guesses...
    const browser = new CookieJar();
    expectLimited(await login(owner, ownerAddress, browser));
    // ...asks for a link, and a mail really goes out.
    expect((await askHonestly(owner.email, ownerAddress)).statusCode).toBe(200);
    const queued = await resetJobs(owner.email);
    const mails = await mailsMatching(t, owner.email, isResetMail, queued);
    expect(mails).toHaveLength(queued);
    const mail = mails.at(-1);
    if (!mail) throw new Error('no reset mail');

    const password = 'Nova-Senha-42';
    const reset = await resetPassword(resetTokenOf(mail), password, browser);
    expect(reset.statusCode, reset.body).toBe(200);
    const signedIn = await login({ email: owner.email, password }, ownerAddress, browser);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('counts recovery per e-mail and address: one address asking too often is refused, with a 429 that says why, and the owner is not', async () => {
    const owner = await registerUser(t.app);
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 4; i++) answers.push(await askHonestly(owner.email, stranger));
    // Three links per e-mail and address per hour (RATE_LIMIT_RECOVERY_EMAIL_MAX).
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers.at(-1)?.json()).toEqual({ message: pt('common:errors.recoveryLimited') });
    // The address may still ask for other e-mails: its own limit is not used up.
    expect((await askHonestly(`outra.${Date.now()}@example.com`, stranger)).statusCode).toBe(200);

    expect((await askHonestly(owner.email, ownerAddress)).statusCode).toBe(200);
    expect(await mailsMatching(t, owner.email, isResetMail, 4)).toHaveLength(4);
  });

  it('caps the mails to one inbox from many addresses with a 429, the same for an unknown e-mail', async () => {
    const owner = await registerUser(t.app);
    const nobody = `ninguem.${Date.now()}@example.com`;
    const seen = async (email: string) => {
      const answers: { status: number; body: string }[] = [];
      // Three addresses, three requests each, then two more addresses: eleven in all.
      for (let a = 1; a <= 5; a++) {
        for (let i = 0; i < (a <= 3 ? 3 : 1); i++) {
          const response = await askHonestly(email, ip(a + (email === nobody ? 10 : 0)));
          answers.push({ status: response.statusCode, body: response.body });
        }
      }
      return answers;
    };
    const known = await seen(owner.email);
    // Ten mails per e-mail per hour (RATE_LIMIT_RECOVERY_MAILS_MAX), from any number of addresses.
    expect(known.map((a) => a.status)).toEqual([...Array<number>(10).fill(200), 429]);
    expect(JSON.parse(known.at(-1)?.body ?? '{}')).toEqual({
      message: pt('common:errors.recoveryLimited'),
    });
    // No account enumeration: an unknown e-mail gets exactly the same answers.
    expect(await seen(nobody)).toEqual(known);
    expect(await mailsMatching(t, owner.email, isResetMail, 10)).toHaveLength(10);
  });

  describe('a browser that proved it is the owner is known to the sign-in limits', () => {
    it('the browser that registered, after signing out', async () => {
      const owner = await registerUser(t.app);
      expect(
        owner.jar.get(deviceCookie),
        'registration gives the browser a device cookie',
      ).toBeDefined();
      expect((await post('/api/logout', undefined, ownerAddress, owner.jar)).statusCode).toBe(200);
      await burnAccount(owner.email);
      expectLimited(await login(owner, ownerAddress));
      const signedIn = await login(owner, ownerAddress, owner.jar);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
    });

    it('the browser that opened the verification link', async () => {
      const owner = await registerUser(t.app);
      const [mail] = await mailsMatching(t, owner.email, isVerificationMail);
      if (!mail) throw new Error('no verification mail');
      const browser = new CookieJar();
      const verified = await post(
        '/api/verify-email',
        { token: verificationTokenOf(mail) },
        ownerAddress,
        browser,
      );
      expect(verified.statusCode, verified.body).toBe(200);
      expectDeviceCookie(verified);
      await burnAccount(owner.email);
      expectLimited(await login(owner, ownerAddress));
      const signedIn = await login(owner, ownerAddress, browser);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
    });

    it('the browser that reset the password', async () => {
      const owner = await registerUser(t.app);
      expect((await askHonestly(owner.email, ownerAddress)).statusCode).toBe(200);
      const [mail] = await mailsMatching(t, owner.email, isResetMail);
      if (!mail) throw new Error('no reset mail');
      const browser = new CookieJar();
      const password = 'Nova-Senha-42';
      const reset = await resetPassword(resetTokenOf(mail), password, browser);
      expect(reset.statusCode, reset.body).toBe(200);
      expectDeviceCookie(reset);
      // The guesses come after the reset, which cleared the strangers' counter (decision 0026).
      await burnAccount(owner.email);
      expectLimited(await login({ email: owner.email, password }, ownerAddress));
      const signedIn = await login({ email: owner.email, password }, ownerAddress, browser);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
    });

    it('gives no device cookie for a refused reset or verification link', async () => {
      const browser = new CookieJar();
      const password = 'Nova-Senha-42';
      const reset = await resetPassword('adivinhado', password, browser);
      expectJsonError(reset, 400);
      expectJsonError(
        await post('/api/verify-email', { token: 'adivinhado' }, ownerAddress, browser),
        400,
      );
      expect(browser.get(deviceCookie)).toBeUndefined();
    });
  });
});
