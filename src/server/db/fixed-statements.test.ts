import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '#server/test/databases.ts';
import { useMigratedTestDatabase } from '#server/test/migration-database.ts';
import { compiledOnce } from './fixed-statements.ts';

describe.each(testDatabases)('compiledOnce on %s', (kind) => {
  const suite = useMigratedTestDatabase(kind, { withAuth: false });

  it('compiles its query once for the database and every transaction of it', async () => {
    let builds = 0;
    const one = compiledOnce(`nexus_test_one_${kind}`, (db) => {
      builds += 1;
      return db.selectNoFrom(sql<number>`1`.as('one'));
    });
    const { db } = suite.database;
    expect(await one(db)).toEqual([{ one: 1 }]);
    for (let i = 0; i < 3; i++) {
      expect(await db.transaction().execute((trx) => one(trx))).toEqual([{ one: 1 }]);
    }
    expect(builds).toBe(1);
  });
});
