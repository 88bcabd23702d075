import { sql, type Kysely } from 'kysely';

/**
 * PostgreSQL: the leads' trigram index moves off the lead's own statement (decision 0176). A
 * copy of each lead's search text, `contact_search_text`, carries the GIN index instead, and the
 * search indexer (modules/leads/lead-search-index.ts) fills it after the leads' commit, in
 * batches, as SQLite's FTS table is filled (decision 0032).
 *
 * What is not yet copied is known without a write per lead: each row version of
 * `contact_submission` carries the id of the transaction that wrote it (`search_xid`, a column
 * default; a trigger renews it when the text changes), and `contact_search_horizon.through` is
 * an xid below which every transaction had ended when the copy was last made. Every row below
 * it is in the copy; a search scans the rows at or above it, through their btree, as SQLite
 * scans the leads above its mark. Lead ids cannot serve as the mark on PostgreSQL: they are
 * taken ahead of their commit (decision 0152) and batches commit out of order.
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
  await sql`create function contact_submission_search_xid() returns trigger language plpgsql as $$
      begin
        new.search_xid := pg_current_xact_id();
        return new;
      end $$`.execute(db);
  // Named to run after contact_submission_text_bu (triggers of a kind run in name order), which
  // may rewrite search_text itself.
  await sql`create trigger contact_submission_xid_bu
      before update on contact_submission for each row
      when (new.search_text is distinct from old.search_text)
      execute function contact_submission_search_xid()`.execute(db);
  await sql`create index contact_submission_search_xid_idx
    on contact_submission (search_xid)`.execute(db);

  await sql`create table contact_search_text (
      id bigint primary key,
      search_text text not null
    )`.execute(db);
  // No foreign key: its check would lock each lead's row when the copy is made. Leads are not
  // deleted by the application; whoever deletes one takes its copy along.
  await sql`create function contact_submission_search_ad() returns trigger language plpgsql as $$
      begin
        delete from contact_search_text where id = old.id;
        return old;
      end $$`.execute(db);
  await sql`create trigger contact_submission_search_ad
      after delete on contact_submission for each row
      execute function contact_submission_search_ad()`.execute(db);
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
