import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import type { Mailer } from '#server/modules/mail/mail.service.ts';
import type { MailQueue, MailRenderers } from '#server/modules/notifications/mail-queue.service.ts';
import type { Translator } from '#server/plugins/i18n.ts';
import type { RateLimiter } from '#server/plugins/rate-limit.ts';
import { LEAD_CONFIRMATION_MAIL, leadConfirmationRenderer } from './lead-confirmation.ts';
import { NEW_LEAD_MAIL, newLeadRenderer } from './lead-notification.ts';
import { createSearchIndexer, type SearchIndexer } from './lead-search-index.ts';
import { leadRoutes } from './leads.routes.ts';
import { createLeadsService, type LeadsService } from './leads.service.ts';

/**
 * The leads service and the job that indexes what it stores, made once by app.ts (decision 0116):
 * the leads module registers both, and a module that stores leads (the meetings' bookings, issue
 * 25) is handed `service`, so the leads module knows nothing of who else uses it.
 */
export interface LeadsCore {
  service: LeadsService;
  searchIndex: SearchIndexer;
}

export function createLeadsCore(deps: {
  config: Config;
  database: Database;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
}): LeadsCore {
  const { config, database, limiter, log } = deps;
  // SQLite's lead search index is filled after the leads' commit, in batches (decision 0032).
  const searchIndex = createSearchIndexer({ db: database.db, kind: database.kind, log });
  return { service: createLeadsService({ config, database, limiter, searchIndex }), searchIndex };
}

export interface LeadsModuleDeps {
  config: Config;
  database: Database;
  leads: LeadsCore;
  mailer: Mailer;
  mailQueue: MailQueue;
  mailRenderers: MailRenderers;
  translator: Translator;
}

/**
 * The leads module as the app sees it (issue 24 §1, decision 0091): one plugin that registers its
 * routes, its mails and its one job, the search indexer, so app.ts lists modules and none of their
 * files. The public paths stay /api/contacts… (spec 01 §7).
 */
export async function leadsModule(app: FastifyInstance, deps: LeadsModuleDeps): Promise<void> {
  const { config, database, translator } = deps;
  const { service, searchIndex } = deps.leads;
  deps.mailRenderers.add({
    [NEW_LEAD_MAIL]: newLeadRenderer({ db: database.db, translator, appUrl: config.appUrl }),
    [LEAD_CONFIRMATION_MAIL]: leadConfirmationRenderer({ db: database.db, translator }),
  });
  // Leads a crash left unindexed, or that another process stored, join the index now.
  app.addHook('onReady', async () => searchIndex.schedule());
  // Modules registered after this one (meetings) close before it, and the app closes the database
  // after every module (Fastify closes the last registered first; decision 0116).
  app.addHook('onClose', async () => searchIndex.stop());
  await leadRoutes(app, {
    database,
    mailer: deps.mailer,
    mailQueue: deps.mailQueue,
    leads: service,
  });
}
