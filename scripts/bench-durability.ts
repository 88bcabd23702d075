import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { freePort, startAppProcess, type AppProcess } from '#server/test/app-process.ts';
import { kindsFromArgs, prepareTarget, printResults, type BenchKind } from './bench/targets.ts';

/**
 * `npm run bench:durability` (issue "Operations" §5): 10,000 leads, 100 at a time, to a running
 * instance that is killed with SIGKILL half-way and started again. The sender behaves like a
 * person whose form failed: a lead whose request got no answer is sent again once the site is
 * back. Printed per database: leads acknowledged (201) vs stored vs stored twice. An acknowledged
 * lead missing from the database would be data loss: the script exits 1 if there is any.
 */

const total = Number(process.env.BENCH_DURABILITY_LEADS ?? 10_000);
const concurrency = Number(process.env.BENCH_DURABILITY_CONCURRENCY ?? 100);

interface Outcome {
  kind: BenchKind;
  acknowledged: number;
  stored: number;
  duplicated: number;
  missing: number;
  cutByCrash: number;
  retried: number;
  downtimeMs: number;
  seconds: number;
}

const emailOf = (i: number) => `lead${i}@durability.example`;

async function benchKind(kind: BenchKind): Promise<Outcome> {
  const target = await prepareTarget(kind);
  const port = await freePort();
  let server: AppProcess = await startAppProcess({ env: target.env, port });
  const url = `${server.url}/api/contacts`;

  const acknowledged = new Set<number>();
  let next = 0;
  let cutByCrash = 0;
  let retried = 0;
  let downtimeMs = 0;
  // Resolves when the instance answers again after the kill; every worker waits on it.
  let back: Promise<void> | undefined;

  const crashAndRestart = async () => {
    const killedAt = performance.now();
    await server.kill();
    console.log(`${kind}: SIGKILL after ${acknowledged.size} acknowledged leads; restarting`);
    server = await startAppProcess({ env: target.env, port, pollMs: 5 });
    downtimeMs = performance.now() - killedAt;
  };

  async function send(i: number): Promise<void> {
    const body = JSON.stringify({
      name: `Pessoa ${i}`,
      email: emailOf(i),
      company: 'Durabilidade',
    });
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0) retried += 1;
      if (attempt > 3000) throw new Error(`lead ${i}: no 201 after ${attempt} attempts`);
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        await response.body?.cancel();
        if (response.status === 201) {
          acknowledged.add(i);
          if (!back && acknowledged.size >= total / 2) back = crashAndRestart();
          return;
        }
        // 503 while the database settles: wait and send again, as a person would.
      } catch {
        // No answer: the connection was cut by the crash, or nothing listens yet.
        if (attempt === 0) cutByCrash += 1;
      }
      await (back ?? new Promise((resolve) => setTimeout(resolve, 50)));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await send(next++);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await back;

  const database = target.open();
  try {
    const { rows } = await sql<{
      email: string;
      n: number | string;
    }>`select email, count(*) as n from contact_submission group by email`.execute(database.db);
    const storedCount = new Map(rows.map((r) => [r.email, Number(r.n)]));
    const missing = [...acknowledged].filter((i) => !storedCount.has(emailOf(i))).length;
    const duplicated = [...storedCount.values()].reduce((sum, n) => sum + (n - 1), 0);
    return {
      kind,
      acknowledged: acknowledged.size,
      stored: storedCount.size,
      duplicated,
      missing,
      cutByCrash,
      retried,
      downtimeMs,
      seconds,
    };
  } finally {
    await database.close();
    await server.stop();
    await target.cleanup();
  }
}

const outcomes: Outcome[] = [];
for (const kind of kindsFromArgs()) outcomes.push(await benchKind(kind));

printResults(
  `${total} leads, ${concurrency} at a time, SIGKILL after ${total / 2} acknowledged`,
  [
    'database',
    'sent',
    'acknowledged',
    'stored',
    'stored twice',
    'acknowledged but missing',
    'requests cut by the crash',
    'resends',
    'down for',
    'total time',
  ],
  outcomes.map((o) => [
    o.kind,
    total,
    o.acknowledged,
    o.stored,
    o.duplicated,
    o.missing,
    o.cutByCrash,
    o.retried,
    `${(o.downtimeMs / 1000).toFixed(1)} s`,
    `${o.seconds.toFixed(1)} s`,
  ]),
);
if (outcomes.some((o) => o.missing > 0)) {
  console.error('\nAcknowledged leads are missing from the database: data was lost.');
  process.exitCode = 1;
}
