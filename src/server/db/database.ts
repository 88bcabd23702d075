import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, type Dialect } from 'kysely';
import type PgModule from 'pg';
import type { Config } from '#server/config.ts';
import { namedStatementsPool } from './fixed-statements.ts';
import type { DB } from './schema.ts';
import { CachedSqliteDialect } from './sqlite-dialect.ts';

/** pg is loaded only for PostgreSQL: a SQLite instance starts without it (decision 0030). */
function loadPg(): typeof PgModule {
  const pg = createRequire(import.meta.url)('pg') as typeof PgModule;
  // COUNT(*) and BIGINT come back from pg as strings; our counts fit comfortably in a JS number.
  pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
  return pg;
}

export type DatabaseKind = 'sqlite' | 'postgres';

/**
 * Name the server's PostgreSQL sessions carry (pg_stat_activity.application_name): lets
 * `npm run db:restore` see whether an instance is still connected, and operators tell our
 * connections apart from their own.
 */
export const applicationName = 'nexus-ia';

export interface Database {
  kind: DatabaseKind;
  db: Kysely<DB>;
  /** The same driver, handed to Better Auth so accounts and our tables share one connection pool. */
  dialect: Dialect;
  /**
   * PostgreSQL only: the rate limiter's counters, on a small pool of their own whose commits do
   * not wait for the WAL flush (issue 24 §6, decision 0100). Nothing acknowledged is written
   * through it: a count is made durable by the next synchronous commit (the lead, the session)
   * before anything it allowed is answered. Undefined on SQLite, whose counters live in memory.
   */
  counters?: Kysely<DB>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function openDatabase(config: Pick<Config, 'database'>): Database {
  const target = config.database;
  if (target.kind === 'sqlite') {
    mkdirSync(path.dirname(target.file), { recursive: true });
    const sqlite = new SQLite(target.file);
    // WAL lets readers run beside the one writer; the busy timeout makes a second process (the admin
    // CLI, a backup) wait instead of failing; NORMAL sync is durable in WAL mode across crashes.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    // Temporary storage in memory (decision 0155): a statement that changes more than 64 KiB of
    // pages (a group-commit batch of leads, with the table's indexes) keeps their old content in a
    // statement journal that SQLite otherwise spills to a temporary file: one file created,
    // written and closed per batch. Sorts and temporary tables that outgrow the page cache then
    // stay in memory too; backups (`VACUUM INTO`) run on a connection of their own.
    sqlite.pragma('temp_store = MEMORY');
    // Statements cached by SQL, one FIFO queue for the one connection (decision 0030).
    const dialect = new CachedSqliteDialect(sqlite);
    return wrap('sqlite', dialect);
  }
  const pg = loadPg();
  const pool = newPool(pg, target.url, { max: 10 });
  // Counters only (decision 0100): a commit here waits for no fsync, so a busy key's row lock is
  // held for the statement, not for a disk flush, and the requests it counts are not queued one
  // flush after another. Every later synchronous commit flushes these commits with its own (the
  // WAL is written in order), so a count is durable before any lead or session it allowed is.
  const counters = newPool(pg, target.url, { max: 3, options: '-c synchronous_commit=off' });
  // The lead path's fixed-text statements are prepared once per connection (decision 0153).
  return wrap(
    'postgres',
    new PostgresDialect({ pool: namedStatementsPool(pool) }),
    new PostgresDialect({ pool: namedStatementsPool(counters) }),
  );
}

function newPool(
  pg: typeof PgModule,
  url: string,
  options: { max: number; options?: string },
): PgModule.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    application_name: applicationName,
    ...options,
    // Fail fast when the database is down so callers get a quick 503 instead of a hung request.
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    // A database host that vanishes without closing its sockets is noticed by TCP keepalive
    // (first probe after 10 s of silence, not the operating system's two hours) instead of
    // leaving pooled connections waiting forever.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // The pool listens only to idle clients. A client that is checked out but between two queries
  // (inside a transaction) when the server ends its connection would emit an unheard 'error' and
  // crash the process; its next query fails and is answered 503 like any other (decision 0020).
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return pool;
}

function wrap(kind: DatabaseKind, dialect: Dialect, countersDialect?: Dialect): Database {
  const db = new Kysely<DB>({ dialect });
  const counters = countersDialect ? new Kysely<DB>({ dialect: countersDialect }) : undefined;
  return {
    kind,
    db,
    dialect,
    counters,
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await Promise.all([db.destroy(), counters?.destroy()]);
    },
  };
}
