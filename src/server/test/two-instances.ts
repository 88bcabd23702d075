import { openDatabase, type Database } from '#server/db/database.ts';
import { startAppProcess, type AppProcess } from './app-process.ts';
import { testAppUrl } from './app-harness.ts';
import { createTestDatabaseUrl, type TestDatabase } from './databases.ts';

export interface TwoInstances {
  a: AppProcess;
  b: AppProcess;
  /** The shared PostgreSQL, opened by the test itself to look behind both instances. */
  direct: Database;
  /** Each instance's DATA_DIR (its outbox, its files), in the order a, b. */
  dataDirs: string[];
  stop(): Promise<void>;
}

/**
 * Two app processes (src/server/main.ts, as deployed) on one new PostgreSQL, started at the same
 * moment: two machines, each with its own DATA_DIR, sharing only the database and the session
 * secret (decision 0019). `env` adds each test's limits and settings.
 */
export async function startTwoInstances(env: Record<string, string> = {}): Promise<TwoInstances> {
  const database = await createTestDatabaseUrl('postgres');
  const databaseUrl = database.databaseUrl ?? '';
  const dataDirs = await Promise.all([
    createTestDatabaseUrl('sqlite'),
    createTestDatabaseUrl('sqlite'),
  ]);
  const shared = {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    APP_URL: testAppUrl,
    SESSION_SECRET: 'two-instances-share-this-secret-0123456789',
    CLIENT_DIR: '/nonexistent-client-build',
    ...env,
  };
  const start = (dir: TestDatabase) =>
    startAppProcess({ env: { ...shared, DATA_DIR: dir.dataDir } });
  const [a, b] = await Promise.all([start(dataDirs[0]), start(dataDirs[1])]);
  const direct = openDatabase({ database: { kind: 'postgres', url: databaseUrl } });
  return {
    a,
    b,
    direct,
    dataDirs: dataDirs.map((dir) => dir.dataDir),
    async stop() {
      await Promise.all([a.stop(), b.stop()]);
      await direct.close();
      await database.drop();
      await Promise.all(dataDirs.map((dir) => dir.drop()));
    },
  };
}
