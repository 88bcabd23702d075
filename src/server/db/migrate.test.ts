import { describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { runAuthMigrations } from '#server/modules/auth/auth.ts';
import { createTestDatabaseUrl } from '#server/test/databases.ts';
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
        migrateToLatest(database, () => runAuthMigrations({ config, database })),
      ),
    );
    // One instance applied every migration; the others found nothing left to do.
    const applying = reports.filter((r) => r.applied.length > 0);
    expect(applying).toHaveLength(1);
    expect(applying[0]?.applied[0]).toBe('001-initial');
    const applied = reports.flatMap((r) => r.applied);
    expect(new Set(applied).size).toBe(applied.length);
    const tables = await instances[0]?.db.introspection.getTables();
    expect(tables?.map((t) => t.name).sort()).toEqual(
      expect.arrayContaining(['account', 'contact_submission', 'rate_limit', 'session', 'user']),
    );
  });
});
