import { sql, type Kysely } from 'kysely';

/**
 * Three of the lead desk's indexes (migration 004) hold only the leads that have a value (issue
 * 13 §4, decision 0032): a new lead from the form has no tool result, no result key and no
 * assignee, so storing it no longer writes three index entries that no query reads. Every query
 * that used them names a value (`tool is not null`, `assigned_to = ?`, `result_key = ?`), which
 * implies the index's condition on both databases; "no assignee" and "no tool result" were and
 * remain read by walking the newest-first index.
 *
 * The result key's index stays unique among the leads that have one: the tool-result insert
 * names the same condition in its ON CONFLICT target (leads.queries.ts).
 */
export async function up(db: Kysely<unknown>, kind: 'sqlite' | 'postgres'): Promise<void> {
  // SQLite migrations run outside a transaction (see 002); its DDL is transactional too.
  if (kind === 'sqlite') await db.transaction().execute((trx) => apply(trx));
  else await apply(db);
}

async function apply(db: Kysely<unknown>): Promise<void> {
  await sql`drop index contact_submission_result_key_idx`.execute(db);
  await sql`create unique index contact_submission_result_key_idx
    on contact_submission (result_key) where result_key is not null`.execute(db);
  for (const column of ['tool', 'assigned_to']) {
    const index = sql.id(`contact_submission_${column}_created_at_idx`);
    await sql`drop index ${index}`.execute(db);
    await sql`create index ${index} on contact_submission
      (${sql.id(column)}, created_at desc, id desc) where ${sql.id(column)} is not null`.execute(
      db,
    );
  }
}
