import { ConfigError, loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { runAuthMigrations } from '#server/modules/auth/auth.ts';

/** `npm run db:migrate`: the same migrations the server runs at start, for deploy pipelines. */
try {
  const config = loadConfig();
  const database = openDatabase(config);
  try {
    const report = await migrateToLatest(database, () => runAuthMigrations({ config, database }));
    const target =
      config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL (DATABASE_URL)';
    console.log(
      report.applied.length > 0
        ? `Applied ${report.applied.join(', ')} to ${target}.`
        : `Schema already up to date on ${target}.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
