import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '#shared/i18n/locales.ts';
import { errorBodySchema } from '#shared/schemas/api.ts';
import { consultantRequestSchema } from '#shared/schemas/consultant-request.ts';
import { contactSchema } from '#shared/schemas/contact.ts';
import {
  assigneesSchema,
  consultantRequestAnswerSchema,
  contactAnswerSchema,
  leadDetailSchema,
  leadListSchema,
  leadNoteAnswerSchema,
  leadParamsSchema,
  leadsCsvSchema,
  leadSchema,
  leadSummarySchema,
  testEmailAnswerSchema,
} from '#shared/schemas/lead-answers.ts';
import { leadListQuerySchema, leadNoteSchema, leadUpdateSchema } from '#shared/schemas/leads.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { recordAuditEvent } from '#server/modules/audit/audit.service.ts';
import type { Mailer } from '#server/modules/mail/mail.service.ts';
import { enqueueMail, type MailQueue } from '#server/modules/notifications/mail-queue.service.ts';
import { sendError, sendValidationError } from '#server/plugins/errors.ts';
import { localeOf } from '#server/plugins/i18n.ts';
import type { RateLimiter } from '#server/plugins/rate-limit.ts';
import { readSession, requireAdmin, requireUser, signedInUser } from '#server/plugins/session.ts';
import type { ZodTypeProvider } from '#server/plugins/zod-type-provider.ts';
import { leadsCsv, loadExportTexts } from './contacts-csv.ts';
import {
  addLeadNote,
  countMatchingLeads,
  getLeadDetail,
  insertToolLead,
  leadSourceOf,
  leadsForExport,
  leadSummary,
  listAssignees,
  listLeads,
  updateLead,
  type NewContact,
} from './contacts.queries.ts';
import {
  confirmationAllowance,
  enqueueLeadConfirmation,
  greetsSenderByName,
  leadConfirmationJob,
  type ConfirmedLead,
} from './lead-confirmation.ts';
import { testMail } from './lead-mails.ts';
import { leadViewRoutes } from './lead-views.routes.ts';
import { enqueueNewLeadMail, newLeadMailJobs } from './lead-notification.ts';
import type { SearchIndexer } from './lead-search-index.ts';
import { createLeadWriter } from './lead-writer.ts';
import { SAO_PAULO_TIME_ZONE, saoPauloIsoDate } from './sao-paulo-day.ts';

export interface ContactRouteDeps {
  config: Config;
  database: Database;
  limiter: RateLimiter;
  mailer: Mailer;
  mailQueue: MailQueue;
  searchIndex: SearchIndexer;
}

const refusals = { '4xx': errorBodySchema, '5xx': errorBodySchema };

/**
 * Lead capture (public), tool results sent to a consultant (signed in), and the admin's lead
 * desk (spec 01 §7, issue 6, issue 16; decisions 0013, 0060–0063). Every admin route answers 401
 * signed out and 403 without the role, before looking at its input. Each route declares its
 * input, its answer, its guard and its limit (decision 0031).
 */
export async function contactRoutes(
  fastify: FastifyInstance,
  deps: ContactRouteDeps,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, config, mailer, mailQueue } = deps;
  // The desk's saved views are part of this module: it registers them (STYLE.md).
  await leadViewRoutes(fastify, { database });
  const exportTexts = loadExportTexts(config.localesDir);
  const admin = { preValidation: requireAdmin };
  const mayConfirm = confirmationAllowance(deps.limiter);
  /**
   * New leads of the form, stored by group commit (decision 0030) with their mails: the admins'
   * notification for every lead, and the sender's confirmation (decision 0063) for each lead
   * whose address has not had its share of confirmations today.
   */
  const leads = createLeadWriter<NewContact & { confirm: Omit<ConfirmedLead, 'id'> | null }>({
    db: database.db,
    enqueueMail: async (trx, stored) => {
      const { jobs, each } = await newLeadMailJobs(
        trx,
        stored.map((s) => s.id),
        config.notifications.leadNotifyTo,
      );
      for (const { id, lead } of stored) {
        if (lead.confirm) jobs.push(leadConfirmationJob({ id, ...lead.confirm }));
      }
      // Every mail of the batch in one INSERT: one round trip on PostgreSQL (decision 0034).
      await enqueueMail(trx, jobs);
      return stored.map(({ lead }) => each + (lead.confirm ? 1 : 0));
    },
    // SQLite has one writer; PostgreSQL commits a few batches side by side (decision 0030).
    concurrency: database.kind === 'sqlite' ? 1 : 4,
  });
  /** Requests whose lead queued a mail: the mail queue is woken after their answer. */
  const queuedMail = new WeakSet<FastifyRequest>();
  // After the reply (issue 6): the visitor never waits for, or hears about, the mail server.
  const kickMail = async (request: FastifyRequest) => {
    if (queuedMail.has(request)) mailQueue.kick();
  };

  app.post(
    '/api/contacts',
    {
      config: { rateLimit: 'contact' },
      // The form needs no account; a session only decides whether the confirmation may greet the
      // sender by name (issue 22 finding 5). Read after validation: a bad body costs no lookup,
      // and without a session cookie there is none to make.
      preHandler: readSession,
      onResponse: kickMail,
      schema: { body: contactSchema, response: { 201: contactAnswerSchema, ...refusals } },
    },
    async (request, reply) => {
      const input = request.body;
      // Honeypot: only bots fill the hidden field. Answer as if stored so they learn nothing.
      if (input.website) {
        request.log.info('lead honeypot filled: dropped');
        return reply.code(201).send({ ok: true });
      }
      const locale: Locale = input.origin?.language ?? localeOf(request);
      const allowance = await mayConfirm(input.email);
      const confirm = allowance === 'send';
      // The lead and its mails commit together: no lead without its mail, and a mail server that
      // is down changes nothing here (decision 0015). Answered after the commit.
      const { id, notifications } = await leads.write({
        ...input,
        source: leadSourceOf(input.origin),
        confirm: confirm
          ? { locale, greetByName: greetsSenderByName(request.user, input.email) }
          : null,
      });
      deps.searchIndex.schedule();
      if (notifications > 0) queuedMail.add(request);
      if (allowance === 'limit-reached') {
        request.log.info({ leadId: id }, 'lead confirmation limit reached: not mailed');
      }
      return reply.code(201).send({ ok: true, id });
    },
  );

  // A signed-in person sends one tool result to a consultant (issue 16 §4, decision 0061); it
  // counts against the contact form's limit.
  app.post(
    '/api/contacts/tool-result',
    {
      preValidation: requireUser,
      config: { rateLimit: 'contact' },
      onResponse: kickMail,
      schema: {
        body: consultantRequestSchema,
        response: {
          200: consultantRequestAnswerSchema,
          201: consultantRequestAnswerSchema,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const { user } = signedInUser(request);
      const locale: Locale = input.origin?.language ?? localeOf(request);
      const confirm = (await mayConfirm(user.email)) === 'send';
      const stored = await database.db.transaction().execute(async (trx) => {
        const lead = await insertToolLead(trx, {
          userId: user.id,
          name: user.fullName,
          email: user.email,
          company: input.company,
          message: input.message,
          origin: input.origin,
          result: input.result,
        });
        // A second send of the same result finds the first lead: no second lead, no more mail.
        if (lead.created) {
          await enqueueNewLeadMail(trx, [lead.id], config.notifications.leadNotifyTo);
          if (confirm) {
            // The account's own name and address: by name only once the address is proved.
            const greetByName = greetsSenderByName(user, user.email);
            await enqueueLeadConfirmation(trx, { id: lead.id, locale, greetByName });
          }
        }
        return lead;
      });
      if (stored.created) {
        queuedMail.add(request);
        deps.searchIndex.schedule();
      }
      request.log.info(
        { leadId: stored.id, tool: input.result.tool, duplicate: !stored.created },
        'tool result sent to a consultant',
      );
      return reply.code(stored.created ? 201 : 200).send({
        ok: true,
        id: stored.id,
        duplicate: !stored.created,
        createdAt: stored.createdAt,
      });
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

  app.get(
    '/api/contacts/assignees',
    { ...admin, schema: { response: { 200: assigneesSchema, ...refusals } } },
    async () => listAssignees(database.db),
  );

  app.get(
    '/api/contacts/:id',
    {
      ...admin,
      schema: { params: leadParamsSchema, response: { 200: leadDetailSchema, ...refusals } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const lead = id === null ? undefined : await getLeadDetail(database.db, id);
      if (!lead) return sendError(reply, 404, request.t('common:errors.notFound'));
      return lead;
    },
  );

  app.patch(
    '/api/contacts/:id',
    {
      ...admin,
      schema: {
        params: leadParamsSchema,
        body: leadUpdateSchema,
        response: { 200: leadSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const change = request.body;
      const actorId = signedInUser(request).user.id;
      const result = id === null ? null : await updateLead(database.db, { id, ...change, actorId });
      if (result && !result.ok && result.reason === 'not-an-admin') {
        return sendValidationError(reply, request.t, { assigneeId: ['validation.assignee'] });
      }
      if (!result?.ok) return sendError(reply, 404, request.t('common:errors.notFound'));
      if (result.changed) request.log.info({ leadId: id, ...change }, 'lead changed');
      return result.lead;
    },
  );

  app.post(
    '/api/contacts/:id/notes',
    {
      ...admin,
      schema: {
        params: leadParamsSchema,
        body: leadNoteSchema,
        response: { 201: leadNoteAnswerSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const authorId = signedInUser(request).user.id;
      const result =
        id === null
          ? null
          : await addLeadNote(database.db, { leadId: id, authorId, body: request.body.body });
      if (!result?.ok) return sendError(reply, 404, request.t('common:errors.notFound'));
      request.log.info({ leadId: id, noteId: result.note.id }, 'lead note added');
      return reply.code(201).send(result.note);
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
        details: {
          q: filter.q ?? null,
          status: filter.status ?? null,
          source: filter.source ?? null,
          hasToolResult: filter.hasToolResult ?? null,
          assignee: filter.assignee ?? null,
          rows,
        },
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
          .header('cache-control', 'no-store')
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
