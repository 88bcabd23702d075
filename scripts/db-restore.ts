import path from 'node:path';
import { ConfigError, loadConfig } from '#server/config.ts';
import { BackupError, restorePostgres, restoreSqlite } from '#server/db/backup.ts';

/**
 * `npm run db:restore <file>`: puts a `db:backup` copy back, into a stopped instance (it refuses
 * while the server runs). The database as it was is kept beside the backups first. The next start
 * applies any migration the copy is missing. See docs/operations.md.
 */
const usage = 'Usage: npm run db:restore -- <backup file>   (stop the server first)';
const [file] = process.argv.slice(2);

try {
  if (!file) {
    console.error(usage);
    process.exitCode = 2;
  } else {
    const config = loadConfig();
    const backup = path.resolve(file);
    const result =
      config.database.kind === 'sqlite'
        ? await restoreSqlite(config, config.database.file, backup)
        : await restorePostgres(config, config.database.url, backup);
    const target =
      config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL (DATABASE_URL)';
    const counts = result.counts
      ? ` (${Object.entries(result.counts)
          .map(([table, n]) => `${n} ${table}`)
          .join(', ')})`
      : '';
    console.log(`Restored ${result.from} into ${target}${counts}.`);
    if (result.previous)
      console.log(`The database as it was before is kept at ${result.previous}.`);
    console.log('Start the server: it applies any migration the restored copy is missing.');
  }
} catch (error) {
  console.error(
    error instanceof ConfigError || error instanceof BackupError ? error.message : error,
  );
  process.exitCode = 1;
}
