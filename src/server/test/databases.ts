import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client, escapeIdentifier } from 'pg';
import { inject } from 'vitest';

/** Every server test that touches storage runs on both: `describe.each(testDatabases)(...)`. */
export const testDatabases = ['sqlite', 'postgres'] as const;
export type TestDatabaseKind = (typeof testDatabases)[number];

export interface TestDatabase {
  kind: TestDatabaseKind;
  /** DATABASE_URL for PostgreSQL; unset for SQLite, whose file lives under DATA_DIR (config.ts). */
  databaseUrl?: string;
  /** DATA_DIR: fresh and empty, for both kinds, since the app keeps other files there too. */
  dataDir: string;
  /** Deletes the database and dataDir. Close the app first: its open connections are cut. */
  drop(): Promise<void>;
}

/** A fresh, empty database for one test (or one suite), isolated from every other test. */
export async function createTestDatabaseUrl(kind: TestDatabaseKind): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `test-${kind}-`));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  if (kind === 'sqlite') return { kind, dataDir, drop: removeDataDir };

  const adminUrl = inject('postgresUrl');
  const name = `t_${randomBytes(8).toString('hex')}`;
  try {
    await asAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${escapeIdentifier(name)}`));
  } catch (error) {
    await removeDataDir();
    throw error;
  }

  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  return {
    kind,
    databaseUrl: databaseUrl.toString(),
    dataDir,
    drop: async () => {
      try {
        await asAdmin(adminUrl, async (admin) => {
          await admin.query(
            'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
            [name],
          );
          await admin.query(`DROP DATABASE IF EXISTS ${escapeIdentifier(name)}`);
        });
      } finally {
        await removeDataDir();
      }
    },
  };
}

async function asAdmin(adminUrl: string, work: (admin: Client) => Promise<unknown>): Promise<void> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}
