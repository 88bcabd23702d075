import { ConfigError, loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { runAuthMigrations } from '#server/modules/auth/auth.ts';
import { writeExampleContent } from '#server/modules/content/example-content.ts';
import { storeExampleCover } from '#server/modules/media/example-cover.ts';
import { databaseMediaStore } from '#server/modules/media/media-store.ts';

/**
 * `npm run content:example [-- --force]` (issue 23 §9, decision 0126): writes the example entries
 * ("Exemplo" / "Example" / "Ejemplo", each saying it is an example) to the database the server
 * uses (DATABASE_URL or DATA_DIR, as `npm start`), published, for screenshots and local work.
 * The case studies and insights get a cover drawn at run time (an SVG saying "Exemplo").
 * Refused with NODE_ENV=production unless `--force`: example text on a live site reads as the
 * firm's own. Running it again adds nothing.
 */
async function run(argv: string[]): Promise<number> {
  const unknown = argv.filter((arg) => arg !== '--force');
  if (unknown.length > 0) {
    console.error('Usage: npm run content:example [-- --force]');
    return 2;
  }
  if (process.env.NODE_ENV === 'production' && !argv.includes('--force')) {
    console.error(
      'Refused: NODE_ENV=production. Example content is for local work; ' +
        'add --force to write it to this database anyway.',
    );
    return 1;
  }
  const config = loadConfig();
  const database = openDatabase(config);
  try {
    await migrateToLatest(database, () => runAuthMigrations({ config, database }));
    // A cover drawn now, not a file in the repository (decision 0130).
    const coverMediaId = await storeExampleCover(databaseMediaStore(database.db));
    const { written, kept } = await writeExampleContent(database.db, undefined, { coverMediaId });
    console.log(
      `Example content: ${written} translation(s) written and published, ${kept} already there.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
