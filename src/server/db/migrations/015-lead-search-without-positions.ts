import { sql, type Kysely } from 'kysely';

/**
 * SQLite's lead search index keeps which leads hold each trigram, no longer where
 * (`detail='none'`, `columnsize=0`; decision 0160). Trigram positions were the larger half of
 * the index and of the work of filling it after each batch of leads (issue 24 (b)); a search now
 * reads the index for the leads holding every trigram of a word and checks the word against the
 * lead's text itself (inbox.queries.ts), so it finds exactly what it found before.
 *
 * FTS5 merges its segments once 8 of a level exist instead of 4: half the merging per lead
 * written, for a search that may read a few more, smaller segments (decision 0160 has both
 * figures).
 *
 * The table is rebuilt from every lead, so the mark of what it holds moves to the newest lead in
 * the same transaction. The delete and update triggers of 005 name the table, not its columns'
 * layout, and keep working. Frozen in time like every migration.
 */
export async function up(db: Kysely<unknown>, kind: 'sqlite' | 'postgres'): Promise<void> {
  if (kind !== 'sqlite') return;
  await db.transaction().execute(async (trx) => {
    await sql`drop table contact_search`.execute(trx);
    await sql`create virtual table contact_search using fts5(
      search_text, content='contact_submission', content_rowid='id', tokenize='trigram',
      detail='none', columnsize=0
    )`.execute(trx);
    await sql`insert into contact_search(contact_search, rank) values ('automerge', 8)`.execute(
      trx,
    );
    await sql`insert into contact_search(contact_search) values ('rebuild')`.execute(trx);
    await sql`update contact_search_state
      set indexed_through = (select coalesce(max(id), 0) from contact_submission)
      where id = 1`.execute(trx);
  });
}
