import { sql } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Database } from './database.ts';
import * as initial from './migrations/001-initial.ts';
import * as leadInbox from './migrations/002-lead-inbox.ts';
import * as schemaState from './migrations/003-schema-state.ts';
import * as leadDesk from './migrations/004-lead-desk.ts';
import * as leadSearchBacklog from './migrations/005-lead-search-backlog.ts';
import * as partialLeadIndexes from './migrations/006-partial-lead-indexes.ts';
import * as lastTotpStep from './migrations/007-last-totp-step.ts';
import * as leadViews from './migrations/008-lead-views.ts';
import * as firmFacts from './migrations/009-firm-facts.ts';
import * as meetings from './migrations/010-meetings.ts';
import * as consultantFeed from './migrations/012-consultant-feed.ts';
import * as content from './migrations/013-content.ts';
import * as media from './migrations/014-media.ts';
import * as leadSearchWithoutPositions from './migrations/015-lead-search-without-positions.ts';
import * as leadSearchPendingList from './migrations/016-lead-search-pending-list.ts';
import * as leadSearchCopy from './migrations/017-lead-search-copy.ts';

/**
 * Our migrations are listed here in order instead of being discovered from the folder: the list is
 * type-checked, works the same under Vitest and Node's type stripping, and a missing file fails the
 * build rather than silently skipping a step.
 */
function provider(kind: Database['kind']): MigrationProvider {
  const all: Record<string, Migration> = {
    '001-initial': { up: (db) => initial.up(db, kind) },
    '002-lead-inbox': { up: (db) => leadInbox.up(db, kind) },
    '003-schema-state': { up: (db) => schemaState.up(db) },
    '004-lead-desk': { up: (db) => leadDesk.up(db, kind) },
    '005-lead-search-backlog': { up: (db) => leadSearchBacklog.up(db, kind) },
    '006-partial-lead-indexes': { up: (db) => partialLeadIndexes.up(db, kind) },
    '007-last-totp-step': { up: (db) => lastTotpStep.up(db) },
    '008-lead-views': { up: (db) => leadViews.up(db, kind) },
    '009-firm-facts': { up: (db) => firmFacts.up(db, kind) },
    '010-meetings': { up: (db) => meetings.up(db, kind) },
    '012-consultant-feed': { up: (db) => consultantFeed.up(db, kind) },
    '013-content': { up: (db) => content.up(db, kind) },
    '014-media': { up: (db) => media.up(db, kind) },
    '015-lead-search-without-positions': { up: (db) => leadSearchWithoutPositions.up(db, kind) },
    '016-lead-search-pending-list': { up: (db) => leadSearchPendingList.up(db, kind) },
    '017-lead-search-copy': { up: (db) => leadSearchCopy.up(db, kind) },
  };
  return { getMigrations: async () => all };
}

export interface MigrationReport {
  applied: string[];
}

/**
 * Brings the schema up to date: Better Auth's tables first (ours may reference `user`), then ours.
 * Runs at every start and through `npm run db:migrate`; both steps are idempotent. With
 * `authFingerprint` (modules/auth/auth.ts), Better Auth's step is skipped when it already ran for
 * that fingerprint: it loads Better Auth and introspects every table, the largest part of a start
 * that has nothing to migrate (decision 0030).
 */
export async function migrateToLatest(
  database: Database,
  runAuthMigrations: () => Promise<void>,
  authFingerprint?: string,
): Promise<MigrationReport> {
  const migrate = () => migrateUnlocked(database, runAuthMigrations, authFingerprint);
  if (database.kind === 'postgres') return withMigrationLock(database, migrate);
  // SQLite serves one machine; its file locks and busy timeout order the rare second process.
  return migrate();
}

const authSchemaName = 'better-auth';

async function recordedAuthFingerprint(database: Database): Promise<string | undefined> {
  const exists =
    database.kind === 'sqlite'
      ? await sql<{
          found: number;
        }>`select 1 as found from sqlite_master where type = 'table' and name = 'schema_state'`.execute(
          database.db,
        )
      : await sql<{
          found: number;
        }>`select 1 as found from pg_tables where schemaname = current_schema() and tablename = 'schema_state'`.execute(
          database.db,
        );
  if (exists.rows.length === 0) return undefined;
  const row = await database.db
    .selectFrom('schema_state')
    .select('fingerprint')
    .where('name', '=', authSchemaName)
    .executeTakeFirst();
  return row?.fingerprint;
}

/** Any fixed number: the advisory lock all instances of this application agree on. */
const migrationLockKey = 4_815_162_342;

/**
 * Several instances deployed at once all migrate at start. Better Auth's migrations have no lock
 * of their own (two "create table user" race and one instance crashes), so on PostgreSQL the whole
 * step runs under a session advisory lock: the first instance migrates, the others wait and then
 * find nothing left to do (decision 0019).
 */
async function withMigrationLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${migrationLockKey})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${migrationLockKey})`.execute(connection);
    }
  });
}

async function migrateUnlocked(
  database: Database,
  runAuthMigrations: () => Promise<void>,
  authFingerprint: string | undefined,
): Promise<MigrationReport> {
  const authCurrent =
    authFingerprint !== undefined && (await recordedAuthFingerprint(database)) === authFingerprint;
  if (!authCurrent) await runAuthMigrations();
  const migrator = new Migrator({ db: database.db, provider: provider(database.kind) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  if (authFingerprint !== undefined && !authCurrent) {
    await database.db
      .insertInto('schema_state')
      .values({ name: authSchemaName, fingerprint: authFingerprint })
      .onConflict((oc) => oc.column('name').doUpdateSet({ fingerprint: authFingerprint }))
      .execute();
  }
  return {
    applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName),
  };
}
