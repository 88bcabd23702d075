import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { openDatabase, type Database } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import * as initial from '#server/db/migrations/001-initial.ts';
import * as leadInbox from '#server/db/migrations/002-lead-inbox.ts';
import { runAuthMigrations } from '#server/modules/auth/auth.ts';
import { createTestDatabaseUrl, type TestDatabaseKind } from './databases.ts';

export interface MigrationTestDatabase {
  database: Database;
  /** Better Auth's own tables, which the numbered migrations build on (migrate.ts). */
  authMigrations: () => Promise<void>;
  /** Closes the connection, then deletes the database and its DATA_DIR. */
  close(): Promise<void>;
}

/**
 * A fresh, empty database opened the way the server opens one, with nothing migrated: for tests
 * that build an older schema by hand and then check what a migration does to its rows.
 */
export async function openMigrationTestDatabase(
  kind: TestDatabaseKind,
): Promise<MigrationTestDatabase> {
  const target = await createTestDatabaseUrl(kind);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl,
    SESSION_SECRET: 'x'.repeat(32),
  });
  const database = openDatabase(config);
  return {
    database,
    authMigrations: () => runAuthMigrations({ config, database }),
    close: async () => {
      await database.close();
      await target.drop();
    },
  };
}

/**
 * A suite's database at the latest schema, migrated before its tests and dropped after them.
 * `withAuth: false` migrates our own tables only, for a table that stands without Better Auth's.
 */
export function useMigratedTestDatabase(
  kind: TestDatabaseKind,
  { withAuth }: { withAuth: boolean },
): { readonly database: Database } {
  let opened: MigrationTestDatabase | undefined;
  beforeAll(async () => {
    opened = await openMigrationTestDatabase(kind);
    await migrateToLatest(opened.database, withAuth ? opened.authMigrations : async () => {});
  });
  afterAll(async () => {
    await opened?.close();
  });
  return {
    get database() {
      if (!opened) throw new Error('the suite database is read before its beforeAll ran');
      return opened.database;
    },
  };
}

/**
 * Applies migrations 001 and 002 only: the schema as the lead inbox left it, for the tests of the
 * migrations after it (004's desk columns, 005's search index) to start from.
 */
export async function migrateUntilLeadInbox(
  db: Database['db'],
  kind: TestDatabaseKind,
): Promise<void> {
  const until002 = new Migrator({
    db,
    provider: {
      getMigrations: async () => ({
        '001-initial': { up: (db) => initial.up(db, kind) },
        '002-lead-inbox': { up: (db) => leadInbox.up(db, kind) },
      }),
    },
  });
  expect((await until002.migrateToLatest()).error).toBeUndefined();
}
