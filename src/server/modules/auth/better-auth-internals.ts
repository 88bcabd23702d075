import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from './auth.ts';

/**
 * Everything we rely on in Better Auth that is not its public API (issue 24 §4, decision 0092):
 * its cookies' names, attributes and signature format, its `internalAdapter`, its error codes.
 * Each was read in the release below; better-auth-internals.test.ts compares them with the
 * installed package and fails on any other version, so an upgrade re-checks them here, in one file.
 *
 * Why not its public helpers: `getSessionCookie` (better-auth/cookies) does not check the
 * signature and accepts the unprefixed name on https; `auth.api.getSession` would load Better Auth
 * on every signed-in request and read two tables (decisions 0030, 0034).
 */
export const checkedBetterAuthVersion = '1.7.25';

/** Better Auth's cookie names with `advanced.cookiePrefix: 'nexus'` (auth.ts). */
export interface AuthCookieNames {
  sessionToken: string;
  sessionData: string;
  dontRemember: string;
  /** The signed challenge between a right password and the second factor (decision 0029). */
  twoFactor: string;
}

/** On https Better Auth adds the __Secure- prefix (`advanced.useSecureCookies`, auth.ts). */
export function authCookieNames(https: boolean): AuthCookieNames {
  const prefix = `${https ? '__Secure-' : ''}nexus.`;
  return {
    sessionToken: `${prefix}session_token`,
    sessionData: `${prefix}session_data`,
    dontRemember: `${prefix}dont_remember`,
    twoFactor: `${prefix}two_factor`,
  };
}

/** The attributes Better Auth gives its session cookie (`advanced.defaultCookieAttributes`). */
export function sessionCookieAttributes(https: boolean) {
  return { path: '/', httpOnly: true, secure: https, sameSite: 'lax' } as const;
}

/**
 * The value of a cookie Better Auth signed (better-call's `signCookieValue`: `value.` and the
 * base64 HMAC-SHA256 of the value with its padding), or undefined when the signature is not ours.
 * `@fastify/cookie`'s own signer drops the padding, so it cannot check these.
 */
export function unsignedValue(signed: string | undefined, secret: string): string | undefined {
  if (!signed) return undefined;
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return undefined;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return undefined;
  const given = Buffer.from(signature);
  const wanted = Buffer.from(createHmac('sha256', secret).update(value).digest('base64'));
  return given.length === wanted.length && timingSafeEqual(given, wanted) ? value : undefined;
}

/**
 * Signed cookie values whose signature was checked, each with its value (decision 0144): a browser
 * sends the same session cookie with every request, and its HMAC was about a tenth of the CPU of a
 * signed-in GET /api/user (docs/benchmarks.md, "issue 24: SQLite's sign-in and session read").
 * Only a value `unsignedValue` accepted is kept, keyed by the whole signed string, so a value that
 * is not ours is checked (and refused) every time, exactly as before. The signature says only that
 * we issued the token; whether its session is still open is read from the database on every
 * request, so a session that ends is refused at once whether its cookie is known here or not.
 * At most `capacity` values (the oldest forgotten first): memory stays bounded whatever is sent.
 */
export class CheckedSignatures {
  readonly #values = new Map<string, string>();
  readonly #secret: string;
  readonly #capacity: number;
  /** Counted for the tests: a known value is not signed again. */
  hits = 0;
  checks = 0;

  constructor(secret: string, capacity = 10_000) {
    this.#secret = secret;
    this.#capacity = capacity;
  }

  get size(): number {
    return this.#values.size;
  }

  value(signed: string | undefined): string | undefined {
    if (!signed) return undefined;
    const known = this.#values.get(signed);
    if (known !== undefined) {
      this.hits += 1;
      return known;
    }
    this.checks += 1;
    const value = unsignedValue(signed, this.#secret);
    if (value === undefined) return undefined;
    this.#values.set(signed, value);
    if (this.#values.size > this.#capacity) {
      const oldest = this.#values.keys().next().value;
      if (oldest !== undefined) this.#values.delete(oldest);
    }
    return value;
  }
}

/** Better Auth's cookies of a request, read and written through `@fastify/cookie`. */
export interface AuthCookies {
  names: AuthCookieNames;
  /** The session token of a session cookie whose signature is ours. */
  sessionToken(request: FastifyRequest): string | undefined;
  /** The verification identifier of a signed two-factor challenge cookie. */
  challengeIdentifier(request: FastifyRequest): string | undefined;
  /** The browser forgets a session cookie whose session has ended (as Better Auth's sign-out). */
  clearSession(reply: FastifyReply): void;
  /**
   * The session cookie again with a fresh Max-Age: the value (token and signature) is the one the
   * browser sent, so nothing new is signed; only its lifetime follows the row (decision 0025).
   */
  resendSession(request: FastifyRequest, reply: FastifyReply, maxAgeSeconds: number): void;
  /** The Cookie header without the session cookies (a code is judged by its challenge alone). */
  withoutSessionCookies(request: FastifyRequest): string;
}

export function createAuthCookies(https: boolean, secret: string): AuthCookies {
  const names = authCookieNames(https);
  const attributes = sessionCookieAttributes(https);
  const session = new Set([names.sessionToken, names.sessionData]);
  const sessionTokens = new CheckedSignatures(secret);
  return {
    names,
    sessionToken: (request) => sessionTokens.value(request.cookies[names.sessionToken]),
    challengeIdentifier: (request) => unsignedValue(request.cookies[names.twoFactor], secret),
    clearSession(reply) {
      reply.clearCookie(names.sessionToken, attributes);
      reply.clearCookie(names.dontRemember, attributes);
    },
    resendSession(request, reply, maxAgeSeconds) {
      const value = request.cookies[names.sessionToken];
      // Encoded again as Better Auth encodes it (encodeURIComponent: `/`, `+`, `=` escaped), not
      // with `cookie`'s default, which leaves them: the browser keeps the bytes Better Auth sent.
      if (!value) return;
      reply.setCookie(names.sessionToken, value, {
        ...attributes,
        maxAge: maxAgeSeconds,
        encode: encodeURIComponent,
      });
    },
    withoutSessionCookies(request) {
      return Object.entries(request.cookies)
        .filter(([name, value]) => value !== undefined && !session.has(name))
        .map(([name, value]) => `${name}=${encodeURIComponent(value ?? '')}`)
        .join('; ');
    },
  };
}

/** A user as Better Auth's API and adapter return it (booleans are 0/1 on SQLite). */
export interface BetterAuthUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  createdAt: Date | string;
  isAdmin?: boolean | number | null;
  isEditor?: boolean | number | null;
  locale?: string | null;
  twoFactorEnabled?: boolean | number | null;
}

/**
 * The `internalAdapter` calls we make (undocumented: Better Auth's own endpoints use them), each
 * named for what we need of it.
 */
export function authInternals(auth: Auth) {
  const context = () => auth.$context;
  return {
    async touchSession(token: string, fields: { updatedAt: Date; expiresAt?: Date }) {
      await (await context()).internalAdapter.updateSession(token, fields);
    },
    async verificationValue(identifier: string): Promise<string | undefined> {
      return (await (await context()).internalAdapter.findVerificationValue(identifier))?.value;
    },
    async consumeVerification(identifier: string): Promise<string | undefined> {
      return (await (await context()).internalAdapter.consumeVerificationValue(identifier))?.value;
    },
    async createVerification(row: { identifier: string; value: string; expiresAt: Date }) {
      await (await context()).internalAdapter.createVerificationValue(row);
    },
    async userByEmail(email: string): Promise<BetterAuthUser | undefined> {
      const found = await (await context()).internalAdapter.findUserByEmail(email.toLowerCase());
      return found?.user as BetterAuthUser | undefined;
    },
    async updateUser(
      userId: string,
      fields: Partial<{ name: string; phone: string | null; emailVerified: boolean }>,
    ): Promise<BetterAuthUser | undefined> {
      const user = await (await context()).internalAdapter.updateUser(userId, fields);
      return (user as BetterAuthUser | null) ?? undefined;
    },
    async passwordMatches(userId: string, password: string): Promise<boolean> {
      const ctx = await context();
      const credential = await ctx.internalAdapter.findCredentialAccount(userId);
      if (!credential?.password) return false;
      return ctx.password.verify({ hash: credential.password, password });
    },
    /** The key Better Auth encrypts two-factor secrets with (totp-steps.ts decrypts them). */
    async secretConfig() {
      return (await context()).secretConfig;
    },
  };
}

export type AuthInternals = ReturnType<typeof authInternals>;

/** Better Auth's error codes for an e-mail already registered. */
export const emailTakenCodes = new Set([
  'USER_ALREADY_EXISTS',
  'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
]);

/** A wrong password or enrolment code, when Better Auth checks one. */
export const wrongSecretCodes = new Set(['INVALID_PASSWORD', 'INVALID_CODE']);

/** Why a sign-in code was refused: a wrong code, a challenge that ended, a locked second factor. */
export type CodeRefusal = 'invalid' | 'expired' | 'locked';

/** What a refused sign-in code means, from Better Auth's two-factor error codes. */
export const codeRefusals: Record<string, CodeRefusal> = {
  INVALID_CODE: 'invalid',
  INVALID_BACKUP_CODE: 'invalid',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'expired',
  INVALID_TWO_FACTOR_COOKIE: 'expired',
  TOTP_NOT_ENABLED: 'expired',
  BACKUP_CODES_NOT_ENABLED: 'expired',
  ACCOUNT_TEMPORARILY_LOCKED: 'locked',
};
