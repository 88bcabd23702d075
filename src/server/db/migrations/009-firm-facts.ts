import { sql, type Kysely } from 'kysely';
import { inOneTransaction, timestampType, type Kind } from './kit.ts';

/**
 * The firm's facts as settings (issue 23 §3, decision 0093).
 * - `firm_fact`: one row per fact someone changed; a fact without a row is at its default
 *   (src/shared/firm/firm-facts.ts), so the launch checklist is "keys without a row" and a new
 *   fact added in code starts at its default without a data migration.
 * - `firm_facts_state`: one row, the facts' version for optimistic saves (a stale save gets 409
 *   naming who saved and when: the name is kept as it was, so the answer needs no other module's
 *   table).
 * - `content_version`: one row, bumped in the same transaction as every change the public pages
 *   show (facts now, published content later, issue 23 plan §0); every instance polls it and
 *   re-renders its pages when it moves (decision 0094).
 * Users are ids without foreign keys, like `lead_view.user_id` (migration 008).
 */

// SQLite and PostgreSQL alike: all of it or nothing (kit.ts).
export const up = inOneTransaction(apply);

async function apply(db: Kysely<unknown>, kind: Kind): Promise<void> {
  const timestamp = timestampType(kind);
  await db.schema
    .createTable('firm_fact')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value_json', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('firm_facts_state')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_by_name', 'text')
    .addColumn('updated_at', timestamp)
    .execute();
  await db.schema
    .createTable('content_version')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into firm_facts_state (id, version) values (1, 0)`.execute(db);
  await sql`insert into content_version (id, value) values (1, 0)`.execute(db);
}
