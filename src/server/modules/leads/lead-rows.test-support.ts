import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type { NewContact } from './leads.write.queries.ts';

/**
 * Leads read back as stored, and as each should have been stored: for the tests of the batch
 * inserts (the compiled SQLite insert, PostgreSQL's fixed-text statement) on both databases.
 */

export async function readLeadRows(db: Kysely<DB>, ids: readonly number[]) {
  const rows = await db
    .selectFrom('contact_submission')
    .select([
      'id',
      'name',
      'email',
      'company',
      'message',
      'source',
      'origin_path',
      'origin_language',
      'referrer_host',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'preferred_date',
      'preferred_period',
    ])
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** The row `readLeadRows` should find for `lead` stored under `id`. */
export function storedLead(lead: NewContact, id: number | undefined) {
  const utm = lead.origin?.utm;
  return {
    id,
    name: lead.name,
    email: lead.email,
    company: lead.company ?? null,
    message: lead.message ?? null,
    source: lead.source ?? null,
    origin_path: lead.origin?.path ?? null,
    origin_language: lead.origin?.language ?? null,
    referrer_host: lead.origin?.referrerHost ?? null,
    utm_source: utm?.source ?? null,
    utm_medium: utm?.medium ?? null,
    utm_campaign: utm?.campaign ?? null,
    utm_term: utm?.term ?? null,
    utm_content: utm?.content ?? null,
    preferred_date: lead.preferredDate ?? null,
    preferred_period: lead.preferredPeriod ?? null,
  };
}
