import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorBodySchema } from '#shared/schemas/api.ts';
import {
  LEAD_VIEWS_PER_ADMIN,
  leadViewCreateSchema,
  leadViewListSchema,
  leadViewParamsSchema,
  leadViewSchema,
  leadViewUpdateSchema,
} from '#shared/schemas/lead-views.ts';
import type { Database } from '#server/db/database.ts';
import { sendError } from '#server/plugins/errors.ts';
import { requireAdmin, signedInUser } from '#server/plugins/session.ts';
import type { ZodTypeProvider } from '#server/plugins/zod-type-provider.ts';
import {
  createLeadView,
  deleteLeadView,
  listLeadViews,
  updateLeadView,
  type LeadViewResult,
} from './lead-views.service.ts';

const refusals = { '4xx': errorBodySchema, '5xx': errorBodySchema };

/**
 * Named saved views of the lead desk (issue 26 §4, decision 0088), each admin's own: admins only,
 * with the second factor (requireAdmin, like every lead route), 401/403 before the input is read;
 * state changes pass the app's Origin check (plugins/security.ts). Another admin's view answers
 * 404 exactly like one that does not exist.
 */
export async function leadViewRoutes(
  fastify: FastifyInstance,
  { database }: { database: Database },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { preValidation: requireAdmin };
  const me = (request: FastifyRequest) => signedInUser(request).user.id;

  const answer = (
    request: FastifyRequest,
    reply: FastifyReply,
    result: LeadViewResult,
    status: 200 | 201,
  ) => {
    if (result.ok) return reply.code(status).send(result.view);
    if (result.reason === 'not-found') {
      return sendError(reply, 404, request.t('common:errors.notFound'));
    }
    if (result.reason === 'name-taken') {
      const message = request.t('admin:views.errors.nameTaken');
      return sendError(reply, 409, message, { name: [message] });
    }
    return sendError(
      reply,
      409,
      request.t('admin:views.errors.limitReached', { number: String(LEAD_VIEWS_PER_ADMIN) }),
    );
  };

  app.get(
    '/api/admin/lead-views',
    { ...admin, schema: { response: { 200: leadViewListSchema, ...refusals } } },
    async (request) => listLeadViews(database.db, me(request)),
  );

  app.post(
    '/api/admin/lead-views',
    {
      ...admin,
      schema: { body: leadViewCreateSchema, response: { 201: leadViewSchema, ...refusals } },
    },
    async (request, reply) => {
      const result = await createLeadView(database.db, { userId: me(request), ...request.body });
      if (result.ok) request.log.info({ viewId: result.view.id }, 'lead view saved');
      return answer(request, reply, result, 201);
    },
  );

  app.patch(
    '/api/admin/lead-views/:id',
    {
      ...admin,
      schema: {
        params: leadViewParamsSchema,
        body: leadViewUpdateSchema,
        response: { 200: leadViewSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (id === null) return sendError(reply, 404, request.t('common:errors.notFound'));
      const result = await updateLeadView(database.db, {
        userId: me(request),
        id,
        ...request.body,
      });
      return answer(request, reply, result, 200);
    },
  );

  app.delete(
    '/api/admin/lead-views/:id',
    {
      ...admin,
      schema: { params: leadViewParamsSchema, response: { 204: z.undefined(), ...refusals } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const deleted =
        id !== null && (await deleteLeadView(database.db, { userId: me(request), id }));
      if (!deleted) return sendError(reply, 404, request.t('common:errors.notFound'));
      request.log.info({ viewId: id }, 'lead view deleted');
      return reply.code(204).send();
    },
  );
}
