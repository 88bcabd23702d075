import type { FastifyInstance } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import type { Mailer } from '#server/modules/mail/mail.service.ts';
import type { MailQueue, MailRenderers } from '#server/modules/notifications/mail-queue.service.ts';
import type { Translator } from '#server/plugins/i18n.ts';
import type { RateLimiter } from '#server/plugins/rate-limit.ts';
import { LEAD_CONFIRMATION_MAIL, leadConfirmationRenderer } from './lead-confirmation.ts';
import { NEW_LEAD_MAIL, newLeadRenderer } from './lead-notification.ts';
import { createSearchIndexer } from './lead-search-index.ts';
import { leadRoutes } from './leads.routes.ts';
import { createLeadsService, type LeadsService } from './leads.service.ts';

/** A module that stores leads through this one's service (issue 25: the meetings' bookings). */
export type LeadsDependent = (app: FastifyInstance, leads: LeadsService) => Promise<void>;

export interface LeadsModuleDeps {
  config: Config;
  database: Database;
  limiter: RateLimiter;
  mailer: Mailer;
  mailQueue: MailQueue;
  mailRenderers: MailRenderers;
  translator: Translator;
  /**
   * Registered inside this module once its service exists, so they reach the leads through it
   * (decision 0091) and close before its search indexer does.
   */
  dependents?: readonly LeadsDependent[];
}

/**
 * The leads module as the app sees it (issue 24 §1, decision 0091): one plugin that registers its
 * routes, its mails and its one job, the search indexer, so app.ts lists modules and none of their
 * files. The public paths stay /api/contacts… (spec 01 §7).
 */
export async function leadsModule(app: FastifyInstance, deps: LeadsModuleDeps): Promise<void> {
  const { config, database, translator } = deps;
  // SQLite's lead search index is filled after the leads' commit, in batches (decision 0032).
  const searchIndex = createSearchIndexer({ db: database.db, kind: database.kind, log: app.log });
  deps.mailRenderers.add({
    [NEW_LEAD_MAIL]: newLeadRenderer({ db: database.db, translator, appUrl: config.appUrl }),
    [LEAD_CONFIRMATION_MAIL]: leadConfirmationRenderer({ db: database.db, translator }),
  });
  const leads = createLeadsService({ config, database, limiter: deps.limiter, searchIndex });
  // Leads a crash left unindexed, or that another process stored, join the index now.
  app.addHook('onReady', async () => searchIndex.schedule());
  // A child's onClose runs before the app's own, which closes the database (Fastify's close order).
  app.addHook('onClose', async () => searchIndex.stop());
  await leadRoutes(app, { database, mailer: deps.mailer, mailQueue: deps.mailQueue, leads });
  for (const dependent of deps.dependents ?? []) {
    await app.register(async (child) => dependent(child, leads));
  }
}
