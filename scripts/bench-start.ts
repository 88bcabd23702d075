import { performance } from 'node:perf_hooks';
import { startAppProcess } from '#server/test/app-process.ts';
import {
  ensureClientBuild,
  kindsFromArgs,
  cpuTimeMs,
  prepareTarget,
  printResults,
  type BenchKind,
} from './bench/targets.ts';
import { median } from './bench/stats.ts';

/**
 * `npm run bench:start` (issue "Operations" §5): time from starting the process to the first 200
 * on `/`, for the production build on SQLite and PostgreSQL. The first start creates the schema;
 * the later ones find it (what a restart or a new instance costs). BENCH_START_RUNS sets how many.
 */

const runs = Number(process.env.BENCH_START_RUNS ?? 5);

interface Start {
  wallMs: number;
  cpuMs: number | undefined;
}

interface Timing {
  kind: BenchKind;
  first: Start;
  later: Start[];
}

async function timeOneStart(env: Record<string, string>): Promise<Start> {
  const started = performance.now();
  const server = await startAppProcess({ env, readyPath: '/', pollMs: 5 });
  const wallMs = performance.now() - started;
  const cpuMs = cpuTimeMs(server.pid);
  await server.stop();
  return { wallMs, cpuMs };
}

async function benchKind(kind: BenchKind): Promise<Timing> {
  const target = await prepareTarget(kind);
  try {
    const first = await timeOneStart(target.env);
    const later: Start[] = [];
    for (let i = 0; i < runs; i++) later.push(await timeOneStart(target.env));
    const wall = (s: Start) => Math.round(s.wallMs);
    console.log(`${kind}: first ${wall(first)} ms, then ${later.map(wall).join(', ')} ms`);
    return { kind, first, later };
  } finally {
    await target.cleanup();
  }
}

const ms = (value: number | undefined) => (value === undefined ? '—' : `${Math.round(value)} ms`);

ensureClientBuild();
const timings: Timing[] = [];
for (const kind of kindsFromArgs()) timings.push(await benchKind(kind));

printResults(
  'NODE_ENV=production, time to the first 200 on /',
  [
    'database',
    'first start (creates the schema)',
    `next ${runs}: median`,
    'min',
    'max',
    'CPU time to ready (first / median)',
  ],
  timings.map((t) => {
    const wall = t.later.map((s) => s.wallMs);
    const cpu = t.later.map((s) => s.cpuMs).filter((c) => c !== undefined);
    return [
      t.kind,
      ms(t.first.wallMs),
      ms(median(wall)),
      ms(Math.min(...wall)),
      ms(Math.max(...wall)),
      `${ms(t.first.cpuMs)} / ${ms(cpu.length > 0 ? median(cpu) : undefined)}`,
    ];
  }),
);
