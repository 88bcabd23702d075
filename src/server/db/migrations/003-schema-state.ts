import type { Kysely } from 'kysely';

/**
 * What the start-up check of Better Auth's schema compares against (decision 0030): one row per
 * schema that is migrated by something other than this list, with the fingerprint it was last
 * brought up to date for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('schema_state')
    .ifNotExists()
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .execute();
}
