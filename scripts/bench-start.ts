import { performance } from 'node:perf_hooks';
import { startAppProcess } from '../src/server/test/app-process.ts';
import {
  ensureClientBuild,
  kindsFromArgs,
  machineDescription,
  markdownTable,
  prepareTarget,
  type BenchKind,
} from './bench/targets.ts';

/**
 * `npm run bench:start` (issue "Operations" §5): time from starting the process to the first 200
 * on `/`, for the production build on SQLite and PostgreSQL. The first start creates the schema;
 * the later ones find it (what a restart or a new instance costs). BENCH_START_RUNS sets how many.
 */

const runs = Number(process.env.BENCH_START_RUNS ?? 5);

interface Timing {
  kind: BenchKind;
  firstMs: number;
  laterMs: number[];
}

async function timeOneStart(env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const server = await startAppProcess({ env, readyPath: '/', pollMs: 5 });
  const elapsed = performance.now() - started;
  await server.stop();
  return elapsed;
}

async function benchKind(kind: BenchKind): Promise<Timing> {
  const target = await prepareTarget(kind);
  try {
    const firstMs = await timeOneStart(target.env);
    const laterMs: number[] = [];
    for (let i = 0; i < runs; i++) laterMs.push(await timeOneStart(target.env));
    console.log(
      `${kind}: first ${Math.round(firstMs)} ms, then ${laterMs.map(Math.round).join(', ')} ms`,
    );
    return { kind, firstMs, laterMs };
  } finally {
    await target.cleanup();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

ensureClientBuild();
const timings: Timing[] = [];
for (const kind of kindsFromArgs()) timings.push(await benchKind(kind));

console.log(`\n${machineDescription()}; NODE_ENV=production, time to the first 200 on /\n`);
console.log(
  markdownTable(
    ['database', 'first start (creates the schema)', `next ${runs}: median`, 'min', 'max'],
    timings.map((t) => [
      t.kind,
      ms(t.firstMs),
      ms(median(t.laterMs)),
      ms(Math.min(...t.laterMs)),
      ms(Math.max(...t.laterMs)),
    ]),
  ),
);
