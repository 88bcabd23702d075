import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabaseUrl, type TestDatabase } from '#server/test/databases.ts';
import { openDatabase, type Database } from './database.ts';

/**
 * Issue 24 §6, decision 0100: on PostgreSQL the rate limiter's counters have a pool of their own
 * whose commits do not wait for the WAL flush; every other statement keeps the server's
 * synchronous commit (a lead, a session, an account: acknowledged means flushed).
 */

interface Setting {
  setting: string;
  source: string;
}

const synchronousCommit = async (db: Database['db']) =>
  (
    await sql<Setting>`select setting, source from pg_settings where name = 'synchronous_commit'`.execute(
      db,
    )
  ).rows[0];

describe('PostgreSQL: the counters pool (decision 0100)', () => {
  let target: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    target = await createTestDatabaseUrl('postgres');
    database = openDatabase({ database: { kind: 'postgres', url: target.databaseUrl ?? '' } });
  });

  afterAll(async () => {
    await database.close();
    await target.drop();
  });

  it('commits the counters asynchronously, set by the connection itself', async () => {
    expect(database.counters).toBeDefined();
    expect(await synchronousCommit(database.counters as Database['db'])).toEqual({
      setting: 'off',
      source: 'client',
    });
  });

  it('leaves every other statement with the server’s own setting', async () => {
    expect((await synchronousCommit(database.db))?.source).not.toBe('client');
  });

  it('commits what the other pool reads at once (visibility does not wait for the flush)', async () => {
    await sql`create table pool_probe (n integer not null)`.execute(database.db);
    await sql`insert into pool_probe (n) values (3)`.execute(database.counters as Database['db']);
    const { rows } = await sql<{ n: number }>`select n from pool_probe`.execute(database.db);
    expect(rows).toEqual([{ n: 3 }]);
  });
});

describe('SQLite: no counters pool (its counters live in memory, decision 0030)', () => {
  it('has none', async () => {
    const target = await createTestDatabaseUrl('sqlite');
    const database = openDatabase({
      database: { kind: 'sqlite', file: `${target.dataDir}/app.db` },
    });
    try {
      expect(database.counters).toBeUndefined();
    } finally {
      await database.close();
      await target.drop();
    }
  });
});
