import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import pg, { escapeIdentifier } from 'pg';
import { openDatabase, type Database } from '#server/db/database.ts';
import { startPostgresCluster } from '#server/test/postgres-cluster.ts';

/**
 * What a benchmark runs against: a fresh, empty database of each kind and the environment of a
 * production instance on it. PostgreSQL is a throwaway cluster with its crash-safety settings
 * left on (the test cluster turns fsync off), or a database created on BENCH_DATABASE_URL.
 */

export type BenchKind = 'sqlite' | 'postgres';
export const benchKinds: BenchKind[] = ['sqlite', 'postgres'];

export interface BenchTarget {
  kind: BenchKind;
  dataDir: string;
  /** Environment for src/server/main.ts (PORT and HOST are added by startAppProcess). */
  env: Record<string, string>;
  /** A connection of our own, for seeding and counting. Close it before cleanup. */
  open(): Database;
  cleanup(): Promise<void>;
}

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * The benchmarks' documented exemption from the rate limits (docs/benchmarks.md): every request of
 * a benchmark comes from 127.0.0.1, and the login case signs one account in thousands of times, so
 * the limits are raised out of the way through their ordinary settings. The limiter still runs
 * and counts every request: its cost is part of every figure.
 */
export const benchRateLimits: Record<string, string> = {
  RATE_LIMIT_LOGIN_ACCOUNT_MAX: '1000000000',
  RATE_LIMIT_LOGIN_IP_MAX: '1000000000',
  RATE_LIMIT_REGISTER_MAX: '1000000000',
  RATE_LIMIT_RECOVERY_MAX: '1000000000',
  RATE_LIMIT_CONTACT_MAX: '1000000000',
};

/** A PostgreSQL server to create benchmark databases on: BENCH_DATABASE_URL's, or a throwaway one. */
export interface PostgresServer {
  /** A superuser URL; databases are created through it. */
  adminUrl: string;
  /** A fresh, empty database on this server; its URL. */
  createDatabase(prefix: string): Promise<string>;
  dropDatabase(url: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A throwaway cluster with its crash-safety settings left on (fsync, synchronous commit: what
 * production keeps), or the server of BENCH_DATABASE_URL, where only our databases are touched.
 */
export async function startPostgresServer(): Promise<PostgresServer> {
  const external = process.env.BENCH_DATABASE_URL;
  const cluster = external ? undefined : await startPostgresCluster({ durable: true });
  const adminUrl = external ?? cluster?.url ?? '';
  const created = new Set<string>();
  const server: PostgresServer = {
    adminUrl,
    async createDatabase(prefix) {
      const name = `${prefix}_${randomBytes(6).toString('hex')}`;
      await asAdmin(adminUrl, `CREATE DATABASE ${escapeIdentifier(name)}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      created.add(url.toString());
      return url.toString();
    },
    async dropDatabase(url) {
      created.delete(url);
      if (cluster) return; // the whole cluster goes at the end
      const name = new URL(url).pathname.slice(1);
      await asAdmin(
        adminUrl,
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`,
      );
      await asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${escapeIdentifier(name)}`);
    },
    async stop() {
      if (cluster) return cluster.stop();
      for (const url of [...created]) await server.dropDatabase(url);
    },
  };
  return server;
}

/**
 * A fresh database of `kind` and the environment of a production instance on it. PostgreSQL
 * databases are created on `postgres` when given (several targets share one server), else on a
 * server of their own that cleanup stops.
 */
export async function prepareTarget(
  kind: BenchKind,
  postgres?: PostgresServer,
): Promise<BenchTarget> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `bench-${kind}-`));
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    APP_URL: 'http://localhost:3000',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    CLIENT_DIR: path.join(repoRoot, 'build/client'),
    ...benchRateLimits,
  };
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (kind === 'sqlite') {
    const file = path.join(dataDir, 'app.db');
    return {
      kind,
      dataDir,
      env,
      open: () => openDatabase({ database: { kind, file } }),
      cleanup: removeDir,
    };
  }

  const server = postgres ?? (await startPostgresServer());
  const url = await server.createDatabase('bench');
  env.DATABASE_URL = url;
  return {
    kind,
    dataDir,
    env,
    open: () => openDatabase({ database: { kind, url } }),
    async cleanup() {
      if (postgres) await server.dropDatabase(url);
      else await server.stop();
      await removeDir();
    },
  };
}

async function asAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The benchmarks measure the production build: make it when there is none yet. */
export function ensureClientBuild(): void {
  if (existsSync(path.join(repoRoot, 'build/client/index.html'))) return;
  console.log('No production build yet: running npm run build…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Which kinds to run: `--only=sqlite` / `--only=postgres`, default both. */
export function kindsFromArgs(argv = process.argv.slice(2)): BenchKind[] {
  const only = argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  if (!only) return benchKinds;
  if (only !== 'sqlite' && only !== 'postgres') {
    console.error('--only must be sqlite or postgres');
    process.exit(2);
  }
  return [only];
}

/** A Markdown table, so the output can be pasted into docs/benchmarks.md as is. */
export function markdownTable(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...cells.slice(1).map(line),
  ].join('\n');
}

/**
 * `nproc`, CPU model, memory and the load average while the figures were taken: on a shared machine
 * the load says more about the figures than the CPU model does.
 */
export function machineDescription(): string {
  const cpus = os.cpus();
  const gib = (os.totalmem() / 1024 ** 3).toFixed(0);
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  return `${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${gib} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}; load average ${load} (1 / 5 / 15 min)`;
}

/**
 * How every bench script ends: the machine and its load, the run's settings, then the figures as
 * a Markdown table for docs/benchmarks.md.
 */
export function printResults(
  settings: string,
  header: string[],
  rows: (string | number)[][],
): void {
  console.log(`\n${machineDescription()}; ${settings}\n`);
  console.log(markdownTable(header, rows));
}

/**
 * CPU time (user + system) a process has used so far, in ms, from /proc (Linux): unlike wall
 * time, it barely changes when other work shares the cores. Undefined elsewhere.
 */
export function cpuTimeMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces) start at state, field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    // USER_HZ is 100 on every mainstream Linux build.
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}
