import { describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { authSchemaFingerprint, runAuthMigrations } from '#server/modules/auth/auth.ts';
import { createTestDatabaseUrl, testDatabases } from '#server/test/databases.ts';
import { openMigrationTestDatabase } from '#server/test/migration-database.ts';
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

describe.each(testDatabases)('migrateToLatest with an auth fingerprint on %s', (kind) => {
  it("runs Better Auth's migrations again only when their fingerprint changes", async () => {
    const { database, authMigrations, close } = await openMigrationTestDatabase(kind);
    onTestFinished(close);
    let runs = 0;
    const runAuth = async () => {
      runs += 1;
      await authMigrations();
    };

    expect((await migrateToLatest(database, runAuth, 'one')).applied).toContain('003-schema-state');
    expect(runs).toBe(1);
    await migrateToLatest(database, runAuth, 'one');
    expect(runs).toBe(1);
    await migrateToLatest(database, runAuth, 'two');
    expect(runs).toBe(2);
    await migrateToLatest(database, runAuth, 'two');
    // Without a fingerprint (tests, tools) the step always runs.
    await migrateToLatest(database, runAuth);
    expect(runs).toBe(3);
    const state = await database.db.selectFrom('schema_state').selectAll().execute();
    expect(state).toEqual([{ name: 'better-auth', fingerprint: 'two' }]);
  });
});

describe('authSchemaFingerprint', () => {
  it('is the same from one start to the next, so a start skips the migrations it already ran', () => {
    const fingerprint = authSchemaFingerprint();
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(authSchemaFingerprint()).toBe(fingerprint);
  });
});
