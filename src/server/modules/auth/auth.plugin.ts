import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import type { MailQueue, MailRenderers } from '#server/modules/notifications/mail-queue.service.ts';
import type { Translator } from '#server/plugins/i18n.ts';
import {
  countedLimit,
  type NamedLimit,
  type RateLimiter,
  type RateLimitName,
} from '#server/plugins/rate-limit.ts';
import { authRoutes } from './auth.routes.ts';
import { createAuthService, type AuthService } from './auth.service.ts';
import { authSchemaFingerprint, runAuthMigrations } from './auth.ts';
import { rateLimitKeys } from './rate-limit-keys.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';

export interface AuthCoreDeps {
  config: Config;
  database: Database;
  limiter: RateLimiter;
  translator: Translator;
  log: FastifyBaseLogger;
}

/**
 * What the rest of the app needs of auth before any module registers (issue 24 §1, decision
 * 0116): the service, whose session store every request reads and which the account module works
 * through, and the limits of the accounts API for the app's one table of named limits.
 */
export interface AuthCore {
  service: AuthService;
  limits: ReturnType<typeof authLimits>;
}

/** How long after the start Better Auth is loaded, if no request needed it before. */
const authWarmUpDelayMs = 1000;

/**
 * Better Auth's tables, for db/migrate.ts: its own migrator runs before ours, and its schema's
 * fingerprint tells a start whether it needs to run at all (decision 0030).
 */
export function authMigrations(deps: Omit<AuthCoreDeps, 'translator'>): {
  run: () => Promise<void>;
  fingerprint: string;
} {
  const { config, database, log, limiter } = deps;
  return {
    run: () => runAuthMigrations({ config, database, log, limiter }),
    fingerprint: authSchemaFingerprint(),
  };
}

export function createAuthCore(deps: AuthCoreDeps): AuthCore {
  const service = createAuthService(deps);
  return { service, limits: authLimits(deps.config, deps.limiter, service) };
}

export interface AuthModuleDeps {
  auth: AuthService;
  mailQueue: MailQueue;
  mailRenderers: MailRenderers;
}

/**
 * The auth module as the app sees it: the accounts API and two-factor sign-in, its mails, and
 * Better Auth's warm-up. Better Auth is loaded lazily (decision 0030): a second after the start, so
 * that neither the first page nor, usually, the first sign-in waits for it.
 */
export async function authModule(app: FastifyInstance, deps: AuthModuleDeps): Promise<void> {
  const { auth, mailQueue } = deps;
  deps.mailRenderers.add(auth.mailRenderers);
  let warming: ReturnType<typeof setTimeout> | undefined;
  app.addHook('onReady', async () => {
    warming = setTimeout(() => {
      auth.warm().catch((err: unknown) => app.log.error({ err }, 'loading Better Auth failed'));
    }, authWarmUpDelayMs);
    warming.unref();
  });
  app.addHook('onClose', async () => clearTimeout(warming));
  await app.register(authRoutes, { auth, mailQueue });
  await app.register(twoFactorRoutes, { auth });
}

/**
 * The accounts API's limits, which routes name in `config: { rateLimit }` (decision 0031); the
 * app's one table adds the other modules' (the contact form's). Keyed as they were when each
 * handler counted for itself: per client address for the signed-out calls, per account for the
 * signed-in ones (rate-limit-keys.ts, so deleting an account finds its counters).
 */
function authLimits(
  config: Config,
  limiter: RateLimiter,
  auth: Pick<AuthService, 'loginLimit' | 'recoveryLimit'>,
) {
  const rules = config.rateLimits;
  const byIp = (prefix: string) => (request: FastifyRequest) => `${prefix}:ip:${request.ip}`;
  const userId = (request: FastifyRequest) => {
    if (!request.user) throw new Error(`${request.routeOptions.url}: a per-account limit, no user`);
    return request.user.id;
  };
  return {
    register: countedLimit(limiter, rules.register, 'request', byIp('register')),
    login: auth.loginLimit,
    // Sign-in codes per client address, counted before they are looked at (decision 0029).
    twoFactorCode: countedLimit(limiter, rules.loginIp, 'request', byIp('two-factor')),
    // Per address, then per e-mail and address, then mails per e-mail (decision 0076).
    recovery: auth.recoveryLimit,
    reset: countedLimit(limiter, rules.recovery, 'request', byIp('reset')),
    verify: countedLimit(limiter, rules.recovery, 'request', byIp('verify')),
    verification: countedLimit(limiter, rules.verification, 'request', (r) =>
      rateLimitKeys.verification(userId(r)),
    ),
    account: countedLimit(limiter, rules.account, 'request', (r) =>
      rateLimitKeys.account(userId(r)),
    ),
    // Wrong current passwords only: a right one gives its attempt back (decision 0003).
    passwordCheck: countedLimit(
      limiter,
      rules.passwordCheck,
      'input',
      (r) => rateLimitKeys.passwordCheck(userId(r)),
      { refundOnSuccess: true },
    ),
  } satisfies Partial<Record<RateLimitName, NamedLimit>>;
}
