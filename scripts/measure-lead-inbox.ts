import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Client } from 'pg';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { setAdmin } from '#server/modules/auth/admin-role.ts';
import { seedLeads } from '#server/modules/leads/lead-seed.ts';
import { startPostgresCluster } from '#server/test/postgres-cluster.ts';

/**
 * `node --expose-gc scripts/measure-lead-inbox.ts [count]`: how long the admin inbox takes with
 * 100,000 leads (issue 6, decision 0014), on SQLite and on a throwaway PostgreSQL cluster. Each
 * request goes through the whole app (session check, query, JSON) via app.inject; figures are the
 * median and the slowest of 15 runs after 3 warm-up runs. Prints a table; asserts nothing (timings
 * do not belong in tests).
 */
const count = Number(process.argv[2] ?? 100_000);
const runs = 15;

const requests: [label: string, url: string][] = [
  ['page 1 (newest 50)', '/api/contacts'],
  ['page 2', '/api/contacts?page=2'],
  ['page 1000 (middle)', '/api/contacts?page=1000'],
  ['last page', `/api/contacts?page=${Math.ceil(count / 50)}`],
  ['status=contacted, page 1', '/api/contacts?status=contacted'],
  ['search e-mail (1 match)', `/api/contacts?q=${encodeURIComponent(`.${count - 7}@`)}`],
  ['search "Araújo" (~1/16)', '/api/contacts?q=araujo'],
  ['search "whatsapp" (~1/8)', '/api/contacts?q=whatsapp'],
  ['search 2 words + status', '/api/contacts?q=ana%20previsao&status=new'],
  ['summary (all totals)', '/api/contacts/summary'],
  ['summary for "araujo"', '/api/contacts/summary?q=araujo'],
];

interface Row {
  label: string;
  sqlite?: string;
  postgres?: string;
}

async function measure(app: FastifyInstance, cookie: string, url: string): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    const start = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    const elapsed = performance.now() - start;
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    if (i >= 3) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const max = times.at(-1) ?? 0;
  return `${median.toFixed(1)} ms (max ${max.toFixed(1)})`;
}

/**
 * Downloads the whole export over real HTTP (app.inject would collect the body itself) and samples
 * the heap after a collection every 200 reads: what the export holds on to, not garbage not yet
 * collected. Run with `node --expose-gc` for that figure.
 */
async function measureExport(app: FastifyInstance, cookie: string): Promise<string> {
  const collect = (globalThis as { gc?: () => void }).gc;
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  collect?.();
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  let bytes = 0;
  let reads = 0;
  const start = performance.now();
  const response = await fetch(`${address}/api/contacts/export.csv`, {
    headers: { cookie, 'accept-encoding': 'identity' },
  });
  if (!response.ok || !response.body) throw new Error(`export: ${response.status}`);
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    reads += 1;
    if (collect && reads % 200 === 0) {
      collect();
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
  }
  const seconds = (performance.now() - start) / 1000;
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  const heap = collect ? `, heap +${mb(peak - before)} MB at most` : '';
  return `${seconds.toFixed(2)} s for ${mb(bytes)} MB${heap}`;
}

async function run(kind: 'sqlite' | 'postgres', databaseUrl?: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `inbox-${kind}-`));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'x'.repeat(32),
    APP_URL: 'http://localhost:3000',
    CLIENT_DIR: path.join(dataDir, 'none'),
    RATE_LIMIT_REGISTER_MAX: '1000',
  });
  const app = await buildApp(config);
  try {
    const email = 'medicao@example.com';
    const registered = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        fullName: 'Medição Admin',
        email,
        password: 'Senha#Forte1',
        confirmPassword: 'Senha#Forte1',
        birthDate: '1990-01-01',
        termsAccepted: true,
      },
    });
    const cookie = registered.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    await setAdmin(app.database, email, true);

    const seedStart = performance.now();
    await seedLeads(app.database.db, count);
    // What autovacuum would do after a bulk load like this one: statistics, and on PostgreSQL
    // the visibility map that lets counts and deep pages read the indexes alone.
    await sql`${sql.raw(kind === 'postgres' ? 'vacuum analyze' : 'analyze')}`.execute(
      app.database.db,
    );
    console.error(
      `${kind}: seeded ${count} leads in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    const results: string[] = [];
    for (const [, url] of requests) results.push(await measure(app, cookie, url));
    results.push(await measureExport(app, cookie));
    return results;
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const table: Row[] = [...requests.map(([label]) => ({ label })), { label: 'CSV export of all' }];
const sqlite = await run('sqlite');
sqlite.forEach((value, i) => {
  const row = table[i];
  if (row) row.sqlite = value;
});

const cluster = await startPostgresCluster();
try {
  const admin = new Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('create database inbox');
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = '/inbox';
  const postgres = await run('postgres', url.toString());
  postgres.forEach((value, i) => {
    const row = table[i];
    if (row) row.postgres = value;
  });
} finally {
  await cluster.stop();
}

console.log(`\n${count.toLocaleString('en')} leads · median of ${runs} runs through app.inject\n`);
console.log('| request | SQLite | PostgreSQL |');
console.log('| --- | --- | --- |');
for (const row of table)
  console.log(`| ${row.label} | ${row.sqlite ?? ''} | ${row.postgres ?? ''} |`);
