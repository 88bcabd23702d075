import type { FastifyInstance } from 'fastify';
import { contactSchema } from '../../../shared/schemas/contact.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { sendRateLimited, type RateLimiter } from '../../plugins/rate-limit.ts';
import type { SessionReader } from '../../plugins/session.ts';
import type { Mailer } from '../mail/mailer.ts';
import { testMail } from '../mail/templates.ts';
import { localeOf } from '../../plugins/i18n.ts';
import { insertContact, listContacts } from './contacts.queries.ts';

export interface ContactRouteDeps {
  config: Config;
  database: Database;
  sessions: SessionReader;
  limiter: RateLimiter;
  mailer: Mailer;
}

/** Lead capture (public) and the admin's reading of leads (spec 01 §7). */
export async function contactRoutes(app: FastifyInstance, deps: ContactRouteDeps): Promise<void> {
  const { database, sessions, limiter, config, mailer } = deps;

  app.post('/api/contacts', async (request, reply) => {
    const attempt = await limiter.hit(`contact:ip:${request.ip}`, config.rateLimits.contact);
    if (attempt.limited)
      return sendRateLimited(reply, request.t('common:errors.rateLimited'), attempt);
    const input = contactSchema.parse(request.body);
    // Honeypot: only bots fill the hidden field. Answer as if stored so they learn nothing.
    if (input.website) {
      request.log.info('lead honeypot filled: dropped');
      return reply.code(201).send({ ok: true });
    }
    const id = await insertContact(database.db, input);
    return reply.code(201).send({ ok: true, id });
  });

  app.get('/api/contacts', { preHandler: sessions.requireAdmin }, async () =>
    listContacts(database.db),
  );

  app.post('/api/test-email', { preHandler: sessions.requireAdmin }, async (request) => {
    const admin = await sessions.currentUser(request);
    if (!admin) throw new Error('requireAdmin let an anonymous request through');
    const locale = localeOf(request);
    const date = new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'America/Sao_Paulo',
    }).format(new Date());
    const sent = await mailer.send(testMail(request.t, admin.email, admin.fullName, date));
    request.log.info({ messageId: sent.messageId }, 'admin test e-mail sent');
    return { ok: true, messageId: sent.messageId };
  });
}
