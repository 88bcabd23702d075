import { loadConfig } from '#server/config.ts';
import { openDatabase, type Database } from '#server/db/database.ts';
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
