import { once } from 'node:events';
import { request } from 'node:http';
import type { Socket } from 'node:net';
import { sql } from 'kysely';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Config } from '#server/config.ts';
import { openDatabase } from '#server/db/database.ts';
import type * as WriteQueries from '#server/modules/leads/leads.write.queries.ts';
import { relaxedRateLimits, startTestApp, type TestApp } from '#server/test/app-harness.ts';
import { isErrorLogLine } from '#server/test/app-process.ts';
import { testDatabases } from '#server/test/databases.ts';

/**
 * A stop lets every request finish before the database closes (decision 0162), including one
 * whose client has gone: the lead writer's insert is held until the stop is under way, the client
 * hangs up meanwhile, and the lead must still be stored, with no error in the log.
 */

interface Gate {
  entered(): void;
  released: Promise<void>;
}
const held = vi.hoisted(() => ({ next: undefined as Gate | undefined }));

// The lead batch's insert waits at the gate when one is armed: SQLite's transaction and
// PostgreSQL's one statement (lead-writer.ts) each end in one of these two.
vi.mock('#server/modules/leads/leads.write.queries.ts', async (importOriginal) => {
  const original = await importOriginal<typeof WriteQueries>();
  const gated =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const gate = held.next;
      held.next = undefined;
      if (gate) {
        gate.entered();
        await gate.released;
      }
      return write(...args);
    };
  return {
    ...original,
    insertContacts: gated(original.insertContacts),
    insertContactsWithMail: gated(original.insertContactsWithMail),
  };
});

function armGate(): { entered: Promise<void>; release(): void } {
  let entered = () => {};
  let release = () => {};
  const gate: Gate = {
    entered: () => entered(),
    released: new Promise((resolve) => (release = resolve)),
  };
  held.next = gate;
  return { entered: new Promise((resolve) => (entered = resolve)), release: () => release() };
}

/** Resolves once `condition` holds, or once `closed` settles (a stop that did not wait). */
async function untilOrClosed(condition: () => boolean, closed: Promise<void>): Promise<void> {
  let settled = false;
  void closed.finally(() => (settled = true));
  while (!condition() && !settled) await new Promise((resolve) => setTimeout(resolve, 10));
}

const waiting = (t: TestApp) => () =>
  t.logs().some((line) => line.includes('stopping: waiting for requests still running'));

/** The leads' e-mails, read from the database once the app has closed it. */
async function storedLeadEmails(config: Config): Promise<string[]> {
  const database = openDatabase(config);
  try {
    const rows = await database.db.selectFrom('contact_submission').select('email').execute();
    return rows.map((row) => row.email);
  } finally {
    await database.close();
  }
}

describe.each(testDatabases)('stopping the server on %s', (kind) => {
  it('stores a lead whose client hung up, before the database closes, and logs no error', async () => {
    const t = await startTestApp(kind, relaxedRateLimits);
    onTestFinished(() => t.close());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('not listening');
    const connected = once(t.app.server, 'connection') as Promise<[Socket]>;

    const gate = armGate();
    const client = request({
      port: address.port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/api/contacts',
      headers: { 'content-type': 'application/json' },
    });
    client.on('error', () => {}); // the hang-up below
    client.end(JSON.stringify({ name: 'Marta Souza', email: 'marta@example.com' }));
    const [serverSide] = await connected;
    await gate.entered;

    // The client leaves while its lead waits for the batch's insert: no connection holds the stop.
    const serverClosed = once(serverSide, 'close');
    client.destroy();
    await serverClosed;

    const closed = t.app.close();
    await untilOrClosed(waiting(t), closed);
    gate.release();
    await closed;

    expect(t.logs().filter(isErrorLogLine)).toEqual([]);
    expect(await storedLeadEmails(t.config)).toEqual(['marta@example.com']);
  });

  it('waits for a handler that answered first and still works after its answer', async () => {
    const t = await startTestApp(kind, relaxedRateLimits);
    onTestFinished(() => t.close());
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let afterAnswer: unknown;
    // A test-only route: the answer leaves, then the handler reads the database.
    t.app.get('/test/answers-first', async (_request, reply) => {
      await reply.send({ ok: true });
      await released;
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(t.app.database.db);
      afterAnswer = Number(rows[0]?.one);
    });
    expect((await t.app.inject('/test/answers-first')).statusCode).toBe(200);

    const closed = t.app.close();
    await untilOrClosed(waiting(t), closed);
    release();
    await closed;

    expect(t.logs().filter(isErrorLogLine)).toEqual([]);
    expect(afterAnswer).toBe(1);
  });

  it('closes anyway once the grace period is over, naming the requests still running', async () => {
    let grace: { ms: number; over(): void } | undefined;
    const t = await startTestApp(
      kind,
      { ...relaxedRateLimits, SHUTDOWN_GRACE_SECONDS: '3' },
      {
        graceTimer: (ms, over) => {
          grace = { ms, over };
          return () => {};
        },
      },
    );
    onTestFinished(() => t.close());
    let started = () => {};
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    // A handler that never finishes (a test-only route).
    t.app.get('/test/never-answers', () => {
      started();
      return new Promise<never>(() => {});
    });
    void t.app.inject('/test/never-answers');
    await handlerStarted;

    const closed = t.app.close();
    await untilOrClosed(waiting(t), closed);
    expect(grace?.ms).toBe(3000);
    grace?.over();
    await closed;

    const warnings = t.logs().filter((line) => line.includes('still running after the grace'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0] ?? '{}')).toMatchObject({ level: 40, running: 1 });
  });
});
