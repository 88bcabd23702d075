import { sql, type Kysely } from 'kysely';
import { inOneTransaction, timestampType, type Kind } from './kit.ts';

/**
 * The media store (issue 23 §6, §7; decision 0129): uploaded images, kept in the database so one
 * backup holds them and every instance serves them.
 * - `media`: one upload, by its id (`<hash>-<width>x<height>`, src/shared/content/media.ts), with
 *   the original's size after orientation and who sent it. The original itself is not kept:
 *   only what the pages serve, stripped of metadata.
 * - `media_variant`: the derived images, one row per format and width, bytes as a BLOB (SQLite)
 *   or bytea (PostgreSQL).
 */
export const up = inOneTransaction(apply);

async function apply(db: Kysely<unknown>, kind: Kind): Promise<void> {
  const timestamp = timestampType(kind);
  await db.schema
    .createTable('media')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('source_type', 'text', (c) => c.notNull())
    .addColumn('source_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('created_by', 'text')
    .execute();
  await db.schema
    .createTable('media_variant')
    .addColumn('media_id', 'text', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('avif', 'webp')`))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('data', kind === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('media_variant_pk', ['media_id', 'format', 'width'])
    .execute();
}
