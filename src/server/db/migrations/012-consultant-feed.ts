import { sql, type Kysely } from 'kysely';
import { inOneTransaction, type Kind } from './kit.ts';

/**
 * Each consultant's private calendar feed (issue 25 §6, decision 0112): the SHA-256 of its secret
 * token, never the token itself, so a copy of the database opens no feed. Null: no feed (never
 * made, or revoked). Unique, so a request's token finds one consultant by the index alone.
 */

// SQLite and PostgreSQL alike: all of it or nothing (kit.ts).
export const up = inOneTransaction(apply);

async function apply(db: Kysely<unknown>, _kind: Kind): Promise<void> {
  await db.schema.alterTable('consultant').addColumn('feed_token_hash', 'text').execute();
  await sql`create unique index consultant_feed_token_idx on consultant (feed_token_hash)`.execute(
    db,
  );
}
