import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time, so they do not use today's table types (kysely docs, "Migrations").
export async function up(db: Kysely<unknown>, kind: 'sqlite' | 'postgres'): Promise<void> {
  const timestamp = kind === 'postgres' ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('contact_submission')
    .addColumn('id', kind === 'postgres' ? 'bigserial' : 'integer', (c) =>
      kind === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('message', 'text')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  // Newest-first listing (spec 01 §7 GET /api/contacts) walks this index.
  await db.schema
    .createIndex('contact_submission_created_at_idx')
    .on('contact_submission')
    .columns(['created_at desc', 'id desc'])
    .execute();

  await db.schema
    .createTable('rate_limit')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute();
}
