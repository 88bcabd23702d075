import { sql } from 'kysely';
import { startAppProcess } from '#server/test/app-process.ts';
import {
  ensureBaselineInstalled,
  runBenchMjs,
  type BenchMjsResult,
  type BenchMjsRow,
} from './bench/baseline.ts';
import {
  ensureClientBuild,
  kindsFromArgs,
  machineDescription,
  markdownTable,
  prepareTarget,
  startPostgresServer,
  type BenchKind,
  type PostgresServer,
} from './bench/targets.ts';
import { median } from './bench/stats.ts';

/**
 * `npm run bench:api` (issue 13, "Measure side by side, never from memory"): the baseline of
 * ../shared/baseline/seed-stack (Express 5 + passport + express-session) and our production server
 * loaded alternately by the baseline's own bench.mjs, BENCH_ROUNDS (3) rounds each, on SQLite and
 * on PostgreSQL, each round on a fresh database. Prints every figure and, per test, the ratio of
 * the medians (ours / baseline): figures on a shared machine swing 20–30 % from run to run, so
 * only ratios taken in one run mean anything.
 *
 *   (a) GET /api/user signed in, 50 connections
 *   (b) POST /api/contacts (anonymous), 50 connections
 *   (c) POST /api/login with the right password, 10 connections
 *
 * Options: `--only=sqlite|postgres`, BENCH_ROUNDS, and bench.mjs's own BENCH_DURATION (10 s),
 * BENCH_CONNECTIONS, BENCH_LOGIN_CONNECTIONS, BENCH_WARMUP (2 s); BENCH_DATABASE_URL to use an
 * existing PostgreSQL server. Our server runs as in production (NODE_ENV=production, request
 * logging at info, the built client) with the benchmarks' rate-limit exemption (bench/targets.ts).
 */

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const tests = ['(a) GET /api/user', '(b) POST /api/contacts', '(c) POST /api/login'] as const;

type Side = 'baseline' | 'ours';

interface Round {
  kind: BenchKind;
  side: Side;
  round: number;
  rows: BenchMjsRow[];
  /** ours: leads in the database after the run (warm-up included), to check against the 2xx. */
  storedLeads?: number;
  check: BenchMjsResult['check'];
  /** ours: the server's error log lines while loaded, and those its stop wrote. */
  serverErrors?: { loaded: string[]; atStop: string[] };
}

async function runBaseline(kind: BenchKind, round: number, pg?: PostgresServer): Promise<Round> {
  const postgresUrl = pg ? await pg.createDatabase('seedstack') : undefined;
  try {
    const result = await runBenchMjs({ label: `${kind} baseline #${round}`, postgresUrl });
    return { kind, side: 'baseline', round, rows: result.rows, check: result.check };
  } finally {
    if (pg && postgresUrl) await pg.dropDatabase(postgresUrl);
  }
}

async function runOurs(kind: BenchKind, round: number, pg?: PostgresServer): Promise<Round> {
  const target = await prepareTarget(kind, pg);
  try {
    const server = await startAppProcess({ env: target.env });
    let result: BenchMjsResult;
    let loaded: string[] = [];
    try {
      result = await runBenchMjs({ label: `${kind} ours #${round}`, target: server.url });
      loaded = server.errors();
    } finally {
      await server.stop();
    }
    const serverErrors = { loaded, atStop: server.errors().slice(loaded.length) };
    // bench.mjs's own check needs `X-Total-Count` from an admin's GET /api/contacts, which our
    // inbox does not send (it pages with /api/contacts/summary); the same rule is checked here
    // from the database: every 201 of (b) is a stored lead (warm-up leads come on top).
    const database = target.open();
    try {
      const { rows } = await sql<{
        n: number | string;
      }>`select count(*) as n from contact_submission`.execute(database.db);
      return {
        kind,
        side: 'ours',
        round,
        rows: result.rows,
        storedLeads: Number(rows[0]?.n ?? 0),
        check: result.check,
        serverErrors,
      };
    } finally {
      await database.close();
    }
  } finally {
    await target.cleanup();
  }
}

function rowOf(round: Round, test: string): BenchMjsRow | undefined {
  return round.rows.find((r) => r.name === test);
}

async function benchKind(kind: BenchKind): Promise<Round[]> {
  const pg = kind === 'postgres' ? await startPostgresServer() : undefined;
  const results: Round[] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      // Alternating which side goes first cancels a drift in the machine's load across a run.
      const order: Side[] = round % 2 === 1 ? ['baseline', 'ours'] : ['ours', 'baseline'];
      for (const side of order) {
        console.log(`\n${kind}: round ${round} of ${rounds}, ${side}`);
        results.push(
          side === 'baseline' ? await runBaseline(kind, round, pg) : await runOurs(kind, round, pg),
        );
      }
    }
  } finally {
    await pg?.stop();
  }
  return results;
}

function report(
  kind: BenchKind,
  results: Round[],
): { text: string; failures: string[]; notes: string[] } {
  const failures: string[] = [];
  const notes: string[] = [];
  const figures = (side: Side, test: string) =>
    results
      .filter((r) => r.side === side)
      .sort((a, b) => a.round - b.round)
      .map((r) => rowOf(r, test));
  const table = markdownTable(
    [
      'test (bench.mjs)',
      'baseline req/s per round',
      'median',
      'ours req/s per round',
      'median',
      'ratio',
      'p99 ms median (baseline / ours)',
    ],
    tests.map((test) => {
      const base = figures('baseline', test);
      const ours = figures('ours', test);
      const rate = (rows: (BenchMjsRow | undefined)[]) =>
        rows.filter((r) => r !== undefined).map((r) => r.reqPerSec);
      const p99 = (rows: (BenchMjsRow | undefined)[]) =>
        median(rows.filter((r) => r !== undefined).map((r) => r.p99));
      const baseMedian = median(rate(base));
      const oursMedian = median(rate(ours));
      const list = (rows: (BenchMjsRow | undefined)[]) =>
        rows.map((r) => (r ? Math.round(r.reqPerSec).toLocaleString('en') : '—')).join(', ');
      return [
        test,
        list(base),
        Math.round(baseMedian).toLocaleString('en'),
        list(ours),
        Math.round(oursMedian).toLocaleString('en'),
        baseMedian > 0 ? `${(oursMedian / baseMedian).toFixed(2)}×` : '—',
        `${Math.round(p99(base))} / ${Math.round(p99(ours))}`,
      ];
    }),
  );

  for (const r of results) {
    for (const row of r.rows) {
      if (row.non2xx > 0 || row.errors > 0) {
        failures.push(
          `${kind} ${r.side} #${r.round} ${row.name}: ${row.non2xx} non-2xx ${JSON.stringify(row.statusCodes)}, ${row.errors} errors`,
        );
      }
    }
    const { loaded = [], atStop = [] } = r.serverErrors ?? {};
    if (loaded.length > 0) {
      failures.push(
        `${kind} ours #${r.round}: the server logged ${loaded.length} error(s) under load; the first:\n  ${loaded.slice(0, 3).join('\n  ')}`,
      );
    }
    if (atStop.length > 0) {
      // Requests bench.mjs abandoned at its end (it closes its sockets with requests in flight):
      // the stop waits for their handlers (decision 0162), so a line here is one that outlived
      // SHUTDOWN_GRACE_SECONDS or failed on its own. Listed, not failed: no client waits for it.
      notes.push(
        `${kind} ours #${r.round}: ${atStop.length} error line(s) at the server's stop, e.g. ${JSON.stringify(atStop[0]?.slice(0, 300))}`,
      );
    }
    if (r.side === 'baseline' && r.check.status === 'FAIL') {
      failures.push(`${kind} baseline #${r.round}: its contact check failed`);
    }
    if (r.side === 'ours') {
      const contacts = rowOf(r, tests[1]);
      if (contacts && r.storedLeads !== undefined && r.storedLeads < contacts.ok2xx) {
        failures.push(
          `${kind} ours #${r.round}: ${contacts.ok2xx} leads acknowledged but only ${r.storedLeads} stored`,
        );
      }
    }
  }
  const stored = results
    .filter((r) => r.side === 'ours')
    .map((r) => `#${r.round}: ${r.storedLeads} stored ≥ ${rowOf(r, tests[1])?.ok2xx ?? '?'} 201s`)
    .join('; ');
  return {
    text: `${table}\n\nOurs, leads stored vs (b)'s 201 answers: ${stored}`,
    failures,
    notes,
  };
}

ensureClientBuild();
ensureBaselineInstalled();
const kinds = kindsFromArgs();
const byKind = new Map<BenchKind, Round[]>();
for (const kind of kinds) byKind.set(kind, await benchKind(kind));

console.log(
  `\n${machineDescription()}\nbench.mjs of the baseline for both servers, ${rounds} rounds each, alternating; ratio = median ours / median baseline\n`,
);
const failures: string[] = [];
for (const [kind, results] of byKind) {
  const { text, failures: found, notes } = report(kind, results);
  failures.push(...found);
  console.log(`### ${kind}\n\n${text}\n`);
  if (notes.length > 0)
    console.log(`At the server's stop:\n${notes.map((n) => `  - ${n}`).join('\n')}\n`);
}
if (failures.length > 0) {
  console.log(`Problems:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exitCode = 1;
}
