import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '#shared/i18n/locales.ts';
import type { ChangePasswordData } from '#shared/schemas/account.ts';
import type { LoginData } from '#shared/schemas/login.ts';
import type { RegisterData } from '#shared/schemas/register.ts';
import type { TwoFactorSetup, TwoFactorStatus } from '#shared/schemas/two-factor.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import type { RenderMail } from '#server/modules/notifications/mail-queue.service.ts';
import { localeOf, type Translator } from '#server/plugins/i18n.ts';
import type { NamedLimit, RateLimiter } from '#server/plugins/rate-limit.ts';
import {
  needsSecondFactor,
  type SessionStore,
  type SessionUser,
  type SignedIn,
} from '#server/plugins/session.ts';
import {
  createAccountRows,
  type AccountRecord,
  type AccountRows,
  type AlsoDelete,
  type DeletionResult,
} from './account-data.ts';
import { authMailRenderers } from './auth-mail-renderers.ts';
import { dbBoolean, withAuthTables } from './auth-tables.ts';
import { clientIpHeader, createAuth, isAuthApiError, warmAuth, type Auth } from './auth.ts';
import {
  authInternals,
  codeRefusals,
  createAuthCookies,
  emailTakenCodes,
  wrongSecretCodes,
  type BetterAuthUser,
  type CodeRefusal,
} from './better-auth-internals.ts';
import { emailVerificationPrefix, enqueueVerificationMail } from './email-verification.ts';
import { createLoginGuard } from './login-guard.ts';
import { enqueuePasswordReset, revokeResetTokens, resetTokenOwnerEmail } from './password-reset.ts';
import { personalRateLimitKeys } from './rate-limit-keys.ts';
import { createRecoveryGuard } from './recovery-guard.ts';
import { createSessionStore, fromAuthUser } from './session-store.ts';
import { forgetTotpStep, unlessReplayed } from './totp-steps.ts';
import { recoveryCodeDigest, recoveryCodesLeft } from './two-factor.ts';

/**
 * The auth module's service (decision 0031): the only file that calls Better Auth's API (what it
 * needs beyond that is in better-auth-internals.ts, decision 0092), and the only way other modules
 * (account pages, lead desk) reach the accounts' data. Routes get typed results and map them to
 * status codes.
 */

export type { AccountRecord, AccountRows, AlsoDelete, CodeRefusal, DeletionResult };

export type SignUpResult = { ok: true; user: SessionUser } | { ok: false; reason: 'email-taken' };
/**
 * A right password: signed in, or (an account with two-factor sign-in) no session yet, only Better
 * Auth's short-lived challenge cookie, and a code to ask for (decision 0029).
 */
export type SignInResult =
  | { ok: true; user: SessionUser }
  | { ok: true; user: null; twoFactorRequired: true }
  | { ok: false };

export type SecondFactorResult =
  { ok: true; user: SessionUser } | { ok: false; refusal: CodeRefusal };
/** A password or an enrolment code checked by Better Auth: false when it was wrong. */
export type Checked<T> = { ok: true; value: T } | { ok: false };

export interface AuthService {
  /** `request.user` and `request.session` (plugins/session.ts): one indexed read per request. */
  sessions: SessionStore;
  /** The sign-in limit (decision 0026) as a named limit of the rate-limit hook. */
  loginLimit: NamedLimit;
  /** The limits of reset-mail requests (decision 0076): refused with a 429, never dropped. */
  recoveryLimit: NamedLimit;
  /** The mails this module sends, by kind, for the mail queue. */
  mailRenderers: Record<string, RenderMail>;
  /** Loads Better Auth now (once the server listens) rather than at its first use (0030). */
  warm(): Promise<void>;
  signUp(request: FastifyRequest, reply: FastifyReply, input: RegisterData): Promise<SignUpResult>;
  signIn(request: FastifyRequest, reply: FastifyReply, input: LoginData): Promise<SignInResult>;
  /** Finishes a sign-in held for a second factor: an authenticator or a recovery code (0029). */
  finishSignIn(
    request: FastifyRequest,
    reply: FastifyReply,
    input: { method: 'app' | 'recovery'; code: string },
  ): Promise<SecondFactorResult>;
  twoFactorStatus(signedIn: SignedIn): Promise<TwoFactorStatus>;
  /** A new secret and recovery codes, not in force until a code from the app confirms them. */
  startTwoFactor(request: FastifyRequest, password: string): Promise<Checked<TwoFactorSetup>>;
  /** Whether enrolment was started (a pending secret exists) for this account. */
  twoFactorPending(userId: string): Promise<boolean>;
  /**
   * The first code from the app turns two-factor sign-in on: this browser gets a new session that
   * has passed the second factor, and the account's sessions opened with the password alone end.
   */
  confirmTwoFactor(
    request: FastifyRequest,
    reply: FastifyReply,
    code: string,
  ): Promise<Checked<TwoFactorStatus>>;
  newRecoveryCodes(request: FastifyRequest, password: string): Promise<Checked<string[]>>;
  disableTwoFactor(
    request: FastifyRequest,
    reply: FastifyReply,
    password: string,
  ): Promise<boolean>;
  signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** GET /api/user: "last used" moves forward, a remembered session slides (decision 0025). */
  markUsed(request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn): Promise<void>;
  /** Queues a reset mail; `recoveryLimit` has already refused the requests that may not. */
  requestPasswordReset(email: string, locale: Locale): Promise<void>;
  /** True: the password was reset, and this browser is known to the sign-in limits as the owner's. */
  resetPassword(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    password: string,
  ): Promise<boolean>;
  /** False: the current password was wrong. Other sessions end; this one gets a fresh cookie. */
  changePassword(
    request: FastifyRequest,
    reply: FastifyReply,
    input: ChangePasswordData,
  ): Promise<boolean>;
  verifyPassword(userId: string, password: string): Promise<boolean>;
  sendVerificationMail(user: SessionUser, locale: Locale): Promise<void>;
  /** True: verified, and this browser is known to the sign-in limits as the owner's. */
  verifyEmail(reply: FastifyReply, token: string): Promise<boolean>;
  /** The account's rows for the account module's features (profile, sessions, export, deletion). */
  accounts: AccountRows;
}

export interface AuthServiceDeps {
  config: Config;
  database: Database;
  limiter: RateLimiter;
  translator: Translator;
  log: FastifyBaseLogger;
}

/**
 * The request's headers as Better Auth expects them, with the client address Fastify resolved
 * (honouring TRUST_PROXY) in a header of our own that a client cannot forge.
 */
function authHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === clientIpHeader) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(clientIpHeader, request.ip);
  return headers;
}

/** Copies the cookies Better Auth set (sign-in, sign-out), as it serialised them, onto our reply. */
function forwardCookies(reply: FastifyReply, headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/** The person of a request that went through requireUser. */
function signedInPerson(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Error(`${request.routeOptions.url} without a signed-in user`);
  return request.user;
}

const signedInId = (request: FastifyRequest): string => signedInPerson(request).id;

function codeRefusalOf(error: unknown): CodeRefusal | undefined {
  if (!isAuthApiError(error) || error.statusCode >= 500) return undefined;
  return codeRefusals[String(error.body?.code)];
}

/** A Better Auth call that checks a password or an enrolment code: a wrong one is an answer. */
async function checked<T>(work: () => Promise<T>): Promise<Checked<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    const code = isAuthApiError(error) && error.statusCode < 500 ? String(error.body?.code) : '';
    if (wrongSecretCodes.has(code)) return { ok: false };
    throw error;
  }
}

export function createAuthService(deps: AuthServiceDeps): AuthService {
  const { config, database, limiter, translator } = deps;
  const auth: Auth = createAuth({ config, database, log: deps.log, limiter });
  const internals = authInternals(auth);
  const db = withAuthTables(database.db);
  const cookies = createAuthCookies(config.appUrl.protocol === 'https:', config.sessionSecret);
  const sessions = createSessionStore({ database, cookies, internals });
  const loginGuard = createLoginGuard({ config, limiter });

  const signOut = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await auth.api.signOut({ headers: authHeaders(request), returnHeaders: true });
    forwardCookies(reply, result.headers);
  };

  /**
   * The request's headers without its session cookies: a sign-in code is judged by the challenge
   * cookie Better Auth set after the password, never by a session this browser may still hold.
   */
  const challengeHeaders = (request: FastifyRequest) => {
    const headers = authHeaders(request);
    if (headers.has('cookie')) headers.set('cookie', cookies.withoutSessionCookies(request));
    return headers;
  };

  /** The account a sign-in challenge (Better Auth's signed `two_factor` cookie) belongs to. */
  const challengedUser = async (request: FastifyRequest) => {
    const identifier = cookies.challengeIdentifier(request);
    return identifier ? internals.verificationValue(identifier) : undefined;
  };

  /** The code Better Auth is given: '' for a replayed one (totp-steps.ts, decision 0077). */
  const authCode = async (userId: string | undefined, code: string) =>
    userId ? unlessReplayed(database, await internals.secretConfig(), userId, code) : code;

  const twoFactorRow = (userId: string) =>
    db
      .selectFrom('twoFactor')
      .select(['backupCodes', 'verified'])
      .where('userId', '=', userId)
      .executeTakeFirst();

  const twoFactorStatus = async (
    user: SessionUser,
    sessionVerified: boolean,
  ): Promise<TwoFactorStatus> => {
    const row = await twoFactorRow(user.id);
    const enabled =
      user.twoFactorEnabled &&
      row !== undefined &&
      (row.verified === null || Boolean(row.verified));
    return {
      enabled,
      required: needsSecondFactor(user),
      recoveryCodesLeft: enabled ? recoveryCodesLeft(row?.backupCodes) : 0,
      verified: enabled && sessionVerified,
    };
  };

  async function emailRegistered(email: string): Promise<boolean> {
    const row = await db
      .selectFrom('user')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    return row !== undefined;
  }

  return {
    sessions,
    loginLimit: {
      phase: 'input',
      begin: (request) => loginGuard.begin(request, (request.body as LoginData).email),
    },
    recoveryLimit: createRecoveryGuard({ config, limiter }),
    mailRenderers: authMailRenderers({ config, database, translator, internals }),
    warm: () => warmAuth(auth),

    async signUp(request, reply, input) {
      const locale = localeOf(request);
      try {
        const { headers, response } = await auth.api.signUpEmail({
          body: {
            name: input.fullName,
            email: input.email,
            password: input.password,
            birthDate: input.birthDate,
            cpf: input.cpf,
            phone: input.phone,
            locale,
          },
          headers: authHeaders(request),
          returnHeaders: true,
        });
        forwardCookies(reply, headers);
        // The browser that made the account is the owner's, signed in or out (decision 0076).
        loginGuard.trustBrowser(reply, response.user.email);
        await enqueueVerificationMail(database.db, response.user.email, locale);
        return { ok: true, user: fromAuthUser(response.user) };
      } catch (error) {
        // Two copies of one registration at once (a double click): the database's unique index
        // turns the second away after Better Auth's own check passed; the same "already taken".
        const taken =
          isAuthApiError(error) &&
          (emailTakenCodes.has(String(error.body?.code)) || (await emailRegistered(input.email)));
        if (taken) return { ok: false, reason: 'email-taken' };
        throw error;
      }
    },

    async signIn(request, reply, input) {
      try {
        const { headers, response } = await auth.api.signInEmail({
          body: { email: input.email, password: input.password, rememberMe: input.rememberMe },
          headers: authHeaders(request),
          returnHeaders: true,
        });
        forwardCookies(reply, headers);
        // The account has a second factor: the cookie set is Better Auth's challenge, no session.
        if ('twoFactorRedirect' in response)
          return { ok: true, user: null, twoFactorRequired: true };
        return { ok: true, user: fromAuthUser(response.user) };
      } catch (error) {
        if (!isAuthApiError(error) || error.statusCode >= 500) throw error;
        return { ok: false };
      }
    },

    async finishSignIn(request, reply, { method, code }) {
      const headers = challengeHeaders(request);
      try {
        const result =
          method === 'app'
            ? await auth.api.verifyTOTP({
                body: { code: await authCode(await challengedUser(request), code) },
                headers,
                returnHeaders: true,
              })
            : await auth.api.verifyBackupCode({
                // Stored codes are digests (two-factor.ts): Better Auth compares the typed code's.
                body: { code: recoveryCodeDigest(config.sessionSecret, code) },
                headers,
                returnHeaders: true,
              });
        forwardCookies(reply, result.headers);
        const { user } = result.response as { user: BetterAuthUser };
        return { ok: true, user: fromAuthUser(user) };
      } catch (error) {
        const refusal = codeRefusalOf(error);
        if (!refusal) throw error;
        // Better Auth may end the challenge (its cookie) along with the refusal.
        const ended = (error as { headers?: unknown }).headers;
        if (ended instanceof Headers) forwardCookies(reply, ended);
        return { ok: false, refusal };
      }
    },

    twoFactorStatus: ({ user, session }) => twoFactorStatus(user, session.twoFactorVerified),

    async twoFactorPending(userId) {
      return (await twoFactorRow(userId)) !== undefined;
    },

    async startTwoFactor(request, password) {
      const result = await checked(() =>
        auth.api.enableTwoFactor({ body: { password }, headers: authHeaders(request) }),
      );
      if (!result.ok) return result;
      // Only authenticator apps are configured (auth.ts); OTP by mail or text is not offered.
      if (result.value.method !== 'totp') throw new Error('two-factor setup without a TOTP secret');
      await forgetTotpStep(database, signedInId(request));
      const { totpURI, backupCodes } = result.value;
      return {
        ok: true,
        value: {
          totpUri: totpURI,
          secret: new URL(totpURI).searchParams.get('secret') ?? '',
          recoveryCodes: backupCodes,
        },
      };
    },

    async confirmTwoFactor(request, reply, code) {
      const user = signedInPerson(request);
      // The enrolment code claims its step too: it must not also sign in (decision 0077).
      const body = { code: await authCode(user.id, code) };
      const result = await checked(() =>
        auth.api.verifyTOTP({ body, headers: authHeaders(request), returnHeaders: true }),
      );
      if (!result.ok) return result;
      forwardCookies(reply, result.value.headers);
      // Sessions opened with the password alone end: from now on this account signs in with a code.
      await db
        .deleteFrom('session')
        .where('userId', '=', user.id)
        .where((eb) =>
          eb.or([
            eb('twoFactorVerified', 'is', null),
            eb('twoFactorVerified', '=', dbBoolean(database.kind, false)),
          ]),
        )
        .execute();
      return { ok: true, value: await twoFactorStatus({ ...user, twoFactorEnabled: true }, true) };
    },

    async newRecoveryCodes(request, password) {
      const result = await checked(() =>
        auth.api.generateBackupCodes({ body: { password }, headers: authHeaders(request) }),
      );
      return result.ok ? { ok: true, value: result.value.backupCodes } : result;
    },

    async disableTwoFactor(request, reply, password) {
      const result = await checked(() =>
        auth.api.disableTwoFactor({
          body: { password },
          headers: authHeaders(request),
          returnHeaders: true,
        }),
      );
      if (!result.ok) return false;
      forwardCookies(reply, result.value.headers);
      return true;
    },

    signOut,

    markUsed: sessions.markUsed,

    async requestPasswordReset(email, locale) {
      // The same work for any address (issue 12 §9): one queued job, looked at after the answer.
      // Nothing is dropped here: a request the limits refuse was answered 429 (decision 0076).
      await enqueuePasswordReset(database.db, email, locale);
    },

    async resetPassword(request, reply, token, password) {
      const owner = await resetTokenOwnerEmail(database.db, token);
      try {
        await auth.api.resetPassword({
          body: { token, newPassword: password },
          headers: authHeaders(request),
        });
        // The link came from the mailbox: this browser is the owner's (decision 0076).
        if (owner) loginGuard.trustBrowser(reply, owner);
        return true;
      } catch (error) {
        if (!isAuthApiError(error) || error.statusCode >= 500) throw error;
        return false;
      }
    },

    async changePassword(request, reply, input) {
      try {
        // Better Auth ends every session of the account and opens a new one for this browser
        // (a fresh token after a credential change), so the person stays signed in here only.
        const result = await auth.api.changePassword({
          body: {
            currentPassword: input.currentPassword,
            newPassword: input.password,
            revokeOtherSessions: true,
          },
          headers: authHeaders(request),
          returnHeaders: true,
        });
        forwardCookies(reply, result.headers);
        // A reset link asked for before the change must not undo it (issue 12 §5).
        await revokeResetTokens(database.db, signedInId(request));
        return true;
      } catch (error) {
        if (isAuthApiError(error) && error.body?.code === 'INVALID_PASSWORD') return false;
        throw error;
      }
    },

    verifyPassword: internals.passwordMatches,

    async sendVerificationMail(user, locale) {
      await enqueueVerificationMail(database.db, user.email, locale);
    },

    async verifyEmail(reply, token) {
      const userId = await internals.consumeVerification(`${emailVerificationPrefix}${token}`);
      if (!userId) return false;
      const user = await internals.updateUser(userId, { emailVerified: true });
      // The account was deleted after the mail was sent: nothing left to verify.
      if (!user) return false;
      // The link came from the mailbox: this browser is the owner's (decision 0076).
      loginGuard.trustBrowser(reply, user.email);
      return true;
    },

    accounts: createAccountRows({
      database,
      updateUser: internals.updateUser,
      personalKeys: personalRateLimitKeys,
      resetCounter: (key) => limiter.reset(key),
    }),
  };
}
