import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql, type Generated } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CachedSqliteDialect, StatementCache } from './sqlite-dialect.ts';

/** Decision 0030: SQLite statements cached by SQL, one FIFO queue for the one connection. */

interface Tables {
  item: { id: Generated<number>; name: string };
}

describe('StatementCache', () => {
  it('prepares a statement once per SQL text and drops the least recently used past capacity', () => {
    const sqlite = new SQLite(':memory:');
    const cache = new StatementCache(sqlite, 2);
    const a = cache.prepare('select 1 as x');
    expect(cache.prepare('select 1 as x')).toBe(a);
    const b = cache.prepare('select 2 as x');
    // `a` used again: `b` is now the least recently used, the one a third statement pushes out.
    expect(cache.prepare('select 1 as x')).toBe(a);
    cache.prepare('select 3 as x');
    expect(cache.size).toBe(2);
    expect(cache.prepare('select 1 as x')).toBe(a);
    expect(cache.prepare('select 2 as x')).not.toBe(b);
    expect({ hits: cache.hits, misses: cache.misses }).toEqual({ hits: 3, misses: 4 });
    sqlite.close();
  });
});

describe('CachedSqliteDialect', () => {
  let dialect: CachedSqliteDialect;
  let db: Kysely<Tables>;

  beforeEach(async () => {
    dialect = new CachedSqliteDialect(new SQLite(':memory:'));
    db = new Kysely<Tables>({ dialect });
    await db.schema
      .createTable('item')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .execute();
  });
  afterEach(async () => {
    await db.destroy();
  });

  it('runs the same query shape on one cached statement, with each call’s own parameters', async () => {
    const before = dialect.statements.misses;
    for (const name of ['ana', 'bia', 'caio']) {
      const inserted = await db
        .insertInto('item')
        .values({ name })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
      expect(inserted.name).toBe(name);
    }
    expect(dialect.statements.misses - before).toBe(1);
    const found = await db.selectFrom('item').select('id').where('name', '=', 'bia').execute();
    const again = await db.selectFrom('item').select('id').where('name', '=', 'caio').execute();
    expect([found, again]).toEqual([[{ id: 2 }], [{ id: 3 }]]);
    const updated = await db
      .updateTable('item')
      .set({ name: 'ana2' })
      .where('id', '=', 1)
      .execute();
    expect(updated[0]?.numUpdatedRows).toBe(1n);
  });

  it('lets no query in while a transaction holds the connection, and serves waiters in order', async () => {
    const order: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('item').values({ name: 'inside' }).execute();
      order.push('transaction wrote');
      await held;
      await trx.deleteFrom('item').where('name', '=', 'inside').execute();
      order.push('transaction undid it');
    });
    // Both queued behind the open transaction: neither may see its uncommitted row.
    const first = db
      .selectFrom('item')
      .select('name')
      .execute()
      .then((rows) => order.push(`first read ${rows.length}`));
    const second = db
      .insertInto('item')
      .values({ name: 'after' })
      .execute()
      .then(() => order.push('second wrote'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['transaction wrote']);
    release();
    await Promise.all([transaction, first, second]);
    expect(order).toEqual([
      'transaction wrote',
      'transaction undid it',
      'first read 0',
      'second wrote',
    ]);
  });

  it('rolls a failed transaction back and frees the connection for the next caller', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('item').values({ name: 'dup' }).execute();
        await trx.insertInto('item').values({ name: 'dup' }).execute();
      }),
    ).rejects.toThrow(/UNIQUE/);
    expect(await db.selectFrom('item').selectAll().execute()).toEqual([]);
  });

  it('supports savepoints inside a transaction', async () => {
    const trx = await db.startTransaction().execute();
    await trx.insertInto('item').values({ name: 'kept' }).execute();
    const saved = await trx.savepoint('before "dropped"').execute();
    await saved.insertInto('item').values({ name: 'dropped' }).execute();
    await saved.rollbackToSavepoint('before "dropped"').execute();
    await trx.commit().execute();
    expect(await db.selectFrom('item').select('name').execute()).toEqual([{ name: 'kept' }]);
  });

  it('streams a select on its own statement while cached ones stay usable afterwards', async () => {
    await db
      .insertInto('item')
      .values([{ name: 'a' }, { name: 'b' }, { name: 'c' }])
      .execute();
    const streamed: string[] = [];
    for await (const row of db.selectFrom('item').select('name').orderBy('id').stream())
      streamed.push(row.name);
    expect(streamed).toEqual(['a', 'b', 'c']);
    const { rows } = await sql<{ n: number }>`select count(*) as n from item`.execute(db);
    expect(rows).toEqual([{ n: 3 }]);
  });
});

describe('transactions beside another process', () => {
  it('take the write lock when they begin, so a read-then-write never meets a stale snapshot', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sqlite-immediate-'));
    const file = path.join(dir, 'db.sqlite');
    const ours = new SQLite(file);
    ours.pragma('journal_mode = WAL');
    ours.exec('create table item (id integer primary key, name text not null)');
    const db = new Kysely<Tables>({ dialect: new CachedSqliteDialect(ours) });
    // Another process's connection (the admin CLI, the server), not waiting for locks.
    const other = new SQLite(file);
    other.pragma('busy_timeout = 0');
    try {
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom('item').selectAll().execute();
        // Deferred, this write would succeed and ours below would fail with SQLITE_BUSY_SNAPSHOT.
        expect(() => other.exec("insert into item (name) values ('other')")).toThrow(
          /locked|busy/i,
        );
        await trx.insertInto('item').values({ name: 'ours' }).execute();
      });
      other.exec("insert into item (name) values ('other')");
      expect(other.prepare('select name from item order by id').pluck().all()).toEqual([
        'ours',
        'other',
      ]);
    } finally {
      other.close();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
