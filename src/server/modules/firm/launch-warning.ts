import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import { readFirmFacts } from './firm-facts.service.ts';

/**
 * Issue 23 §3: "a production start logs a warning naming them". One line, with the keys as data,
 * so an operator's log search finds it; nothing when every fact has been set.
 */
export async function warnOfDefaultFacts(db: Kysely<DB>, log: FastifyBaseLogger): Promise<void> {
  const { atDefault } = await readFirmFacts(db);
  if (atDefault.length === 0) return;
  log.warn(
    { factsAtDefault: atDefault },
    `firm facts still at their default (launch checklist, /admin/firm): ${atDefault.join(', ')}`,
  );
}
