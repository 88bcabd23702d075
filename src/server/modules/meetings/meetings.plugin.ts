import type { FastifyInstance } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import type { LeadsService } from '#server/modules/leads/leads.service.ts';
import type { MailQueue, MailRenderers } from '#server/modules/notifications/mail-queue.service.ts';
import type { Translator } from '#server/plugins/i18n.ts';
import { consultantsDeskRoutes } from './consultants-desk.routes.ts';
import { createConsultantsDesk } from './consultants-desk.service.ts';
import { MEETING_INVITATION_MAIL, meetingInvitationRenderer } from './meeting-invitation.ts';
import { meetingLinkKey } from './meeting-links.ts';
import { createMeetingManageService } from './meeting-manage.service.ts';
import { meetingManageRoutes } from './meeting-manage.routes.ts';
import { meetingRoutes } from './meetings.routes.ts';
import { createMeetingsService } from './meetings.service.ts';

export interface MeetingsModuleDeps {
  config: Config;
  database: Database;
  mailRenderers: MailRenderers;
  translator: Translator;
  leads: LeadsService;
  mailQueue: MailQueue;
}

/**
 * The meetings module as the app sees it (issue 25; decision 0091's shape): one plugin that
 * registers its routes and its mails (confirmations, changes and reminders alike).
 */
export async function meetingsModule(
  app: FastifyInstance,
  deps: MeetingsModuleDeps,
): Promise<void> {
  const linkKey = meetingLinkKey(deps.config.sessionSecret);
  deps.mailRenderers.add({
    [MEETING_INVITATION_MAIL]: meetingInvitationRenderer({
      db: deps.database.db,
      translator: deps.translator,
      appUrl: deps.config.appUrl.toString(),
      linkKey,
    }),
  });
  const meetings = createMeetingsService({
    database: deps.database,
    leads: deps.leads,
    videoUrlTemplate: deps.config.meetings.videoUrlTemplate,
  });
  await meetingRoutes(app, { meetings, mailQueue: deps.mailQueue });
  const manage = createMeetingManageService({ database: deps.database, linkKey });
  await meetingManageRoutes(app, { manage, mailQueue: deps.mailQueue });
  // The desk (issue 25 §1, §6; decisions 0111, 0112): consultants, agenda, calendar feeds.
  const desk = createConsultantsDesk({ db: deps.database.db, leads: deps.leads });
  await consultantsDeskRoutes(app, {
    desk,
    appUrl: deps.config.appUrl,
    mailQueue: deps.mailQueue,
  });
  deps.leads.exportMeetingsFrom((ids) => desk.exportMeetings(ids));
}
