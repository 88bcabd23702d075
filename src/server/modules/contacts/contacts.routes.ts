import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contactSchema } from '#shared/schemas/contact.ts';
import {
  leadIdSchema,
  leadListQuerySchema,
  leadStatusUpdateSchema,
} from '#shared/schemas/leads.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { sendError } from '#server/plugins/errors.ts';
import { localeOf } from '#server/plugins/i18n.ts';
import { sendRateLimited, type RateLimiter } from '#server/plugins/rate-limit.ts';
import type { SessionReader, SessionUser } from '#server/plugins/session.ts';
import { recordAuditEvent } from '#server/modules/audit/audit.queries.ts';
import type { Mailer } from '#server/modules/mail/mailer.ts';
import { testMail } from '#server/modules/mail/templates.ts';
import { enqueueNewLeadMail } from '#server/modules/notifications/lead-notification.ts';
import type { MailQueue } from '#server/modules/notifications/mail-queue.ts';
import { leadsCsv, loadExportTexts } from './contacts-csv.ts';
import {
  changeLeadStatus,
  countMatchingLeads,
  leadsForExport,
  leadSummary,
  listLeads,
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
 * Lead capture (public) and the admin's lead inbox (spec 01 §7, issue 6, decision 0013). Every
 * admin route answers 401 signed out and 403 without the role, before looking at its input.
 */
export async function contactRoutes(app: FastifyInstance, deps: ContactRouteDeps): Promise<void> {
  const { database, sessions, limiter, config, mailer, mailQueue } = deps;
  const exportTexts = loadExportTexts(config.localesDir);
  const admin = { preHandler: sessions.requireAdmin };
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

  async function signedInAdmin(request: FastifyRequest): Promise<SessionUser> {
    const user = await sessions.currentUser(request);
    if (!user) throw new Error('requireAdmin let an anonymous request through');
    return user;
  }

  app.post(
    '/api/contacts',
    // After the reply (issue 6): the visitor never waits for, or hears about, the mail server.
    {
      onResponse: async (request) => {
        if (queuedMail.has(request)) mailQueue.kick();
      },
    },
    async (request, reply) => {
      const attempt = await limiter.hit(`contact:ip:${request.ip}`, config.rateLimits.contact);
      if (attempt.limited)
        return sendRateLimited(reply, request.t('common:errors.rateLimited'), attempt);
      const input = contactSchema.parse(request.body);
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
  app.get('/api/contacts', admin, async (request) =>
    listLeads(database, leadListQuerySchema.parse(request.query)),
  );

  app.get('/api/contacts/summary', admin, async (request) =>
    leadSummary(database, leadListQuerySchema.parse(request.query)),
  );

  app.patch<{ Params: { id: string } }>('/api/contacts/:id', admin, async (request, reply) => {
    const id = leadIdSchema.safeParse(request.params.id);
    if (!id.success) return sendError(reply, 404, request.t('common:errors.notFound'));
    const { status } = leadStatusUpdateSchema.parse(request.body);
    const actor = await signedInAdmin(request);
    const result = await changeLeadStatus(database.db, { id: id.data, status, actorId: actor.id });
    if (!result.ok) return sendError(reply, 404, request.t('common:errors.notFound'));
    if (result.changed) request.log.info({ leadId: id.data, status }, 'lead status changed');
    return result.lead;
  });

  app.get('/api/contacts/export.csv', admin, async (request, reply) => {
    const filter = leadListQuerySchema.parse(request.query);
    const actor = await signedInAdmin(request);
    const now = new Date();
    const rows = await countMatchingLeads(database, filter);
    await recordAuditEvent(database.db, {
      actorId: actor.id,
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
    return reply
      .header('content-disposition', `attachment; filename="leads-${saoPauloIsoDate(now)}.csv"`)
      .header('cache-control', 'no-store')
      .type('text/csv; charset=utf-8')
      .send(csv);
  });

  app.post('/api/test-email', admin, async (request) => {
    const user = await signedInAdmin(request);
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
