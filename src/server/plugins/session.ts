import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mayOpen } from '#shared/roles.ts';
import { twoFactorErrorCodes } from '#shared/schemas/two-factor.ts';
import type { UserDto } from '#shared/schemas/user.ts';
import { sendError } from './errors.ts';

/** The signed-in person as every module sees it (spec 01 §3 User, plus what the API returns). */
export interface SessionUser {
  id: string;
  fullName: string;
  email: string;
  isAdmin: boolean;
  /** May use the editorial desk (issue 23 §1, decision 0106). */
  isEditor: boolean;
  emailVerified: boolean;
  locale: string | null;
  createdAt: Date;
  /** An authenticator app is enrolled (decision 0029). */
  twoFactorEnabled: boolean;
}

/** The session a request was made with: its row, never its token. */
export interface ActiveSession {
  id: string;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
  /** Written when the session was created (decision 0025); null on rows older than that. */
  rememberMe: boolean | null;
  /** Opened with an authenticator or recovery code (decision 0029). */
  twoFactorVerified: boolean;
}

export interface SignedIn {
  user: SessionUser;
  session: ActiveSession;
}

/**
 * Finds the session a request carries (modules/auth/auth.service.ts implements it with one indexed
 * read). It may set cookies on the reply: a cookie naming a session that has ended is cleared.
 */
export interface SessionStore {
  read(request: FastifyRequest, reply: FastifyReply): Promise<SignedIn | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionStore: SessionStore;
  }
  interface FastifyRequest {
    /** The signed-in person, once a route's session hook has run; null when signed out. */
    user: SessionUser | null;
    /** The session of this request, beside `user`. */
    session: ActiveSession | null;
  }
}

export function toUserDto(user: SessionUser): UserDto {
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    isAdmin: user.isAdmin,
    isEditor: user.isEditor,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
  };
}

const read = new WeakMap<FastifyRequest, Promise<void>>();

/**
 * `request.user` and `request.session`, read at most once per request and only for routes that
 * ask for them through one of the hooks below (decision 0031). Routes declare the hook; no handler
 * looks a session up.
 */
export function registerSessions(app: FastifyInstance, store: SessionStore): void {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.decorate('sessionStore', store);
}

/** onRequest hook: reads the session, if any; the route decides what signed out means. */
export async function readSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  let pending = read.get(request);
  if (!pending) {
    pending = request.server.sessionStore.read(request, reply).then((signedIn) => {
      request.user = signedIn?.user ?? null;
      request.session = signedIn?.session ?? null;
    });
    read.set(request, pending);
  }
  await pending;
}

/**
 * preValidation hook: 401 unless signed in. Not a preHandler: a signed-out request is refused
 * before its input is validated, so it learns nothing about what it sent (spec 01 §6: "answers
 * 401 signed out, before looking at its input"). A body that is not JSON at all was already
 * refused by the parser (400, 413, 415), as when each handler looked the session up itself.
 */
export async function requireUser(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  await readSession(request, reply);
  if (!request.user) return sendError(reply, 401, request.t('common:errors.unauthorized'));
  return undefined;
}

/**
 * Who must pass a second factor: administrators read every lead's personal data (issue 12) and
 * editors publish in the firm's name (issue 23 §1); a password alone is enough for neither.
 */
export function needsSecondFactor(user: Pick<SessionUser, 'isAdmin' | 'isEditor'>): boolean {
  return user.isAdmin || user.isEditor;
}

/**
 * 401 signed out, 403 signed in without the role the access level needs (src/shared/roles.ts, the
 * same rule the client's guards and navigation use), then the second factor every
 * role needs (decision 0029). Its 403 carries a `code` the client acts on: enrol an authenticator,
 * or sign in again with a code.
 */
async function requireRole(
  request: FastifyRequest,
  reply: FastifyReply,
  access: 'admin' | 'desk',
): Promise<FastifyReply | undefined> {
  await readSession(request, reply);
  const { user, session } = request;
  if (!user || !session) return sendError(reply, 401, request.t('common:errors.unauthorized'));
  if (!mayOpen(access, user)) return sendError(reply, 403, request.t('common:errors.forbidden'));
  if (!user.twoFactorEnabled) {
    return sendError(reply, 403, request.t('account:twoFactor.errors.setupRequired'), undefined, {
      code: twoFactorErrorCodes.setupRequired,
    });
  }
  if (!session.twoFactorVerified) {
    return sendError(reply, 403, request.t('account:twoFactor.errors.required'), undefined, {
      code: twoFactorErrorCodes.required,
    });
  }
  return undefined;
}

/**
 * preValidation hook: 401 signed out, 403 signed in without the admin role. The one place an admin
 * is recognised, second factor included (issue 12, decision 0029).
 */
export async function requireAdmin(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  return requireRole(request, reply, 'admin');
}

/**
 * preValidation hook of the editorial desk (issue 23 §1, decision 0106): administrators and
 * editors, each with their second factor. Editors reach the firm's content and facts, never the
 * leads (personal data stays behind requireAdmin).
 */
export async function requireDesk(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  return requireRole(request, reply, 'desk');
}

/** The person of a route guarded by requireUser or requireAdmin. */
export function signedInUser(request: FastifyRequest): SignedIn {
  if (!request.user || !request.session) {
    throw new Error(`${request.routeOptions.url} reads the user without a session guard`);
  }
  return { user: request.user, session: request.session };
}
