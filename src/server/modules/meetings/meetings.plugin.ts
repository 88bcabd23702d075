import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/database.ts';
import type { LeadsService } from '#server/modules/leads/leads.service.ts';
import type { MailQueue } from '#server/modules/notifications/mail-queue.service.ts';
import { meetingRoutes } from './meetings.routes.ts';
import { createMeetingsService } from './meetings.service.ts';

export interface MeetingsModuleDeps {
  database: Database;
  leads: LeadsService;
  mailQueue: MailQueue;
}

/**
 * The meetings module as the app sees it (issue 25; decision 0091's shape): one plugin that
 * registers its routes. The invitations' mail renderers and the reminders' job join here.
 */
export async function meetingsModule(
  app: FastifyInstance,
  deps: MeetingsModuleDeps,
): Promise<void> {
  const meetings = createMeetingsService({ database: deps.database, leads: deps.leads });
  await meetingRoutes(app, { meetings, mailQueue: deps.mailQueue });
}
