import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { CompiledQuery } from 'kysely';
import { defaultLocale, isSupportedLocale, type Locale } from '#shared/i18n/locales.ts';
import { localizedPath } from '#shared/routes.ts';
import type {
  AccountProfile,
  AccountSession,
  ChangePasswordData,
  UpdateProfileData,
} from '#shared/schemas/account.ts';
import type { LoginData } from '#shared/schemas/login.ts';
import type { RegisterData } from '#shared/schemas/register.ts';
import type { TwoFactorSetup, TwoFactorStatus } from '#shared/schemas/two-factor.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import type { RenderMail } from '#server/modules/notifications/mail-queue.service.ts';
import { localeOf, type Translator } from '#server/plugins/i18n.ts';
import type { NamedLimit, RateLimiter } from '#server/plugins/rate-limit.ts';
import type {
  ActiveSession,
  SessionStore,
  SessionUser,
  SignedIn,
} from '#server/plugins/session.ts';
import {
  accountRecord,
  deleteAccount,
  findProfile,
  listSessions,
  revokeOtherSessions,
  revokeSession,
  type AccountRecord,
  type AlsoDelete,
  type DeletionResult,
} from './account-data.ts';
import { passwordResetMail, verifyEmailMail } from './auth-mails.ts';
import { dbBoolean, withAuthTables } from './auth-tables.ts';
import { clientIpHeader, createAuth, isAuthApiError, warmAuth, type Auth } from './auth.ts';
import {
  emailVerificationPrefix,
  enqueueVerificationMail,
  verificationLifetimeSeconds,
  VERIFY_EMAIL_MAIL,
} from './email-verification.ts';
import { createLoginGuard } from './login-guard.ts';
import {
  enqueuePasswordReset,
  PASSWORD_RESET_MAIL,
  revokeResetTokens,
  resetIdentifierPrefix,
  resetTokenLifetimeSeconds,
  resetTokenOwnerEmail,
} from './password-reset.ts';
import { personalRateLimitKeys } from './rate-limit-keys.ts';
import { createRecoveryGuard } from './recovery-guard.ts';
import { rememberedSessionSeconds, renewedExpiry, resendSessionCookie } from './session-rules.ts';
import { claimTotpStep, forgetTotpStep, matchedTotpStep, totpKey } from './totp-steps.ts';
import { recoveryCodeDigest, recoveryCodesLeft } from './two-factor.ts';

/**
 * The accounts module's service (decision 0031): the only file that calls Better Auth (its API,
 * its `internalAdapter`), and the only way other modules (account pages, lead desk) reach the
 * accounts' data. Routes get typed results and map them to status codes.
 */

export type { AccountRecord, DeletionResult };

export type SignUpResult = { ok: true; user: SessionUser } | { ok: false; reason: 'email-taken' };
/**
 * A right password: signed in, or (an account with two-factor sign-in) no session yet, only Better
 * Auth's short-lived challenge cookie, and a code to ask for (decision 0029).
 */
export type SignInResult =
  | { ok: true; user: SessionUser }
  | { ok: true; user: null; twoFactorRequired: true }
  | { ok: false };

/** Why a sign-in code was refused: a wrong code, a challenge that ended, a locked second factor. */
export type CodeRefusal = 'invalid' | 'expired' | 'locked';
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
  profile(userId: string): Promise<AccountProfile | undefined>;
  updateProfile(userId: string, input: UpdateProfileData): Promise<AccountProfile | undefined>;
  listSessions(userId: string, currentSessionId: string): Promise<AccountSession[]>;
  revokeSession(userId: string, sessionId: string): Promise<boolean>;
  revokeOtherSessions(userId: string, currentSessionId: string): Promise<number>;
  accountRecord(userId: string, currentSessionId: string): Promise<AccountRecord | undefined>;
  /** Deletes the account (and what `alsoDelete` adds, in its transaction), then signs out. */
  deleteAccount(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    alsoDelete: AlsoDelete,
  ): Promise<DeletionResult>;
}

export interface AuthServiceDeps {
  config: Config;
  database: Database;
  limiter: RateLimiter;
  translator: Translator;
  log: FastifyBaseLogger;
}

const alreadyExists = new Set(['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL']);

/**
 * "Last used" in the session list is the session row's updatedAt, moved forward when the app opens
 * with it (GET /api/user), at most this often: one write per session per few minutes, not per call.
 */
const lastUsedPrecisionMs = 5 * 60 * 1000;

interface BetterAuthUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  createdAt: Date | string;
  isAdmin?: boolean | number | null;
  locale?: string | null;
  twoFactorEnabled?: boolean | number | null;
}

function fromAuthUser(user: BetterAuthUser): SessionUser {
  return {
    id: user.id,
    fullName: user.name,
    email: user.email,
    isAdmin: Boolean(user.isAdmin),
    emailVerified: Boolean(user.emailVerified),
    locale: user.locale ?? null,
    createdAt: new Date(user.createdAt),
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
  };
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

/** Copies the cookies Better Auth set (sign-in, sign-out) onto our reply. */
function forwardCookies(reply: FastifyReply, headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/** One cookie of a Cookie header, the first of its name, decoded as Better Auth's parser does. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  let index = 0;
  while (index < header.length) {
    const eq = header.indexOf('=', index);
    if (eq === -1) return undefined;
    let end = header.indexOf(';', index);
    if (end === -1) end = header.length;
    else if (end < eq) {
      index = header.lastIndexOf(';', eq - 1) + 1;
      continue;
    }
    if (header.slice(index, eq).trim() === name) {
      let value = header.slice(eq + 1, end).trim();
      if (value.startsWith('"')) value = value.slice(1, -1);
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
    index = end + 1;
  }
  return undefined;
}

/** The person of a request that went through requireUser. */
function signedInPerson(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Error(`${request.routeOptions.url} without a signed-in user`);
  return request.user;
}

const signedInId = (request: FastifyRequest): string => signedInPerson(request).id;

/** What a refused sign-in code means, from Better Auth's two-factor error codes. */
const codeRefusals: Record<string, CodeRefusal> = {
  INVALID_CODE: 'invalid',
  INVALID_BACKUP_CODE: 'invalid',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'expired',
  INVALID_TWO_FACTOR_COOKIE: 'expired',
  TOTP_NOT_ENABLED: 'expired',
  BACKUP_CODES_NOT_ENABLED: 'expired',
  ACCOUNT_TEMPORARILY_LOCKED: 'locked',
};

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
    if (code === 'INVALID_PASSWORD' || code === 'INVALID_CODE') return { ok: false };
    throw error;
  }
}

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** A row of the session query: the session's columns, then its user's. */
interface SessionRow extends BetterAuthUser {
  sessionId: string;
  expiresAt: Date | string;
  sessionCreatedAt: Date | string;
  updatedAt: Date | string;
  rememberMe: boolean | number | null;
  twoFactorVerified: boolean | number | null;
}

/** The user's columns of the session query, in the order of SQLite's JSON array below. */
const sqliteUserColumns = [
  'id',
  'name',
  'email',
  'emailVerified',
  'isAdmin',
  'locale',
  'createdAt',
  'twoFactorEnabled',
] as const;

/**
 * The session query on SQLite: the same single indexed read, with the user's columns as one JSON
 * array from a lookup by primary key instead of a join. better-sqlite3 ran the two-table join in
 * about 16 µs, this in about 3 µs (a third of the CPU of a signed-in GET /api/user in the profile
 * of docs/benchmarks.md; decision 0034). PostgreSQL keeps the join.
 */
const sqliteSessionSql =
  'select "id" as "sessionId", "expiresAt", "createdAt" as "sessionCreatedAt", "updatedAt", ' +
  '"rememberMe", "twoFactorVerified", (select json_array(' +
  sqliteUserColumns.map((column) => `"${column}"`).join(', ') +
  ') from "user" where "user"."id" = "session"."userId") as "user" from "session" where "token" = ?';

type SqliteSessionRow = Omit<SessionRow, keyof BetterAuthUser> & { user: string | null };

/** A session row whose user is gone (not possible with the foreign key) is no session. */
function fromSqliteSessionRow(raw: SqliteSessionRow): SessionRow | undefined {
  const { user: json, ...session } = raw;
  if (json === null) return undefined;
  const values = JSON.parse(json) as unknown[];
  const user = Object.fromEntries(sqliteUserColumns.map((column, i) => [column, values[i]]));
  return { ...session, ...(user as unknown as BetterAuthUser) };
}

export function createAuthService(deps: AuthServiceDeps): AuthService {
  const { config, database, limiter, translator } = deps;
  const auth: Auth = createAuth({ config, database, log: deps.log, limiter });
  const db = withAuthTables(database.db);
  const https = config.appUrl.protocol === 'https:';
  // Better Auth's names: cookiePrefix 'nexus', the __Secure- prefix on https (auth.ts).
  const cookiePrefix = https ? '__Secure-' : '';
  const sessionCookie = {
    name: `${cookiePrefix}nexus.session_token`,
    attributes: { path: '/', httpOnly: true, secure: https, sameSite: 'lax' },
  };
  const dontRememberCookie = `${cookiePrefix}nexus.dont_remember`;
  const secret = config.sessionSecret;
  const tokens = new WeakMap<ActiveSession, string>();
  const loginGuard = createLoginGuard({ config, limiter });

  /**
   * The session and its user in one indexed read (session.token is unique), compiled once: this
   * runs for every signed-in request (issue 13 §4).
   */
  const sessionQuery = db
    .selectFrom('session')
    .innerJoin('user', 'user.id', 'session.userId')
    .select([
      'session.id as sessionId',
      'session.expiresAt',
      'session.createdAt as sessionCreatedAt',
      'session.updatedAt',
      'session.rememberMe',
      'session.twoFactorVerified',
      'user.id',
      'user.name',
      'user.email',
      'user.emailVerified',
      'user.isAdmin',
      'user.locale',
      'user.createdAt',
      'user.twoFactorEnabled',
    ])
    .where('session.token', '=', '')
    .compile();
  if (sessionQuery.parameters.length !== 1) throw new Error('the session query takes one token');
  const readSessionRow =
    database.kind === 'sqlite'
      ? async (token: string) => {
          const { rows } = await database.db.executeQuery<SqliteSessionRow>(
            CompiledQuery.raw(sqliteSessionSql, [token]),
          );
          return rows[0] ? fromSqliteSessionRow(rows[0]) : undefined;
        }
      : async (token: string) => {
          const { rows } = await database.db.executeQuery<SessionRow>(
            CompiledQuery.raw(sessionQuery.sql, [token]),
          );
          return rows[0];
        };

  /** The token of a session cookie whose signature is ours (Better Auth: HMAC-SHA256, base64). */
  const signedToken = (value: string | undefined): string | undefined => {
    if (!value) return undefined;
    const dot = value.lastIndexOf('.');
    if (dot < 1) return undefined;
    const token = value.slice(0, dot);
    const signature = value.slice(dot + 1);
    if (signature.length !== 44 || !signature.endsWith('=')) return undefined;
    const expected = createHmac('sha256', secret).update(token).digest('base64');
    const given = Buffer.from(signature);
    const wanted = Buffer.from(expected);
    return given.length === wanted.length && timingSafeEqual(given, wanted) ? token : undefined;
  };

  /** The browser is told to forget a session cookie whose session has ended (as Better Auth does). */
  const clearSessionCookies = (reply: FastifyReply) => {
    const secure = https ? '; Secure' : '';
    reply.header('set-cookie', [
      `${sessionCookie.name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`,
      `${dontRememberCookie}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`,
    ]);
  };

  const sessions: SessionStore = {
    async read(request, reply) {
      const token = signedToken(cookieValue(request.headers.cookie, sessionCookie.name));
      if (!token) return null;
      const row = await readSessionRow(token);
      const now = Date.now();
      if (!row || toDate(row.expiresAt).getTime() <= now) {
        clearSessionCookies(reply);
        if (row) await db.deleteFrom('session').where('id', '=', row.sessionId).execute();
        return null;
      }
      const session: ActiveSession = {
        id: row.sessionId,
        expiresAt: toDate(row.expiresAt),
        createdAt: toDate(row.sessionCreatedAt),
        updatedAt: toDate(row.updatedAt),
        rememberMe: row.rememberMe === null ? null : Boolean(row.rememberMe),
        twoFactorVerified: Boolean(row.twoFactorVerified),
      };
      tokens.set(session, token);
      return { session, user: fromAuthUser(row) };
    },
  };

  /**
   * Stores a single-use token of `userId`; false when the account was deleted meanwhile. The mail
   * queue renders after the request that asked for the mail, so an account may be deleted between
   * the lookup and the insert: the token is then removed again, and no row of the person is left
   * behind (decision 0017). On PostgreSQL the check waits for a deletion in progress (the deletion
   * locks the user row first, then deletes the tokens), so either the deletion sees the token or
   * the check sees the account gone.
   */
  const issueToken = async (identifier: string, userId: string, lifetimeSeconds: number) => {
    const context = await auth.$context;
    await context.internalAdapter.createVerificationValue({
      identifier,
      // The owner, so that deleting an account can find and delete its pending tokens.
      value: userId,
      expiresAt: new Date(Date.now() + lifetimeSeconds * 1000),
    });
    let owner = db.selectFrom('user').select('id').where('id', '=', userId);
    if (database.kind === 'postgres') owner = owner.forShare();
    if (await owner.executeTakeFirst()) return true;
    await db.deleteFrom('verification').where('value', '=', userId).execute();
    return false;
  };

  const findByEmail = async (email: string) => {
    const context = await auth.$context;
    const found = await context.internalAdapter.findUserByEmail(email.toLowerCase());
    return found?.user as (BetterAuthUser & { locale?: string | null }) | undefined;
  };

  const mailLocale = (asked: string, user: { locale?: string | null }): Locale =>
    isSupportedLocale(asked) ? asked : isSupportedLocale(user.locale) ? user.locale : defaultLocale;

  /** A reset job: for an account, a fresh single-use token and its link; else nothing. */
  const renderPasswordReset: RenderMail = async (job) => {
    const user = await findByEmail(job.recipient);
    if (!user) return null;
    const token = randomBytes(24).toString('base64url');
    if (!(await issueToken(`${resetIdentifierPrefix}${token}`, user.id, resetTokenLifetimeSeconds)))
      return null;
    const link = new URL('/reset-password', config.appUrl);
    link.searchParams.set('token', token);
    const t = translator.for(mailLocale(job.locale, user));
    return passwordResetMail(t, user.email, user.name, link.href);
  };

  /** A verification job: a single-use link to the page that confirms it, unless already done. */
  const renderVerification: RenderMail = async (job) => {
    const user = await findByEmail(job.recipient);
    if (!user || user.emailVerified) return null;
    const token = randomBytes(32).toString('base64url');
    if (
      !(await issueToken(
        `${emailVerificationPrefix}${token}`,
        user.id,
        verificationLifetimeSeconds,
      ))
    )
      return null;
    const locale = mailLocale(job.locale, user);
    const link = new URL(localizedPath('/verify-email', locale), config.appUrl);
    link.searchParams.set('token', token);
    return verifyEmailMail(translator.for(locale), user.email, user.name, link.href);
  };

  const signOut = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await auth.api.signOut({ headers: authHeaders(request), returnHeaders: true });
    forwardCookies(reply, result.headers);
  };

  /**
   * The request's headers without its session cookies: a sign-in code is judged by the challenge
   * cookie Better Auth set after the password, never by a session this browser may still hold.
   */
  const challengeHeaders = async (request: FastifyRequest) => {
    const headers = authHeaders(request);
    const cookie = headers.get('cookie');
    if (cookie) {
      const { authCookies } = await auth.$context;
      const session = new Set([authCookies.sessionToken.name, authCookies.sessionData.name]);
      const kept = cookie
        .split(';')
        .filter((part) => !session.has(part.slice(0, part.indexOf('=')).trim()));
      headers.set('cookie', kept.join(';'));
    }
    return headers;
  };

  /** The account a sign-in challenge (Better Auth's signed `two_factor` cookie) belongs to. */
  const challengedUser = async (request: FastifyRequest) => {
    const context = await auth.$context;
    const cookie = context.createAuthCookie('two_factor').name;
    const identifier = signedToken(cookieValue(request.headers.cookie, cookie));
    if (!identifier) return undefined;
    return (await context.internalAdapter.findVerificationValue(identifier))?.value;
  };

  /**
   * Whether an authenticator code of `userId` is one already used (issue 22 finding 3, decision
   * 0077): a right code claims its time step here, before Better Auth checks it; a step at or
   * before the last claimed one is a replay. A wrong code claims nothing and is Better Auth's to
   * refuse and count.
   */
  const replayedCode = async (userId: string | undefined, code: string) => {
    if (!userId) return false;
    const row = await db
      .selectFrom('twoFactor')
      .select('secret')
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (!row) return false;
    const key = await totpKey((await auth.$context).secretConfig, row.secret);
    const step = await matchedTotpStep(key, code);
    if (step === undefined) return false;
    return !(await claimTotpStep(database, userId, step));
  };

  /**
   * The code Better Auth is given instead of a replayed one: it matches no code, so the replay is
   * refused as a wrong code is, with the same answer, counted toward the challenge's five tries
   * and the account's lockout, and no session.
   */
  const authCode = async (userId: string | undefined, code: string) =>
    (await replayedCode(userId, code)) ? '' : code;

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
      required: user.isAdmin,
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
    mailRenderers: {
      [PASSWORD_RESET_MAIL]: renderPasswordReset,
      [VERIFY_EMAIL_MAIL]: renderVerification,
    },
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
          (alreadyExists.has(String(error.body?.code)) || (await emailRegistered(input.email)));
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
      const headers = await challengeHeaders(request);
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

    async markUsed(request, reply, { session }) {
      const now = new Date();
      // A remembered session slides forward while it is used; the row decides, never a cookie.
      const expiresAt = renewedExpiry(session, now);
      if (!expiresAt && now.getTime() - session.updatedAt.getTime() <= lastUsedPrecisionMs) return;
      const token = tokens.get(session);
      if (!token) return;
      const context = await auth.$context;
      await context.internalAdapter.updateSession(token, {
        updatedAt: now,
        ...(expiresAt ? { expiresAt } : {}),
      });
      if (expiresAt) resendSessionCookie(request, reply, sessionCookie, rememberedSessionSeconds);
    },

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

    async verifyPassword(userId, password) {
      const context = await auth.$context;
      const credential = await context.internalAdapter.findCredentialAccount(userId);
      if (!credential?.password) return false;
      return context.password.verify({ hash: credential.password, password });
    },

    async sendVerificationMail(user, locale) {
      await enqueueVerificationMail(database.db, user.email, locale);
    },

    async verifyEmail(reply, token) {
      const context = await auth.$context;
      const row = await context.internalAdapter.consumeVerificationValue(
        `${emailVerificationPrefix}${token}`,
      );
      if (!row) return false;
      const user = await context.internalAdapter.updateUser(row.value, { emailVerified: true });
      // The account was deleted after the mail was sent: nothing left to verify.
      if (!user) return false;
      // The link came from the mailbox: this browser is the owner's (decision 0076).
      loginGuard.trustBrowser(reply, user.email);
      return true;
    },

    profile: (userId) => findProfile(database, userId),

    async updateProfile(userId, input) {
      const context = await auth.$context;
      await context.internalAdapter.updateUser(userId, {
        name: input.fullName,
        phone: input.phone ?? null,
      });
      return findProfile(database, userId);
    },

    listSessions: (userId, currentSessionId) => listSessions(database, userId, currentSessionId),
    revokeSession: (userId, sessionId) => revokeSession(database, userId, sessionId),
    revokeOtherSessions: (userId, currentSessionId) =>
      revokeOtherSessions(database, userId, currentSessionId),
    accountRecord: (userId, currentSessionId) => accountRecord(database, userId, currentSessionId),

    async deleteAccount(request, reply, userId, alsoDelete) {
      const result = await deleteAccount(
        database,
        userId,
        (email) => personalRateLimitKeys(userId, email),
        alsoDelete,
      );
      if (!result.ok) return result;
      // The transaction deleted the counters' rows; a limiter that counts in memory forgets here.
      for (const key of personalRateLimitKeys(userId, result.email)) await limiter.reset(key);
      // The session row is gone already; this only makes the browser forget the cookie.
      await signOut(request, reply);
      return result;
    },
  };
}
