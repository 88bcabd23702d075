import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  changePasswordSchema,
  deleteAccountSchema,
  updateProfileSchema,
} from '#shared/schemas/account.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { sendError } from '#server/plugins/errors.ts';
import { sendRateLimited, type RateLimiter } from '#server/plugins/rate-limit.ts';
import {
  authHeaders,
  forwardCookies,
  fromAuthUser,
  type SessionUser,
} from '#server/plugins/session.ts';
import { isAuthApiError, type Auth } from '#server/modules/auth/auth.ts';
import { revokeResetTokens } from '#server/modules/auth/password-reset.ts';
import { personalRateLimitKeys, rateLimitKeys } from '#server/modules/auth/rate-limit-keys.ts';
import {
  deleteAccount,
  exportAccount,
  findProfile,
  listSessions,
  revokeOtherSessions,
  revokeSession,
} from './account.queries.ts';

export interface AccountRouteDeps {
  config: Config;
  database: Database;
  auth: Auth;
  limiter: RateLimiter;
}

interface SignedIn {
  user: SessionUser;
  sessionId: string;
}

/**
 * Account self-service (issue "Account self-service"; LGPD art. 18): every call needs a session and
 * acts only on the account of that session, whatever ids the request names. State changes from a
 * foreign origin were already refused (plugins/security.ts).
 */
export async function accountRoutes(app: FastifyInstance, deps: AccountRouteDeps): Promise<void> {
  const { auth, database, limiter, config } = deps;
  const limits = config.rateLimits;

  /** The session of this request (with its id, which the session list marks), or a 401 sent. */
  const signedIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<SignedIn | undefined> => {
    const session = await auth.api.getSession({ headers: authHeaders(request) });
    if (session) return { user: fromAuthUser(session.user), sessionId: session.session.id };
    sendError(reply, 401, request.t('common:errors.unauthorized'));
    return undefined;
  };

  /** Counts one action of this account; true (429 sent) when over the limit. */
  const overActionLimit = async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
    const state = await limiter.hit(rateLimitKeys.account(userId), limits.account);
    if (state.limited) sendRateLimited(reply, request.t('common:errors.rateLimited'), state);
    return state.limited;
  };

  /**
   * Wrong current passwords are counted per account before the check (so parallel guesses cannot
   * slip past) and a right one gives its attempt back: a stolen session must not become a way to
   * guess the password (the same rule as sign-in, decision 0003).
   */
  const checkPassword = async (
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    check: () => Promise<boolean>,
    field: string,
  ): Promise<boolean> => {
    const key = rateLimitKeys.passwordCheck(userId);
    const state = await limiter.hit(key, limits.passwordCheck);
    if (state.limited) {
      sendRateLimited(reply, request.t('common:errors.rateLimited'), state);
      return false;
    }
    if (await check()) {
      await limiter.refund(key);
      return true;
    }
    const message = request.t('account:errors.wrongPassword');
    sendError(reply, 400, message, { [field]: [message] });
    return false;
  };

  app.get('/api/account', async (request, reply) => {
    const me = await signedIn(request, reply);
    if (!me) return reply;
    const profile = await findProfile(database, me.user.id);
    if (!profile) return sendError(reply, 401, request.t('common:errors.unauthorized'));
    return profile;
  });

  app.patch('/api/account', async (request, reply) => {
    const me = await signedIn(request, reply);
    if (!me || (await overActionLimit(request, reply, me.user.id))) return reply;
    const input = updateProfileSchema.parse(request.body);
    const context = await auth.$context;
    await context.internalAdapter.updateUser(me.user.id, {
      name: input.fullName,
      phone: input.phone ?? null,
    });
    return findProfile(database, me.user.id);
  });

  app.post('/api/account/password', async (request, reply) => {
    const me = await signedIn(request, reply);
    if (!me) return reply;
    const input = changePasswordSchema.parse(request.body);
    let headers: Headers | undefined;
    const changed = await checkPassword(
      request,
      reply,
      me.user.id,
      async () => {
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
          headers = result.headers;
          return true;
        } catch (error) {
          if (isAuthApiError(error) && error.body?.code === 'INVALID_PASSWORD') return false;
          throw error;
        }
      },
      'currentPassword',
    );
    if (!changed) return reply;
    // A reset link asked for before the change must not undo it (issue 12 §5).
    await revokeResetTokens(database.db, me.user.id);
    if (headers) forwardCookies(reply, headers);
    return { message: request.t('account:messages.passwordChanged') };
  });

  app.get('/api/account/sessions', async (request, reply) => {
    const me = await signedIn(request, reply);
    if (!me) return reply;
    return { sessions: await listSessions(database, me.user.id, me.sessionId) };
  });

  app.delete<{ Params: { id: string } }>('/api/account/sessions/:id', async (request, reply) => {
    const me = await signedIn(request, reply);
    if (!me || (await overActionLimit(request, reply, me.user.id))) return reply;
    const { id } = request.params;
    // Ending the session in use is signing out, which has its own call and its own toast.
    if (id === me.sessionId)
      return sendError(reply, 409, request.t('account:errors.currentSession'));
    // Someone else's session answers exactly like one that does not exist.
    if (!(await revokeSession(database, me.user.id, id)))
      return sendError(reply, 404, request.t('account:errors.sessionNotFound'));
    return { message: request.t('account:messages.sessionRevoked') };
  });

  app.post('/api/account/sessions/revoke-others', async (request, reply) => {
    const me = await signedIn(request, reply);
    if (!me || (await overActionLimit(request, reply, me.user.id))) return reply;
    const revoked = await revokeOtherSessions(database, me.user.id, me.sessionId);
    return { message: request.t('account:messages.otherSessionsRevoked'), revoked };
  });

  app.get('/api/account/export', async (request, reply) => {
    const me = await signedIn(request, reply);
    if (!me || (await overActionLimit(request, reply, me.user.id))) return reply;
    const data = await exportAccount(database, me.user.id, me.sessionId);
    if (!data) return sendError(reply, 401, request.t('common:errors.unauthorized'));
    const day = data.exportedAt.slice(0, 10);
    return reply
      .header('content-disposition', `attachment; filename="nexus-ia-account-${day}.json"`)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(`${JSON.stringify(data, null, 2)}\n`);
  });

  app.delete('/api/account', async (request, reply) => {
    const me = await signedIn(request, reply);
    if (!me) return reply;
    const input = deleteAccountSchema.parse(request.body);
    const confirmed = await checkPassword(
      request,
      reply,
      me.user.id,
      async () => {
        const context = await auth.$context;
        const credential = await context.internalAdapter.findCredentialAccount(me.user.id);
        if (!credential?.password) return false;
        return context.password.verify({ hash: credential.password, password: input.password });
      },
      'password',
    );
    if (!confirmed) return reply;

    const result = await deleteAccount(database, me.user.id);
    if (!result.ok) {
      if (result.reason === 'last-admin')
        return sendError(reply, 409, request.t('account:errors.lastAdmin'));
      return sendError(reply, 401, request.t('common:errors.unauthorized'));
    }
    // The transaction deleted the counters' rows; a limiter that counts in memory forgets here.
    for (const key of personalRateLimitKeys(me.user.id, me.user.email)) await limiter.reset(key);
    request.log.info({ anonymisedLeads: result.anonymisedLeads }, 'account deleted');
    // The session row is gone already; this only makes the browser forget the cookie.
    const signOut = await auth.api.signOut({ headers: authHeaders(request), returnHeaders: true });
    forwardCookies(reply, signOut.headers);
    return { message: request.t('account:messages.accountDeleted') };
  });
}
