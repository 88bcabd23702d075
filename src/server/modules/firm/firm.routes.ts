import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatSaoPauloDateTime } from '#shared/format/locale-format.ts';
import { errorBodySchema } from '#shared/schemas/api.ts';
import {
  firmFactsAnswerSchema,
  firmFactsConflictSchema,
  firmFactsSaveSchema,
} from '#shared/firm/firm-facts.ts';
import type { Database } from '#server/db/database.ts';
import type { RuntimePrerender } from '#server/plugins/runtime-prerender.ts';
import { localeOf } from '#server/plugins/i18n.ts';
import { requireDesk, signedInUser } from '#server/plugins/session.ts';
import type { ZodTypeProvider } from '#server/plugins/zod-type-provider.ts';
import { readFirmFacts, saveFirmFacts } from './firm-facts.service.ts';

const refusals = { '4xx': errorBodySchema, '5xx': errorBodySchema };

/**
 * Who may change the firm's facts: the editorial desk, administrators and editors, each with their
 * second factor (issue 23 §1, decision 0106). The routes below do not name a role.
 */
const deskAccess = { preValidation: requireDesk };

/** "27/11/2026, 14:05" in the reader's language, on São Paulo's clock like the rest of the desk. */
function saoPauloTime(iso: string | null, request: FastifyRequest): string {
  if (iso === null) return '';
  return formatSaoPauloDateTime(new Date(iso), localeOf(request), 'short');
}

/**
 * The firm's facts (issue 23 §3, decision 0093): read with their defaults and the launch
 * checklist, saved whole against the version the desk read. Bad input is a 400 with one message
 * per field (the shared schema, as in the form); a stale version is a 409 naming who saved and
 * when, and nothing is overwritten.
 */
export async function firmRoutes(
  fastify: FastifyInstance,
  { database, prerender }: { database: Database; prerender: RuntimePrerender },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/firm',
    { ...deskAccess, schema: { response: { 200: firmFactsAnswerSchema, ...refusals } } },
    async () => readFirmFacts(database.db),
  );

  app.put(
    '/api/admin/firm',
    {
      ...deskAccess,
      schema: {
        body: firmFactsSaveSchema,
        response: { 200: firmFactsAnswerSchema, 409: firmFactsConflictSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { user } = signedInUser(request);
      const { version, ...facts } = request.body;
      const result = await saveFirmFacts(database.db, {
        actor: { id: user.id, name: user.fullName },
        version,
        facts,
      });
      if (!result.ok) {
        const { current } = result;
        return reply.code(409).send({
          message: request.t('admin:firm.errors.stale', {
            name: current.updatedBy?.name ?? '',
            time: saoPauloTime(current.updatedAt, request),
          }),
          version: current.version,
          updatedAt: current.updatedAt,
          updatedBy: current.updatedBy,
        });
      }
      if (result.changed.length > 0) {
        // This instance's pages follow at once; the others at their next poll (decision 0094).
        await prerender.refresh();
        request.log.info(
          { facts: result.changed, version: result.answer.version },
          'firm facts changed',
        );
      }
      return result.answer;
    },
  );
}
