import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { createTestDatabaseUrl, testDatabases, type TestDatabase } from '#server/test/databases.ts';
import { createMemoryRateLimiter, createRateLimiter, type RateLimiter } from './rate-limit.ts';

/**
 * `hitUnlessFull` (issue 24 §6, decision 0100): a sign-in's counters are checked and counted in
 * one step. It answers as `peek` then `hit` did, and a full key counts nothing, even for attempts
 * that race each other.
 */

describe.each([...testDatabases, 'memory'] as const)('hitUnlessFull on %s', (kind) => {
  let target: TestDatabase;
  let database: Database;
  let now = 1_000_000;
  const rule = { max: 2, windowSeconds: 60 };

  beforeAll(async () => {
    target = await createTestDatabaseUrl(kind === 'postgres' ? 'postgres' : 'sqlite');
    database = openDatabase({
      database: target.databaseUrl
        ? { kind: 'postgres', url: target.databaseUrl }
        : { kind: 'sqlite', file: `${target.dataDir}/app.db` },
    });
    await migrateToLatest(database, async () => {});
  });
  afterAll(async () => {
    await database?.close();
    await target?.drop();
  });

  const limiter = (): RateLimiter =>
    kind === 'memory'
      ? createMemoryRateLimiter(() => now)
      : createRateLimiter(database.counters ?? database.db, () => now);

  it('counts up to the maximum, then refuses without counting', async () => {
    const l = limiter();
    expect(await l.hitUnlessFull('u1', rule)).toEqual({
      limited: false,
      count: 1,
      retryAfterSeconds: 60,
    });
    now += 10_000;
    expect(await l.hitUnlessFull('u1', rule)).toEqual({
      limited: false,
      count: 2,
      retryAfterSeconds: 50,
    });
    expect(await l.hitUnlessFull('u1', rule)).toEqual({
      limited: true,
      count: 2,
      retryAfterSeconds: 50,
    });
    expect(await l.peek('u1', rule)).toMatchObject({ limited: true, count: 2 });
  });

  it('counts again in a new window', async () => {
    const l = limiter();
    await l.hitUnlessFull('u2', rule);
    await l.hitUnlessFull('u2', rule);
    now += 61_000;
    expect(await l.hitUnlessFull('u2', rule)).toEqual({
      limited: false,
      count: 1,
      retryAfterSeconds: 60,
    });
  });

  it('lets no more than the maximum through when attempts race', async () => {
    const l = limiter();
    const states = await Promise.all(Array.from({ length: 8 }, () => l.hitUnlessFull('u3', rule)));
    expect(states.filter((s) => !s.limited)).toHaveLength(2);
    expect(await l.peek('u3', rule)).toMatchObject({ count: 2 });
  });

  it('shares its counts with hit, refund and reset', async () => {
    const l = limiter();
    await l.hit('u4', rule);
    await l.hit('u4', rule);
    expect((await l.hitUnlessFull('u4', rule)).limited).toBe(true);
    await l.refund('u4');
    expect(await l.hitUnlessFull('u4', rule)).toMatchObject({ limited: false, count: 2 });
    await l.reset('u4');
    expect(await l.hitUnlessFull('u4', rule)).toMatchObject({ limited: false, count: 1 });
  });
});
