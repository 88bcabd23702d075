import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';

/**
 * NUL in a path parameter or a query value is refused before any route sees it (issue 12 finding
 * 4): PostgreSQL cannot hold it in text, SQLite's FTS5 fails on it, and no person types it. Bodies
 * are refused by the shared zod fields (src/shared/schemas/fields.ts), where the field is named.
 */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(holdsNul);
  return false;
}

export function registerRequestGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (holdsNul(request.params) || holdsNul(request.query)) {
      return sendError(reply, 400, request.t('common:errors.badRequest'));
    }
  });
}
