import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBodySchema } from '#shared/schemas/api.ts';
import {
  bookingAnswerSchema,
  bookingConflictSchema,
  bookingSchema,
  slotsAnswerSchema,
  slotsQuerySchema,
} from '#shared/schemas/booking.ts';
import type { SlotProblem } from '#shared/meetings/slots.ts';
import type { MailQueue } from '#server/modules/notifications/mail-queue.service.ts';
import { sendError } from '#server/plugins/errors.ts';
import { localeOf } from '#server/plugins/i18n.ts';
import { readSession } from '#server/plugins/session.ts';
import type { ZodTypeProvider } from '#server/plugins/zod-type-provider.ts';
import type { MeetingsService } from './meetings.service.ts';

const refusals = { '4xx': errorBodySchema, '5xx': errorBodySchema };

/** The booking's refusals, also the manage page's when a visitor moves a meeting. */
export const bookingProblemKeys = {
  taken: 'common:booking.errors.taken',
  past: 'common:booking.errors.past',
  'too-soon': 'common:booking.errors.tooSoon',
  'beyond-horizon': 'common:booking.errors.beyondHorizon',
  'outside-availability': 'common:booking.errors.outsideAvailability',
} as const satisfies Record<SlotProblem, `common:${string}`>;

/**
 * Booking a conversation (issue 25 §2, §4; decisions 0102, 0103): the free slots, public; and the
 * booking, public, with the contact form's origin check (global), limit and validation. A time
 * that was never bookable is a 400 naming `slotStart`; a slot taken meanwhile is a 409 with the
 * fresh slots, so the visitor picks again without retyping. Reasons in the visitor's language.
 */
export async function meetingRoutes(
  fastify: FastifyInstance,
  deps: { meetings: MeetingsService; mailQueue: MailQueue },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { meetings, mailQueue } = deps;
  const queuedMail = new WeakSet<FastifyRequest>();

  app.get(
    '/api/meetings/slots',
    {
      // Per client address: a flood from one address exhausts only its own allowance, never the
      // other visitors' (no shared key an attacker could fill), issue 25 §5.
      config: { rateLimit: 'slots' },
      schema: { querystring: slotsQuerySchema, response: { 200: slotsAnswerSchema, ...refusals } },
    },
    async (request, reply) => {
      const { query } = request;
      const slots = await meetings.slots({
        ...query,
        language: query.language ?? localeOf(request),
      });
      // Never cached: a slot booked a second ago must not be offered again from a cache.
      reply.header('cache-control', 'no-store');
      return { slots };
    },
  );

  app.post(
    '/api/meetings',
    {
      config: { rateLimit: 'contact' },
      // As POST /api/contacts: a session only decides whether the confirmation greets by name.
      preHandler: readSession,
      onResponse: async (request) => {
        if (queuedMail.has(request)) mailQueue.kick();
      },
      schema: {
        body: bookingSchema,
        response: {
          201: bookingAnswerSchema,
          409: bookingConflictSchema,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      // A tool result belongs to an account, as on POST /api/contacts/tool-result (decision 0061).
      if (body.toolResult && !request.user) {
        return sendError(reply, 401, request.t('common:errors.unauthorized'));
      }
      const locale = localeOf(request);
      const booked = await meetings.book(body, { locale, user: request.user });
      if (booked.ok && booked.dropped) {
        request.log.info('booking honeypot filled: dropped');
        return reply.code(201).send({ ok: true });
      }
      if (booked.ok) {
        if (booked.mailQueued) queuedMail.add(request);
        request.log.info(
          {
            leadId: booked.leadId,
            meetingId: booked.meeting.id,
            consultantId: booked.meeting.consultantId,
          },
          'meeting booked',
        );
        const { id, start, end, videoUrl } = booked.meeting;
        return reply
          .code(201)
          .send({ ok: true, id: booked.leadId, meeting: { id, start, end, videoUrl } });
      }
      const message = request.t(bookingProblemKeys[booked.problem]);
      if (booked.problem === 'taken') {
        const language = body.language ?? body.origin?.language ?? locale;
        const slots = await meetings.slots({ language, service: body.service });
        return reply.code(409).send({ message, slots });
      }
      return sendError(reply, 400, message, { slotStart: [message] });
    },
  );
}
