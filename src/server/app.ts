import fastifyCompress from '@fastify/compress';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { constants as zlib } from 'node:zlib';
import { isSupportedLocale, type Locale } from '#shared/i18n/locales.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { authRoutes, resetMailLocale } from './modules/auth/auth.routes.ts';
import { createAuth, runAuthMigrations, type AuthDeps } from './modules/auth/auth.ts';
import { contactRoutes } from './modules/contacts/contacts.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import { passwordResetMail } from './modules/mail/templates.ts';
import {
  LEAD_CONFIRMATION_MAIL,
  leadConfirmationRenderer,
} from './modules/notifications/lead-confirmation.ts';
import { NEW_LEAD_MAIL, newLeadRenderer } from './modules/notifications/lead-notification.ts';
import { createMailQueue, renderByKind } from './modules/notifications/mail-queue.ts';
import { trustProxyOption } from './plugins/client-address.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { loadTranslator, localeOf, type Translate } from './plugins/i18n.ts';
import { loggerOptions } from './plugins/logging.ts';
import { createRateLimiter } from './plugins/rate-limit.ts';
import { registerOriginCheck, registerSecurityHeaders } from './plugins/security.ts';
import { createSessionReader } from './plugins/session.ts';
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
  const fastifyOptions: FastifyServerOptions = {
    logger: loggerOptions(config, options.logStream),
    bodyLimit: bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    // A request still running at shutdown gets this long to finish (SIGTERM in main.ts).
    return503OnClosing: true,
    forceCloseConnections: 'idle',
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

  const authDeps: AuthDeps = {
    config,
    database,
    log: app.log,
    async sendPasswordReset(user, token) {
      const asked = resetMailLocale.getStore();
      const locale: Locale = isSupportedLocale(asked)
        ? asked
        : isSupportedLocale(user.locale)
          ? user.locale
          : 'pt-BR';
      const link = new URL('/reset-password', config.appUrl);
      link.searchParams.set('token', token);
      const message = passwordResetMail(translator.for(locale), user.email, user.name, link.href);
      // Not awaited: a slow mail server must not make known e-mails answer slower than unknown ones.
      mailer
        .send(message)
        .catch((err: unknown) => app.log.error({ err }, 'password reset e-mail failed'));
    },
  };
  await migrateToLatest(database, () => runAuthMigrations(authDeps));
  const auth = createAuth(authDeps);
  const sessions = createSessionReader(auth);
  const limiter = createRateLimiter(database.db);

  const sweep = setInterval(
    () => {
      limiter.sweep().catch((err: unknown) => app.log.warn({ err }, 'rate limit sweep failed'));
    },
    10 * 60 * 1000,
  );
  sweep.unref();

  // Pending mail lives in the database; every instance polls it and new leads wake it (0015).
  const mailQueue = createMailQueue({
    db: database.db,
    mailer,
    log: app.log,
    render: renderByKind({
      [NEW_LEAD_MAIL]: newLeadRenderer({ db: database.db, translator, appUrl: config.appUrl }),
      [LEAD_CONFIRMATION_MAIL]: leadConfirmationRenderer({ db: database.db, translator }),
    }),
    pollIntervalMs: config.notifications.mailQueuePollMs,
  });

  app.addHook('onClose', async () => {
    clearInterval(sweep);
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
  registerSecurityHeaders(app, config);
  registerOriginCheck(app, config);
  registerErrorHandler(app);

  const deps = { config, database, auth, sessions, limiter, mailer, mailQueue };
  await app.register(healthRoutes, deps);
  await app.register(authRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(contactRoutes, deps);
  await registerStaticFiles(app, config);
  app.addHook('onReady', async () => mailQueue.start());

  return app;
}
