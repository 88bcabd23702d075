import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CookieJar,
  expectJsonError,
  registerUser,
  resetTokenOf,
  send,
  startAppForTest,
  type TestApp,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { setAdmin } from './admin-role.ts';
import { isResetMail, mailsMatching } from './mail-test-support.ts';

/**
 * Issue 12 finding 3 (decision 0026): one address must not be able to lock anyone out, admins
 * included, and a browser the owner has signed in with before keeps working while strangers
 * guess; guessing spread over many addresses still meets a limit.
 */

const ipMax = 5;
const accountMax = 3;
const ip = (n: number) => `198.51.100.${n}`;
const deviceCookie = 'nexus.device';

describe.each(testDatabases)('sign-in limits on %s', (kind) => {
  let t: TestApp;
  // Each test on an app of its own (decision 0127), its limits unspent.
  beforeEach(async () => {
    t = await startAppForTest(kind, {
      RATE_LIMIT_LOGIN_IP_MAX: String(ipMax),
      RATE_LIMIT_LOGIN_ACCOUNT_MAX: String(accountMax),
    });
  });

  const login = (
    credentials: { email: string; password: string },
    address: string,
    jar?: CookieJar,
  ) =>
    send(t.app, {
      method: 'POST',
      url: '/api/login',
      payload: credentials,
      remoteAddress: address,
      jar,
    });
  const wrong = (email: string) => ({ email, password: 'Errada-123' });
  const expectLimited = (response: LightMyRequestResponse) => {
    expectJsonError(response, 429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  };

  it('the reported attack: an address that used up its guesses cannot go on to lock out an admin', async () => {
    const admin = await registerUser(t.app);
    await setAdmin(t.app.database, admin.email, true);
    for (let i = 0; i < ipMax; i++) {
      expect((await login(wrong(`ninguem${i}@example.com`), ip(1))).statusCode).toBe(401);
    }
    // Refused at the address: these never reach the admin's account, nor count against it.
    for (let i = 0; i < accountMax + 8; i++) expectLimited(await login(wrong(admin.email), ip(1)));

    const elsewhere = await login({ email: admin.email, password: admin.password }, ip(2));
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('still limits guessing on one account spread over many addresses', async () => {
    const owner = await registerUser(t.app);
    for (let i = 0; i < accountMax; i++) {
      expect((await login(wrong(owner.email), ip(10 + i))).statusCode).toBe(401);
    }
    expectLimited(await login(wrong(owner.email), ip(20)));
    // A browser never signed in with is a stranger too, even with the right password.
    expectLimited(await login({ email: owner.email, password: owner.password }, ip(21)));
  });

  it('lets the owner in from a browser they signed in with before, while strangers are refused', async () => {
    const owner = await registerUser(t.app);
    const browser = new CookieJar();
    const first = await login({ email: owner.email, password: owner.password }, ip(30), browser);
    expect(first.statusCode).toBe(200);
    const issued = first.cookies.find((c) => c.name === deviceCookie);
    expect(issued).toMatchObject({ httpOnly: true, path: '/api/login', sameSite: 'Strict' });
    expect(issued?.maxAge).toBeGreaterThan(0);

    for (let i = 0; i < accountMax + 2; i++) await login(wrong(owner.email), ip(40 + i));
    expectLimited(await login({ email: owner.email, password: owner.password }, ip(50)));

    // The owner, on the move (another address), with the browser they used before.
    const again = await login({ email: owner.email, password: owner.password }, ip(31), browser);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('lets the owner in from anywhere again once they reset the password through the mailbox', async () => {
    const owner = await registerUser(t.app);
    for (let i = 0; i < accountMax; i++) await login(wrong(owner.email), ip(90 + i));
    expectLimited(await login({ email: owner.email, password: owner.password }, ip(95)));

    const asked = await send(t.app, {
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: owner.email },
      remoteAddress: ip(96),
    });
    expect(asked.statusCode).toBe(200);
    const [mail] = await mailsMatching(t, owner.email, isResetMail, 1);
    if (!mail) throw new Error('no reset mail');
    const password = 'Nova-Senha-42';
    const reset = await send(t.app, {
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: resetTokenOf(mail), password, confirmPassword: password },
      remoteAddress: ip(96),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const signedIn = await login({ email: owner.email, password }, ip(97));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('counts wrong passwords from a known browser against that browser only', async () => {
    const owner = await registerUser(t.app);
    const browser = new CookieJar();
    expect(
      (await login({ email: owner.email, password: owner.password }, ip(60), browser)).statusCode,
    ).toBe(200);
    for (let i = 0; i < accountMax; i++) {
      expect((await login(wrong(owner.email), ip(60), browser)).statusCode).toBe(401);
    }
    expectLimited(await login({ email: owner.email, password: owner.password }, ip(60), browser));
    // Another browser is not held back by it.
    const other = await login({ email: owner.email, password: owner.password }, ip(61));
    expect(other.statusCode).toBe(200);
  });

  it('trusts a browser for the account it signed in to only, and never a forged cookie', async () => {
    const owner = await registerUser(t.app);
    const target = await registerUser(t.app);
    const browser = new CookieJar();
    expect(
      (await login({ email: owner.email, password: owner.password }, ip(70), browser)).statusCode,
    ).toBe(200);
    for (let i = 0; i < accountMax; i++) await login(wrong(target.email), ip(71 + i));
    // The owner's device cookie says nothing about the target account.
    expectLimited(await login({ email: target.email, password: target.password }, ip(80), browser));

    const forged = await send(t.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: target.email, password: target.password },
      remoteAddress: ip(81),
      headers: { cookie: `${deviceCookie}=AAAAAAAAAAAAAAAAAAAAAA.forged-signature` },
    });
    expectLimited(forged);
  });
});
