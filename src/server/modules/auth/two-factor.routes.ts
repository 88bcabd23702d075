import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBodySchema, messageAnswerSchema } from '#shared/schemas/api.ts';
import {
  recoveryCodeSchema,
  recoveryCodesAnswerSchema,
  totpCodeSchema,
  twoFactorEnabledAnswerSchema,
  twoFactorPasswordSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '#shared/schemas/two-factor.ts';
import { userAnswerSchema } from '#shared/schemas/user.ts';
import { sendError } from '#server/plugins/errors.ts';
import { requireUser, signedInUser, toUserDto } from '#server/plugins/session.ts';
import type { ZodTypeProvider } from '#server/plugins/zod-type-provider.ts';
import type { AuthService, CodeRefusal } from './auth.service.ts';

export interface TwoFactorRouteDeps {
  auth: AuthService;
}

const refusals = { '4xx': errorBodySchema, '5xx': errorBodySchema };

/**
 * Two-factor sign-in (issue 12, decision 0029): finishing a sign-in with an authenticator or a
 * recovery code, and enrolling, renewing codes or turning it off from the account. Each route
 * declares its input, answer, guard and limit (decision 0031); the auth service calls Better Auth.
 * Sign-in codes count per client address before they are looked at (`twoFactorCode`); behind it,
 * Better Auth ends a challenge after five wrong codes and locks the account's second factor after
 * ten in a row (two-factor.ts). Passwords and enrolment codes count per account, a right one
 * giving its attempt back, as the account page's other password checks (`passwordCheck`).
 */
export async function twoFactorRoutes(
  fastify: FastifyInstance,
  deps: TwoFactorRouteDeps,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth } = deps;

  const refuseCode = (request: FastifyRequest, reply: FastifyReply, refusal: CodeRefusal) => {
    if (refusal === 'invalid') {
      const message = request.t('account:twoFactor.errors.invalidCode');
      return sendError(reply, 400, message, { code: [message] });
    }
    if (refusal === 'locked') {
      return sendError(reply, 429, request.t('account:twoFactor.errors.locked'));
    }
    return sendError(reply, 401, request.t('account:twoFactor.errors.challengeExpired'));
  };

  const wrongPassword = (request: FastifyRequest, reply: FastifyReply) => {
    const message = request.t('account:errors.wrongPassword');
    return sendError(reply, 400, message, { password: [message] });
  };

  const signInCode = { config: { rateLimit: 'twoFactorCode' as const } };
  const passwordCheck = {
    preValidation: requireUser,
    config: { rateLimit: 'passwordCheck' as const },
  };

  app.post(
    '/api/login/two-factor',
    {
      ...signInCode,
      schema: { body: totpCodeSchema, response: { 200: userAnswerSchema, ...refusals } },
    },
    async (request, reply) => {
      const result = await auth.finishSignIn(request, reply, {
        method: 'app',
        code: request.body.code,
      });
      if (!result.ok) return refuseCode(request, reply, result.refusal);
      return { user: toUserDto(result.user) };
    },
  );

  app.post(
    '/api/login/recovery-code',
    {
      ...signInCode,
      schema: { body: recoveryCodeSchema, response: { 200: userAnswerSchema, ...refusals } },
    },
    async (request, reply) => {
      const result = await auth.finishSignIn(request, reply, {
        method: 'recovery',
        code: request.body.code,
      });
      if (!result.ok) return refuseCode(request, reply, result.refusal);
      return { user: toUserDto(result.user) };
    },
  );

  app.get(
    '/api/account/two-factor',
    {
      preValidation: requireUser,
      schema: { response: { 200: twoFactorStatusSchema, ...refusals } },
    },
    async (request) => auth.twoFactorStatus(signedInUser(request)),
  );

  app.post(
    '/api/account/two-factor/setup',
    {
      ...passwordCheck,
      schema: {
        body: twoFactorPasswordSchema,
        response: { 200: twoFactorSetupSchema, ...refusals },
      },
    },
    async (request, reply) => {
      if (signedInUser(request).user.twoFactorEnabled) {
        return sendError(reply, 409, request.t('account:twoFactor.errors.alreadyEnabled'));
      }
      const result = await auth.startTwoFactor(request, request.body.password);
      if (!result.ok) return wrongPassword(request, reply);
      return result.value;
    },
  );

  app.post(
    '/api/account/two-factor/confirm',
    {
      ...passwordCheck,
      schema: {
        body: totpCodeSchema,
        response: { 200: twoFactorEnabledAnswerSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { user } = signedInUser(request);
      if (user.twoFactorEnabled) {
        return sendError(reply, 409, request.t('account:twoFactor.errors.alreadyEnabled'));
      }
      if (!(await auth.twoFactorPending(user.id))) {
        return sendError(reply, 409, request.t('account:twoFactor.errors.notStarted'));
      }
      const result = await auth.confirmTwoFactor(request, reply, request.body.code);
      if (!result.ok) {
        const message = request.t('account:twoFactor.errors.invalidCode');
        return sendError(reply, 400, message, { code: [message] });
      }
      return {
        message: request.t('account:twoFactor.messages.enabled'),
        user: toUserDto(user),
        status: result.value,
      };
    },
  );

  app.post(
    '/api/account/two-factor/recovery-codes',
    {
      ...passwordCheck,
      schema: {
        body: twoFactorPasswordSchema,
        response: { 200: recoveryCodesAnswerSchema, ...refusals },
      },
    },
    async (request, reply) => {
      if (!signedInUser(request).user.twoFactorEnabled) {
        return sendError(reply, 409, request.t('account:twoFactor.errors.notEnabled'));
      }
      const result = await auth.newRecoveryCodes(request, request.body.password);
      if (!result.ok) return wrongPassword(request, reply);
      return { recoveryCodes: result.value };
    },
  );

  /** Clients may turn it off with their password; administrators must keep it (decision 0029). */
  app.post(
    '/api/account/two-factor/disable',
    {
      ...passwordCheck,
      schema: {
        body: twoFactorPasswordSchema,
        response: { 200: messageAnswerSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { user } = signedInUser(request);
      if (user.isAdmin) {
        return sendError(reply, 403, request.t('account:twoFactor.errors.requiredForAdmins'));
      }
      if (user.isEditor) {
        return sendError(reply, 403, request.t('account:twoFactor.errors.requiredForEditors'));
      }
      if (!user.twoFactorEnabled) {
        return sendError(reply, 409, request.t('account:twoFactor.errors.notEnabled'));
      }
      if (!(await auth.disableTwoFactor(request, reply, request.body.password))) {
        return wrongPassword(request, reply);
      }
      return { message: request.t('account:twoFactor.messages.disabled') };
    },
  );
}
