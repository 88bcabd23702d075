import type { Kysely } from 'kysely';
import { inOneTransaction, timestampType, type Kind } from './kit.ts';

/**
 * Named saved views of the lead desk (issue 26 §4, decision 0088): one row per view, owned by one
 * admin, holding the desk's filter query as text. The admin is a user id without a foreign key,
 * like `lead_note.author_id` (migration 004): our migrations stand without Better Auth's tables.
 * Names are unique per admin (the index also serves the admin's list, read by its first column).
 */

// SQLite and PostgreSQL alike: all of it or nothing (kit.ts).
export const up = inOneTransaction(apply);

async function apply(db: Kysely<unknown>, kind: Kind): Promise<void> {
  const timestamp = timestampType(kind);
  await db.schema
    .createTable('lead_view')
    .addColumn('id', kind === 'postgres' ? 'bigserial' : 'integer', (c) =>
      kind === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // The canonical query (src/shared/schemas/lead-views.ts), without '?'; '' is every lead.
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('lead_view_user_id_name_idx')
    .on('lead_view')
    .columns(['user_id', 'name'])
    .unique()
    .execute();
}
