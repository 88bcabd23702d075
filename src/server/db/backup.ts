import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '#server/config.ts';
import { applicationName } from './database.ts';

/**
 * Online backups and offline restores (issue "Operations" §4, docs/operations.md, decision 0021).
 *
 * SQLite: `VACUUM INTO` copies the database inside one read transaction, so the copy is a
 * consistent snapshot even while the site keeps writing (WAL readers never block the writer).
 * PostgreSQL: `pg_dump --format=custom`, also a consistent snapshot of a live database.
 */

export class BackupError extends Error {
  override name = 'BackupError';
}

export interface BackupResult {
  file: string;
  bytes: number;
  /** Rows in a few tables of the copy, read back from the copy itself (SQLite only). */
  counts?: Record<string, number>;
}

export function backupsDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'backups');
}

/** `app-20261121-143005Z.db`: sorts by time; never overwrites an earlier copy. */
export function backupFileName(now: Date, extension: 'db' | 'dump', prefix = 'app'): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return `${prefix}-${stamp}.${extension}`;
}

async function freshPath(dir: string, name: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const dot = name.lastIndexOf('.');
  for (let n = 1; ; n++) {
    const candidate = path.join(
      dir,
      n === 1 ? name : `${name.slice(0, dot)}-${n}${name.slice(dot)}`,
    );
    if (!existsSync(candidate)) return candidate;
  }
}

// `media` too: images are kept in the database (decision 0129), so the copy is said to hold them.
const countedTables = ['user', 'session', 'contact_submission', 'media'];

function countRows(file: string): Record<string, number> {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok')
      throw new BackupError(`${file} failed its integrity check: ${String(integrity)}`);
    const present = new Set(
      db
        .prepare<[], { name: string }>("select name from sqlite_master where type = 'table'")
        .all()
        .map((r) => r.name),
    );
    const missing = countedTables.filter((t) => !present.has(t));
    if (missing.length > 0) {
      throw new BackupError(
        `${file} is not a database of this site (no ${missing.join(', ')} table).`,
      );
    }
    return Object.fromEntries(
      countedTables.map((t) => [
        t,
        db.prepare<[], { n: number }>(`select count(*) as n from "${t}"`).get()?.n ?? 0,
      ]),
    );
  } finally {
    db.close();
  }
}

export async function backupSqlite(
  config: Pick<Config, 'dataDir'>,
  databaseFile: string,
  now = new Date(),
): Promise<BackupResult> {
  if (!existsSync(databaseFile)) {
    throw new BackupError(
      `There is no database at ${databaseFile} yet (the server creates it at start).`,
    );
  }
  const file = await freshPath(backupsDir(config), backupFileName(now, 'db'));
  const source = new SQLite(databaseFile, { fileMustExist: true });
  try {
    // A writer holding the lock makes us wait (as the server's own connections do), not fail.
    source.pragma('busy_timeout = 5000');
    source.prepare('vacuum into ?').run(file);
  } finally {
    source.close();
  }
  return { file, bytes: (await stat(file)).size, counts: countRows(file) };
}

/**
 * Throws unless nothing else has the database open. In WAL mode every open connection keeps a
 * shared lock, so an exclusive lock is only granted when no server, admin CLI or backup runs.
 */
export function assertSqliteNotInUse(databaseFile: string): void {
  if (!existsSync(databaseFile)) return;
  const db = new SQLite(databaseFile, { timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
  } catch (error) {
    if ((error as { code?: unknown }).code === 'SQLITE_BUSY') {
      throw new BackupError(
        `${databaseFile} is in use. Stop the server (and any admin command or backup) first, then run the restore again.`,
      );
    }
    throw error;
  } finally {
    db.close();
  }
}

async function isSqliteFile(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const header = Buffer.alloc(16);
    await handle.read(header, 0, 16, 0);
    return header.toString('latin1') === 'SQLite format 3\0';
  } finally {
    await handle.close();
  }
}

export interface RestoreResult {
  /** The backup copy that was restored. */
  from: string;
  /** Where the database as it was before the restore was kept (nothing is thrown away). */
  previous?: string;
  counts?: Record<string, number>;
}

/** Restores a `db:backup` copy into a stopped instance's DATA_DIR. */
export async function restoreSqlite(
  config: Pick<Config, 'dataDir'>,
  databaseFile: string,
  backupFile: string,
  now = new Date(),
): Promise<RestoreResult> {
  if (!existsSync(backupFile)) throw new BackupError(`No such file: ${backupFile}`);
  if (!(await isSqliteFile(backupFile))) {
    throw new BackupError(`${backupFile} is not a SQLite database (made by npm run db:backup?).`);
  }
  const counts = countRows(backupFile);
  assertSqliteNotInUse(databaseFile);

  let previous: string | undefined;
  if (existsSync(databaseFile)) {
    // Keep today's database as a backup too: a restore of the wrong file can be undone.
    previous = (await backupSqlite(config, databaseFile, now)).file;
    const renamed = path.join(path.dirname(previous), `before-restore-${path.basename(previous)}`);
    await rename(previous, renamed);
    previous = renamed;
  }
  const staging = `${databaseFile}.restoring`;
  await copyFile(backupFile, staging);
  // A WAL left from the old database would be replayed onto the restored one: remove it.
  await rm(`${databaseFile}-wal`, { force: true });
  await rm(`${databaseFile}-shm`, { force: true });
  await rename(staging, databaseFile);
  return { from: backupFile, previous, counts };
}

/**
 * pg_dump/pg_restore: from PG_BIN_DIR when set (e.g. /usr/lib/postgresql/16/bin), else the PATH.
 * Their major version must be at least the server's.
 */
function pgTool(tool: 'pg_dump' | 'pg_restore'): string {
  const dir = process.env.PG_BIN_DIR;
  return dir ? path.join(dir, tool) : tool;
}

/** The URL without its password, which goes to the tool through PGPASSWORD instead of argv. */
function connectionFor(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${command} was not found. Install the PostgreSQL client (apt-get install postgresql-client) or set PG_BIN_DIR to the folder holding ${path.basename(command)}.`,
            )
          : error,
      );
    });
    child.once('close', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new BackupError(`${path.basename(command)} failed (exit ${code}):\n${stderr.trim()}`),
        );
    });
  });
}

export async function backupPostgres(
  config: Pick<Config, 'dataDir'>,
  url: string,
  now = new Date(),
  prefix = 'app',
): Promise<BackupResult> {
  const file = await freshPath(backupsDir(config), backupFileName(now, 'dump', prefix));
  const { dbname, env } = connectionFor(url);
  try {
    await run(
      pgTool('pg_dump'),
      ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${dbname}`],
      env,
    );
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return { file, bytes: (await stat(file)).size };
}

/**
 * Refuses while an instance of this site is connected to the database: its pool carries our
 * application name (database.ts), so other tools' sessions (psql, this restore) do not count.
 */
export async function assertPostgresNotInUse(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'select count(*)::text as n from pg_stat_activity where datname = current_database() and application_name = $1',
      [applicationName],
    );
    const connected = Number(rows[0]?.n ?? 0);
    if (connected > 0) {
      throw new BackupError(
        `${connected} connection(s) of a running instance are open on this database. Stop every instance first, then run the restore again.`,
      );
    }
  } finally {
    await client.end();
  }
}

export async function restorePostgres(
  config: Pick<Config, 'dataDir'>,
  url: string,
  backupFile: string,
  now = new Date(),
): Promise<RestoreResult> {
  if (!existsSync(backupFile)) throw new BackupError(`No such file: ${backupFile}`);
  await assertPostgresNotInUse(url);
  const previous = (await backupPostgres(config, url, now, 'before-restore-app')).file;
  const { dbname, env } = connectionFor(url);
  // One transaction: a dump that fails half-way leaves the database as it was.
  await run(
    pgTool('pg_restore'),
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${dbname}`,
      backupFile,
    ],
    env,
  );
  return { from: backupFile, previous };
}
