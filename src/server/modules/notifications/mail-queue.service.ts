import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { isDatabaseUnavailable } from '#server/db/errors.ts';
import type { DB } from '#server/db/schema.ts';
import type { Mailer, MailMessage } from '#server/modules/mail/mail.service.ts';

/**
 * Mail that must not be lost lives in the `mail_job` table (decision 0015): it is enqueued in the
 * transaction that creates its reason (the lead), and any instance sends it later. An instance
 * takes a job by a compare-and-set UPDATE on the job's row — only one of several instances on one
 * PostgreSQL can win it — holds it for a lease, and marks it sent, or schedules a retry with
 * exponential backoff. A process that dies mid-send leaves a lease that expires, and the job is
 * taken again: delivery is at least once, and twice only in that crash window.
 */

export interface MailJobInput {
  kind: string;
  recipient: string;
  locale: string;
  payload: Record<string, unknown>;
  /**
   * Not before this instant (a meeting's reminder, issue 25 §5); now when absent. The queue's
   * claim is what sends it once among several instances, as for every other job.
   */
  runAfter?: Date;
}

export interface QueuedMail {
  id: number;
  kind: string;
  recipient: string;
  locale: string;
  payload: unknown;
  /** Including the one in progress. */
  attempts: number;
}

/** Turns a job into its message; null means "nothing to send any more" (e.g. the lead is gone). */
export type RenderMail = (job: QueuedMail) => Promise<MailMessage | null>;

export async function enqueueMail(
  db: Kysely<DB>,
  jobs: MailJobInput[],
  now = new Date(),
): Promise<void> {
  if (jobs.length === 0) return;
  await db.insertInto('mail_job').values(mailJobRows(jobs, now)).execute();
}

/**
 * The `mail_job` rows of these jobs (due now, or at their `runAfter`): for a caller that writes them in a statement of its
 * own (the leads' group commit on PostgreSQL inserts leads and mail in one, decision 0117).
 */
export function mailJobRows(jobs: readonly MailJobInput[], now = new Date()) {
  const at = now.toISOString();
  return jobs.map((job) => ({
    kind: job.kind,
    recipient: job.recipient,
    locale: job.locale,
    payload: JSON.stringify(job.payload),
    // A reminder waits for its time (decision 0110); every other mail is due now.
    run_after: job.runAfter ? job.runAfter.toISOString() : at,
    created_at: at,
  }));
}

/**
 * Forgets every mail to an address, sent or pending (a reset link, a lead notification to an
 * admin): an account's deletion leaves nothing of the person (issue "Account self-service" §5).
 * Takes the caller's transaction, so the mails go with the account or not at all.
 */
export async function deleteMailTo(db: Kysely<DB>, email: string): Promise<void> {
  await db
    .deleteFrom('mail_job')
    .where(sql<string>`lower(recipient)`, '=', email.toLowerCase())
    .execute();
}

/** Longer than any one SMTP exchange may take (nodemailer's socket timeout is 10 minutes). */
export const DEFAULT_LEASE_MS = 15 * 60 * 1000;
export const DEFAULT_MAX_ATTEMPTS = 12;
const RETRY_BASE_MS = 30 * 1000;
const RETRY_MAX_MS = 60 * 60 * 1000;
/** Sent jobs are kept this long (for whoever investigates a "did the mail go?"), then deleted. */
const SENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** 30 s, 1 min, 2 min … capped at 1 h: twelve attempts span about five hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

/**
 * What of a mail error may be logged and stored: its code and message, with any credentials of
 * a URL masked. Never the error object itself, which can carry the SMTP conversation.
 */
export function describeMailError(error: unknown): string {
  const rawCode = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  const code = typeof rawCode === 'string' ? `${rawCode}: ` : '';
  const message = error instanceof Error ? error.message : String(error);
  return `${code}${message}`.replace(/\/\/[^/\s@]+@/g, '//[redacted]@').slice(0, 500);
}

export interface MailQueueOptions {
  db: Kysely<DB>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  render: RenderMail;
  pollIntervalMs: number;
  leaseMs?: number;
  maxAttempts?: number;
  batchSize?: number;
  now?: () => Date;
}

export interface RunReport {
  sent: number;
  failed: number;
  skipped: number;
}

export interface MailQueue {
  /** Sends every job due now that this instance manages to claim. */
  runOnce(): Promise<RunReport>;
  /** Runs soon without waiting for the next poll (a new lead was just stored). */
  kick(): void;
  start(): void;
  /** Stops polling and waits for the mail in progress, so shutdown never cuts a send in half. */
  stop(): Promise<void>;
}

export function createMailQueue(options: MailQueueOptions): MailQueue {
  const { db, mailer, log, render } = options;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const batchSize = options.batchSize ?? 20;
  const clock = options.now ?? (() => new Date());
  const iso = (ms: number) => new Date(ms).toISOString();

  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let lastSweep = 0;

  async function dueIds(now: number): Promise<number[]> {
    const rows = await db
      .selectFrom('mail_job')
      .select('id')
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where('run_after', '<=', iso(now))
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', iso(now))]))
      .orderBy('run_after')
      .orderBy('id')
      .limit(batchSize)
      .execute();
    return rows.map((r) => Number(r.id));
  }

  /** Compare-and-set on one row: of several instances trying at once, exactly one updates it. */
  async function claim(id: number): Promise<(QueuedMail & { token: string }) | undefined> {
    const now = clock().getTime();
    const token = randomUUID();
    const result = await db
      .updateTable('mail_job')
      .set((eb) => ({
        claim_token: token,
        locked_until: iso(now + leaseMs),
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where('run_after', '<=', iso(now))
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', iso(now))]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return undefined;
    const row = await db
      .selectFrom('mail_job')
      .select(['id', 'kind', 'recipient', 'locale', 'payload', 'attempts'])
      .where('id', '=', id)
      .where('claim_token', '=', token)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      id: Number(row.id),
      kind: row.kind,
      recipient: row.recipient,
      locale: row.locale,
      payload: JSON.parse(row.payload) as unknown,
      attempts: Number(row.attempts),
      token,
    };
  }

  async function finish(job: { id: number; token: string }, outcome: 'sent' | 'skipped') {
    await db
      .updateTable('mail_job')
      .set({
        sent_at: clock().toISOString(),
        locked_until: null,
        claim_token: null,
        last_error: outcome === 'skipped' ? 'skipped: nothing to send' : null,
      })
      .where('id', '=', job.id)
      .where('claim_token', '=', job.token)
      .execute();
  }

  async function fail(job: QueuedMail & { token: string }, error: unknown): Promise<void> {
    const now = clock().getTime();
    const reason = describeMailError(error);
    const givingUp = job.attempts >= maxAttempts;
    const retryAt = now + retryDelayMs(job.attempts);
    await db
      .updateTable('mail_job')
      .set({
        locked_until: null,
        claim_token: null,
        last_error: reason,
        ...(givingUp ? { failed_at: iso(now) } : { run_after: iso(retryAt) }),
      })
      .where('id', '=', job.id)
      .where('claim_token', '=', job.token)
      .execute();
    const context = { jobId: job.id, kind: job.kind, attempt: job.attempts, reason };
    if (givingUp) log.error(context, 'mail job failed for the last time; giving up');
    else log.warn({ ...context, retryAt: iso(retryAt) }, 'mail job failed; will retry');
  }

  async function deliver(job: QueuedMail & { token: string }): Promise<keyof RunReport> {
    let message: MailMessage | null;
    let messageId: string | undefined;
    try {
      message = await render(job);
      if (message) messageId = (await mailer.send(message)).messageId;
    } catch (error) {
      await fail(job, error);
      return 'failed';
    }
    // Not inside the try: a database error here must not schedule a second send of a mail that
    // went out. The job stays leased; only if the lease runs out is it sent again.
    if (!message) {
      await finish(job, 'skipped');
      log.info({ jobId: job.id, kind: job.kind }, 'mail job has nothing to send; skipped');
      return 'skipped';
    }
    await finish(job, 'sent');
    log.info({ jobId: job.id, kind: job.kind, messageId }, 'mail job sent');
    return 'sent';
  }

  async function sweep(now: number): Promise<void> {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    const before = iso(now - SENT_RETENTION_MS);
    await db.deleteFrom('mail_job').where('sent_at', '<', before).execute();
    await db.deleteFrom('mail_job').where('failed_at', '<', before).execute();
  }

  /** One batch; `full` says more may be due than the batch held. */
  async function runBatch(): Promise<{ report: RunReport; full: boolean }> {
    const report: RunReport = { sent: 0, failed: 0, skipped: 0 };
    const now = clock().getTime();
    const ids = await dueIds(now);
    for (const id of ids) {
      if (stopped) break;
      const job = await claim(id);
      if (job) report[await deliver(job)] += 1;
    }
    await sweep(now);
    return { report, full: ids.length === batchSize };
  }

  async function runOnce(): Promise<RunReport> {
    return (await runBatch()).report;
  }

  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runBatch()
      .then(({ full }) => {
        // A full batch may have left due mail behind (a burst of leads, a backlog after an
        // outage): drain again now rather than at the next poll, up to 30 s later. Jobs that
        // failed are due only after their backoff and locked ones are skipped, so this ends.
        if (full) again = true;
      })
      .catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) log.warn('mail queue: database unavailable; will retry');
        else log.error({ err: error }, 'mail queue run failed');
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  return {
    runOnce,
    kick,
    start() {
      if (timer || stopped) return;
      timer = setInterval(kick, options.pollIntervalMs);
      timer.unref();
      kick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      again = false;
      await running;
    },
  };
}

/** One renderer per kind of job; a job of an unknown kind fails (and is retried, then dropped). */
export function renderByKind(renderers: Record<string, RenderMail>): RenderMail {
  return async (job) => {
    const render = renderers[job.kind];
    if (!render) throw new Error(`no renderer for mail job kind "${job.kind}"`);
    return render(job);
  };
}

/** The renderers of every kind of job, each module adding its own as it registers. */
export interface MailRenderers {
  /** A kind two modules both claim is a bug: it throws at boot. */
  add(renderers: Record<string, RenderMail>): void;
  /** Hand this to `createMailQueue`: it finds a job's renderer when the job is sent. */
  render: RenderMail;
}

/**
 * A module registers its mail renderers with its other parts (issue 24 §1, decision 0091), so the
 * app that creates the queue names no module's mails. Filled before the queue starts (onReady).
 */
export function mailRenderers(): MailRenderers {
  const byKind: Record<string, RenderMail> = Object.create(null) as Record<string, RenderMail>;
  return {
    add(renderers) {
      for (const [kind, render] of Object.entries(renderers)) {
        if (kind in byKind) throw new Error(`two renderers for mail job kind "${kind}"`);
        byKind[kind] = render;
      }
    },
    render: renderByKind(byKind),
  };
}
