import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  recoveryCodeSchema,
  totpCodeSchema,
  twoFactorPasswordSchema,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '#shared/schemas/two-factor.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { sendError } from '#server/plugins/errors.ts';
import { sendRateLimited, type RateLimiter } from '#server/plugins/rate-limit.ts';
import {
  authHeaders,
  forwardCookies,
  fromAuthUser,
  toUserDto,
  type SessionReader,
  type SessionUser,
} from '#server/plugins/session.ts';
import { dbBoolean, withAuthTables } from './auth-tables.ts';
import { isAuthApiError, type Auth } from './auth.ts';
import { rateLimitKeys } from './rate-limit-keys.ts';
import { recoveryCodeDigest, recoveryCodesLeft } from './two-factor.ts';

export interface TwoFactorRouteDeps {
  config: Config;
  database: Database;
  auth: Auth;
  sessions: SessionReader;
  limiter: RateLimiter;
}

/** What a refused code means, from Better Auth's error codes. */
type CodeRefusal = 'invalid' | 'expired' | 'locked';
const refusals: Record<string, CodeRefusal> = {
  INVALID_CODE: 'invalid',
  INVALID_BACKUP_CODE: 'invalid',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'expired',
  INVALID_TWO_FACTOR_COOKIE: 'expired',
  TOTP_NOT_ENABLED: 'expired',
  BACKUP_CODES_NOT_ENABLED: 'expired',
  ACCOUNT_TEMPORARILY_LOCKED: 'locked',
};

function refusalOf(error: unknown): CodeRefusal | undefined {
  if (!isAuthApiError(error) || error.statusCode >= 500) return undefined;
  return refusals[String(error.body?.code)];
}

/**
 * Two-factor sign-in (issue 12, decision 0029) through Better Auth's two-factor plugin, called
 * in-process like the rest of the accounts API (decision 0003): finishing a sign-in with an
 * authenticator or recovery code, and enrolling, renewing codes or turning it off from the account.
 */
export async function twoFactorRoutes(app: FastifyInstance, deps: TwoFactorRouteDeps) {
  const { auth, sessions, limiter, config, database } = deps;
  const limits = config.rateLimits;
  const db = withAuthTables(database.db);

  /** The request's headers without its session cookies: a sign-in code is judged by its challenge. */
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

  const refuse = (request: FastifyRequest, reply: FastifyReply, refusal: CodeRefusal) => {
    if (refusal === 'invalid') {
      const message = request.t('account:twoFactor.errors.invalidCode');
      return sendError(reply, 400, message, { code: [message] });
    }
    if (refusal === 'locked') {
      return sendError(reply, 429, request.t('account:twoFactor.errors.locked'));
    }
    return sendError(reply, 401, request.t('account:twoFactor.errors.challengeExpired'));
  };

  /**
   * Code attempts per client address, counted before Better Auth looks at the code. Behind it,
   * Better Auth ends a challenge after five wrong codes and locks the account's second factor after
   * ten in a row (two-factor.ts).
   */
  const overCodeLimit = async (request: FastifyRequest, reply: FastifyReply) => {
    const state = await limiter.hit(`two-factor:ip:${request.ip}`, limits.loginIp);
    if (state.limited) sendRateLimited(reply, request.t('common:errors.rateLimited'), state);
    return state.limited;
  };

  const finishSignIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    verify: (headers: Headers) => Promise<{ headers: Headers; response: unknown }>,
  ) => {
    try {
      const result = await verify(await challengeHeaders(request));
      forwardCookies(reply, result.headers);
      const { user } = result.response as { user: Parameters<typeof fromAuthUser>[0] };
      return { user: toUserDto(fromAuthUser(user, { twoFactorVerified: true })) };
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      if (isAuthApiError(error)) {
        // Better Auth may end the challenge (its cookie) along with the refusal.
        const headers = (error as { headers?: Headers }).headers;
        if (headers instanceof Headers) forwardCookies(reply, headers);
      }
      return refuse(request, reply, refusal);
    }
  };

  app.post('/api/login/two-factor', async (request, reply) => {
    if (await overCodeLimit(request, reply)) return reply;
    const input = totpCodeSchema.parse(request.body);
    return finishSignIn(request, reply, (headers) =>
      auth.api.verifyTOTP({ body: { code: input.code }, headers, returnHeaders: true }),
    );
  });

  app.post('/api/login/recovery-code', async (request, reply) => {
    if (await overCodeLimit(request, reply)) return reply;
    const input = recoveryCodeSchema.parse(request.body);
    // Stored codes are digests (two-factor.ts): Better Auth compares the typed code's digest.
    const code = recoveryCodeDigest(config.sessionSecret, input.code);
    return finishSignIn(request, reply, (headers) =>
      auth.api.verifyBackupCode({ body: { code }, headers, returnHeaders: true }),
    );
  });

  const signedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await sessions.currentUser(request);
    if (!user) sendError(reply, 401, request.t('common:errors.unauthorized'));
    return user ?? undefined;
  };

  /**
   * Password checks and enrolment codes are counted per account before the check and a right one
   * gives its attempt back, as the account page's other password checks (account.routes.ts).
   */
  const checked = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    user: SessionUser,
    field: 'password' | 'code',
    work: () => Promise<T>,
  ): Promise<{ ok: true; value: T } | { ok: false }> => {
    const key = rateLimitKeys.passwordCheck(user.id);
    const state = await limiter.hit(key, limits.passwordCheck);
    if (state.limited) {
      sendRateLimited(reply, request.t('common:errors.rateLimited'), state);
      return { ok: false };
    }
    try {
      const value = await work();
      await limiter.refund(key);
      return { ok: true, value };
    } catch (error) {
      if (!isAuthApiError(error) || error.statusCode >= 500) throw error;
      const code = String(error.body?.code);
      const message =
        field === 'password'
          ? request.t('account:errors.wrongPassword')
          : request.t('account:twoFactor.errors.invalidCode');
      if (code === 'INVALID_PASSWORD' || code === 'INVALID_CODE') {
        sendError(reply, 400, message, { [field]: [message] });
        return { ok: false };
      }
      throw error;
    }
  };

  const status = async (user: SessionUser): Promise<TwoFactorStatus> => {
    const row = await db
      .selectFrom('twoFactor')
      .select(['backupCodes', 'verified'])
      .where('userId', '=', user.id)
      .executeTakeFirst();
    const enabled = user.twoFactorEnabled && row !== undefined && row.verified !== false;
    return {
      enabled,
      required: user.isAdmin,
      recoveryCodesLeft: enabled ? recoveryCodesLeft(row?.backupCodes) : 0,
      verified: enabled && user.twoFactorVerified,
    };
  };

  app.get('/api/account/two-factor', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    return status(user);
  });

  /** A new secret and recovery codes, not in force until a code from the app confirms them. */
  app.post('/api/account/two-factor/setup', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    const input = twoFactorPasswordSchema.parse(request.body);
    if (user.twoFactorEnabled) {
      return sendError(reply, 409, request.t('account:twoFactor.errors.alreadyEnabled'));
    }
    const result = await checked(request, reply, user, 'password', () =>
      auth.api.enableTwoFactor({
        body: { password: input.password },
        headers: authHeaders(request),
      }),
    );
    if (!result.ok) return reply;
    const { totpURI, backupCodes } = result.value as { totpURI: string; backupCodes: string[] };
    const answer: TwoFactorSetup = {
      totpUri: totpURI,
      secret: new URL(totpURI).searchParams.get('secret') ?? '',
      recoveryCodes: backupCodes,
    };
    return answer;
  });

  /**
   * The first code from the app turns two-factor sign-in on. Better Auth then opens a new session
   * for this browser (one that has passed the second factor) and this ends every other session of
   * the account: they were opened with the password alone.
   */
  app.post('/api/account/two-factor/confirm', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    const input = totpCodeSchema.parse(request.body);
    if (user.twoFactorEnabled) {
      return sendError(reply, 409, request.t('account:twoFactor.errors.alreadyEnabled'));
    }
    const pending = await db
      .selectFrom('twoFactor')
      .select('id')
      .where('userId', '=', user.id)
      .executeTakeFirst();
    if (!pending) return sendError(reply, 409, request.t('account:twoFactor.errors.notStarted'));
    const result = await checked(request, reply, user, 'code', () =>
      auth.api.verifyTOTP({
        body: { code: input.code },
        headers: authHeaders(request),
        returnHeaders: true,
      }),
    );
    if (!result.ok) return reply;
    forwardCookies(reply, result.value.headers);
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
    const enabled = { ...user, twoFactorEnabled: true, twoFactorVerified: true };
    return {
      message: request.t('account:twoFactor.messages.enabled'),
      user: toUserDto(enabled),
      status: await status(enabled),
    };
  });

  app.post('/api/account/two-factor/recovery-codes', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    const input = twoFactorPasswordSchema.parse(request.body);
    if (!user.twoFactorEnabled) {
      return sendError(reply, 409, request.t('account:twoFactor.errors.notEnabled'));
    }
    const result = await checked(request, reply, user, 'password', () =>
      auth.api.generateBackupCodes({
        body: { password: input.password },
        headers: authHeaders(request),
      }),
    );
    if (!result.ok) return reply;
    return { recoveryCodes: result.value.backupCodes };
  });

  /** Clients may turn it off with their password; administrators must keep it (decision 0029). */
  app.post('/api/account/two-factor/disable', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    const input = twoFactorPasswordSchema.parse(request.body);
    if (user.isAdmin) {
      return sendError(reply, 403, request.t('account:twoFactor.errors.requiredForAdmins'));
    }
    if (!user.twoFactorEnabled) {
      return sendError(reply, 409, request.t('account:twoFactor.errors.notEnabled'));
    }
    const result = await checked(request, reply, user, 'password', () =>
      auth.api.disableTwoFactor({
        body: { password: input.password },
        headers: authHeaders(request),
        returnHeaders: true,
      }),
    );
    if (!result.ok) return reply;
    forwardCookies(reply, result.value.headers);
    return { message: request.t('account:twoFactor.messages.disabled') };
  });
}
