import { hash, verify } from '@node-rs/argon2';
import { argon2Options } from '#server/modules/auth/auth.ts';
import { printResults } from './bench/targets.ts';
import { median } from './bench/stats.ts';

/**
 * `npm run bench:hash` (issue 24 (c), decision 0146): what one password check costs on this
 * machine under each of OWASP's argon2id configurations of equal defence (Password Storage Cheat
 * Sheet: 46 MiB/1 pass, 19/2, 12/3, 9/4, 7/5; one lane), measured alternately in one run,
 * BENCH_ROUNDS (3) rounds. Per configuration: the CPU time of one verify run alone, and verifies
 * per second with libuv's four threads busy (what a burst of sign-ins gets from the two cores).
 * The configuration the server uses (`argon2Options` in modules/auth/auth.ts) is marked.
 */

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const serialChecks = 30;
const parallelChecks = 40;
const password = 'correct horse battery staple';

/** OWASP's list, memory in KiB as argon2 takes it. */
const owaspConfigurations = [
  { memoryCost: 47_104, timeCost: 1 },
  { memoryCost: 19_456, timeCost: 2 },
  { memoryCost: 12_288, timeCost: 3 },
  { memoryCost: 9_216, timeCost: 4 },
  { memoryCost: 7_168, timeCost: 5 },
] as const;

interface Figures {
  cpuMs: number[];
  perSecond: number[];
}

const figures = owaspConfigurations.map((): Figures => ({ cpuMs: [], perSecond: [] }));
const hashes = await Promise.all(
  owaspConfigurations.map((c) => hash(password, { ...c, parallelism: 1 })),
);

for (let round = 1; round <= rounds; round++) {
  for (const [index, stored] of hashes.entries()) {
    const before = process.cpuUsage();
    for (let i = 0; i < serialChecks; i++) await verify(stored, password);
    const used = process.cpuUsage(before);
    const started = performance.now();
    await Promise.all(Array.from({ length: parallelChecks }, () => verify(stored, password)));
    const seconds = (performance.now() - started) / 1000;
    figures[index]?.cpuMs.push((used.user + used.system) / 1000 / serialChecks);
    figures[index]?.perSecond.push(parallelChecks / seconds);
  }
  console.log(`round ${round} of ${rounds} done`);
}

const inUse = (c: (typeof owaspConfigurations)[number]) =>
  c.memoryCost === argon2Options.memoryCost && c.timeCost === argon2Options.timeCost;

printResults(
  `${rounds} alternating rounds; ${serialChecks} verifies alone, then ${parallelChecks} at once`,
  ['argon2id (OWASP)', 'CPU ms per verify, per round', 'median', 'verifies/s at once', 'median'],
  owaspConfigurations.map((c, index) => {
    const f = figures[index] as Figures;
    const label = `${Math.round(c.memoryCost / 1024)} MiB, ${c.timeCost} pass${c.timeCost > 1 ? 'es' : ''}${inUse(c) ? ' (ours)' : ''}`;
    return [
      label,
      f.cpuMs.map((v) => v.toFixed(2)).join(', '),
      median(f.cpuMs).toFixed(2),
      f.perSecond.map((v) => v.toFixed(0)).join(', '),
      median(f.perSecond).toFixed(0),
    ];
  }),
);
