import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/database.ts';
import { healthRoutes } from './health.routes.ts';

/** The health module as the app sees it: liveness and readiness for load balancers. */
export async function healthModule(
  app: FastifyInstance,
  deps: { database: Database },
): Promise<void> {
  await app.register(healthRoutes, deps);
}
