import type { FastifyInstance } from 'fastify';
import { verifyEmailSchema } from '#shared/schemas/account.ts';
import { errorBodySchema, messageAnswerSchema, okAnswerSchema } from '#shared/schemas/api.ts';
import { forgotPasswordSchema } from '#shared/schemas/forgot-password.ts';
import { loginSchema } from '#shared/schemas/login.ts';
import { registerSchema } from '#shared/schemas/register.ts';
import { resetPasswordSchema } from '#shared/schemas/reset-password.ts';
import {
  loginAnswerSchema,
  sessionAnswerSchema,
  userAnswerSchema,
  userSchema,
} from '#shared/schemas/user.ts';
import type { MailQueue } from '#server/modules/notifications/mail-queue.service.ts';
import { sendError } from '#server/plugins/errors.ts';
import { localeOf } from '#server/plugins/i18n.ts';
import {
  needsSecondFactor,
  readSession,
  requireUser,
  signedInUser,
  toUserDto,
} from '#server/plugins/session.ts';
import type { ZodTypeProvider } from '#server/plugins/zod-type-provider.ts';
import type { AuthService } from './auth.service.ts';

export interface AuthRouteDeps {
  auth: AuthService;
  mailQueue: MailQueue;
}

/** Every refusal has the same shape (spec 01 §8); its status says which. */
const refusals = { '4xx': errorBodySchema, '5xx': errorBodySchema };

/**
 * The accounts API of spec 01 §7, plus POST /api/reset-password completing recovery and the e-mail
 * verification calls (issue "Account self-service" §2). Each route declares its input, its answer,
 * its guard and its limit (decision 0031); the handlers call the auth service.
 */
export async function authRoutes(fastify: FastifyInstance, deps: AuthRouteDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, mailQueue } = deps;
  // After the reply: the answer never waits for the account lookup or the mail server.
  const wakeMailQueue = async () => mailQueue.kick();

  app.get(
    '/api/user',
    { preValidation: requireUser, schema: { response: { 200: userSchema, ...refusals } } },
    async (request, reply) => {
      const signedIn = signedInUser(request);
      await auth.markUsed(request, reply, signedIn);
      return toUserDto(signedIn.user);
    },
  );

  // The browser's question "who is signed in here, if anyone?" (issue 14 §7, decision 0072): asked
  // on page views, so nobody signed in is an answer, not an error (a 401 is a console error).
  app.get(
    '/api/session',
    {
      onRequest: readSession,
      schema: { response: { 200: sessionAnswerSchema, ...refusals } },
    },
    async (request, reply) => {
      if (!request.user || !request.session) return { user: null };
      const signedIn = signedInUser(request);
      await auth.markUsed(request, reply, signedIn);
      return { user: toUserDto(signedIn.user) };
    },
  );

  app.post(
    '/api/register',
    {
      config: { rateLimit: 'register' },
      onResponse: wakeMailQueue,
      schema: { body: registerSchema, response: { 201: userAnswerSchema, ...refusals } },
    },
    async (request, reply) => {
      const result = await auth.signUp(request, reply, request.body);
      if (!result.ok) {
        return sendError(reply, 409, request.t('common:errors.validation'), {
          email: [request.t('common:validation.emailTaken')],
        });
      }
      return reply.code(201).send({ user: toUserDto(result.user) });
    },
  );

  app.post(
    '/api/login',
    {
      config: { rateLimit: 'login' },
      schema: { body: loginSchema, response: { 200: loginAnswerSchema, ...refusals } },
    },
    async (request, reply) => {
      const result = await auth.signIn(request, reply, request.body);
      // The same answer whether the e-mail exists or not: no account enumeration.
      if (!result.ok) return sendError(reply, 401, request.t('common:errors.invalidCredentials'));
      // Right password, and the account has a second factor: POST /api/login/two-factor finishes.
      if (!result.user) return { twoFactorRequired: true as const };
      // An administrator or editor without an authenticator is sent to enrol (decision 0029).
      if (needsSecondFactor(result.user) && !result.user.twoFactorEnabled) {
        return { user: toUserDto(result.user), twoFactorSetupRequired: true as const };
      }
      return { user: toUserDto(result.user) };
    },
  );

  app.post(
    '/api/logout',
    { onRequest: readSession, schema: { response: { 200: okAnswerSchema, ...refusals } } },
    async (request, reply) => {
      if (request.user) await auth.signOut(request, reply);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/forgot-password',
    {
      config: { rateLimit: 'recovery' },
      onResponse: wakeMailQueue,
      schema: { body: forgotPasswordSchema, response: { 200: messageAnswerSchema, ...refusals } },
    },
    async (request) => {
      await auth.requestPasswordReset(request.body.email, localeOf(request));
      return { message: request.t('common:messages.passwordResetRequested') };
    },
  );

  app.post(
    '/api/reset-password',
    {
      config: { rateLimit: 'reset' },
      schema: { body: resetPasswordSchema, response: { 200: messageAnswerSchema, ...refusals } },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      if (!(await auth.resetPassword(request, reply, token, password))) {
        const message = request.t('common:errors.invalidResetToken');
        return sendError(reply, 400, message, { token: [message] });
      }
      return { message: request.t('common:messages.passwordResetDone') };
    },
  );

  app.post(
    '/api/verify-email',
    {
      // Tokens are 256 random bits: this limit is about load, like reset attempts (decision 0016).
      config: { rateLimit: 'verify' },
      schema: { body: verifyEmailSchema, response: { 200: messageAnswerSchema, ...refusals } },
    },
    // No session needed: the link may be opened in another browser than the one signed in.
    async (request, reply) => {
      if (!(await auth.verifyEmail(reply, request.body.token))) {
        const message = request.t('account:errors.invalidVerificationLink');
        return sendError(reply, 400, message, { token: [message] });
      }
      return { message: request.t('account:messages.emailVerified') };
    },
  );

  app.post(
    '/api/verify-email/resend',
    {
      preValidation: requireUser,
      config: { rateLimit: 'verification' },
      onResponse: wakeMailQueue,
      schema: { response: { 200: messageAnswerSchema, ...refusals } },
    },
    async (request, reply) => {
      const { user } = signedInUser(request);
      if (user.emailVerified) {
        return sendError(reply, 409, request.t('account:errors.alreadyVerified'));
      }
      await auth.sendVerificationMail(user, localeOf(request));
      return { message: request.t('account:messages.verificationSent', { email: user.email }) };
    },
  );
}
