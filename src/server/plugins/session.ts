import type { FastifyReply, FastifyRequest } from 'fastify';
import { twoFactorErrorCodes } from '#shared/schemas/two-factor.ts';
import { clientIpHeader, type Auth } from '#server/modules/auth/auth.ts';
import { sendError } from './errors.ts';

/** The signed-in person as every module sees it (spec 01 §3 User, plus what the API returns). */
export interface SessionUser {
  id: string;
  fullName: string;
  email: string;
  isAdmin: boolean;
  emailVerified: boolean;
  locale: string | null;
  createdAt: Date;
  /** An authenticator app is enrolled (decision 0029). */
  twoFactorEnabled: boolean;
  /** This request's session was opened with a second factor (decision 0029). */
  twoFactorVerified: boolean;
}

/** The public shape of GET /api/user and of `user` in login/register answers: never a hash. */
export interface UserDto {
  id: string;
  fullName: string;
  email: string;
  isAdmin: boolean;
  /** Unverified users may use the dashboard but see a banner (issue "Account self-service" §2). */
  emailVerified: boolean;
  createdAt: string;
}

export function toUserDto(user: SessionUser): UserDto {
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    isAdmin: user.isAdmin,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
  };
}

interface BetterAuthUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  createdAt: Date;
  isAdmin?: boolean | null;
  locale?: string | null;
  twoFactorEnabled?: boolean | null;
}

export function fromAuthUser(
  user: BetterAuthUser,
  session?: { twoFactorVerified?: boolean | null },
): SessionUser {
  return {
    id: user.id,
    fullName: user.name,
    email: user.email,
    isAdmin: Boolean(user.isAdmin),
    emailVerified: Boolean(user.emailVerified),
    locale: user.locale ?? null,
    createdAt: new Date(user.createdAt),
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
    twoFactorVerified: Boolean(session?.twoFactorVerified),
  };
}

/**
 * The request's headers as Better Auth expects them, with the client address Fastify resolved
 * (honouring TRUST_PROXY) in a header of our own that a client cannot forge.
 */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === clientIpHeader) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(clientIpHeader, request.ip);
  return headers;
}

/** Copies the cookies Better Auth set (sign-in, sign-out, session refresh) onto our reply. */
export function forwardCookies(reply: FastifyReply, headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

export interface SessionReader {
  currentUser(request: FastifyRequest): Promise<SessionUser | null>;
  /** preHandler: 401 unless signed in. */
  requireUser(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  /**
   * preHandler: 401 signed out, 403 signed in without the admin role, 403 with a `code` for an
   * administrator whose session has not passed the second factor (decision 0029).
   */
  requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
}

/** Reads the session once per request; route guards answer 401/403 on the server (spec 01 §6). */
export function createSessionReader(auth: Auth): SessionReader {
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  const currentUser = (request: FastifyRequest) => {
    let pending = cache.get(request);
    if (!pending) {
      pending = auth.api
        .getSession({ headers: authHeaders(request) })
        .then((session) => (session ? fromAuthUser(session.user, session.session) : null));
      cache.set(request, pending);
    }
    return pending;
  };
  return {
    currentUser,
    async requireUser(request, reply) {
      if (!(await currentUser(request)))
        return sendError(reply, 401, request.t('common:errors.unauthorized'));
      return undefined;
    },
    async requireAdmin(request, reply) {
      const user = await currentUser(request);
      if (!user) return sendError(reply, 401, request.t('common:errors.unauthorized'));
      if (!user.isAdmin) return sendError(reply, 403, request.t('common:errors.forbidden'));
      // Admins read every lead's personal data: a password alone is not enough (issue 12).
      if (!user.twoFactorEnabled || !user.twoFactorVerified) {
        const setup = !user.twoFactorEnabled;
        return reply
          .code(403)
          .type('application/json; charset=utf-8')
          .send({
            message: request.t(
              setup
                ? 'account:twoFactor.errors.setupRequired'
                : 'account:twoFactor.errors.required',
            ),
            code: setup ? twoFactorErrorCodes.setupRequired : twoFactorErrorCodes.required,
          });
      }
      return undefined;
    },
  };
}
