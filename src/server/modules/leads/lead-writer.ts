import type { Kysely } from 'kysely';
import { isDatabaseUnavailable } from '#server/db/errors.ts';
import type { DatabaseKind } from '#server/db/database.ts';
import type { DB } from '#server/db/schema.ts';
import {
  enqueueMail,
  mailJobRows,
  type MailJobInput,
} from '#server/modules/notifications/mail-queue.service.ts';
import {
  insertContacts,
  insertContactsWithMail,
  nextLeadIds,
  type NewContact,
} from './leads.write.queries.ts';

/**
 * Group commit for new leads (issue 13, decisions 0030, 0034). Leads that arrive while a write is
 * in progress (or in the same turn of the event loop) are stored together in one short
 * transaction: one INSERT of all the lead rows, then one of the mail of all of them, then one
 * commit. Every caller's promise settles only after that commit, so a 201 still means the lead is
 * stored (a crash before the commit loses only leads that were never answered;
 * `npm run bench:durability` counts them).
 *
 * A burst therefore costs one transaction (one fsync on PostgreSQL, one WAL commit on SQLite)
 * instead of one per lead; on PostgreSQL that transaction is a single statement (decision 0117),
 * under ids taken ahead (0152), its reads begun while its leads are still being counted (0151).
 * A batch that fails for any reason other than the database being unreachable is retried one
 * lead per transaction, so one bad row never fails its neighbours.
 */

export interface LeadWrite {
  id: number;
  /** Notification mails queued with it: the mail queue has work only when this is above 0. */
  notifications: number;
}

export interface LeadWriter<L extends NewContact = NewContact> {
  /**
   * Stores `lead` with the next batch. The lead may still be settling (its sender-confirmation
   * allowance being counted, decision 0151): on PostgreSQL its batch reads ids and recipients
   * meanwhile, and is stored once every lead of it has settled. A lead that rejects is not stored
   * and its promise rejects with the same error; its neighbours are stored without it.
   */
  write(lead: L | Promise<L>): Promise<LeadWrite>;
}

/** The mail of stored leads: every job, and how many of them each lead got, in the same order. */
export type LeadMail<L extends NewContact = NewContact> = (
  stored: readonly { id: number; lead: L }[],
) => { jobs: MailJobInput[]; each: number[] };

/**
 * Reads what the mail of a batch depends on (its recipients) with `db`, and returns how to make
 * the mail once the ids are known. On SQLite it is called inside the batch's transaction, after
 * the leads' insert; on PostgreSQL beside the ids' allocation, before the one statement that
 * stores leads and mail (decision 0117).
 */
export type PlanLeadMail<L extends NewContact = NewContact> = (
  db: Kysely<DB>,
) => Promise<LeadMail<L>>;

export interface LeadWriterOptions<L extends NewContact> {
  db: Kysely<DB>;
  /** Which path stores a batch: a transaction (SQLite) or one statement (PostgreSQL). */
  kind: DatabaseKind;
  planMail: PlanLeadMail<L>;
  /** Leads per transaction at most. */
  maxBatch?: number;
  /**
   * Transactions in flight at once. SQLite has one writer, so 1; PostgreSQL's pool can run a few
   * side by side, so a batch waiting for its commit's fsync does not hold every other lead back.
   */
  concurrency?: number;
}

interface Pending<L> {
  lead: L | Promise<L>;
  resolve(result: LeadWrite): void;
  reject(error: unknown): void;
}

/** A lead of a batch that has settled: what is stored. */
interface Ready<L> extends Pending<L> {
  lead: L;
}

/** What a PostgreSQL batch reads before its statement: ascending ids and how to make its mail. */
interface Prepared<L extends NewContact> {
  ids: number[];
  mailOf: LeadMail<L>;
}

/** Lead ids a PostgreSQL writer takes from the sequence ahead of its batches (decision 0152). */
const ID_RESERVE = 128;

/**
 * Ids taken from the leads' sequence ahead of the batches that use them (decision 0152), as an
 * ORM's pooled id generator does: a batch takes its ids from the reserve without a round trip, and
 * the reserve is refilled in the background, `size` ids per statement, when half of it is used.
 * Ids come out ascending. Ids left in the reserve when the process ends are gaps, like the id of a
 * failed insert; every listing orders leads by their time first, so an id taken early changes no
 * order anyone sees.
 */
export function idReserve(
  take: (count: number) => Promise<number[]>,
  size: number,
): (count: number) => Promise<number[]> {
  let ids: number[] = [];
  let refill: Promise<void> | undefined;
  const fill = (count: number): Promise<void> => {
    refill ??= take(count)
      .then((taken) => {
        ids = [...ids, ...taken].sort((a, b) => a - b);
      })
      .finally(() => {
        refill = undefined;
      });
    return refill;
  };
  return async (count) => {
    while (ids.length < count) await fill(Math.max(size, count));
    const taken = ids.splice(0, count);
    // A failed refill is retried by the next batch that finds the reserve short.
    if (ids.length < size / 2) fill(size).catch(() => {});
    return taken;
  };
}

export function createLeadWriter<L extends NewContact>(
  options: LeadWriterOptions<L>,
): LeadWriter<L> {
  const { db, planMail } = options;
  const maxBatch = options.maxBatch ?? 64;
  const concurrency = options.concurrency ?? 1;
  const queue: Pending<L>[] = [];
  let inFlight = 0;
  let scheduled = false;

  const answers = (stored: readonly { id: number }[], each: number[]): LeadWrite[] =>
    stored.map(({ id }, i) => ({ id, notifications: each[i] ?? 0 }));

  /**
   * PostgreSQL (decisions 0117, 0151): the ids and the mail's recipients are read side by side
   * (neither writes anything to flush), then leads and mail are one statement, its own synchronous
   * commit. The reads start as soon as the batch is formed, while its leads are still settling.
   */
  const leadIds = idReserve((count) => nextLeadIds(db, count), ID_RESERVE);
  const prepare = (count: number): Promise<Prepared<L>> =>
    Promise.all([leadIds(count), planMail(db)]).then(([ids, mailOf]) => ({ ids, mailOf }));

  async function storeInOneStatement(
    batch: Ready<L>[],
    prepared?: Promise<Prepared<L>>,
  ): Promise<LeadWrite[]> {
    // The ids were taken for every lead of the batch: those of leads that did not settle are
    // gaps, like the id of a failed insert. The first ones are still in the leads' order.
    const { ids, mailOf } = await (prepared ?? prepare(batch.length));
    const stored = batch.map(({ lead }, i) => ({ id: ids[i] as number, lead }));
    const { jobs, each } = mailOf(stored);
    await insertContactsWithMail(
      db,
      stored.map(({ id, lead }) => ({ id, contact: lead })),
      mailJobRows(jobs),
    );
    return answers(stored, each);
  }

  async function storeInTransaction(batch: Ready<L>[]): Promise<LeadWrite[]> {
    return db.transaction().execute(async (trx) => {
      // One multi-row INSERT for the whole batch (decision 0034).
      const ids = await insertContacts(
        trx,
        batch.map((item) => item.lead),
      );
      const stored = batch.map(({ lead }, i) => ({ id: ids[i] as number, lead }));
      const { jobs, each } = (await planMail(trx))(stored);
      await enqueueMail(trx, jobs);
      return answers(stored, each);
    });
  }

  const postgres = options.kind === 'postgres';

  /** Waits for the batch's leads: one that rejects gets its own error, the rest are stored. */
  async function settle(batch: Pending<L>[]): Promise<Ready<L>[]> {
    const settled = await Promise.allSettled(batch.map((item) => item.lead));
    const ready: Ready<L>[] = [];
    settled.forEach((outcome, i) => {
      const item = batch[i] as Pending<L>;
      if (outcome.status === 'fulfilled') ready.push({ ...item, lead: outcome.value });
      else item.reject(outcome.reason);
    });
    return ready;
  }

  async function flush(batch: Pending<L>[]): Promise<void> {
    const prepared = postgres ? prepare(batch.length) : undefined;
    // Read while the leads settle; if the leads all fail, nobody waits for it.
    prepared?.catch(() => {});
    const ready = await settle(batch);
    if (ready.length > 0) await storeReady(ready, prepared);
  }

  async function storeReady(batch: Ready<L>[], prepared?: Promise<Prepared<L>>): Promise<void> {
    try {
      const results = postgres
        ? await storeInOneStatement(batch, prepared)
        : await storeInTransaction(batch);
      batch.forEach((item, i) => {
        const result = results[i];
        if (result) item.resolve(result);
        else item.reject(new Error('lead batch returned fewer ids than leads'));
      });
    } catch (error) {
      if (batch.length === 1 || isDatabaseUnavailable(error)) {
        for (const item of batch) item.reject(error);
        return;
      }
      // One lead at a time: only the lead that cannot be stored fails.
      for (const item of batch) await storeReady([item]);
    }
  }

  function pump(): void {
    scheduled = false;
    while (inFlight < concurrency && queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      inFlight += 1;
      void flush(batch).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  }

  return {
    write(lead) {
      // Handled from now on: a lead that fails before its batch settles it is not an unhandled
      // rejection (which would end the process); settle() still hands its error to its writer.
      if (lead instanceof Promise) lead.catch(() => {});
      return new Promise<LeadWrite>((resolve, reject) => {
        queue.push({ lead, resolve, reject });
        // After the I/O callbacks of this turn: requests that arrived together are batched.
        if (!scheduled && inFlight < concurrency) {
          scheduled = true;
          setImmediate(pump);
        }
      });
    },
  };
}
