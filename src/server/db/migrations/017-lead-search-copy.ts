import { sql, type Kysely } from 'kysely';

/**
 * PostgreSQL: the leads' trigram index moves off the lead's own statement (decision 0176). A
 * copy of each lead's search text, `contact_search_text`, carries the GIN index instead, and the
 * search indexer (modules/leads/lead-search-index.ts) fills it after the leads' commit, in
 * batches, as SQLite's FTS table is filled (decision 0032).
 *
 * What is not yet copied is known without a write per lead: each lead carries the id of the
 * transaction that stored it (`search_xid`, a column default), and
 * `contact_search_horizon.through` is an xid below which every transaction had ended when the
 * copy was last made. Every lead below it is in the copy; a search scans the leads at or above
 * it, through their btree, as SQLite scans the leads above its mark. A lead's text that changes
 * later is written to the copy by a trigger, in the same transaction. Lead ids cannot serve as
 * the mark on PostgreSQL: they are taken ahead of their commit (decision 0152) and batches
 * commit out of order.
 *
 * Where pg_trgm could not be created (002) the copy has no index and searches scan it, as they
 * scanned the leads before. Frozen in time like every migration.
 */
export async function up(db: Kysely<unknown>, kind: 'sqlite' | 'postgres'): Promise<void> {
  if (kind !== 'postgres') return;
  // A constant default fills the existing rows without rewriting the table; they are copied
  // below. New rows take their own transaction's id.
  await sql`alter table contact_submission
    add column search_xid xid8 not null default '0'`.execute(db);
  await sql`alter table contact_submission
    alter column search_xid set default pg_current_xact_id()`.execute(db);
  await sql`create index contact_submission_search_xid_idx
    on contact_submission (search_xid)`.execute(db);

  await sql`create table contact_search_text (
      id bigint primary key,
      search_text text not null
    )`.execute(db);
  // A rewritten text (an account's deletion anonymises its leads) and a deleted lead reach the
  // copy in their own transaction, so the old words never outlive it. A deleted lead leaves an
  // empty text in its place, so that an indexer copying the lead's last text at that moment
  // finds the row taken and leaves it (lead-search-index.ts). No foreign key: its check would
  // lock each lead's row when the copy is made.
  await sql`create function contact_submission_search_copy() returns trigger language plpgsql as $$
      begin
        insert into contact_search_text (id, search_text)
          values (old.id, case when tg_op = 'DELETE' then '' else new.search_text end)
          on conflict (id) do update set search_text = excluded.search_text;
        return null;
      end $$`.execute(db);
  await sql`create trigger contact_submission_search_copy_au
      after update on contact_submission for each row
      when (new.search_text is distinct from old.search_text)
      execute function contact_submission_search_copy()`.execute(db);
  await sql`create trigger contact_submission_search_copy_ad
      after delete on contact_submission for each row
      execute function contact_submission_search_copy()`.execute(db);
  await sql`insert into contact_search_text (id, search_text)
    select id, search_text from contact_submission`.execute(db);

  await sql`create table contact_search_horizon (
      id integer primary key check (id = 1),
      through xid8 not null
    )`.execute(db);
  // Every row so far carries xid 0 and was copied above.
  await sql`insert into contact_search_horizon (id, through) values (1, '1')`.execute(db);

  await sql`do $$
    begin
      if to_regclass('contact_submission_search_trgm_idx') is not null then
        drop index contact_submission_search_trgm_idx;
        create index contact_search_text_trgm_idx
          on contact_search_text using gin (search_text gin_trgm_ops)
          with (gin_pending_list_limit = 65536);
      end if;
    end $$`.execute(db);
}
