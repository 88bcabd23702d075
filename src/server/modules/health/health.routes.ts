import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/database.ts';

/** Liveness (the process answers) and readiness (it can reach its database), for load balancers. */
export async function healthRoutes(
  app: FastifyInstance,
  deps: { database: Database },
): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await deps.database.ping();
      // Reachable, not which one: anonymous callers learn nothing of the stack (issue 12).
      return { status: 'ready', database: true };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.code(503).send({ message: 'database unreachable', status: 'unavailable' });
    }
  });
}
