import type { Kysely } from 'kysely';
import { isDatabaseUnavailable } from '#server/db/errors.ts';
import type { DB } from '#server/db/schema.ts';
import { insertContact, type NewContact } from './contacts.queries.ts';

/**
 * Group commit for new leads (issue 13, decision 0030). Leads that arrive while a write is in
 * progress (or in the same turn of the event loop) are stored together in one short transaction:
 * each lead row, then the notification mail of all of them, then one commit. Every caller's
 * promise settles only after that commit, so a 201 still means the lead is stored (a crash before
 * the commit loses only leads that were never answered; `npm run bench:durability` counts them).
 *
 * A burst therefore costs one transaction (one fsync on PostgreSQL, one WAL commit on SQLite)
 * instead of one per lead. A batch that fails for any reason other than the database being
 * unreachable is retried one lead per transaction, so one bad row never fails its neighbours.
 */

export interface LeadWrite {
  id: number;
  /** Notification mails queued with it: the mail queue has work only when this is above 0. */
  notifications: number;
}

export interface LeadWriter {
  write(lead: NewContact): Promise<LeadWrite>;
}

/** Queues the notifications of these new leads inside their transaction; returns how many per lead. */
export type EnqueueLeadNotifications = (
  trx: Kysely<DB>,
  leadIds: readonly number[],
) => Promise<number>;

export interface LeadWriterOptions {
  db: Kysely<DB>;
  enqueueNotifications: EnqueueLeadNotifications;
  /** Leads per transaction at most. */
  maxBatch?: number;
  /**
   * Transactions in flight at once. SQLite has one writer, so 1; PostgreSQL's pool can run a few
   * side by side, so a batch waiting for its commit's fsync does not hold every other lead back.
   */
  concurrency?: number;
}

interface Pending {
  lead: NewContact;
  resolve(result: LeadWrite): void;
  reject(error: unknown): void;
}

export function createLeadWriter(options: LeadWriterOptions): LeadWriter {
  const { db, enqueueNotifications } = options;
  const maxBatch = options.maxBatch ?? 64;
  const concurrency = options.concurrency ?? 1;
  const queue: Pending[] = [];
  let inFlight = 0;
  let scheduled = false;

  async function store(batch: Pending[]): Promise<LeadWrite[]> {
    return db.transaction().execute(async (trx) => {
      const ids: number[] = [];
      for (const item of batch) ids.push(await insertContact(trx, item.lead));
      const notifications = await enqueueNotifications(trx, ids);
      return ids.map((id) => ({ id, notifications }));
    });
  }

  async function flush(batch: Pending[]): Promise<void> {
    try {
      const results = await store(batch);
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
      for (const item of batch) await flush([item]);
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
