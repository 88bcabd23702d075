import { mkdirSync, readdirSync, readFileSync, copyFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { FetchCookies, fetchJson, startAppProcess } from '#server/test/app-process.ts';
import { summarizeProfile, type CpuProfile } from './bench/cpu-profile.ts';
import {
  ensureClientBuild,
  kindsFromArgs,
  machineDescription,
  markdownTable,
  prepareTarget,
  repoRoot,
} from './bench/targets.ts';

/**
 * `npm run bench:profile` (issue 13): a CPU profile (`node --cpu-prof`) of our production server
 * while it answers bench.mjs's tests (a) GET /api/user signed in, (b) POST /api/contacts (50
 * connections) and (c) POST /api/login (BENCH_LOGIN_CONNECTIONS, 10), BENCH_DURATION (10) s each
 * after BENCH_WARMUP (2) s of each; SQLite unless `--only=postgres`. Prints where the CPU time of
 * each test's window went (boot and warm-up are cut off), one summary per test, and keeps the
 * .cpuprofile in reports/ for Chrome DevTools or speedscope.
 */

const seconds = Number(process.env.BENCH_DURATION ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const loginConnections = Number(process.env.BENCH_LOGIN_CONNECTIONS ?? 10);
const kind = kindsFromArgs().length === 1 ? (kindsFromArgs()[0] ?? 'sqlite') : 'sqlite';

/** The same requests as bench.mjs in ../shared/baseline/seed-stack. */
const contactBody = JSON.stringify({
  name: 'Load Test Visitor',
  email: 'visitor@example.com',
  company: 'Benchmark Ltda',
  message: 'Hello! I would like to know more about your plans and prices. Please get back to me.',
});

const nowUs = () => Number(process.hrtime.bigint() / 1000n);

function load(options: autocannon.Options, duration: number) {
  return autocannon({ timeout: 10, connections, ...options, duration });
}

/** One test's loaded window on the profile's clock (µs), and what autocannon saw. */
interface TestWindow {
  name: string;
  start: number;
  end: number;
  figure: string;
}

ensureClientBuild();
const target = await prepareTarget(kind);
const profileDir = path.join(target.dataDir, 'cpu-profile');
try {
  const server = await startAppProcess({
    env: target.env,
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
  });
  const windows: TestWindow[] = [];
  try {
    const cookies = new FetchCookies();
    const password = 'Bench-Profile!A1';
    const email = `bench-${Date.now()}@example.com`;
    const registered = await fetchJson(`${server.url}/api/register`, {
      method: 'POST',
      cookies,
      body: {
        fullName: 'Bench Mark User',
        email,
        password,
        confirmPassword: password,
        birthDate: '1990-01-15',
        termsAccepted: true,
      },
    });
    if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
    const user: autocannon.Options = { url: `${server.url}/api/user`, headers: cookies.header() };
    const contacts: autocannon.Options = {
      url: `${server.url}/api/contacts`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: contactBody,
    };
    const login: autocannon.Options = {
      url: `${server.url}/api/login`,
      method: 'POST',
      connections: loginConnections,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    };
    for (const [name, options] of [
      ['(a) GET /api/user', user],
      ['(b) POST /api/contacts', contacts],
      ['(c) POST /api/login', login],
    ] as const) {
      if (warmup > 0) await load(options, warmup);
      // process.hrtime and the profile's timestamps are both CLOCK_MONOTONIC microseconds.
      const start = nowUs();
      const result = await load(options, seconds);
      const figure = `${name}: ${Math.round(result.requests.average)} req/s, ${result.non2xx} non-2xx, ${result.errors} errors`;
      windows.push({ name, start, end: nowUs(), figure });
    }
  } finally {
    await server.stop();
  }

  const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no .cpuprofile written in ${profileDir}`);
  const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile;
  const reports = path.join(repoRoot, 'reports');
  mkdirSync(reports, { recursive: true });
  const kept = path.join(
    reports,
    `profile-${kind}-${new Date().toISOString().replace(/[:.]/g, '-')}.cpuprofile`,
  );
  copyFileSync(path.join(profileDir, file), kept);

  const probes = [
    {
      label: 'better-sqlite3 statement preparation (Database.prepare)',
      match: (f: { functionName: string }, area: string) =>
        area === 'better-sqlite3' && f.functionName === 'prepare',
    },
    {
      label: "kysely (query building, compiling, its drivers' execution)",
      match: (_f: unknown, area: string) => area === 'kysely',
    },
    {
      label: 'better-auth and its dependencies (inclusive)',
      match: (_f: unknown, area: string) =>
        area.startsWith('better-auth') || area.startsWith('@better-auth'),
    },
    {
      label: 'pino (logging, inclusive)',
      match: (_f: unknown, area: string) => area.startsWith('pino'),
    },
    { label: 'zod (inclusive)', match: (_f: unknown, area: string) => area === 'zod' },
    {
      label: 'our code src/ (inclusive)',
      match: (_f: unknown, area: string) => area.startsWith('src/'),
    },
  ];
  const pct = (ms: number, busyMs: number) => `${((100 * ms) / busyMs).toFixed(1)} %`;
  console.log(`\n${machineDescription()}`);
  console.log(
    `${kind}, ${connections} connections ((c): ${loginConnections}), ${seconds} s per test after ${warmup} s of warm-up each`,
  );
  for (const { figure } of windows) console.log(`  ${figure}`);
  console.log(`profile: ${path.relative(repoRoot, kept)}`);
  for (const window of windows) {
    const inWindow = window.start >= profile.startTime && window.end <= profile.endTime + 1e6;
    const summary = summarizeProfile(profile, {
      repoRoot,
      window: inWindow ? window : undefined,
      probes,
    });
    console.log(
      `\n### ${window.name}\n\nwindow ${(summary.windowMs / 1000).toFixed(1)} s` +
        `${inWindow ? '' : ' (WHOLE PROCESS: the load window did not match the profile clock)'}, ` +
        `${(summary.busyMs / 1000).toFixed(1)} s of CPU sampled in the server's main thread\n`,
    );
    console.log('Self time by package or file (share of the non-idle samples):\n');
    console.log(
      markdownTable(
        ['where', 'self time'],
        summary.byArea.slice(0, 15).map((a) => [a.area, pct(a.ms, summary.busyMs)]),
      ),
    );
    console.log('\nInclusive time (a sample counts when the frame is anywhere on its stack):\n');
    console.log(
      markdownTable(
        ['frames', 'inclusive time'],
        summary.inclusive.map((p) => [p.label, pct(p.ms, summary.busyMs)]),
      ),
    );
    console.log('\nTop functions by self time:\n');
    console.log(
      markdownTable(
        ['function', 'self time'],
        summary.byFunction.slice(0, 20).map((f) => [f.fn, pct(f.ms, summary.busyMs)]),
      ),
    );
  }
} finally {
  await target.cleanup();
}
