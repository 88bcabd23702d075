import { sql, type Kysely } from 'kysely';
import { inOneTransaction, timestampType, type Kind } from './kit.ts';

/**
 * The lead desk (issue 16 §4 and §6, issue 15 §3; decisions 0060–0063): where each lead came
 * from, the tool result it carries with its idempotency key, the preferred time of the
 * demonstration, the assignee, internal notes, and an index that reads one lead's history from
 * the audit trail.
 *
 * Only additions: every new column is nullable (or has a default), so the leads already stored
 * keep every value and simply have no origin, tool result, preferred time or assignee. Frozen in
 * time like every migration: the value lists below are copies, not imports.
 */

// SQLite and PostgreSQL alike: all of it or nothing (kit.ts).
export const up = inOneTransaction(apply);

async function apply(db: Kysely<unknown>, kind: Kind): Promise<void> {
  const timestamp = timestampType(kind);
  const autoId = kind === 'postgres' ? 'bigserial' : 'integer';
  const table = 'contact_submission';
  const text = async (column: string, check?: ReturnType<typeof sql>) => {
    // SQLite adds one column per ALTER TABLE, and accepts a CHECK there (NULL passes it).
    await db.schema
      .alterTable(table)
      .addColumn(column, 'text', (c) => (check ? c.check(check) : c))
      .execute();
  };

  await text(
    'source',
    sql`source in ('home', 'demonstration', 'assessment', 'automation', 'calculator', 'other')`,
  );
  await text('origin_path');
  await text('origin_language', sql`origin_language in ('pt-BR', 'en', 'es')`);
  await text('referrer_host');
  for (const key of ['source', 'medium', 'campaign', 'term', 'content']) await text(`utm_${key}`);
  await text('tool', sql`tool in ('assessment', 'automation', 'calculator')`);
  // JSON: the tool's inputs and the figures derived from them (src/shared/tools/tool-result-summary.ts).
  await text('tool_result');
  // sha-256 of the sender's account and the canonical result: one lead per result (decision 0061).
  await text('result_key');
  await text('preferred_date');
  await text('preferred_period', sql`preferred_period in ('morning', 'afternoon')`);
  // The admin's user.id, without a foreign key, like status_changed_by (migration 002).
  await text('assigned_to');
  await db.schema.alterTable(table).addColumn('assigned_at', timestamp).execute();

  // A unique index, not a column constraint (SQLite cannot add one by ALTER TABLE). NULLs are
  // distinct on both databases, so the leads without a tool result never collide.
  await db.schema
    .createIndex('contact_submission_result_key_idx')
    .on(table)
    .column('result_key')
    .unique()
    .execute();
  // The inbox's new filters, newest first within each.
  await db.schema
    .createIndex('contact_submission_source_created_at_idx')
    .on(table)
    .columns(['source', 'created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('contact_submission_tool_created_at_idx')
    .on(table)
    .columns(['tool', 'created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('contact_submission_assigned_to_created_at_idx')
    .on(table)
    .columns(['assigned_to', 'created_at desc', 'id desc'])
    .execute();

  await db.schema
    .createTable('lead_note')
    .addColumn('id', autoId, (c) =>
      kind === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    // The note goes with its lead; a lead is only ever deleted on purpose.
    .addColumn('lead_id', kind === 'postgres' ? 'bigint' : 'integer', (c) =>
      c.notNull().references('contact_submission.id').onDelete('cascade'),
    )
    // The admin's user.id, no foreign key: the note outlives its author's account.
    .addColumn('author_id', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('lead_note_lead_id_created_at_idx')
    .on('lead_note')
    .columns(['lead_id', 'created_at', 'id'])
    .execute();

  // One lead's status and assignee history is read from the audit trail by its subject.
  await db.schema
    .createIndex('audit_event_subject_occurred_at_idx')
    .on('audit_event')
    .columns(['subject', 'occurred_at', 'id'])
    .execute();
}
