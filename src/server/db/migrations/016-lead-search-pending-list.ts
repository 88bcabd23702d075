import { sql, type Kysely } from 'kysely';

/**
 * PostgreSQL's trigram index of the leads' text (002) collects new entries in its pending list
 * and merges them into the index proper in the background, not in a lead's statement
 * (decision 0175). With the default 4 MB list, about every 1,600th lead's statement (the list
 * holds ~2.5 KB per lead) did the merge itself, and every lead of that batch, and of the batches
 * behind it, waited: that was the p99 of POST /api/contacts (issue 24 (b)). The list may now
 * grow to 64 MB before a statement merges it; the search indexer (lead-search-index.ts) merges
 * it a moment after each burst of leads, so it stays small and searches, which read the whole
 * list, stay fast. Nothing to do where pg_trgm could not be created (002). Frozen in time like
 * every migration.
 */
export async function up(db: Kysely<unknown>, kind: 'sqlite' | 'postgres'): Promise<void> {
  if (kind !== 'postgres') return;
  await sql`do $$
    begin
      if to_regclass('contact_submission_search_trgm_idx') is not null then
        alter index contact_submission_search_trgm_idx set (gin_pending_list_limit = 65536);
      end if;
    end $$`.execute(db);
}
