import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseKind } from '#server/db/database.ts';
import type { DB } from '#server/db/schema.ts';

/**
 * SQLite's lead search index (FTS5 trigram, decision 0014) is filled after the leads' commit, in
 * batches (decision 0032): inside each lead's transaction the index insert was most of the cost
 * of storing the lead, and a batch of a few hundred costs about a fifth of that per lead. A
 * search never misses a lead meanwhile: the leads above the index's mark are scanned
 * (inbox.queries.ts). PostgreSQL's trigram index is on the column; its pending list of new
 * entries is merged here, after the leads' commit, instead of inside a lead's statement
 * (decision 0175).
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
 * PostgreSQL: merges the trigram index's pending list into the index (migration 016). Returns
 * how many pages of the list it merged; 0 when the index does not exist (no pg_trgm, 002).
 * Concurrent merges, from another instance or a statement past the list's limit, wait for each
 * other inside PostgreSQL; the leads' statements only append to the list meanwhile.
 */
export async function mergePendingSearchEntries(db: Kysely<DB>): Promise<number> {
  // gin_clean_pending_list is strict: no index, no call, null.
  const { rows } = await sql<{ pages: string | null }>`select gin_clean_pending_list(
      to_regclass('contact_submission_search_trgm_idx')) as pages`.execute(db);
  return Number(rows[0]?.pages ?? 0);
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
  // One merge takes the whole pending list; SQLite's batches are SEARCH_INDEX_BATCH leads each.
  const indexBatch =
    options.kind === 'sqlite'
      ? () => indexPendingLeads(db)
      : () => mergePendingSearchEntries(db).then(() => 0);
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
