import { ConfigError, loadConfig } from '#server/config.ts';
import { BackupError, backupPostgres, backupSqlite } from '#server/db/backup.ts';

/**
 * `npm run db:backup`: a consistent copy of the live database under DATA_DIR/backups/, safe while
 * the site runs (SQLite: VACUUM INTO; PostgreSQL: pg_dump). See docs/operations.md.
 */
try {
  const config = loadConfig();
  const result =
    config.database.kind === 'sqlite'
      ? await backupSqlite(config, config.database.file)
      : await backupPostgres(config, config.database.url);
  const size = `${(result.bytes / 1024 / 1024).toFixed(2)} MiB`;
  const counts = result.counts
    ? ` (${Object.entries(result.counts)
        .map(([table, n]) => `${n} ${table}`)
        .join(', ')})`
    : '';
  console.log(`Backup written: ${result.file}, ${size}${counts}.`);
} catch (error) {
  console.error(
    error instanceof ConfigError || error instanceof BackupError ? error.message : error,
  );
  process.exitCode = 1;
}
