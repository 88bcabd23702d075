import { sql, type Kysely } from 'kysely';

/**
 * SQLite's lead search index is filled after the lead's commit, in batches, instead of by a
 * trigger inside it (issue 13 §4, decision 0032). The FTS5 trigram insert was most of the cost of
 * storing a lead; a batch of a few hundred costs a fifth per lead.
 *
 * `contact_search_state.indexed_through` is the highest lead id the FTS table holds. SQLite has
 * one writer and AUTOINCREMENT ids, so every lead above it is not yet indexed and every lead at
 * or below it is; a search reads the index for the first and scans the (short) rest. The delete
 * and update triggers touch the index only for indexed leads: the FTS5 'delete' of a row it never
 * held would corrupt it. PostgreSQL's trigram index lives on the column itself: nothing to do.
 *
 * Frozen in time like every migration: the trigger texts below are written out, not shared.
 */
export async function up(db: Kysely<unknown>, kind: 'sqlite' | 'postgres'): Promise<void> {
  if (kind !== 'sqlite') return;
  // SQLite migrations run outside a transaction (see 002); its DDL is transactional too.
  await db.transaction().execute(async (trx) => {
    await sql`create table contact_search_state (
      id integer primary key check (id = 1),
      indexed_through integer not null
    )`.execute(trx);
    // Every lead stored so far was indexed by the trigger that goes now.
    await sql`insert into contact_search_state (id, indexed_through)
      select 1, coalesce(max(id), 0) from contact_submission`.execute(trx);
    await sql`drop trigger contact_search_ai`.execute(trx);
    await sql`drop trigger contact_search_ad`.execute(trx);
    await sql`drop trigger contact_search_au`.execute(trx);
    await sql`create trigger contact_search_ad after delete on contact_submission
      when old.id <= (select indexed_through from contact_search_state)
      begin
        insert into contact_search(contact_search, rowid, search_text)
          values ('delete', old.id, old.search_text);
      end`.execute(trx);
    await sql`create trigger contact_search_au after update of search_text on contact_submission
      when old.id <= (select indexed_through from contact_search_state)
      begin
        insert into contact_search(contact_search, rowid, search_text)
          values ('delete', old.id, old.search_text);
        insert into contact_search(rowid, search_text) values (new.id, new.search_text);
      end`.execute(trx);
  });
}
