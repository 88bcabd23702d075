import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { nodeBinary } from '#server/test/run-script.ts';
import { repoRoot } from './targets.ts';

/**
 * The performance baseline of issue 13: the Express + passport + express-session server in
 * ../shared/baseline/seed-stack (read its README) and its own load test, bench.mjs, which loads
 * both servers so that both are measured by exactly the same requests. None of its code is part of
 * this repository: it is installed where it lives, with its own lockfile, when first needed.
 */

export const baselineDir = path.resolve(
  process.env.BENCH_BASELINE_DIR ?? path.join(repoRoot, '../shared/baseline/seed-stack'),
);

/** One test of bench.mjs, as it writes it to BENCH_JSON. */
export interface BenchMjsRow {
  name: string;
  connections: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  total: number;
  sent: number;
  ok2xx: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  loadavgBefore: number;
}

export interface BenchMjsResult {
  rows: BenchMjsRow[];
  /** bench.mjs's contact check: pass / FAIL, or skipped when it has no admin cookie. */
  check: { status: string; reason?: string; stored?: number; ok2xx?: number };
  output: string;
}

/** `npm ci` in the baseline's folder unless its dependencies are there already. */
export function ensureBaselineInstalled(): void {
  if (!existsSync(path.join(baselineDir, 'bench.mjs'))) {
    throw new Error(
      `The baseline is not at ${baselineDir}: set BENCH_BASELINE_DIR to the seed-stack folder.`,
    );
  }
  if (existsSync(path.join(baselineDir, 'node_modules/autocannon/package.json'))) return;
  try {
    accessSync(baselineDir, constants.W_OK);
  } catch {
    throw new Error(
      `${baselineDir} has no node_modules and is not writable: run \`npm ci\` there once.`,
    );
  }
  console.log(`Installing the baseline's dependencies (npm ci in ${baselineDir})…`);
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: baselineDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`npm ci in ${baselineDir} failed`);
}

/**
 * Runs bench.mjs once. Without `target` it starts the baseline's own server (SQLite in its data/
 * folder, or PostgreSQL at `postgresUrl`), as its README describes; with `target` it loads that
 * server instead. Its output is passed through, each line prefixed with `label`.
 */
export async function runBenchMjs(options: {
  label: string;
  target?: string;
  postgresUrl?: string;
  env?: Record<string, string>;
}): Promise<BenchMjsResult> {
  const jsonDir = await mkdtemp(path.join(os.tmpdir(), 'bench-mjs-'));
  const jsonFile = path.join(jsonDir, 'result.json');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    BENCH_JSON: jsonFile,
    ...pick(process.env, [
      'BENCH_DURATION',
      'BENCH_CONNECTIONS',
      'BENCH_LOGIN_CONNECTIONS',
      'BENCH_WARMUP',
    ]),
    ...(options.target ? { BENCH_TARGET: options.target } : {}),
    ...(options.postgresUrl ? { BENCH_PG_URL: options.postgresUrl } : {}),
    ...options.env,
  };
  try {
    // The pinned Node 24 of this repository: the same version the baseline pins (24.21.0).
    const child = spawn(nodeBinary, ['bench.mjs'], {
      cwd: baselineDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let partial = '';
    const print = (chunk: Buffer) => {
      const text = partial + chunk.toString();
      output += chunk.toString();
      const lines = text.split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) console.log(`  ${options.label} | ${line}`);
    };
    child.stdout.on('data', print);
    child.stderr.on('data', print);
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    });
    if (partial) console.log(`  ${options.label} | ${partial}`);
    if (!existsSync(jsonFile)) {
      throw new Error(`bench.mjs (${options.label}) exited ${code} without results`);
    }
    const json = JSON.parse(await readFile(jsonFile, 'utf8')) as Omit<BenchMjsResult, 'output'>;
    return { rows: json.rows, check: json.check, output };
  } finally {
    await rm(jsonDir, { recursive: true, force: true });
  }
}

function pick(source: NodeJS.ProcessEnv, names: string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = source[name];
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}
