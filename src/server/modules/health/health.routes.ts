import type { FastifyInstance } from 'fastify';
import { livenessSchema, readinessSchema, unavailableSchema } from '#shared/schemas/health.ts';
import type { Database } from '#server/db/database.ts';
import type { ZodTypeProvider } from '#server/plugins/zod-type-provider.ts';

/** Liveness (the process answers) and readiness (it can reach its database), for load balancers. */
export async function healthRoutes(
  fastify: FastifyInstance,
  deps: { database: Database },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/healthz', { schema: { response: { 200: livenessSchema } } }, async () => ({
    status: 'ok' as const,
  }));
  app.get(
    '/readyz',
    { schema: { response: { 200: readinessSchema, 503: unavailableSchema } } },
    async (request, reply) => {
      try {
        await deps.database.ping();
        // Reachable, not which one: anonymous callers learn nothing of the stack (issue 12).
        return { status: 'ready' as const, database: true as const };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return reply.code(503).send({ message: 'database unreachable', status: 'unavailable' });
      }
    },
  );
}
