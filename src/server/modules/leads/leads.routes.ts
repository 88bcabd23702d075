import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatSaoPauloDateTime } from '#shared/format/locale-format.ts';
import { errorBodySchema } from '#shared/schemas/api.ts';
import {
  consultantRequestAnswerSchema,
  consultantRequestSchema,
} from '#shared/schemas/consultant-request.ts';
import { contactSchema } from '#shared/schemas/contact.ts';
import {
  contactAnswerSchema,
  leadParamsSchema,
  leadsCsvSchema,
  testEmailAnswerSchema,
} from '#shared/schemas/lead-answers.ts';
import {
  assigneesSchema,
  leadDetailSchema,
  leadListQuerySchema,
  leadListSchema,
  leadNoteAnswerSchema,
  leadNoteSchema,
  leadSchema,
  leadSummarySchema,
  leadUpdateSchema,
} from '#shared/schemas/leads.ts';
import type { Database } from '#server/db/database.ts';
import type { Mailer } from '#server/modules/mail/mail.service.ts';
import type { MailQueue } from '#server/modules/notifications/mail-queue.service.ts';
import { sendError, sendValidationError } from '#server/plugins/errors.ts';
import { localeOf } from '#server/plugins/i18n.ts';
import { readSession, requireAdmin, requireUser, signedInUser } from '#server/plugins/session.ts';
import type { ZodTypeProvider } from '#server/plugins/zod-type-provider.ts';
import { testMail } from './lead-mails.ts';
import { leadViewRoutes } from './lead-views.routes.ts';
import type { LeadsService } from './leads.service.ts';

export interface LeadRouteDeps {
  database: Database;
  mailer: Mailer;
  mailQueue: MailQueue;
  leads: LeadsService;
}

const refusals = { '4xx': errorBodySchema, '5xx': errorBodySchema };

/**
 * Lead capture (public), tool results sent to a consultant (signed in), and the admin's lead
 * desk (spec 01 §7, issue 6, issue 16; decisions 0013, 0060–0063). Every admin route answers 401
 * signed out and 403 without the role, before looking at its input. Each route declares its
 * input, its answer, its guard and its limit (decision 0031), and its handler is one call into
 * the leads service (issue 24 §1, decision 0091).
 */
export async function leadRoutes(fastify: FastifyInstance, deps: LeadRouteDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { leads, mailer, mailQueue } = deps;
  // The desk's saved views are part of this module: it registers them (STYLE.md).
  await leadViewRoutes(fastify, { database: deps.database });
  const admin = { preValidation: requireAdmin };
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendError(reply, 404, request.t('common:errors.notFound'));
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
      const lead = await leads.submit(request.body, {
        locale: localeOf(request),
        user: request.user,
      });
      if (!lead.stored) {
        request.log.info('lead honeypot filled: dropped');
        return reply.code(201).send({ ok: true });
      }
      if (lead.mailQueued) queuedMail.add(request);
      if (lead.confirmationLimitReached) {
        request.log.info({ leadId: lead.id }, 'lead confirmation limit reached: not mailed');
      }
      return reply.code(201).send({ ok: true, id: lead.id });
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
      const { body } = request;
      const sent = await leads.sendToolResult(signedInUser(request).user, body, localeOf(request));
      if (sent.created) queuedMail.add(request);
      request.log.info(
        { leadId: sent.id, tool: body.result.tool, duplicate: !sent.created },
        'tool result sent to a consultant',
      );
      return reply.code(sent.created ? 201 : 200).send({
        ok: true,
        id: sent.id,
        duplicate: !sent.created,
        createdAt: sent.createdAt,
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
    async (request) => leads.list(request.query),
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
    async (request) => leads.summary(request.query),
  );

  app.get(
    '/api/contacts/assignees',
    { ...admin, schema: { response: { 200: assigneesSchema, ...refusals } } },
    async () => leads.assignees(),
  );

  app.get(
    '/api/contacts/:id',
    {
      ...admin,
      schema: { params: leadParamsSchema, response: { 200: leadDetailSchema, ...refusals } },
    },
    async (request, reply) => (await leads.detail(request.params.id)) ?? notFound(request, reply),
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
      const result = await leads.update({ id, ...change, actorId: signedInUser(request).user.id });
      if (result && !result.ok && result.reason === 'not-an-admin') {
        return sendValidationError(reply, request.t, { assigneeId: ['validation.assignee'] });
      }
      if (!result?.ok) return notFound(request, reply);
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
      const result = await leads.addNote({ leadId: id, authorId, body: request.body.body });
      if (!result?.ok) return notFound(request, reply);
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
      const { rows, fileName, csv } = await leads.export(request.query, {
        actorId: signedInUser(request).user.id,
        locale: localeOf(request),
        log: request.log,
      });
      request.log.info({ rows }, 'leads exported');
      return (
        reply
          .header('content-disposition', `attachment; filename="${fileName}"`)
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
      const date = formatSaoPauloDateTime(new Date(), locale, 'long');
      const sent = await mailer.send(testMail(request.t, user.email, user.fullName, date));
      request.log.info({ messageId: sent.messageId }, 'admin test e-mail sent');
      return { ok: true as const, messageId: sent.messageId };
    },
  );
}
