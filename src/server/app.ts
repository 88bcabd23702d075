import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, {
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import type { Server } from 'node:http';
import { constants as zlib } from 'node:zlib';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { authSchemaFingerprint, runAuthMigrations, type AuthDeps } from './modules/auth/auth.ts';
import { createAuthService, type AuthService } from './modules/auth/auth.service.ts';
import { rateLimitKeys } from './modules/auth/rate-limit-keys.ts';
import { twoFactorRoutes } from './modules/auth/two-factor.routes.ts';
import { consentRoutes } from './modules/consent/consent.routes.ts';
import { contentModule } from './modules/content/content.plugin.ts';
import { createCountryLookup } from './modules/geo/country-lookup.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { readContentVersion, storedFactsForPages } from './modules/firm/firm-facts.service.ts';
import { firmRoutes } from './modules/firm/firm.routes.ts';
import { warnOfDefaultFacts } from './modules/firm/launch-warning.ts';
import { leadsModule } from './modules/leads/leads.plugin.ts';
import { createMailer, type Mailer } from './modules/mail/mail.service.ts';
import { meetingsModule } from './modules/meetings/meetings.plugin.ts';
import { createMailQueue, mailRenderers } from './modules/notifications/mail-queue.service.ts';
import { trustProxyOption } from './plugins/client-address.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { loadTranslator, localeOf, type Translate } from './plugins/i18n.ts';
import { loggerOptions, requestLogController } from './plugins/logging.ts';
import {
  countedLimit,
  createMemoryRateLimiter,
  createRateLimiter,
  registerRateLimits,
  type NamedLimit,
  type RateLimitName,
  type RateLimiter,
} from './plugins/rate-limit.ts';
import { registerRequestGuards } from './plugins/request-guards.ts';
import { registerOriginCheck, registerSecurityHeaders } from './plugins/security.ts';
import { registerSessions } from './plugins/session.ts';
import { zodSchemaController } from './plugins/zod-type-provider.ts';
import {
  createRuntimePrerender,
  serverBuildRenderer,
  type RenderPage,
} from './plugins/runtime-prerender.ts';
import { registerStaticFiles } from './plugins/static.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Translates into the visitor's language (plugins/i18n.ts). */
    t: Translate;
  }
  interface FastifyInstance {
    database: Database;
    mailer: Mailer;
  }
}

export interface BuildOptions {
  /** Where logs go; tests pass a stream to read them. Defaults to stdout. */
  logStream?: NodeJS.WritableStream;
  /**
   * How a public page is rendered again when the firm's facts change (decision 0094). Defaults to
   * the build's server bundle next to CLIENT_DIR; tests without a build pass their own.
   */
  renderPage?: RenderPage;
  /** How often the content version is polled; tests of propagation may shorten it. */
  contentVersionPollMs?: number;
}

/** How long after the start Better Auth is loaded, if no request needed it before. */
const authWarmUpDelayMs = 1000;

/** Limit named in the issue "Errors": larger bodies get 413 before any parsing. */
const bodyLimitBytes = 100 * 1024;

/**
 * Builds the whole server from a parsed config: used by main.ts and by every API test, so tests
 * exercise exactly what production runs. Migrations run here, before the first request.
 */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const fastifyOptions: FastifyHttpOptions<Server> = {
    logger: loggerOptions(config, options.logStream),
    // One line per request, when it is answered (decision 0033).
    logController: requestLogController(),
    bodyLimit: bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    // Routes declare zod schemas (decision 0031): Ajv and fast-json-stringify are never loaded.
    schemaController: zodSchemaController,
    // A request still running at shutdown gets this long to finish (SIGTERM in main.ts).
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Slow clients are bounded here as well as in nginx (issue 12): a connection that trickles its
    // headers or body, or sits idle, is answered 408 or closed instead of being held open.
    connectionTimeout: config.http.idleTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    requestTimeout: config.http.requestTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      // Node looks for expired requests this often (30 s by default, longer than the limits).
      connectionsCheckingInterval: Math.min(5000, Math.ceil(config.http.headersTimeoutMs / 2)),
    },
  };
  const app = Fastify(fastifyOptions);

  const database = openDatabase(config);
  const mailer = createMailer(config, app.log);
  app.decorate('database', database);
  app.decorate('mailer', mailer);

  const translator = loadTranslator(config.localesDir);
  app.decorateRequest('t', {
    getter(this: FastifyRequest) {
      return translator.for(localeOf(this));
    },
  });

  // One process owns a SQLite file: its counters can live in memory (decision 0030). PostgreSQL's
  // are shared by every instance, on their own pool (decision 0100).
  const limiter =
    database.kind === 'sqlite'
      ? createMemoryRateLimiter()
      : createRateLimiter(database.counters ?? database.db);
  const authDeps: AuthDeps = { config, database, log: app.log, limiter };
  await migrateToLatest(database, () => runAuthMigrations(authDeps), authSchemaFingerprint());
  // Issue 23 §3: a production start names every fact still at its default (the launch checklist).
  if (config.env === 'production') await warnOfDefaultFacts(database.db, app.log);
  const auth = createAuthService({ config, database, limiter, translator, log: app.log });
  registerSessions(app, auth.sessions);

  // Public pages follow the firm's facts without a rebuild (issue 23 §3, decision 0094).
  const prerender = createRuntimePrerender({
    contentVersion: () => readContentVersion(database.db),
    facts: () => storedFactsForPages(database.db),
    log: app.log,
    render: options.renderPage ?? serverBuildRenderer(config.clientDir),
    pollMs: options.contentVersionPollMs,
  });
  await prerender.start();

  const sweep = setInterval(
    () => {
      limiter.sweep().catch((err: unknown) => app.log.warn({ err }, 'rate limit sweep failed'));
    },
    10 * 60 * 1000,
  );
  sweep.unref();

  // Pending mail lives in the database; every instance polls it and new leads wake it (0015).
  // Each module adds the renderers of its own mails as it registers (decision 0091).
  const renderers = mailRenderers();
  renderers.add(auth.mailRenderers);
  const mailQueue = createMailQueue({
    db: database.db,
    mailer,
    log: app.log,
    render: renderers.render,
    pollIntervalMs: config.notifications.mailQueuePollMs,
  });

  // Runs after the modules' own onClose hooks (Fastify closes children first).
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    prerender.stop();
    clearTimeout(warming);
    // Before the mailer and the database close: a mail being sent is finished and recorded.
    await mailQueue.stop();
    mailer.close();
    await database.close();
  });

  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Dynamic answers: fast brotli; static files are precompressed at build time at level 11.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // request.cookies and reply.setCookie for every module (issue 24 §4, decision 0092).
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, config);
  registerOriginCheck(app, config);
  registerRequestGuards(app);
  registerErrorHandler(app);
  registerRateLimits(app, namedLimits(config, limiter, auth));

  const deps = { config, database, auth, limiter, mailer, mailQueue, prerender };
  await app.register(healthRoutes, deps);
  await app.register(authRoutes, deps);
  await app.register(twoFactorRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(leadsModule, {
    ...deps,
    mailRenderers: renderers,
    translator,
    // Bookings store their lead through the leads service (issue 25, decision 0102).
    dependents: [
      (child, leads) =>
        meetingsModule(child, {
          config,
          database,
          mailQueue,
          leads,
          mailRenderers: renderers,
          translator,
        }),
    ],
  });
  await app.register(consentRoutes, deps);
  await app.register(firmRoutes, deps);
  await app.register(contentModule, deps);
  // One country database per process, read at the first question: the geo route and the pages'
  // first-visit language decision (decision 0073) ask the same one.
  const countries = createCountryLookup(undefined, app.log);
  await app.register(geoRoutes, { countries });
  await registerStaticFiles(app, config, countries, prerender);
  // Better Auth is loaded lazily (decision 0030): a second after the start, so that neither the
  // first page nor, usually, the first sign-in waits for it.
  let warming: ReturnType<typeof setTimeout> | undefined;
  app.addHook('onReady', async () => {
    mailQueue.start();
    warming = setTimeout(() => {
      auth.warm().catch((err: unknown) => app.log.error({ err }, 'loading Better Auth failed'));
    }, authWarmUpDelayMs);
    warming.unref();
  });

  return app;
}

/**
 * The limits routes name in `config: { rateLimit }` (decision 0031), keyed as they were when each
 * handler counted for itself: per client address for the signed-out calls, per account for the
 * signed-in ones (modules/auth/rate-limit-keys.ts, so deleting an account finds its counters).
 */
function namedLimits(
  config: Config,
  limiter: RateLimiter,
  auth: Pick<AuthService, 'loginLimit' | 'recoveryLimit'>,
): Record<RateLimitName, NamedLimit> {
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
    contact: countedLimit(limiter, rules.contact, 'request', byIp('contact')),
    // Issue 25 §5: per address, so nobody can spend another visitor's allowance.
    slots: countedLimit(limiter, rules.slots, 'request', byIp('slots')),
    meetingLink: countedLimit(limiter, rules.meetingLink, 'request', byIp('meeting-link')),
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
  };
}
