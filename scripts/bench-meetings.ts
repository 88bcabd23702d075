import { performance } from 'node:perf_hooks';
import { supportedLocales } from '#shared/i18n/locales.ts';
import { freeSlots, offeredSlots } from '#shared/meetings/slots.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { eligibleSchedules, enableConsultant } from '#server/modules/meetings/meetings.queries.ts';
import { listSlots, videoUrlFor } from '#server/modules/meetings/meetings.service.ts';
import {
  kindsFromArgs,
  machineDescription,
  markdownTable,
  prepareTarget,
} from './bench/targets.ts';

/**
 * `npm run bench:meetings` (issue 25 "Done when"): the slot listing for 20 consultants over a
 * 30-day horizon on SQLite and PostgreSQL, each consultant with Mon–Fri 09:00–18:00, three days
 * off and a quarter of their slots booked. Times the listing as GET /api/meetings/slots runs it
 * (the queries and the engine) and the engine alone; prints p50/p95/p99. BENCH_RUNS changes the
 * number of timed runs; `--only=sqlite|postgres`. No test asserts these figures.
 */

const runs = Number(process.env.BENCH_RUNS ?? 300);
const warmup = 30;
const consultants = 20;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function time(fn: () => Promise<unknown> | unknown): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b);
}

const rows: (string | number)[][] = [];
for (const kind of kindsFromArgs()) {
  const target = await prepareTarget(kind);
  const database = target.open();
  try {
    await migrateToLatest(database, async () => {});
    const now = new Date();
    const seedStart = performance.now();
    for (let i = 0; i < consultants; i++) {
      const id = `bench-consultant-${i}`;
      await enableConsultant(database.db, id, supportedLocales, now);
      await database.db
        .insertInto('consultant_day_off')
        .values(
          [3, 10, 17].map((d) => ({
            consultant_id: id,
            day: new Date(now.getTime() + (d + i) * 86_400_000).toISOString().slice(0, 10),
          })),
        )
        .execute();
    }
    // A quarter of every consultant's slots booked, staggered so no two calendars look alike.
    const schedules = await eligibleSchedules(database.db, { language: 'pt-BR' }, now);
    let booked = 0;
    for (const [i, schedule] of schedules.entries()) {
      const slots = freeSlots(schedule, now).filter((_, n) => (n + i) % 4 === 0);
      if (slots.length === 0) continue;
      await database.db
        .insertInto('meeting')
        .values(
          slots.map((s, n) => {
            const id = `${schedule.id}-${n}`;
            return {
              id,
              lead_id: n + 1,
              consultant_id: schedule.id,
              start_at: new Date(s.start).toISOString(),
              end_at: new Date(s.end).toISOString(),
              visitor_time_zone: 'Europe/Lisbon',
              status: 'booked',
              video_url: videoUrlFor(id),
              created_at: now.toISOString(),
              updated_at: now.toISOString(),
            };
          }),
        )
        .execute();
      booked += slots.length;
    }
    const seeded = performance.now() - seedStart;
    const listed = await listSlots(database.db, { language: 'pt-BR' }, new Date());
    const full = await time(() => listSlots(database.db, { language: 'pt-BR' }, new Date()));
    const loaded = await eligibleSchedules(database.db, { language: 'pt-BR' }, now);
    const engine = await time(() => offeredSlots(loaded, new Date()));
    console.log(
      `${kind}: ${consultants} consultants, ${booked} booked meetings, ${listed.length} slots offered; seeded in ${seeded.toFixed(0)} ms`,
    );
    for (const [name, samples] of [
      ['slot listing (queries + engine)', full],
      ['engine alone', engine],
    ] as const) {
      rows.push([
        kind,
        name,
        percentile(samples, 50).toFixed(2),
        percentile(samples, 95).toFixed(2),
        percentile(samples, 99).toFixed(2),
      ]);
    }
  } finally {
    await database.close();
    await target.cleanup();
  }
}

console.log(`\n${machineDescription()}; ${runs} runs after ${warmup} of warm-up\n`);
console.log(markdownTable(['database', 'case', 'p50 ms', 'p95 ms', 'p99 ms'], rows));
