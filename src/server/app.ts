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
import { accountModule } from './modules/account/account.plugin.ts';
import { authMigrations, authModule, createAuthCore } from './modules/auth/auth.plugin.ts';
import { consentModule } from './modules/consent/consent.plugin.ts';
import { firmModule, firmPageFacts } from './modules/firm/firm.plugin.ts';
import { createCountries, geoModule } from './modules/geo/geo.plugin.ts';
import { healthModule } from './modules/health/health.plugin.ts';
import { mediaModule } from '#server/modules/media/media.plugin.ts';
import {
  contentModule,
  contentPagesOf,
  contentPreviewOf,
  contentSiteData,
} from './modules/content/content.plugin.ts';
import { createLeadsCore, leadsModule } from './modules/leads/leads.plugin.ts';
import { meetingsModule } from './modules/meetings/meetings.plugin.ts';
import {
  createNotifications,
  notificationsModule,
} from './modules/notifications/notifications.plugin.ts';
import { trustProxyOption } from './plugins/client-address.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { loadTranslator, localeOf, type Translate } from './plugins/i18n.ts';
import { loggerOptions, requestLogController } from './plugins/logging.ts';
import {
  countedLimit,
  createMemoryRateLimiter,
  createRateLimiter,
  registerRateLimits,
} from './plugins/rate-limit.ts';
import { registerRequestDrain, type GraceTimer } from './plugins/request-drain.ts';
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
  /** Ends a stop's grace period (decision 0162); tests pass one they end by hand. */
  graceTimer?: GraceTimer;
}

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
    // Once a stop begins, new requests get 503; those already running finish (decision 0162).
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
  const notifications = createNotifications({ config, database, log: app.log });
  const { mailer, queue: mailQueue, renderers: mailRenderers } = notifications;
  app.decorate('database', database);

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
      : createRateLimiter(database.counters ?? database.db, database.kind);
  const log = app.log;
  const authTables = authMigrations({ config, database, log, limiter });
  await migrateToLatest(database, authTables.run, authTables.fingerprint);
  // Made before the modules register: every request's session is read through auth's store, and
  // bookings store their lead through the leads service (issue 25; decision 0116).
  const auth = createAuthCore({ config, database, limiter, translator, log });
  const leads = createLeadsCore({ config, database, limiter, log });
  registerSessions(app, auth.service.sessions);

  // Public pages follow the firm's facts without a rebuild (issue 23 §3, decision 0094).
  const prerender = createRuntimePrerender({
    ...firmPageFacts(database),
    ...contentSiteData(database),
    log,
    render: options.renderPage ?? serverBuildRenderer(config.clientDir),
    pollMs: options.contentVersionPollMs,
  });
  await prerender.start();

  const sweep = setInterval(
    () => {
      limiter.sweep().catch((err: unknown) => log.warn({ err }, 'rate limit sweep failed'));
    },
    10 * 60 * 1000,
  );
  sweep.unref();

  // Runs after the modules' own onClose hooks (Fastify closes children first, the last registered
  // first): the requests still running have finished (registerRequestDrain, below), then the mail
  // queue, the search indexer and the bookings have stopped before this.
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    prerender.stop();
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
  // One table of every named limit (decision 0031); the accounts API's come from auth.
  registerRateLimits(app, {
    ...auth.limits,
    contact: countedLimit(
      limiter,
      config.rateLimits.contact,
      'request',
      (r) => `contact:ip:${r.ip}`,
    ),
    // Issue 25 §5: per address, so nobody can spend another visitor's allowance.
    slots: countedLimit(limiter, config.rateLimits.slots, 'request', (r) => `slots:ip:${r.ip}`),
    meetingLink: countedLimit(
      limiter,
      config.rateLimits.meetingLink,
      'request',
      (r) => `meeting-link:ip:${r.ip}`,
    ),
  });

  // The modules, each one plugin (issue 24 §1, decision 0116). Order matters only at close, which
  // runs from the last to the first: the mail queue stops after every module that queues mails,
  // and the meetings close before the leads' search indexer they store leads through.
  const countries = createCountries(log);
  const mails = { mailQueue, mailRenderers, translator };
  await app.register(notificationsModule, { notifications });
  await app.register(healthModule, { database });
  await app.register(authModule, { auth: auth.service, mailQueue, mailRenderers });
  await app.register(accountModule, { database, auth: auth.service });
  await app.register(leadsModule, { config, database, leads, mailer, ...mails });
  await app.register(meetingsModule, { config, database, leads: leads.service, ...mails });
  await app.register(consentModule, { config });
  await app.register(firmModule, { config, database, prerender });
  // Published content's pages and feeds (issue 23 §2, §7; decision 0123).
  const contentPages = contentPagesOf(database, prerender);
  const contentPreview = contentPreviewOf(database, config);
  await app.register(contentModule, {
    config,
    database,
    prerender,
    pages: contentPages,
    preview: contentPreview,
    translator,
  });
  // Uploaded images and their public addresses (issue 23 §6, §7; decision 0129).
  await app.register(mediaModule, { database });
  await app.register(geoModule, { countries });
  await registerStaticFiles(app, config, countries, prerender, contentPages, contentPreview);
  // Last, so its close runs first: every request, whether or not its client is still there,
  // finishes before any module or the database closes (decision 0162).
  registerRequestDrain(app, {
    graceMs: config.http.shutdownGraceMs,
    graceTimer: options.graceTimer,
  });

  return app;
}
