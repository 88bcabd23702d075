import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { createMailer, type Mailer } from '#server/modules/mail/mail.service.ts';
import {
  createMailQueue,
  mailRenderers,
  type MailQueue,
  type MailRenderers,
} from './mail-queue.service.ts';

/**
 * The mail queue every module queues its mails on, and the registry each module adds its renderers
 * to as it registers (decision 0091): made before the modules, started once they all registered.
 */
export interface Notifications {
  mailer: Mailer;
  queue: MailQueue;
  renderers: MailRenderers;
}

export function createNotifications(deps: {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
}): Notifications {
  const { config, database, log } = deps;
  const mailer = createMailer(config, log);
  const renderers = mailRenderers();
  // Pending mail lives in the database; every instance polls it and new leads wake it (0015).
  const queue = createMailQueue({
    db: database.db,
    mailer,
    log,
    render: renderers.render,
    pollIntervalMs: config.notifications.mailQueuePollMs,
  });
  return { mailer, queue, renderers };
}

/**
 * The notifications module as the app sees it: the queue's polling, from the app's start to its
 * close. app.ts registers it before the modules that queue mails, so it closes after them (Fastify
 * closes the last registered first) and before the app closes the database: a mail being sent is
 * finished and recorded.
 */
export async function notificationsModule(
  app: FastifyInstance,
  { notifications }: { notifications: Notifications },
): Promise<void> {
  app.addHook('onReady', async () => notifications.queue.start());
  app.addHook('onClose', async () => {
    await notifications.queue.stop();
    notifications.mailer.close();
  });
}
