import type { FastifyInstance } from 'fastify';
import { accountExportSchema } from '#shared/schemas/account-export.ts';
import {
  accountProfileSchema,
  accountSessionsAnswerSchema,
  changePasswordSchema,
  deleteAccountSchema,
  otherSessionsRevokedSchema,
  sessionIdParamsSchema,
  updateProfileSchema,
} from '#shared/schemas/account.ts';
import { errorBodySchema, messageAnswerSchema } from '#shared/schemas/api.ts';
import type { AuthService } from '#server/modules/auth/auth.service.ts';
import { sendError } from '#server/plugins/errors.ts';
import { requireUser, signedInUser } from '#server/plugins/session.ts';
import {
  prettySerializerCompiler,
  type ZodTypeProvider,
} from '#server/plugins/zod-type-provider.ts';
import type { AccountService } from './account.service.ts';

export interface AccountRouteDeps {
  account: AccountService;
  auth: AuthService;
}

const refusals = { '4xx': errorBodySchema, '5xx': errorBodySchema };

/**
 * Account self-service (issue "Account self-service"; LGPD art. 18): every call needs a session and
 * acts only on the account of that session, whatever ids the request names. State changes from a
 * foreign origin were already refused (plugins/security.ts). Profile edits, session revocations
 * and exports count against the account's limit; password checks against their own, where a right
 * password gives its attempt back (the same rule as sign-in, decision 0003).
 */
export async function accountRoutes(
  fastify: FastifyInstance,
  deps: AccountRouteDeps,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { account, auth } = deps;
  const signedIn = { preValidation: requireUser };

  app.get(
    '/api/account',
    { ...signedIn, schema: { response: { 200: accountProfileSchema, ...refusals } } },
    async (request, reply) => {
      const profile = await account.profile(signedInUser(request).user.id);
      if (!profile) return sendError(reply, 401, request.t('common:errors.unauthorized'));
      return profile;
    },
  );

  app.patch(
    '/api/account',
    {
      ...signedIn,
      config: { rateLimit: 'account' },
      schema: { body: updateProfileSchema, response: { 200: accountProfileSchema, ...refusals } },
    },
    async (request, reply) => {
      const profile = await account.updateProfile(signedInUser(request).user.id, request.body);
      if (!profile) return sendError(reply, 401, request.t('common:errors.unauthorized'));
      return profile;
    },
  );

  app.post(
    '/api/account/password',
    {
      ...signedIn,
      config: { rateLimit: 'passwordCheck' },
      schema: { body: changePasswordSchema, response: { 200: messageAnswerSchema, ...refusals } },
    },
    async (request, reply) => {
      if (!(await auth.changePassword(request, reply, request.body))) {
        const message = request.t('account:errors.wrongPassword');
        return sendError(reply, 400, message, { currentPassword: [message] });
      }
      return { message: request.t('account:messages.passwordChanged') };
    },
  );

  app.get(
    '/api/account/sessions',
    { ...signedIn, schema: { response: { 200: accountSessionsAnswerSchema, ...refusals } } },
    async (request) => {
      return { sessions: await account.listSessions(signedInUser(request)) };
    },
  );

  app.delete(
    '/api/account/sessions/:id',
    {
      ...signedIn,
      config: { rateLimit: 'account' },
      schema: {
        params: sessionIdParamsSchema,
        response: { 200: messageAnswerSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { user, session } = signedInUser(request);
      const { id } = request.params;
      // Ending the session in use is signing out, which has its own call and its own toast.
      if (id === session.id) {
        return sendError(reply, 409, request.t('account:errors.currentSession'));
      }
      // Someone else's session answers exactly like one that does not exist.
      if (!(await account.revokeSession(user.id, id))) {
        return sendError(reply, 404, request.t('account:errors.sessionNotFound'));
      }
      return { message: request.t('account:messages.sessionRevoked') };
    },
  );

  app.post(
    '/api/account/sessions/revoke-others',
    {
      ...signedIn,
      config: { rateLimit: 'account' },
      schema: { response: { 200: otherSessionsRevokedSchema, ...refusals } },
    },
    async (request) => {
      const revoked = await account.revokeOtherSessions(signedInUser(request));
      return { message: request.t('account:messages.otherSessionsRevoked'), revoked };
    },
  );

  app.get(
    '/api/account/export',
    {
      ...signedIn,
      config: { rateLimit: 'account' },
      schema: { response: { 200: accountExportSchema, ...refusals } },
      // A file people download and open: indented, with a final newline.
      serializerCompiler: prettySerializerCompiler,
    },
    async (request, reply) => {
      const data = await account.exportFor(signedInUser(request), new Date());
      if (!data) return sendError(reply, 401, request.t('common:errors.unauthorized'));
      const day = data.exportedAt.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="nexus-ia-account-${day}.json"`);
      return data;
    },
  );

  app.delete(
    '/api/account',
    {
      ...signedIn,
      config: { rateLimit: 'passwordCheck' },
      schema: { body: deleteAccountSchema, response: { 200: messageAnswerSchema, ...refusals } },
    },
    async (request, reply) => {
      const { user } = signedInUser(request);
      const result = await account.deleteAccount(request, reply, user.id, request.body.password);
      if (!result.ok && result.reason === 'wrong-password') {
        const message = request.t('account:errors.wrongPassword');
        return sendError(reply, 400, message, { password: [message] });
      }
      if (!result.ok) {
        if (result.reason === 'last-admin') {
          return sendError(reply, 409, request.t('account:errors.lastAdmin'));
        }
        return sendError(reply, 401, request.t('common:errors.unauthorized'));
      }
      request.log.info({ anonymisedLeads: result.alsoDeleted }, 'account deleted');
      return { message: request.t('account:messages.accountDeleted') };
    },
  );
}
