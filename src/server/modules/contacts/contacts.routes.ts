import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBodySchema } from '#shared/schemas/api.ts';
import { contactSchema } from '#shared/schemas/contact.ts';
import {
  contactAnswerSchema,
  leadListSchema,
  leadParamsSchema,
  leadsCsvSchema,
  leadSchema,
  leadSummarySchema,
  testEmailAnswerSchema,
} from '#shared/schemas/lead-answers.ts';
import { leadListQuerySchema, leadStatusUpdateSchema } from '#shared/schemas/leads.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { recordAuditEvent } from '#server/modules/audit/audit.service.ts';
import type { Mailer } from '#server/modules/mail/mail.service.ts';
import type { MailQueue } from '#server/modules/notifications/mail-queue.service.ts';
import { sendError } from '#server/plugins/errors.ts';
import { localeOf } from '#server/plugins/i18n.ts';
import { requireAdmin, signedInUser } from '#server/plugins/session.ts';
import type { ZodTypeProvider } from '#server/plugins/zod-type-provider.ts';
import { leadsCsv, loadExportTexts } from './contacts-csv.ts';
import {
  changeLeadStatus,
  countMatchingLeads,
  leadsForExport,
  leadSummary,
  listLeads,
} from './contacts.queries.ts';
import { testMail } from './lead-mails.ts';
import { enqueueNewLeadMail } from './lead-notification.ts';
import { createLeadWriter } from './lead-writer.ts';
import { SAO_PAULO_TIME_ZONE, saoPauloIsoDate } from './sao-paulo-day.ts';

export interface ContactRouteDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  mailQueue: MailQueue;
}

const refusals = { '4xx': errorBodySchema, '5xx': errorBodySchema };

/**
 * Lead capture (public) and the admin's lead inbox (spec 01 §7, issue 6, decision 0013). Every
 * admin route answers 401 signed out and 403 without the role, before looking at its input.
 */
export async function contactRoutes(
  fastify: FastifyInstance,
  deps: ContactRouteDeps,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, config, mailer, mailQueue } = deps;
  const exportTexts = loadExportTexts(config.localesDir);
  const admin = { preValidation: requireAdmin };
  const leads = createLeadWriter({
    db: database.db,
    enqueueMail: async (trx, stored) => {
      const each = await enqueueNewLeadMail(
        trx,
        stored.map((s) => s.id),
        config.notifications.leadNotifyTo,
      );
      return stored.map(() => each);
    },
    // SQLite has one writer; PostgreSQL commits a few batches side by side (decision 0030).
    concurrency: database.kind === 'sqlite' ? 1 : 4,
  });
  /** Requests whose lead queued a notification: the mail queue is woken after their answer. */
  const queuedMail = new WeakSet<FastifyRequest>();

  app.post(
    '/api/contacts',
    {
      config: { rateLimit: 'contact' },
      // After the reply (issue 6): the visitor never waits for, or hears about, the mail server.
      onResponse: async (request) => {
        if (queuedMail.has(request)) mailQueue.kick();
      },
      schema: { body: contactSchema, response: { 201: contactAnswerSchema, ...refusals } },
    },
    async (request, reply) => {
      const input = request.body;
      // Honeypot: only bots fill the hidden field. Answer as if stored so they learn nothing.
      if (input.website) {
        request.log.info('lead honeypot filled: dropped');
        return reply.code(201).send({ ok: true });
      }
      // The lead and its notification commit together: no lead without its mail, and a mail
      // server that is down changes nothing here (decision 0015). Answered after the commit.
      const { id, notifications } = await leads.write(input);
      if (notifications > 0) queuedMail.add(request);
      return reply.code(201).send({ ok: true, id });
    },
  );

  // Still "a list of leads, newest first" (spec 01 §7): one page of it, filtered by the query.
  app.get(
    '/api/contacts',
    {
      ...admin,
      schema: { querystring: leadListQuerySchema, response: { 200: leadListSchema, ...refusals } },
    },
    async (request) => listLeads(database, request.query),
  );

  app.get(
    '/api/contacts/summary',
    {
      ...admin,
      schema: {
        querystring: leadListQuerySchema,
        response: { 200: leadSummarySchema, ...refusals },
      },
    },
    async (request) => leadSummary(database, request.query),
  );

  app.patch(
    '/api/contacts/:id',
    {
      ...admin,
      schema: {
        params: leadParamsSchema,
        body: leadStatusUpdateSchema,
        response: { 200: leadSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { status } = request.body;
      const actorId = signedInUser(request).user.id;
      const result =
        id === null ? null : await changeLeadStatus(database.db, { id, status, actorId });
      if (!result?.ok) return sendError(reply, 404, request.t('common:errors.notFound'));
      if (result.changed) request.log.info({ leadId: id, status }, 'lead status changed');
      return result.lead;
    },
  );

  app.get(
    '/api/contacts/export.csv',
    {
      ...admin,
      schema: { querystring: leadListQuerySchema, response: { 200: leadsCsvSchema, ...refusals } },
    },
    async (request, reply) => {
      const filter = request.query;
      const now = new Date();
      const rows = await countMatchingLeads(database, filter);
      await recordAuditEvent(database.db, {
        actorId: signedInUser(request).user.id,
        action: 'leads.exported',
        details: { q: filter.q ?? null, status: filter.status ?? null, rows },
        at: now,
      });
      request.log.info({ rows }, 'leads exported');
      const csv = Readable.from(
        leadsCsv(leadsForExport(database, filter), exportTexts(localeOf(request))),
        { objectMode: false },
      );
      csv.on('error', (err) => request.log.error({ err }, 'lead export failed midway'));
      return (
        reply
          .header('content-disposition', `attachment; filename="leads-${saoPauloIsoDate(now)}.csv"`)
          .type('text/csv; charset=utf-8')
          // A stream is written as it comes, never through the response serializer; the schema
          // only documents the body as text.
          .send(csv as unknown as string)
      );
    },
  );

  /**
   * The one mail sent at once rather than through the queue (decision 0031): it exists to show
   * the admin whether the mail server takes a message now, so its answer is that server's.
   */
  app.post(
    '/api/test-email',
    { ...admin, schema: { response: { 200: testEmailAnswerSchema, ...refusals } } },
    async (request) => {
      const { user } = signedInUser(request);
      const locale = localeOf(request);
      const date = new Intl.DateTimeFormat(locale, {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: SAO_PAULO_TIME_ZONE,
      }).format(new Date());
      const sent = await mailer.send(testMail(request.t, user.email, user.fullName, date));
      request.log.info({ messageId: sent.messageId }, 'admin test e-mail sent');
      return { ok: true as const, messageId: sent.messageId };
    },
  );
}
