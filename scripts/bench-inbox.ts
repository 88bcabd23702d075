import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { startAppProcess } from '#server/test/app-process.ts';
import { seedLeads } from '#server/modules/leads/lead-seed.ts';
import { registerBenchUser } from './bench/accounts.ts';
import {
  cpuTimeMs,
  ensureClientBuild,
  kindsFromArgs,
  prepareTarget,
  printResults,
  type BenchKind,
} from './bench/targets.ts';

/**
 * `npm run bench:inbox` (issue "Operations" §5): autocannon against the production build on SQLite
 * and on PostgreSQL, 50 connections for 10 s per case, and a table of req/s, p50, p99 and errors.
 * BENCH_SECONDS / BENCH_CONNECTIONS / BENCH_LEADS change the defaults; `--only=sqlite|postgres`.
 * No test asserts these figures: they depend on the machine (docs/benchmarks.md).
 */

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const leadCount = Number(process.env.BENCH_LEADS ?? 100_000);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);

interface Case {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

interface Row {
  kind: BenchKind;
  name: string;
  result: autocannon.Result;
  /** CPU time the app process spent per answered request (PostgreSQL's own processes excluded). */
  cpuPerRequestMs: number | undefined;
}

function run(url: string, c: Case, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url: url + c.path,
    method: c.method,
    // What a browser sends: compressed answers are part of the cost being measured.
    headers: { 'accept-encoding': 'br, gzip', ...c.headers },
    body: c.body,
    connections,
    duration,
    timeout: 10,
  });
}

async function benchKind(kind: BenchKind): Promise<Row[]> {
  const target = await prepareTarget(kind);
  const server = await startAppProcess({ env: target.env });
  const database = target.open();
  try {
    const member = await registerBenchUser(server.url, database, { admin: false });
    const admin = await registerBenchUser(server.url, database, { admin: true });
    const seeded = performance.now();
    await seedLeads(database.db, leadCount);
    console.log(
      `${kind}: ${leadCount} leads seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );

    const cases: Case[] = [
      {
        name: 'GET /api/user (signed in)',
        method: 'GET',
        path: '/api/user',
        headers: member.cookies.header(),
      },
      {
        name: `GET /api/contacts page 1 (admin, ${leadCount.toLocaleString('en')} leads)`,
        method: 'GET',
        path: '/api/contacts?page=1',
        headers: admin.cookies.header(),
      },
      {
        name: `GET /api/contacts search "estoque" (admin, ${leadCount.toLocaleString('en')} leads)`,
        method: 'GET',
        path: '/api/contacts?page=1&q=estoque',
        headers: admin.cookies.header(),
      },
      {
        name: 'POST /api/contacts',
        method: 'POST',
        path: '/api/contacts',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({
          name: 'Maria Silva',
          email: 'maria@empresa.com.br',
          company: 'Empresa Ltda',
          message: 'Queremos automatizar o atendimento ao cliente com IA.',
        }),
      },
    ];

    const rows: Row[] = [];
    for (const c of cases) {
      // A case answered with an error would measure the error: one request first, checked.
      const probe = await fetch(`${server.url}${c.path}`, {
        method: c.method,
        headers: c.headers,
        body: c.body,
      });
      if (!probe.ok) throw new Error(`${c.name} answered ${probe.status}: ${await probe.text()}`);
      if (warmupSeconds > 0) await run(server.url, c, warmupSeconds);
      const cpuBefore = cpuTimeMs(server.pid);
      const result = await run(server.url, c, seconds);
      const cpuAfter = cpuTimeMs(server.pid);
      const cpuPerRequestMs =
        cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
          ? undefined
          : (cpuAfter - cpuBefore) / result.requests.total;
      console.log(
        `${kind}: ${c.name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`,
      );
      rows.push({ kind, name: c.name, result, cpuPerRequestMs });
    }
    return rows;
  } finally {
    await server.stop();
    await database.close();
    await target.cleanup();
  }
}

ensureClientBuild();
const rows: Row[] = [];
for (const kind of kindsFromArgs()) rows.push(...(await benchKind(kind)));

printResults(
  `${connections} connections, ${seconds} s per case (after ${warmupSeconds} s of warm-up)`,
  ['database', 'case', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'app CPU ms/req'],
  rows.map(({ kind, name, result, cpuPerRequestMs }) => [
    kind,
    name,
    Math.round(result.requests.average),
    result.latency.p50,
    result.latency.p99,
    result.errors + result.timeouts,
    result.non2xx,
    cpuPerRequestMs === undefined ? '—' : cpuPerRequestMs.toFixed(2),
  ]),
);
