import { sql, type Kysely } from 'kysely';
import { inOneTransaction, timestampType, type Kind } from './kit.ts';

/**
 * The editorial desk's content (issue 23 §2, §4, §5; decision 0113).
 * - `content_entry`: one piece of content of a collection (src/shared/content/collections.ts),
 *   whatever its languages.
 * - `content_translation`: the entry in one language. The working copy (`slug`, `fields_json`,
 *   `revision`) is what the desk edits; the published copy (`published_json`,
 *   `published_revision`) is what the public pages show, so editing a published page changes
 *   nothing public until it is published again. `source_revision` is the pt-BR revision a
 *   translation was saved against: "outdated" is `source_revision < pt-BR revision` (issue 23 §4).
 *   `version` moves on every change (save, publish, unpublish, restore) and is the optimistic
 *   lock: a save read at an older version is refused with 409 (issue 23 §5). `publish_at` and
 *   `unpublish_at` are the schedule (issue 23 §5), kept here so the scheduler adds no migration.
 *   A slug is unique per collection and language (issue 23 §4); `collection` is copied from the
 *   entry so that one index can say so.
 * - `content_revision`: append-only, one row per saved revision of a translation (restore).
 * - `content_redirect`: an old slug of a published translation, answered with 301 to the current
 *   one (issue 23 §4).
 * Users are ids without foreign keys, with the name kept as it was (like firm_facts_state).
 */

// SQLite and PostgreSQL alike: all of it or nothing (kit.ts).
export const up = inOneTransaction(apply);

async function apply(db: Kysely<unknown>, kind: Kind): Promise<void> {
  const timestamp = timestampType(kind);
  const id = kind === 'postgres' ? 'serial' : 'integer';
  await db.schema
    .createTable('content_entry')
    .addColumn('id', id, (c) =>
      kind === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('created_by', 'text')
    .execute();
  await db.schema
    .createTable('content_translation')
    .addColumn('entry_id', 'integer', (c) =>
      c.notNull().references('content_entry.id').onDelete('cascade'),
    )
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('draft', 'published')`))
    .addColumn('fields_json', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('source_revision', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('published_json', 'text')
    .addColumn('published_revision', 'integer')
    .addColumn('published_at', timestamp)
    .addColumn('publish_at', timestamp)
    .addColumn('unpublish_at', timestamp)
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_by_name', 'text')
    .addPrimaryKeyConstraint('content_translation_pk', ['entry_id', 'locale'])
    .addUniqueConstraint('content_translation_slug', ['collection', 'locale', 'slug'])
    .execute();
  await db.schema
    .createIndex('content_translation_public')
    .on('content_translation')
    .columns(['collection', 'locale', 'status'])
    .execute();
  await db.schema
    .createTable('content_revision')
    .addColumn('entry_id', 'integer', (c) =>
      c.notNull().references('content_entry.id').onDelete('cascade'),
    )
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('fields_json', 'text', (c) => c.notNull())
    .addColumn('saved_at', timestamp, (c) => c.notNull())
    .addColumn('saved_by', 'text')
    .addColumn('saved_by_name', 'text')
    .addPrimaryKeyConstraint('content_revision_pk', ['entry_id', 'locale', 'revision'])
    .execute();
  await db.schema
    .createTable('content_redirect')
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('old_slug', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'integer', (c) =>
      c.notNull().references('content_entry.id').onDelete('cascade'),
    )
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('content_redirect_pk', ['collection', 'locale', 'old_slug'])
    .execute();
}
