import { sql, type Kysely, type Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseKind } from '#server/db/database.ts';
import type { DB } from '#server/db/schema.ts';

/**
 * SQLite's lead search index (FTS5 trigram, decision 0014) is filled after the leads' commit, in
 * batches (decision 0032): inside each lead's transaction the index insert was most of the cost
 * of storing the lead, and a batch of a few hundred costs about a fifth of that per lead. A
 * search never misses a lead meanwhile: the leads above the index's mark are scanned
 * (inbox.queries.ts). PostgreSQL's trigram index is on a copy of the leads' text, made here
 * after the leads' commit instead of inside a lead's statement (decisions 0175, 0176).
 */

/** Leads per indexing transaction: short enough that a lead write waits only briefly behind it. */
export const SEARCH_INDEX_BATCH = 500;

/**
 * Adds to the index up to `limit` leads stored since its mark, and moves the mark, in one
 * transaction. Returns how many were added (0: nothing was pending).
 */
export async function indexPendingLeads(
  db: Kysely<DB>,
  limit = SEARCH_INDEX_BATCH,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const state = await trx
      .selectFrom('contact_search_state')
      .select('indexed_through')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    const from = state.indexed_through;
    const batch = await trx
      .selectFrom((eb) =>
        eb
          .selectFrom('contact_submission')
          .select('id')
          .where('id', '>', from)
          .orderBy('id')
          .limit(limit)
          .as('pending'),
      )
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('id').as('last')])
      .executeTakeFirstOrThrow();
    const count = Number(batch.n);
    if (count === 0) return 0;
    const through = Number(batch.last);
    await sql`insert into contact_search (rowid, search_text)
      select id, search_text from contact_submission where id > ${from} and id <= ${through}`.execute(
      trx,
    );
    await trx
      .updateTable('contact_search_state')
      .set({ indexed_through: through })
      .where('id', '=', 1)
      .execute();
    return count;
  });
}

/**
 * PostgreSQL: copies the leads' text written since the copy's horizon into `contact_search_text`,
 * which carries the trigram index (migration 017, decision 0176), and moves the horizon, in one
 * transaction. Returns how many rows it copied.
 *
 * The horizon is a transaction id below which every transaction had ended when the copy was
 * made: so every row version below it is committed (or was rolled back) and is copied, and every
 * row version written later carries a higher id. Concurrent copies, from another instance, wait
 * for each other on the horizon's row; a copy never moves the horizon back.
 */
export async function copyPendingLeads(db: Kysely<DB>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { rows: state } = await sql<{ through: string }>`
      select through from contact_search_horizon where id = 1 for update`.execute(trx);
    const through = state[0]?.through;
    if (through === undefined) throw new Error('contact_search_horizon has no row');
    // Taken after the lock: a snapshot that sees everything the copy before this one saw.
    const { rows: now } = await sql<{ horizon: string }>`
      select pg_snapshot_xmin(pg_current_snapshot()) as horizon`.execute(trx);
    const horizon = now[0]?.horizon ?? through;
    if (BigInt(horizon) < BigInt(through)) return copyAllAgain(trx, horizon);
    if (horizon === through) return 0;
    // A lead whose text changed, or that was deleted, since it was stored is in the copy
    // already, written by the change's own trigger (017); the text read here may be older than
    // that, never newer, so a row taken is left as it is.
    const copied = await sql`insert into contact_search_text (id, search_text)
      select id, search_text from contact_submission
      where search_xid >= ${through}::xid8 and search_xid < ${horizon}::xid8
      order by id
      on conflict (id) do nothing`.execute(trx);
    await sql`update contact_search_horizon set through = ${horizon}::xid8
      where id = 1`.execute(trx);
    return Number(copied.numAffectedRows ?? 0);
  });
}

/**
 * A horizon ahead of every transaction of this cluster means the database was restored from
 * another one (pg_dump and pg_restore keep the column's values, not the cluster's transaction
 * ids): leads stored since the restore carry lower ids than the horizon. The dump's copy matches
 * the dump's leads, and later changes reached it by their trigger, so what is missing is copied,
 * once, and the horizon set to this cluster's.
 */
async function copyAllAgain(trx: Transaction<DB>, horizon: string): Promise<number> {
  const copied = await sql`insert into contact_search_text (id, search_text)
    select id, search_text from contact_submission order by id
    on conflict (id) do nothing`.execute(trx);
  await sql`update contact_search_horizon set through = ${horizon}::xid8 where id = 1`.execute(trx);
  return Number(copied.numAffectedRows ?? 0);
}

/**
 * PostgreSQL: merges the copy's trigram index's pending list into the index (migrations 016,
 * 017). Returns how many pages of the list it merged; 0 when the index does not exist (no
 * pg_trgm, 002). Concurrent merges, from another instance or a statement past the list's limit,
 * wait for each other inside PostgreSQL.
 */
export async function mergePendingSearchEntries(db: Kysely<DB>): Promise<number> {
  // gin_clean_pending_list is strict: no index, no call, null.
  const { rows } = await sql<{ pages: string | null }>`select gin_clean_pending_list(
      to_regclass('contact_search_text_trgm_idx')) as pages`.execute(db);
  return Number(rows[0]?.pages ?? 0);
}

/** PostgreSQL: one round of the indexer, the copy and then the merge of its new entries. */
export async function copyAndMergePendingLeads(db: Kysely<DB>): Promise<number> {
  const copied = await copyPendingLeads(db);
  if (copied > 0) await mergePendingSearchEntries(db);
  return copied;
}

export interface SearchIndexer {
  /** New leads were committed: index them soon, together with whatever else arrives meanwhile. */
  schedule(): void;
  /** Indexes everything pending now (tests, and the end of a bulk seed). */
  flush(): Promise<void>;
  /** No more indexing; waits for a batch in progress, so the database can close after it. */
  stop(): Promise<void>;
}

export interface SearchIndexerOptions {
  db: Kysely<DB>;
  kind: DatabaseKind;
  log: FastifyBaseLogger;
  /** How long new leads wait to be indexed: the leads of a burst share one batch. */
  delayMs?: number;
}

const retryDelayMs = 5000;

export function createSearchIndexer(options: SearchIndexerOptions): SearchIndexer {
  const { db, log } = options;
  // One copy takes every pending lead; SQLite's batches are SEARCH_INDEX_BATCH leads each.
  const indexBatch =
    options.kind === 'sqlite'
      ? () => indexPendingLeads(db)
      : () => copyAndMergePendingLeads(db).then(() => 0);
  const delayMs = options.delayMs ?? 200;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function drain(): Promise<void> {
    while (!stopped && (await indexBatch()) === SEARCH_INDEX_BATCH) {
      // More is pending: let the requests waiting for the connection go first.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  function later(ms: number): void {
    if (stopped || timer) return;
    timer = setTimeout(run, ms);
    // A pending batch never keeps the process alive: the next start indexes what is left.
    timer.unref();
  }

  function run(): void {
    timer = undefined;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err: unknown) => {
        // The leads stay found by the scan; the index catches up at the next attempt.
        log.warn({ err }, 'lead search indexing failed; retrying');
        later(retryDelayMs);
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          later(delayMs);
        }
      });
  }

  return {
    schedule() {
      if (running) again = true;
      else later(delayMs);
    },
    async flush() {
      await running;
      if (!stopped) await drain();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
