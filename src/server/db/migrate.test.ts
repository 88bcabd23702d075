import { describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '../config.ts';
import { runAuthMigrations } from '../modules/auth/auth.ts';
import { createTestDatabaseUrl } from '../test/databases.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * Several instances deployed together migrate the same PostgreSQL at the same moment (issue
 * "Operations" §1): every one of them must start, and the schema be applied exactly once.
 */
describe('migrateToLatest on PostgreSQL', () => {
  it('lets four instances migrate one empty database at once', async () => {
    const target = await createTestDatabaseUrl('postgres');
    onTestFinished(() => target.drop());
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl,
      SESSION_SECRET: 'x'.repeat(32),
    });
    const instances = Array.from({ length: 4 }, () => openDatabase(config));
    onTestFinished(async () => {
      await Promise.all(instances.map((d) => d.close()));
    });

    const reports = await Promise.all(
      instances.map((database) =>
        migrateToLatest(database, () =>
          runAuthMigrations({ config, database, sendPasswordReset: async () => {} }),
        ),
      ),
    );
    expect(reports.flatMap((r) => r.applied)).toEqual(['001-initial']);
    const tables = await instances[0]?.db.introspection.getTables();
    expect(tables?.map((t) => t.name).sort()).toEqual(
      expect.arrayContaining(['account', 'contact_submission', 'rate_limit', 'session', 'user']),
    );
  });
});
