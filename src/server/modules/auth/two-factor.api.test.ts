import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { twoFactorErrorCodes } from '#shared/schemas/two-factor.ts';
import {
  CookieJar,
  enrolSecondFactor,
  expectJsonError,
  makeAdmin,
  registerUser,
  relaxedRateLimits,
  send,
  sessionCookieName,
  signIn,
  texts,
  totpCode,
  totpCodeAt,
  useTestApp,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { resetTwoFactor, setAdmin } from './admin-role.ts';
import { withAuthTables } from './auth-tables.ts';
import { totpStepAt } from './totp-steps.ts';

/**
 * Two-factor sign-in (issue 12 "also expected", decision 0029): required of administrators by the
 * admin API, optional for clients, on both databases.
 */

const pt = texts.for('pt-BR');
const en = texts.for('en');

/** A six-digit code that is not the current one (nor, but for a 1-in-10⁵ chance, a neighbour). */
async function wrongCode(secret: string): Promise<string> {
  const right = Number(await totpCodeAt(secret, totpStepAt(Date.now())));
  return String((right + 500_000) % 1_000_000).padStart(6, '0');
}

describe.each(testDatabases)('two-factor sign-in on %s', (kind) => {
  const t = useTestApp(kind);

  const get = (url: string, jar: CookieJar, headers: Record<string, string> = {}) =>
    send(t.app, { method: 'GET', url, jar, headers });
  const post = (url: string, jar: CookieJar, payload: object, remoteAddress?: string) =>
    send(t.app, { method: 'POST', url, jar, payload, remoteAddress });
  const inbox = (jar: CookieJar, headers: Record<string, string> = {}) =>
    get('/api/contacts', jar, headers);

  const expectCode = (response: LightMyRequestResponse, status: number, code: string) => {
    expectJsonError(response, status);
    expect(response.json<{ code: string }>().code).toBe(code);
  };

  /** Signs in with the password; for a protected account the jar then holds only the challenge. */
  const passwordStep = async (account: { email: string; password: string }) => {
    const { response, jar } = await signIn(t.app, account);
    expect(response.statusCode, response.body).toBe(200);
    return { answer: response.json<Record<string, unknown>>(), jar };
  };

  const adminWithSecondFactor = async () => {
    const account = await registerUser(t.app);
    const enrolled = await makeAdmin(t.app, account);
    return { ...account, ...enrolled };
  };

  it('refuses the admin API to an administrator without a second factor, with a code to act on, until they enrol', async () => {
    const admin = await registerUser(t.app);
    await setAdmin(t.app.database, admin.email, true);
    expectCode(
      await inbox(admin.jar, { 'accept-language': 'en' }),
      403,
      twoFactorErrorCodes.setupRequired,
    );
    expect((await inbox(admin.jar, { 'accept-language': 'en' })).json()).toMatchObject({
      message: en('account:twoFactor.errors.setupRequired'),
    });

    // Signing in says so, so the browser can take them to enrolment.
    const { answer, jar: otherBrowser } = await passwordStep(admin);
    expect(answer).toMatchObject({ user: { isAdmin: true }, twoFactorSetupRequired: true });
    expectCode(await inbox(otherBrowser), 403, twoFactorErrorCodes.setupRequired);

    const status = await get('/api/account/two-factor', admin.jar);
    expect(status.json()).toEqual({
      enabled: false,
      required: true,
      recoveryCodesLeft: 0,
      verified: false,
    });

    await enrolSecondFactor(t.app, admin);
    expect((await inbox(admin.jar)).statusCode).toBe(200);
    expect((await get('/api/account/two-factor', admin.jar)).json()).toEqual({
      enabled: true,
      required: true,
      recoveryCodesLeft: 10,
      verified: true,
    });
    // The other browser's session was opened with the password alone: enrolment ended it.
    expectJsonError(await get('/api/user', otherBrowser), 401);
  });

  it('asks for a code after the right password, opens no session before it, and refuses a wrong one', async () => {
    const admin = await adminWithSecondFactor();
    const { answer, jar } = await passwordStep(admin);
    expect(answer).toEqual({ twoFactorRequired: true });
    expect(jar.get(sessionCookieName)).toBeUndefined();
    expectJsonError(await get('/api/user', jar), 401);
    expectJsonError(await inbox(jar), 401);

    const wrong = await post('/api/login/two-factor', jar, { code: await wrongCode(admin.secret) });
    expect(expectJsonError(wrong, 400).fieldErrors).toEqual({
      code: [pt('account:twoFactor.errors.invalidCode')],
    });
    expectJsonError(await post('/api/login/two-factor', jar, { code: '12a456' }), 400);
    expectJsonError(await inbox(jar), 401);

    const right = await post('/api/login/two-factor', jar, {
      code: await totpCode(admin.secret),
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ user: { email: admin.email, isAdmin: true } });
    expect(jar.get(sessionCookieName)).toBeDefined();
    expect((await inbox(jar)).statusCode).toBe(200);
  });

  it('a code sent without a password step first is refused', async () => {
    const admin = await adminWithSecondFactor();
    const stranger = new CookieJar();
    const answer = await post('/api/login/two-factor', stranger, {
      code: await totpCode(admin.secret),
    });
    expect(expectJsonError(answer, 401).message).toBe(
      pt('account:twoFactor.errors.challengeExpired'),
    );
  });

  it('a recovery code signs in once, then never again', async () => {
    const admin = await adminWithSecondFactor();
    const [code] = admin.recoveryCodes;
    if (!code) throw new Error('no recovery codes');

    const first = await passwordStep(admin);
    const used = await post('/api/login/recovery-code', first.jar, { code });
    expect(used.statusCode, used.body).toBe(200);
    expect((await inbox(first.jar)).statusCode).toBe(200);
    expect((await get('/api/account/two-factor', first.jar)).json()).toMatchObject({
      recoveryCodesLeft: 9,
    });

    const second = await passwordStep(admin);
    const again = await post('/api/login/recovery-code', second.jar, { code });
    expect(expectJsonError(again, 400).fieldErrors).toEqual({
      code: [pt('account:twoFactor.errors.invalidCode')],
    });
    expectJsonError(await inbox(second.jar), 401);
  });

  it('stores recovery codes as digests and the secret encrypted, never as shown', async () => {
    const admin = await adminWithSecondFactor();
    const row = await withAuthTables(t.app.database.db)
      .selectFrom('twoFactor')
      .selectAll()
      .innerJoin('user', 'user.id', 'twoFactor.userId')
      .where('user.email', '=', admin.email)
      .executeTakeFirstOrThrow();
    const stored = JSON.stringify(row);
    for (const code of admin.recoveryCodes) expect(stored).not.toContain(code);
    expect(stored).not.toContain(admin.secret);
  });

  it('ends a sign-in challenge after five wrong codes', async () => {
    const admin = await adminWithSecondFactor();
    const { jar } = await passwordStep(admin);
    const wrong = await wrongCode(admin.secret);
    for (let i = 0; i < 5; i++) {
      expectJsonError(await post('/api/login/two-factor', jar, { code: wrong }), 400);
    }
    const late = await post('/api/login/two-factor', jar, { code: await totpCode(admin.secret) });
    expectJsonError(late, 401);
    expectJsonError(await inbox(jar), 401);
  });

  it('locks the second factor after ten wrong codes in a row, across sign-ins', async () => {
    const admin = await adminWithSecondFactor();
    const wrong = await wrongCode(admin.secret);
    for (let attempt = 0; attempt < 2; attempt++) {
      const { jar } = await passwordStep(admin);
      for (let i = 0; i < 5; i++) {
        expectJsonError(await post('/api/login/two-factor', jar, { code: wrong }), 400);
      }
    }
    const { jar } = await passwordStep(admin);
    const locked = await post('/api/login/two-factor', jar, { code: await totpCode(admin.secret) });
    expect(expectJsonError(locked, 429).message).toBe(pt('account:twoFactor.errors.locked'));
    expectJsonError(
      await post('/api/login/recovery-code', jar, { code: admin.recoveryCodes[0] }),
      429,
    );
  });

  describe('issue 22 finding 3: each authenticator code is accepted once (RFC 6238 §5.2)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /**
     * Stops the clock (the server's and the codes') five seconds into the current time step and
     * returns that step: Better Auth accepts its codes and its two neighbours'.
     */
    const freezeTime = () => {
      const step = totpStepAt(Date.now());
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(step * 30_000 + 5_000);
      return step;
    };
    const invalidCode = { code: [pt('account:twoFactor.errors.invalidCode')] };

    it('refuses a code used before, or an older one, as a wrong one with no session; the next code signs in', async () => {
      const step = freezeTime();
      const admin = await adminWithSecondFactor();
      const code = await totpCodeAt(admin.secret, step + 1);
      const first = await passwordStep(admin);
      const used = await post('/api/login/two-factor', first.jar, { code });
      expect(used.statusCode, used.body).toBe(200);

      const second = await passwordStep(admin);
      const replay = await post('/api/login/two-factor', second.jar, { code });
      expect(expectJsonError(replay, 400).fieldErrors).toEqual(invalidCode);
      expect(second.jar.get(sessionCookieName)).toBeUndefined();
      expectJsonError(await get('/api/user', second.jar), 401);
      // A step before the last accepted one, never used and still inside Better Auth's window.
      const older = await post('/api/login/two-factor', second.jar, {
        code: await totpCodeAt(admin.secret, step - 1),
      });
      expect(expectJsonError(older, 400).fieldErrors).toEqual(invalidCode);
      expectJsonError(await get('/api/user', second.jar), 401);

      // Half a minute later the app shows its next code, which signs in (the same challenge).
      vi.setSystemTime((step + 1) * 30_000 + 5_000);
      const next = await post('/api/login/two-factor', second.jar, {
        code: await totpCodeAt(admin.secret, step + 2),
      });
      expect(next.statusCode, next.body).toBe(200);
      expect((await inbox(second.jar)).statusCode).toBe(200);
    });

    it('refuses at sign-in the code that turned two-factor sign-in on', async () => {
      const step = freezeTime();
      const admin = await adminWithSecondFactor();
      const { jar } = await passwordStep(admin);
      const replay = await post('/api/login/two-factor', jar, {
        code: await totpCodeAt(admin.secret, step),
      });
      expect(expectJsonError(replay, 400).fieldErrors).toEqual(invalidCode);
      expectJsonError(await get('/api/user', jar), 401);
    });

    it('lets one of two sign-ins sent the same code at once in, and refuses the other', async () => {
      const step = freezeTime();
      const admin = await adminWithSecondFactor();
      const code = await totpCodeAt(admin.secret, step + 1);
      const challenges = await Promise.all([passwordStep(admin), passwordStep(admin)]);
      const answers = await Promise.all(
        challenges.map(({ jar }) => post('/api/login/two-factor', jar, { code })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
      const signedIn = await Promise.all(
        challenges.map(async ({ jar }) => (await get('/api/user', jar)).statusCode),
      );
      expect(signedIn.sort()).toEqual([200, 401]);
    });
  });

  it('keeps the second factor of the session across a password change', async () => {
    const admin = await adminWithSecondFactor();
    const password = 'Outra-Senha-77';
    const changed = await send(t.app, {
      method: 'POST',
      url: '/api/account/password',
      jar: admin.jar,
      payload: { currentPassword: admin.password, password, confirmPassword: password },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await inbox(admin.jar)).statusCode).toBe(200);
  });

  it('refuses the admin API to a session of an enrolled admin opened without the code', async () => {
    const admin = await adminWithSecondFactor();
    // A session row from before two-factor sign-in existed carries no mark.
    await withAuthTables(t.app.database.db)
      .updateTable('session')
      .set({ twoFactorVerified: null })
      .where('token', '=', admin.jar.get(sessionCookieName)?.split('.')[0] ?? '')
      .execute();
    expectCode(await inbox(admin.jar), 403, twoFactorErrorCodes.required);
    expect((await get('/api/account/two-factor', admin.jar)).json()).toMatchObject({
      enabled: true,
      verified: false,
    });
  });

  it('lets a client turn it on and off with the password; an administrator cannot turn it off', async () => {
    const client = await registerUser(t.app);
    expect((await get('/api/account/two-factor', client.jar)).json()).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
      verified: false,
    });
    const badSetup = await post('/api/account/two-factor/setup', client.jar, {
      password: 'Errada-123',
    });
    expect(expectJsonError(badSetup, 400).fieldErrors).toHaveProperty('password');
    const { secret } = await enrolSecondFactor(t.app, client);
    expect((await passwordStep(client)).answer).toEqual({ twoFactorRequired: true });

    const wrongPassword = await post('/api/account/two-factor/disable', client.jar, {
      password: 'Errada-123',
    });
    expect(expectJsonError(wrongPassword, 400).fieldErrors).toHaveProperty('password');
    const off = await post('/api/account/two-factor/disable', client.jar, {
      password: client.password,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await get('/api/account/two-factor', client.jar)).json()).toMatchObject({
      enabled: false,
    });
    expect((await passwordStep(client)).answer).toMatchObject({ user: { email: client.email } });
    expect(secret).not.toBe('');

    const admin = await adminWithSecondFactor();
    const refused = await post('/api/account/two-factor/disable', admin.jar, {
      password: admin.password,
    });
    expect(expectJsonError(refused, 403).message).toBe(
      pt('account:twoFactor.errors.requiredForAdmins'),
    );
  });

  it('makes new recovery codes with the password; the old ones stop working', async () => {
    const admin = await adminWithSecondFactor();
    const renewed = await post('/api/account/two-factor/recovery-codes', admin.jar, {
      password: admin.password,
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const { recoveryCodes } = renewed.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    const { jar } = await passwordStep(admin);
    expectJsonError(
      await post('/api/login/recovery-code', jar, { code: admin.recoveryCodes[0] }),
      400,
    );
    expect(
      (await post('/api/login/recovery-code', jar, { code: recoveryCodes[0] })).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong enrolment code and keeps two-factor off', async () => {
    const client = await registerUser(t.app);
    const setup = await post('/api/account/two-factor/setup', client.jar, {
      password: client.password,
    });
    const { secret } = setup.json<{ secret: string }>();
    const wrong = await post('/api/account/two-factor/confirm', client.jar, {
      code: await wrongCode(secret),
    });
    expect(expectJsonError(wrong, 400).fieldErrors).toHaveProperty('code');
    expect((await get('/api/account/two-factor', client.jar)).json()).toMatchObject({
      enabled: false,
    });
    expect((await passwordStep(client)).answer).toMatchObject({ user: { email: client.email } });
  });

  it('lets an operator reset a lost authenticator: sessions end, the admin enrols again', async () => {
    const admin = await adminWithSecondFactor();
    expect(await resetTwoFactor(t.app.database, admin.email.toUpperCase())).toEqual({
      email: admin.email,
      wasEnabled: true,
      sessionsEnded: 1,
    });
    expectJsonError(await get('/api/user', admin.jar), 401);
    const { answer, jar } = await passwordStep(admin);
    expect(answer).toMatchObject({ twoFactorSetupRequired: true });
    expectCode(await inbox(jar), 403, twoFactorErrorCodes.setupRequired);
    await enrolSecondFactor(t.app, { password: admin.password, jar });
    expect((await inbox(jar)).statusCode).toBe(200);
    expect(await resetTwoFactor(t.app.database, 'ninguem@example.com')).toBeUndefined();
  });

  it('deletes the second factor with the account', async () => {
    const client = await registerUser(t.app);
    await enrolSecondFactor(t.app, client);
    const stepOfClient = () =>
      t.app.database.db
        .selectFrom('totp_step')
        .select('last_step')
        .where('user_id', '=', client.user.id)
        .execute();
    // The enrolment code's step was accepted (decision 0077); it goes with the account too.
    expect(await stepOfClient()).toHaveLength(1);
    const removed = await send(t.app, {
      method: 'DELETE',
      url: '/api/account',
      jar: client.jar,
      payload: { password: client.password },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const left = await withAuthTables(t.app.database.db)
      .selectFrom('twoFactor')
      .innerJoin('user', 'user.id', 'twoFactor.userId')
      .select('twoFactor.id')
      .where('user.email', '=', client.email)
      .execute();
    expect(left).toEqual([]);
    expect(await stepOfClient()).toEqual([]);
  });
});

describe.each(testDatabases)('two-factor code limits on %s', (kind) => {
  const t = useTestApp(kind, { ...relaxedRateLimits, RATE_LIMIT_LOGIN_IP_MAX: '3' });

  it('limits code attempts per address before any code is looked at', async () => {
    const admin = await registerUser(t.app);
    const { secret } = await makeAdmin(t.app, admin);
    const { jar } = await signIn(t.app, admin);
    const attempt = async (code: string) =>
      send(t.app, {
        method: 'POST',
        url: '/api/login/two-factor',
        jar,
        payload: { code },
        remoteAddress: '203.0.113.9',
      });
    for (let i = 0; i < 3; i++) expectJsonError(await attempt('000000'), 400);
    const limited = await attempt(await totpCode(secret));
    expectJsonError(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});
