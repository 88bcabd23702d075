import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/database.ts';
import { relaxedRateLimits, startTestApp, type TestApp } from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import type { Mailer, MailMessage } from '#server/modules/mail/mail.service.ts';
import {
  createMailQueue,
  enqueueMail,
  renderByKind,
  retryDelayMs,
  type MailQueueOptions,
  type RenderMail,
} from './mail-queue.service.ts';

/**
 * The database-backed mail queue (decision 0015) on SQLite and PostgreSQL: claimed by one
 * instance only, retried with backoff, given up after the last attempt, never lost.
 */

class FakeMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  failuresLeft = 0;
  /** Makes every send wait for this, to interleave two instances or hold a send in flight. */
  gate: Promise<void> | undefined;
  private entered = () => {};
  /** Resolves once a send has begun. */
  readonly sending = new Promise<void>((resolve) => (this.entered = resolve));

  async send(message: MailMessage) {
    this.entered();
    if (this.gate) await this.gate;
    if (this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ESOCKET' });
    }
    this.sent.push(message);
    return { messageId: `<${this.sent.length}@test>` };
  }
  close() {}
}

const renderPlain: RenderMail = async (job) => ({
  to: job.recipient,
  subject: `job ${job.id}`,
  text: JSON.stringify(job.payload),
});

describe.each(testDatabases)('mail queue on %s', (kind) => {
  let t: TestApp;
  let now: number;
  const clock = () => new Date(now);
  const opened: Database[] = [];

  beforeAll(async () => {
    // The app's own queue polls once an hour here and no lead is posted: these tests drive theirs.
    t = await startTestApp(kind, { ...relaxedRateLimits, MAIL_QUEUE_POLL_SECONDS: '3600' });
  });
  afterEach(async () => {
    await t.app.database.db.deleteFrom('mail_job').execute();
  });
  afterAll(async () => {
    for (const database of opened) await database.close();
    await t?.close();
  });

  const queueWith = (mailer: Mailer, options: Partial<MailQueueOptions> = {}) =>
    createMailQueue({
      db: t.app.database.db,
      mailer,
      log: t.app.log,
      render: renderPlain,
      pollIntervalMs: 3_600_000,
      now: clock,
      ...options,
    });

  const enqueue = (count: number, at = clock()) =>
    enqueueMail(
      t.app.database.db,
      Array.from({ length: count }, (_, i) => ({
        kind: 'test',
        recipient: `pessoa${i}@example.com`,
        locale: 'pt-BR',
        payload: { n: i },
      })),
      at,
    );

  const jobs = () => t.app.database.db.selectFrom('mail_job').selectAll().orderBy('id').execute();

  it('sends a job that is due, once, and records it', async () => {
    now = Date.parse('2026-03-02T12:00:00.000Z');
    const mailer = new FakeMailer();
    const queue = queueWith(mailer);
    await enqueue(1);
    expect(await queue.runOnce()).toEqual({ sent: 1, failed: 0, skipped: 0 });
    expect(await queue.runOnce()).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect(mailer.sent).toEqual([
      { to: 'pessoa0@example.com', subject: expect.stringMatching(/^job \d+$/), text: '{"n":0}' },
    ]);
    const [job] = await jobs();
    expect(job).toMatchObject({
      attempts: 1,
      locked_until: null,
      claim_token: null,
      last_error: null,
    });
    expect(new Date(job?.sent_at ?? 0).toISOString()).toBe('2026-03-02T12:00:00.000Z');
  });

  it('retries a failed send after the backoff, logging the reason without secrets', async () => {
    now = Date.parse('2026-03-02T12:00:00.000Z');
    const mailer = new FakeMailer();
    mailer.failuresLeft = 2;
    const queue = queueWith(mailer);
    await enqueue(1);

    expect(await queue.runOnce()).toEqual({ sent: 0, failed: 1, skipped: 0 });
    let [job] = await jobs();
    expect(job).toMatchObject({
      attempts: 1,
      sent_at: null,
      failed_at: null,
      locked_until: null,
      last_error: 'ESOCKET: connect ECONNREFUSED 127.0.0.1:2525',
    });
    expect(new Date(job?.run_after ?? 0).getTime()).toBe(now + retryDelayMs(1));

    now += retryDelayMs(1) - 1;
    expect(await queue.runOnce()).toEqual({ sent: 0, failed: 0, skipped: 0 });
    now += 1;
    expect(await queue.runOnce()).toEqual({ sent: 0, failed: 1, skipped: 0 });
    [job] = await jobs();
    expect(new Date(job?.run_after ?? 0).getTime()).toBe(now + retryDelayMs(2));

    now += retryDelayMs(2);
    expect(await queue.runOnce()).toEqual({ sent: 1, failed: 0, skipped: 0 });
    [job] = await jobs();
    expect(job).toMatchObject({ attempts: 3, last_error: null, failed_at: null });
    expect(mailer.sent).toHaveLength(1);

    const warnings = t.logs().filter((line) => line.includes('mail job failed; will retry'));
    expect(warnings.length).toBeGreaterThanOrEqual(2);
    expect(warnings.at(-1)).toContain('ECONNREFUSED');
    expect(warnings.at(-1)).not.toContain('pessoa0@example.com');
  });

  it('gives up after the last attempt and says so in the log', async () => {
    now = Date.parse('2026-03-03T08:00:00.000Z');
    const mailer = new FakeMailer();
    mailer.failuresLeft = 99;
    const queue = queueWith(mailer, { maxAttempts: 3 });
    await enqueue(1);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await queue.runOnce()).failed).toBe(1);
      now += retryDelayMs(attempt);
    }
    const [job] = await jobs();
    expect(job).toMatchObject({ attempts: 3, sent_at: null });
    expect(job?.failed_at).not.toBeNull();
    now += 24 * 3_600_000;
    expect(await queue.runOnce()).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect(t.logs().some((line) => line.includes('giving up'))).toBe(true);
  });

  it('never lets two instances send the same mail', async () => {
    now = Date.parse('2026-03-04T09:00:00.000Z');
    await enqueue(40);
    // Two instances, each with its own connection (pool) to the same database.
    const second = openDatabase(t.config);
    opened.push(second);
    const mailer = new FakeMailer();
    let open = () => {};
    mailer.gate = new Promise((resolve) => (open = resolve));
    const a = queueWith(mailer, { batchSize: 40 });
    const b = createMailQueue({
      db: second.db,
      mailer,
      log: t.app.log,
      render: renderPlain,
      pollIntervalMs: 3_600_000,
      now: clock,
      batchSize: 40,
    });
    const runs = Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    setTimeout(open, 20);
    const reports = await runs;
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(40);
    const recipients = mailer.sent.map((m) => m.to);
    expect(new Set(recipients).size).toBe(40);
    expect(recipients).toHaveLength(40);
    expect((await jobs()).every((job) => job.sent_at !== null && job.attempts === 1)).toBe(true);
  });

  it('leaves a job held by a crashed instance alone until its lease runs out', async () => {
    now = Date.parse('2026-03-05T10:00:00.000Z');
    await enqueue(1);
    const leaseMs = 15 * 60 * 1000;
    // What an instance that died mid-send leaves behind.
    await t.app.database.db
      .updateTable('mail_job')
      .set({
        claim_token: 'dead-instance',
        attempts: 1,
        locked_until: new Date(now + leaseMs).toISOString(),
      })
      .execute();
    const mailer = new FakeMailer();
    const queue = queueWith(mailer, { leaseMs });
    expect((await queue.runOnce()).sent).toBe(0);
    now += leaseMs;
    expect((await queue.runOnce()).sent).toBe(1);
    expect((await jobs())[0]).toMatchObject({ attempts: 2, claim_token: null });
  });

  it('marks a job with nothing left to send as done without sending', async () => {
    now = Date.parse('2026-03-06T10:00:00.000Z');
    await enqueue(1);
    const mailer = new FakeMailer();
    const queue = queueWith(mailer, { render: async () => null });
    expect(await queue.runOnce()).toEqual({ sent: 0, failed: 0, skipped: 1 });
    expect(mailer.sent).toEqual([]);
    expect((await jobs())[0]?.sent_at).not.toBeNull();
  });

  it('fails (and retries) a job of a kind nobody renders', async () => {
    now = Date.parse('2026-03-06T11:00:00.000Z');
    await enqueue(1);
    const queue = queueWith(new FakeMailer(), { render: renderByKind({ other: renderPlain }) });
    expect((await queue.runOnce()).failed).toBe(1);
    expect((await jobs())[0]?.last_error).toBe('no renderer for mail job kind "test"');
  });

  it('drains a backlog larger than one batch after one kick, without waiting for the poll', async () => {
    now = Date.parse('2026-03-07T09:00:00.000Z');
    await enqueue(7);
    const mailer = new FakeMailer();
    const queue = queueWith(mailer, { batchSize: 3 });
    queue.kick();
    await expect.poll(() => mailer.sent.length).toBe(7);
    await queue.stop();
    expect((await jobs()).every((job) => job.sent_at !== null)).toBe(true);
  });

  it('finishes the mail being sent before it stops', async () => {
    now = Date.parse('2026-03-07T10:00:00.000Z');
    await enqueue(1);
    const mailer = new FakeMailer();
    let open = () => {};
    mailer.gate = new Promise((resolve) => (open = resolve));
    const queue = queueWith(mailer);
    queue.kick();
    await mailer.sending;
    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(stopped).toBe(false);
    open();
    await stopping;
    expect(mailer.sent).toHaveLength(1);
    expect((await jobs())[0]?.sent_at).not.toBeNull();
  });
});
