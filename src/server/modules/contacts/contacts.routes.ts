import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '#shared/i18n/locales.ts';
import {
  consultantRequestSchema,
  type ConsultantRequestReply,
} from '#shared/schemas/consultant-request.ts';
import { contactSchema } from '#shared/schemas/contact.ts';
import {
  leadIdSchema,
  leadListQuerySchema,
  leadNoteSchema,
  leadUpdateSchema,
} from '#shared/schemas/leads.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { sendError, sendValidationError } from '#server/plugins/errors.ts';
import { localeOf } from '#server/plugins/i18n.ts';
import { sendRateLimited, type RateLimiter } from '#server/plugins/rate-limit.ts';
import type { SessionReader, SessionUser } from '#server/plugins/session.ts';
import { recordAuditEvent } from '#server/modules/audit/audit.queries.ts';
import type { Mailer } from '#server/modules/mail/mailer.ts';
import { testMail } from '#server/modules/mail/templates.ts';
import {
  LEAD_CONFIRMATION_LIMIT,
  confirmationLimitKey,
  enqueueLeadConfirmation,
} from '#server/modules/notifications/lead-confirmation.ts';
import { enqueueNewLeadMail } from '#server/modules/notifications/lead-notification.ts';
import type { MailQueue } from '#server/modules/notifications/mail-queue.ts';
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
import { createLeadWriter } from './lead-writer.ts';
import { SAO_PAULO_TIME_ZONE, saoPauloIsoDate } from './sao-paulo-day.ts';

export interface ContactRouteDeps {
  config: Config;
  database: Database;
  sessions: SessionReader;
  limiter: RateLimiter;
  mailer: Mailer;
  mailQueue: MailQueue;
}

/**
 * Lead capture (public), tool results sent to a consultant (signed in), and the admin's lead
 * desk (spec 01 §7, issue 6, issue 16; decisions 0013, 0060–0063). Every admin route answers 401
 * signed out and 403 without the role, before looking at its input.
 */
export async function contactRoutes(app: FastifyInstance, deps: ContactRouteDeps): Promise<void> {
  const { database, sessions, limiter, config, mailer, mailQueue } = deps;
  const exportTexts = loadExportTexts(config.localesDir);
  const admin = { preHandler: sessions.requireAdmin };
  /**
   * New leads of the form, stored by group commit (decision 0030) with their mails: the admins'
   * notification for every lead, and the sender's confirmation (decision 0063) for each lead
   * whose address has not had its share of confirmations today.
   */
  const leads = createLeadWriter<NewContact & { confirmLocale: Locale | null }>({
    db: database.db,
    enqueueMail: async (trx, stored) => {
      const each = await enqueueNewLeadMail(
        trx,
        stored.map((s) => s.id),
        config.notifications.leadNotifyTo,
      );
      const counts: number[] = [];
      for (const { id, lead } of stored) {
        if (lead.confirmLocale)
          await enqueueLeadConfirmation(trx, { id, locale: lead.confirmLocale });
        counts.push(each + (lead.confirmLocale ? 1 : 0));
      }
      return counts;
    },
    // SQLite has one writer; PostgreSQL commits a few batches side by side (decision 0030).
    concurrency: database.kind === 'sqlite' ? 1 : 4,
  });
  /** Requests whose lead queued a mail: the mail queue is woken after their answer. */
  const queuedMail = new WeakSet<FastifyRequest>();
  // After the reply (issue 6): the visitor never waits for, or hears about, the mail server.
  const kickMail = {
    onResponse: async (request: FastifyRequest) => {
      if (queuedMail.has(request)) mailQueue.kick();
    },
  };

  async function signedInUser(request: FastifyRequest): Promise<SessionUser> {
    const user = await sessions.currentUser(request);
    if (!user) throw new Error('a session guard let an anonymous request through');
    return user;
  }

  /**
   * The contact form's limit (issue 16 §4: a tool result is limited like the contact form). Sends
   * the 429 itself and says so with a boolean: a reply is thenable, so an async function that
   * returned it would hand its caller `undefined` once the answer had gone out.
   */
  async function overLeadLimit(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const attempt = await limiter.hit(`contact:ip:${request.ip}`, config.rateLimits.contact);
    if (!attempt.limited) return false;
    sendRateLimited(reply, request.t('common:errors.rateLimited'), attempt);
    return true;
  }

  /** Counted before the lead's transaction: SQLite's one connection is busy inside it. */
  async function mayConfirm(email: string): Promise<boolean> {
    const state = await limiter.hit(confirmationLimitKey(email), LEAD_CONFIRMATION_LIMIT);
    return !state.limited;
  }

  function leadId(request: FastifyRequest<{ Params: { id: string } }>) {
    const id = leadIdSchema.safeParse(request.params.id);
    return id.success ? id.data : undefined;
  }

  app.post('/api/contacts', kickMail, async (request, reply) => {
    if (await overLeadLimit(request, reply)) return reply;
    const input = contactSchema.parse(request.body);
    // Honeypot: only bots fill the hidden field. Answer as if stored so they learn nothing.
    if (input.website) {
      request.log.info('lead honeypot filled: dropped');
      return reply.code(201).send({ ok: true });
    }
    const locale: Locale = input.origin?.language ?? localeOf(request);
    const confirm = await mayConfirm(input.email);
    // The lead and its mails commit together: no lead without its mail, and a mail server that
    // is down changes nothing here (decision 0015). Answered after the commit.
    const { id, notifications } = await leads.write({
      ...input,
      source: leadSourceOf(input.origin),
      confirmLocale: confirm ? locale : null,
    });
    if (notifications > 0) queuedMail.add(request);
    if (!confirm) request.log.info({ leadId: id }, 'lead confirmation limit reached: not mailed');
    return reply.code(201).send({ ok: true, id });
  });

  // A signed-in person sends one tool result to a consultant (issue 16 §4, decision 0061).
  app.post(
    '/api/contacts/tool-result',
    { preHandler: sessions.requireUser, ...kickMail },
    async (request, reply) => {
      if (await overLeadLimit(request, reply)) return reply;
      const input = consultantRequestSchema.parse(request.body);
      const user = await signedInUser(request);
      const locale: Locale = input.origin?.language ?? localeOf(request);
      const confirm = await mayConfirm(user.email);
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
          if (confirm) await enqueueLeadConfirmation(trx, { id: lead.id, locale });
        }
        return lead;
      });
      if (stored.created) queuedMail.add(request);
      request.log.info(
        { leadId: stored.id, tool: input.result.tool, duplicate: !stored.created },
        'tool result sent to a consultant',
      );
      const body: ConsultantRequestReply = {
        ok: true,
        id: stored.id,
        duplicate: !stored.created,
        createdAt: stored.createdAt,
      };
      return reply.code(stored.created ? 201 : 200).send(body);
    },
  );

  // Still "a list of leads, newest first" (spec 01 §7): one page of it, filtered by the query.
  app.get('/api/contacts', admin, async (request) =>
    listLeads(database, leadListQuerySchema.parse(request.query)),
  );

  app.get('/api/contacts/summary', admin, async (request) =>
    leadSummary(database, leadListQuerySchema.parse(request.query)),
  );

  app.get('/api/contacts/assignees', admin, async () => listAssignees(database.db));

  app.get<{ Params: { id: string } }>('/api/contacts/:id', admin, async (request, reply) => {
    const id = leadId(request);
    const lead = id === undefined ? undefined : await getLeadDetail(database.db, id);
    if (!lead) return sendError(reply, 404, request.t('common:errors.notFound'));
    return lead;
  });

  app.patch<{ Params: { id: string } }>('/api/contacts/:id', admin, async (request, reply) => {
    const id = leadId(request);
    if (id === undefined) return sendError(reply, 404, request.t('common:errors.notFound'));
    const change = leadUpdateSchema.parse(request.body);
    const actor = await signedInUser(request);
    const result = await updateLead(database.db, { id, ...change, actorId: actor.id });
    if (!result.ok && result.reason === 'not-an-admin') {
      return sendValidationError(reply, request.t, { assigneeId: ['validation.assignee'] });
    }
    if (!result.ok) return sendError(reply, 404, request.t('common:errors.notFound'));
    if (result.changed) request.log.info({ leadId: id, ...change }, 'lead changed');
    return result.lead;
  });

  app.post<{ Params: { id: string } }>('/api/contacts/:id/notes', admin, async (request, reply) => {
    const id = leadId(request);
    if (id === undefined) return sendError(reply, 404, request.t('common:errors.notFound'));
    const { body } = leadNoteSchema.parse(request.body);
    const author = await signedInUser(request);
    const result = await addLeadNote(database.db, { leadId: id, authorId: author.id, body });
    if (!result.ok) return sendError(reply, 404, request.t('common:errors.notFound'));
    request.log.info({ leadId: id, noteId: result.note.id }, 'lead note added');
    return reply.code(201).send(result.note);
  });

  app.get('/api/contacts/export.csv', admin, async (request, reply) => {
    const filter = leadListQuerySchema.parse(request.query);
    const actor = await signedInUser(request);
    const now = new Date();
    const rows = await countMatchingLeads(database, filter);
    await recordAuditEvent(database.db, {
      actorId: actor.id,
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
    return reply
      .header('content-disposition', `attachment; filename="leads-${saoPauloIsoDate(now)}.csv"`)
      .header('cache-control', 'no-store')
      .type('text/csv; charset=utf-8')
      .send(csv);
  });

  app.post('/api/test-email', admin, async (request) => {
    const user = await signedInUser(request);
    const locale = localeOf(request);
    const date = new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: SAO_PAULO_TIME_ZONE,
    }).format(new Date());
    const sent = await mailer.send(testMail(request.t, user.email, user.fullName, date));
    request.log.info({ messageId: sent.messageId }, 'admin test e-mail sent');
    return { ok: true, messageId: sent.messageId };
  });
}
