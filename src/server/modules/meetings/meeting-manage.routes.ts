import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorBodySchema } from '#shared/schemas/api.ts';
import { bookingConflictSchema } from '#shared/schemas/booking.ts';
import {
  meetingCancelSchema,
  meetingChangedAnswerSchema,
  meetingLinkAnswerSchema,
  meetingLinkQuerySchema,
  meetingLinkRefusalSchema,
  meetingLinksAnswerSchema,
  meetingLinksRequestSchema,
  meetingRescheduleSchema,
  ownMeetingAnswerSchema,
} from '#shared/schemas/meeting-manage.ts';
import { localizedPath } from '#shared/routes.ts';
import type { MailQueue } from '#server/modules/notifications/mail-queue.service.ts';
import { sendError } from '#server/plugins/errors.ts';
import { localeOf } from '#server/plugins/i18n.ts';
import { requireUser, signedInUser } from '#server/plugins/session.ts';
import type { ZodTypeProvider } from '#server/plugins/zod-type-provider.ts';
import type { Changed, LinkProblem, MeetingManageService } from './meeting-manage.service.ts';
import { bookingProblemKeys } from './meetings.routes.ts';

const linkProblemKeys = {
  invalid: 'common:booking.manage.errors.invalid',
  expired: 'common:booking.manage.errors.expired',
  changed: 'common:booking.manage.errors.changed',
  cancelled: 'common:booking.manage.errors.cancelled',
} as const satisfies Record<LinkProblem, `common:${string}`>;

const refusals = {
  400: z.union([meetingLinkRefusalSchema, errorBodySchema]),
  '4xx': errorBodySchema,
  '5xx': errorBodySchema,
};

/**
 * The manage page's API (issue 25 §5 and "Bad input and failure"; decision 0109): public, since
 * the signed link is the authority; every call counted per client address (`meetingLink`), and
 * the two changes pass the global origin check like every other state change. A link that no
 * longer opens its meeting is a 400 with the reason in the visitor's language and the booking
 * page's path, so the page can offer to book anew.
 */
export async function meetingManageRoutes(
  fastify: FastifyInstance,
  deps: { manage: MeetingManageService; mailQueue: MailQueue },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { manage, mailQueue } = deps;

  const refuseLink = (request: FastifyRequest, reply: FastifyReply, reason: LinkProblem) =>
    reply.code(400).send({
      message: request.t(linkProblemKeys[reason]),
      reason,
      bookPath: localizedPath('/demonstracao', localeOf(request)),
    });

  const answerChange = async (request: FastifyRequest, reply: FastifyReply, changed: Changed) => {
    if (changed.ok) {
      // The updated invitations were queued with the change: send them now.
      mailQueue.kick();
      return reply.code(200).send({ meeting: changed.meeting });
    }
    if (changed.problem in linkProblemKeys) {
      return refuseLink(request, reply, changed.problem as LinkProblem);
    }
    const problem = changed.problem as keyof typeof bookingProblemKeys;
    const message = request.t(bookingProblemKeys[problem]);
    if (problem === 'taken') {
      return reply
        .code(409)
        .send({ message, slots: 'slots' in changed ? (changed.slots ?? []) : [] });
    }
    return sendError(reply, 400, message, { slotStart: [message] });
  };

  app.get(
    '/api/meetings/manage',
    {
      config: { rateLimit: 'meetingLink' },
      schema: {
        querystring: meetingLinkQuerySchema,
        response: { 200: meetingLinkAnswerSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const opened = await manage.open(request.query.token);
      // A link's page is the visitor's alone: never kept by a cache on the way.
      reply.header('cache-control', 'no-store');
      if (!opened.ok) return refuseLink(request, reply, opened.problem);
      const { purpose, meeting, slots } = opened;
      return { purpose, meeting, slots };
    },
  );

  // The signed-in person's next meeting (issue 26 §3): the dashboard shows it, with the manage
  // page's links, instead of offering to book again. Only for a verified address: the tokens move
  // and cancel the meeting, and anyone can open an account with someone else's address.
  app.get(
    '/api/meetings/mine',
    {
      preValidation: requireUser,
      schema: { response: { 200: ownMeetingAnswerSchema, ...refusals } },
    },
    async (request, reply) => {
      const { user } = signedInUser(request);
      reply.header('cache-control', 'no-store');
      return { meeting: user.emailVerified ? await manage.nextOf(user.email) : null };
    },
  );

  app.post(
    '/api/meetings/manage/cancel',
    {
      config: { rateLimit: 'meetingLink' },
      schema: {
        body: meetingCancelSchema,
        response: { 200: meetingChangedAnswerSchema, ...refusals },
      },
    },
    async (request, reply) =>
      answerChange(request, reply, await manage.cancel(request.body.token, localeOf(request))),
  );

  app.post(
    '/api/meetings/manage/reschedule',
    {
      config: { rateLimit: 'meetingLink' },
      schema: {
        body: meetingRescheduleSchema,
        response: { 200: meetingChangedAnswerSchema, 409: bookingConflictSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { token, slotStart } = request.body;
      return answerChange(
        request,
        reply,
        await manage.reschedule(token, slotStart, localeOf(request)),
      );
    },
  );

  app.post(
    '/api/meetings/manage/links',
    {
      config: { rateLimit: 'meetingLink' },
      schema: {
        body: meetingLinksRequestSchema,
        response: { 202: meetingLinksAnswerSchema, '4xx': errorBodySchema, '5xx': errorBodySchema },
      },
    },
    async (request, reply) => {
      await manage.resendLinks(request.body.email, localeOf(request));
      // Woken whether or not anything was queued, and one answer for every address: neither the
      // words nor the status tell whether this address booked (decision 0120).
      mailQueue.kick();
      return reply.code(202).send({ message: request.t('common:booking.manage.linksAgain.sent') });
    },
  );
}
