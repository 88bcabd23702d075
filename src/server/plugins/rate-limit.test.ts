import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { createTestDatabaseUrl, testDatabases, type TestDatabase } from '#server/test/databases.ts';
import { createMemoryRateLimiter, createRateLimiter, type RateLimiter } from './rate-limit.ts';

/**
 * The fixed-window counter itself, with a clock the test moves (no waiting): the rows of the
 * database limiter on both databases, and the in-memory one SQLite instances use (decision 0030),
 * held to the same rules.
 */

describe.each([...testDatabases, 'memory'] as const)('rate limiter on %s', (kind) => {
  let target: TestDatabase;
  let database: Database;
  let now = 1_000_000;
  const rule = { max: 2, windowSeconds: 60 };

  beforeAll(async () => {
    target = await createTestDatabaseUrl(kind === 'postgres' ? 'postgres' : 'sqlite');
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

  const limiter = (): RateLimiter =>
    kind === 'memory'
      ? createMemoryRateLimiter(() => now)
      : createRateLimiter(database.db, database.kind, () => now);

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
    expect(await l.peek('e', rule)).toMatchObject({ count: 0 });
    const left = await database.db.selectFrom('rate_limit').select('key').execute();
    expect(left).toEqual([]);
  });

  it('counts hits that arrive together as if one by one, each key on its own', async () => {
    const l = limiter();
    const other = { max: 5, windowSeconds: 30 };
    const states = await Promise.all([
      l.hit('g', rule),
      l.hit('h', other),
      l.hit('g', rule),
      l.hit('g', rule),
      l.hit('h', other),
    ]);
    expect(states).toEqual([
      { limited: false, count: 1, retryAfterSeconds: 60 },
      { limited: false, count: 1, retryAfterSeconds: 30 },
      { limited: false, count: 2, retryAfterSeconds: 60 },
      { limited: true, count: 3, retryAfterSeconds: 60 },
      { limited: false, count: 2, retryAfterSeconds: 30 },
    ]);
    // The next burst adds to the counts; after the window ends a burst starts again from 1.
    expect((await Promise.all([l.hit('g', rule), l.hit('g', rule)])).map((s) => s.count)).toEqual([
      4, 5,
    ]);
    now += 60_000;
    expect((await Promise.all([l.hit('g', rule), l.hit('g', rule)])).map((s) => s.count)).toEqual([
      1, 2,
    ]);
    expect(await l.peek('g', rule)).toMatchObject({ limited: true, count: 2 });
  });

  it('counts 500 hits of keys with quotes, braces and unicode in one statement, each exactly', async () => {
    const l = limiter();
    const wide = { max: 1000, windowSeconds: 60 };
    // PostgreSQL gets the keys as one array parameter (decision 0153): what an array literal
    // escapes (quotes, backslashes, braces, commas, the word NULL) must come back as sent.
    const odd = ['ip:"quoted"', 'ip:back\\slash', 'ip:{a,b}', 'NULL', 'ip:São Paulo 日本 🚀', ''];
    const keys = Array.from({ length: 500 }, (_, i) => `${odd[(i % 125) % odd.length]}#${i % 125}`);
    const states = await Promise.all(keys.map((key) => l.hit(key, wide)));
    // Each of the 125 keys was hit 4 times: its hits got 1, 2, 3, 4 in the order they came.
    const seen = new Map<string, number>();
    states.forEach((state, i) => {
      const key = keys[i] as string;
      const count = (seen.get(key) ?? 0) + 1;
      seen.set(key, count);
      expect(state).toEqual({ limited: false, count, retryAfterSeconds: 60 });
    });
    expect(seen.size).toBe(125);
    for (const key of seen.keys()) expect(await l.peek(key, wide)).toMatchObject({ count: 4 });
  });

  it('still counts the other keys of a statement when one key cannot be stored', async () => {
    const l = limiter();
    // PostgreSQL cannot hold NUL in text, so the statement counting both keys fails; the keys
    // are then counted one at a time. SQLite and memory take either key.
    const [good, bad] = await Promise.allSettled([l.hit('k', rule), l.hit('nul\u0000key', rule)]);
    expect(good).toEqual({
      status: 'fulfilled',
      value: { limited: false, count: 1, retryAfterSeconds: 60 },
    });
    expect(bad.status).toBe(kind === 'postgres' ? 'rejected' : 'fulfilled');
    expect(await l.peek('k', rule)).toMatchObject({ count: 1 });
  });

  it('gives back one counted event, never below zero', async () => {
    const l = limiter();
    await l.hit('f', rule);
    await l.hit('f', rule);
    await l.refund('f');
    expect(await l.peek('f', rule)).toMatchObject({ limited: false, count: 1 });
    await l.refund('f');
    await l.refund('f');
    expect(await l.hit('f', rule)).toMatchObject({ count: 1 });
  });

  /**
   * `hitUnlessFull` (issue 24 §6, decision 0100): a sign-in's counters are checked and counted in
   * one step, through the pool sign-ins use (PostgreSQL's counters pool). It answers as `peek` then
   * `hit` did, and a full key counts nothing, even for attempts that race each other.
   */
  describe('hitUnlessFull', () => {
    const limiter = (): RateLimiter =>
      kind === 'memory'
        ? createMemoryRateLimiter(() => now)
        : createRateLimiter(database.counters ?? database.db, database.kind, () => now);

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
      const states = await Promise.all(
        Array.from({ length: 8 }, () => l.hitUnlessFull('u3', rule)),
      );
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
});

describe('in-memory rate limiter under a flood of distinct keys', () => {
  it('keeps at most its maximum of keys, sweeping ended windows first, then the oldest', async () => {
    let now = 0;
    const l = createMemoryRateLimiter(() => now, 3);
    const rule = { max: 5, windowSeconds: 10 };
    await l.hit('old', rule);
    now += 10_000;
    await l.hit('a', rule);
    await l.hit('b', rule);
    await l.hit('c', rule);
    // 'old' had ended: swept, so a, b and c all kept their counts.
    for (const key of ['a', 'b', 'c']) expect(await l.peek(key, rule)).toMatchObject({ count: 1 });
    await l.hit('d', rule);
    expect(await l.peek('a', rule)).toMatchObject({ count: 0 });
    expect(await l.peek('d', rule)).toMatchObject({ count: 1 });
  });
});
