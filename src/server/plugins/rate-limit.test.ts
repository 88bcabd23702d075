import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { createTestDatabaseUrl, testDatabases, type TestDatabase } from '#server/test/databases.ts';
import { createRateLimiter } from './rate-limit.ts';

/** The fixed-window counter itself, with a clock the test moves (no waiting). */

describe.each(testDatabases)('rate limiter on %s', (kind) => {
  let target: TestDatabase;
  let database: Database;
  let now = 1_000_000;
  const rule = { max: 2, windowSeconds: 60 };

  beforeAll(async () => {
    target = await createTestDatabaseUrl(kind);
    const file = `${target.dataDir}/app.db`;
    database = openDatabase({
      database: target.databaseUrl
        ? { kind: 'postgres', url: target.databaseUrl }
        : { kind: 'sqlite', file },
    });
    // Only our own tables are needed here; Better Auth's are not.
    await migrateToLatest(database, async () => {});
  });
  afterAll(async () => {
    await database?.close();
    await target?.drop();
  });

  const limiter = () => createRateLimiter(database.db, () => now);

  it('counts hits and says when a key went past the maximum', async () => {
    const l = limiter();
    expect(await l.hit('a', rule)).toEqual({ limited: false, count: 1, retryAfterSeconds: 60 });
    now += 10_000;
    expect(await l.hit('a', rule)).toEqual({ limited: false, count: 2, retryAfterSeconds: 50 });
    expect(await l.hit('a', rule)).toEqual({ limited: true, count: 3, retryAfterSeconds: 50 });
  });

  it('peeks without counting, limited once the maximum is reached', async () => {
    const l = limiter();
    expect(await l.peek('b', rule)).toMatchObject({ limited: false, count: 0 });
    await l.hit('b', rule);
    expect(await l.peek('b', rule)).toMatchObject({ limited: false, count: 1 });
    await l.hit('b', rule);
    expect(await l.peek('b', rule)).toMatchObject({ limited: true, count: 2 });
    expect(await l.peek('b', rule)).toMatchObject({ limited: true, count: 2 });
  });

  it('starts a new window once the old one has ended', async () => {
    const l = limiter();
    for (let i = 0; i < 3; i++) await l.hit('c', rule);
    now += 60_000;
    expect(await l.peek('c', rule)).toMatchObject({ limited: false, count: 0 });
    expect(await l.hit('c', rule)).toEqual({ limited: false, count: 1, retryAfterSeconds: 60 });
  });

  it('keeps keys apart, resets one, and sweeps ended windows', async () => {
    const l = limiter();
    await l.hit('d', rule);
    await l.hit('e', rule);
    await l.reset('d');
    expect(await l.peek('d', rule)).toMatchObject({ count: 0 });
    expect(await l.peek('e', rule)).toMatchObject({ count: 1 });
    now += 60_000;
    expect(await l.sweep()).toBeGreaterThanOrEqual(1);
    const left = await database.db.selectFrom('rate_limit').select('key').execute();
    expect(left).toEqual([]);
  });
});
