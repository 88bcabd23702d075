import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Database } from './database.ts';
import * as initial from './migrations/001-initial.ts';
import * as leadInbox from './migrations/002-lead-inbox.ts';

/**
 * Our migrations are listed here in order instead of being discovered from the folder: the list is
 * type-checked, works the same under Vitest and Node's type stripping, and a missing file fails the
 * build rather than silently skipping a step.
 */
function provider(kind: Database['kind']): MigrationProvider {
  const all: Record<string, Migration> = {
    '001-initial': { up: (db) => initial.up(db, kind) },
    '002-lead-inbox': { up: (db) => leadInbox.up(db, kind) },
  };
  return { getMigrations: async () => all };
}

export interface MigrationReport {
  applied: string[];
}

/**
 * Brings the schema up to date: Better Auth's tables first (ours may reference `user`), then ours.
 * Runs at every start and through `npm run db:migrate`; both steps are idempotent.
 */
export async function migrateToLatest(
  database: Database,
  runAuthMigrations: () => Promise<void>,
): Promise<MigrationReport> {
  await runAuthMigrations();
  const migrator = new Migrator({ db: database.db, provider: provider(database.kind) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return {
    applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName),
  };
}
