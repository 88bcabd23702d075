import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forgotPasswordSchema } from '#shared/schemas/forgot-password.ts';
import { loginSchema } from '#shared/schemas/login.ts';
import { registerSchema } from '#shared/schemas/register.ts';
import { resetPasswordSchema } from '#shared/schemas/reset-password.ts';
import { verifyEmailSchema } from '#shared/schemas/account.ts';
import { localizedPath } from '#shared/routes.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { sendError } from '#server/plugins/errors.ts';
import { localeOf } from '#server/plugins/i18n.ts';
import { sendRateLimited, type RateLimiter } from '#server/plugins/rate-limit.ts';
import {
  authHeaders,
  forwardCookies,
  fromAuthUser,
  toUserDto,
  type SessionReader,
} from '#server/plugins/session.ts';
import type { Mailer } from '#server/modules/mail/mailer.ts';
import type { MailQueue } from '#server/modules/notifications/mail-queue.ts';
import { verifyEmailMail } from '#server/modules/mail/templates.ts';
import { isAuthApiError, type Auth } from './auth.ts';
import { consumeVerificationToken, issueVerificationToken } from './email-verification.ts';
import { createLoginGuard } from './login-guard.ts';
import { enqueuePasswordReset } from './password-reset.ts';
import { rateLimitKeys } from './rate-limit-keys.ts';
import { rememberedSessionSeconds, renewedExpiry, resendSessionCookie } from './session-rules.ts';

export interface AuthRouteDeps {
  config: Config;
  database: Database;
  auth: Auth;
  sessions: SessionReader;
  limiter: RateLimiter;
  mailer: Mailer;
  mailQueue: MailQueue;
}

/**
 * "Last used" in the session list is the session row's updatedAt, moved forward when the app opens
 * with it (GET /api/user), at most this often: one write per session per few minutes, not per call.
 */
const lastUsedPrecisionMs = 5 * 60 * 1000;

/** The longest a sign-up waits for its verification mail to be handed to the mail server. */
const registrationMailWaitMs = 3000;

/** Waits for `work` but at most `ms`; the work itself goes on either way. */
async function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  const timer = new AbortController();
  await Promise.race([work, delay(ms, undefined, { signal: timer.signal }).catch(() => undefined)]);
  timer.abort();
}

const alreadyExists = new Set(['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL']);

async function emailRegistered(
  { database }: Pick<AuthRouteDeps, 'database'>,
  email: string,
): Promise<boolean> {
  const row = await database.db
    .selectFrom('user')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The accounts API of spec 01 §7, plus POST /api/reset-password completing recovery and the e-mail
 * verification calls (issue "Account self-service" §2).
 */
export async function authRoutes(app: FastifyInstance, deps: AuthRouteDeps): Promise<void> {
  const { auth, sessions, limiter, config, mailer, mailQueue, database } = deps;
  const limits = config.rateLimits;
  const loginGuard = createLoginGuard({ config, limiter });

  /** Mails a single-use link to the page that confirms it, in the request's language. */
  const mailVerificationLink = async (
    request: FastifyRequest,
    user: { email: string; name: string },
    token: string,
  ) => {
    const link = new URL(localizedPath('/verify-email', localeOf(request)), config.appUrl);
    link.searchParams.set('token', token);
    await mailer.send(verifyEmailMail(request.t, user.email, user.name, link.href));
  };

  app.get('/api/user', async (request, reply) => {
    const result = await auth.api.getSession({
      headers: authHeaders(request),
      returnHeaders: true,
    });
    forwardCookies(reply, result.headers);
    if (!result.response) return sendError(reply, 401, request.t('common:errors.unauthorized'));
    const { session, user } = result.response;
    const now = new Date();
    // A remembered session slides forward while it is used; the row decides, never a cookie.
    const expiresAt = renewedExpiry(session, now);
    if (expiresAt || now.getTime() - new Date(session.updatedAt).getTime() > lastUsedPrecisionMs) {
      const context = await auth.$context;
      await context.internalAdapter.updateSession(session.token, {
        updatedAt: now,
        ...(expiresAt ? { expiresAt } : {}),
      });
      if (expiresAt) {
        const cookie = context.authCookies.sessionToken;
        resendSessionCookie(request, reply, cookie, rememberedSessionSeconds);
      }
    }
    return toUserDto(fromAuthUser(user));
  });

  app.post('/api/register', async (request, reply) => {
    const attempt = await limiter.hit(`register:ip:${request.ip}`, limits.register);
    if (attempt.limited)
      return sendRateLimited(reply, request.t('common:errors.rateLimited'), attempt);
    const input = registerSchema.parse(request.body);
    try {
      const { headers, response } = await auth.api.signUpEmail({
        body: {
          name: input.fullName,
          email: input.email,
          password: input.password,
          birthDate: input.birthDate,
          cpf: input.cpf,
          phone: input.phone,
          locale: localeOf(request),
        },
        headers: authHeaders(request),
        returnHeaders: true,
      });
      forwardCookies(reply, headers);
      const token = await issueVerificationToken(auth, response.user.id);
      const mailed = mailVerificationLink(request, response.user, token).catch((err: unknown) =>
        request.log.error({ err }, 'verification e-mail failed'),
      );
      // Usually the mail is on its way before the answer (and the outbox file is there for whoever
      // looks next), but a slow or unreachable mail server never holds the sign-up for longer than
      // this; the mail then finishes in the background, and the banner can send it again.
      await settledWithin(mailed, registrationMailWaitMs);
      return reply.code(201).send({ user: toUserDto(fromAuthUser(response.user)) });
    } catch (error) {
      // Two copies of one registration at once (a double click): the database's unique index turns
      // the second away after Better Auth's own check passed; it is the same "already registered".
      const taken =
        isAuthApiError(error) &&
        (alreadyExists.has(String(error.body?.code)) || (await emailRegistered(deps, input.email)));
      if (taken) {
        return sendError(reply, 409, request.t('common:errors.validation'), {
          email: [request.t('common:validation.emailTaken')],
        });
      }
      throw error;
    }
  });

  app.post('/api/login', async (request, reply) => {
    const input = loginSchema.parse(request.body);
    const attempt = await loginGuard.begin(request, input.email);
    if (attempt.refused)
      return sendRateLimited(reply, request.t('common:errors.rateLimited'), attempt.refused);
    try {
      const { headers, response } = await auth.api.signInEmail({
        body: { email: input.email, password: input.password, rememberMe: input.rememberMe },
        headers: authHeaders(request),
        returnHeaders: true,
      });
      await attempt.succeeded(reply);
      forwardCookies(reply, headers);
      // The password was right but the account has a second factor: no session yet, only the
      // short-lived challenge cookie Better Auth set; POST /api/login/two-factor finishes it.
      if ('twoFactorRedirect' in response) return { twoFactorRequired: true };
      const user = fromAuthUser(response.user);
      // An administrator without an authenticator is sent to enrol (decision 0029).
      const setup = user.isAdmin && !user.twoFactorEnabled ? { twoFactorSetupRequired: true } : {};
      return { user: toUserDto(user), ...setup };
    } catch (error) {
      if (!isAuthApiError(error) || error.statusCode >= 500) throw error;
      // The same answer whether the e-mail exists or not: no account enumeration.
      return sendError(reply, 401, request.t('common:errors.invalidCredentials'));
    }
  });

  app.post('/api/logout', async (request, reply) => {
    const headers = authHeaders(request);
    if (await sessions.currentUser(request)) {
      const result = await auth.api.signOut({ headers, returnHeaders: true });
      forwardCookies(reply, result.headers);
    }
    return { ok: true };
  });

  app.post(
    '/api/forgot-password',
    // After the reply: the answer never waits for the account lookup or the mail server.
    { onResponse: async () => mailQueue.kick() },
    async (request, reply) => {
      const input = forgotPasswordSchema.parse(request.body);
      const ip = await limiter.hit(`recovery:ip:${request.ip}`, limits.recovery);
      if (ip.limited) return sendRateLimited(reply, request.t('common:errors.rateLimited'), ip);
      // Per address, excess requests are dropped silently: the answer must not differ between
      // known and unknown e-mails, and a victim's inbox must not be flooded.
      const account = await limiter.hit(rateLimitKeys.recovery(input.email), limits.recovery);
      // The same work for any address (issue 12 §9): one queued job, looked at after the answer.
      if (!account.limited) await enqueuePasswordReset(database.db, input.email, localeOf(request));
      return { message: request.t('common:messages.passwordResetRequested') };
    },
  );

  app.post('/api/reset-password', async (request, reply) => {
    const attempt = await limiter.hit(`reset:ip:${request.ip}`, limits.recovery);
    if (attempt.limited)
      return sendRateLimited(reply, request.t('common:errors.rateLimited'), attempt);
    const input = resetPasswordSchema.parse(request.body);
    try {
      await auth.api.resetPassword({
        body: { token: input.token, newPassword: input.password },
        headers: authHeaders(request),
      });
    } catch (error) {
      if (!isAuthApiError(error) || error.statusCode >= 500) throw error;
      return sendError(reply, 400, request.t('common:errors.invalidResetToken'), {
        token: [request.t('common:errors.invalidResetToken')],
      });
    }
    return { message: request.t('common:messages.passwordResetDone') };
  });

  app.post('/api/verify-email', async (request, reply) => {
    // Tokens are 256 random bits: this limit is about load, like reset attempts (decision 0016).
    const attempt = await limiter.hit(`verify:ip:${request.ip}`, limits.recovery);
    if (attempt.limited)
      return sendRateLimited(reply, request.t('common:errors.rateLimited'), attempt);
    const input = verifyEmailSchema.parse(request.body);
    // No session needed: the link may be opened in another browser than the one signed in.
    const verified = await consumeVerificationToken(auth, input.token);
    if (!verified) {
      const message = request.t('account:errors.invalidVerificationLink');
      return sendError(reply, 400, message, { token: [message] });
    }
    return { message: request.t('account:messages.emailVerified') };
  });

  app.post('/api/verify-email/resend', async (request, reply) => {
    const user = await sessions.currentUser(request);
    if (!user) return sendError(reply, 401, request.t('common:errors.unauthorized'));
    if (user.emailVerified)
      return sendError(reply, 409, request.t('account:errors.alreadyVerified'));
    const attempt = await limiter.hit(rateLimitKeys.verification(user.id), limits.verification);
    if (attempt.limited)
      return sendRateLimited(reply, request.t('common:errors.rateLimited'), attempt);
    const token = await issueVerificationToken(auth, user.id);
    await mailVerificationLink(request, { email: user.email, name: user.fullName }, token);
    return { message: request.t('account:messages.verificationSent', { email: user.email }) };
  });
}
