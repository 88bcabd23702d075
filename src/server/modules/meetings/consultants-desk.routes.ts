import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorBodySchema } from '#shared/schemas/api.ts';
import {
  agendaAnswerSchema,
  agendaQuerySchema,
  consultantSavedSchema,
  consultantSettingsSchema,
  consultantsAnswerSchema,
  feedAnswerSchema,
  leadMeetingsAnswerSchema,
  meetingAnswerSchema,
  meetingMarkSchema,
  reassignSchema,
} from '#shared/schemas/consultants.ts';
import { leadParamsSchema } from '#shared/schemas/lead-answers.ts';
import { sendError } from '#server/plugins/errors.ts';
import { requireAdmin, signedInUser } from '#server/plugins/session.ts';
import type { ZodTypeProvider } from '#server/plugins/zod-type-provider.ts';
import { calendarFeed } from './calendar-feed.ts';
import type { MailQueue } from '#server/modules/notifications/mail-queue.service.ts';
import type { ConsultantsDesk } from './consultants-desk.service.ts';

const refusals = { '4xx': errorBodySchema, '5xx': errorBodySchema };
const admin = { preValidation: requireAdmin };
const idParams = z.object({ id: z.string().max(200) });

const notFound = (request: FastifyRequest, reply: FastifyReply) =>
  sendError(reply, 404, request.t('common:errors.notFound'));

/**
 * The meetings desk's API (issue 25 §1, §6; decision 0111): administrators only, each with their
 * second factor (decision 0029). Bad input is a 400 with `fieldErrors` from the shared schema; a
 * refusal the admin can act on carries its reason in their language; nothing is a 5xx.
 * The calendar feed needs no session: its URL is the secret (decision 0112).
 */
export async function consultantsDeskRoutes(
  fastify: FastifyInstance,
  deps: { desk: ConsultantsDesk; appUrl: URL; mailQueue: MailQueue },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { desk } = deps;

  app.get(
    '/api/admin/consultants',
    { ...admin, schema: { response: { 200: consultantsAnswerSchema, ...refusals } } },
    async () => desk.list(),
  );

  app.put(
    '/api/admin/consultants/:id',
    {
      ...admin,
      schema: {
        params: idParams,
        body: consultantSettingsSchema,
        response: { 200: consultantSavedSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { user } = signedInUser(request);
      const saved = await desk.save(request.params.id, request.body, user.id);
      // Only an administrator can be a consultant (issue 25 §1); an unknown id is the same 404.
      if (!saved.ok) return sendError(reply, 404, request.t('admin:consultants.errors.notAdmin'));
      return { consultant: saved.consultant, clashes: saved.clashes };
    },
  );

  app.post(
    '/api/admin/consultants/:id/feed',
    { ...admin, schema: { params: idParams, response: { 200: feedAnswerSchema, ...refusals } } },
    async (request, reply) => {
      const { user } = signedInUser(request);
      const token = await desk.rotateFeed(request.params.id, user.id);
      if (token === undefined) return notFound(request, reply);
      // Shown once: only its hash is kept, so a lost URL is rotated, never read back.
      return { url: new URL(`/api/calendar/${token}.ics`, deps.appUrl).toString() };
    },
  );

  app.delete(
    '/api/admin/consultants/:id/feed',
    { ...admin, schema: { params: idParams, response: { 204: z.null(), ...refusals } } },
    async (request, reply) => {
      const { user } = signedInUser(request);
      if (!(await desk.revokeFeed(request.params.id, user.id))) return notFound(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/meetings/:id/reassign',
    {
      ...admin,
      schema: {
        params: idParams,
        body: reassignSchema,
        response: { 200: meetingAnswerSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { user } = signedInUser(request);
      const moved = await desk.reassign(request.params.id, request.body.consultantId, user.id);
      if (moved.ok) {
        // The move queued its mails (the new invitation, the visitor's update, the previous
        // consultant's cancellation; decision 0119): send them now, not at the next poll.
        deps.mailQueue.kick();
        return { meeting: moved.meeting };
      }
      if (moved.reason === 'not-found') return notFound(request, reply);
      if (moved.reason === 'taken')
        return sendError(reply, 409, request.t('admin:agenda.errors.taken'));
      const message = request.t(
        moved.reason === 'not-booked'
          ? 'admin:agenda.errors.notBooked'
          : moved.reason === 'same-consultant'
            ? 'admin:agenda.errors.sameConsultant'
            : 'admin:agenda.errors.notEligible',
      );
      return sendError(reply, 400, message, { consultantId: [message] });
    },
  );

  app.patch(
    '/api/admin/meetings/:id',
    {
      ...admin,
      schema: {
        params: idParams,
        body: meetingMarkSchema,
        response: { 200: meetingAnswerSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { user } = signedInUser(request);
      const marked = await desk.mark(request.params.id, request.body.status, user.id);
      if (marked.ok) return { meeting: marked.meeting };
      if (marked.reason === 'not-found') return notFound(request, reply);
      if (marked.reason === 'not-started') {
        const message = request.t('admin:agenda.errors.notStarted');
        return sendError(reply, 400, message, { status: [message] });
      }
      return sendError(
        reply,
        409,
        request.t(
          marked.reason === 'cancelled'
            ? 'admin:agenda.errors.cancelled'
            : 'admin:agenda.errors.taken',
        ),
      );
    },
  );

  app.get(
    '/api/admin/agenda',
    {
      ...admin,
      schema: {
        querystring: agendaQuerySchema,
        response: { 200: agendaAnswerSchema, ...refusals },
      },
    },
    async (request) => ({ meetings: await desk.agenda(request.query) }),
  );

  app.get(
    '/api/admin/leads/:id/meetings',
    {
      ...admin,
      schema: {
        params: leadParamsSchema,
        response: { 200: leadMeetingsAnswerSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (id === null) return notFound(request, reply);
      return { meetings: await desk.meetingsOfLead(id) };
    },
  );

  // The feed: no session, no CSRF concern (GET, no change). Every token that opens nothing is the
  // same 404 as a path that does not exist, so answers tell nothing about which tokens exist.
  app.get(
    '/api/calendar/:file',
    { schema: { params: z.object({ file: z.string().max(100) }) } },
    async (request, reply) => {
      const match = /^([A-Za-z0-9_-]{43})\.ics$/.exec(request.params.file);
      const token = match?.[1];
      const feed = token === undefined ? undefined : await desk.feed(token);
      if (!feed) return notFound(request, reply);
      const t = request.t;
      const body = calendarFeed({
        name: t('admin:consultants.feed.calendarName', { name: feed.name }),
        host: deps.appUrl.host,
        stamp: new Date(),
        meetings: feed.meetings,
        summaryOf: (m) =>
          t('admin:consultants.feed.summary', { name: m.leadName, company: m.leadCompany ?? '' }),
      });
      return (
        reply
          .header('content-type', 'text/calendar; charset=utf-8')
          // Private to whoever holds the URL: no shared cache may keep it.
          .header('cache-control', 'private, no-store')
          .header('x-robots-tag', 'noindex')
          .send(body)
      );
    },
  );
}
