import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';

/**
 * Kysely's SQLite dialect with two changes that matter under load (issue 13, decision 0030):
 *
 * - **Prepared statements are cached, keyed by their SQL.** Kysely's own driver calls
 *   `Database.prepare` for every query, so SQLite parses and plans the same statement again each
 *   time (12 % of the server's CPU in the profile of docs/benchmarks.md). A query built by Kysely
 *   has the same SQL text every time it has the same shape, so a small LRU map finds it again.
 * - **Waiting for the single connection is a FIFO queue.** better-sqlite3 has one connection,
 *   which a transaction holds across `await`s, so access must be serialised. Kysely's own mutex
 *   wakes every waiter each time the connection is released and all but one go back to sleep:
 *   with 50 requests waiting, that is 50 wake-ups per query. Here each release hands the
 *   connection to exactly the next waiter, in arrival order.
 *
 * Everything else (the query compiler, the introspector, `begin`/`commit`, savepoints) is
 * Kysely's, so queries, migrations and Better Auth's adapter behave exactly as before.
 */

/** Distinct statements kept: far more than the queries this app has; a variable-length IN list
 * or search makes new shapes, and the least recently used ones are dropped. */
const DEFAULT_CAPACITY = 500;

export class StatementCache {
  readonly #db: SQLite.Database;
  readonly #capacity: number;
  readonly #statements = new Map<string, SQLite.Statement>();
  hits = 0;
  misses = 0;

  constructor(db: SQLite.Database, capacity = DEFAULT_CAPACITY) {
    this.#db = db;
    this.#capacity = capacity;
  }

  get size(): number {
    return this.#statements.size;
  }

  prepare(sql: string): SQLite.Statement {
    const cached = this.#statements.get(sql);
    if (cached) {
      this.hits += 1;
      // Map order is insertion order: moving a hit to the end makes the first key the LRU one.
      this.#statements.delete(sql);
      this.#statements.set(sql, cached);
      return cached;
    }
    this.misses += 1;
    const statement = this.#db.prepare(sql);
    this.#statements.set(sql, statement);
    if (this.#statements.size > this.#capacity) {
      const oldest = this.#statements.keys().next().value;
      if (oldest !== undefined) this.#statements.delete(oldest);
    }
    return statement;
  }

  clear(): void {
    this.#statements.clear();
  }
}

class CachedSqliteConnection implements DatabaseConnection {
  readonly #db: SQLite.Database;
  readonly #statements: StatementCache;

  constructor(db: SQLite.Database, statements: StatementCache) {
    this.#db = db;
    this.#statements = statements;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.#statements.prepare(compiledQuery.sql);
    const parameters = compiledQuery.parameters as unknown[];
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return {
      insertId: BigInt(lastInsertRowid),
      numAffectedRows: BigInt(changes),
      rows: [],
    };
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(compiledQuery.query)) {
      throw new Error('SQLite can only stream select queries');
    }
    // Not from the cache: a statement being iterated is busy until the loop ends.
    const statement = this.#db.prepare(compiledQuery.sql);
    for (const row of statement.iterate(compiledQuery.parameters as unknown[])) {
      yield { rows: [row as R] };
    }
  }
}

/** A savepoint name as a quoted identifier, as Kysely's own SQLite driver writes it. */
const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

class CachedSqliteDriver implements Driver {
  readonly #db: SQLite.Database;
  readonly #connection: CachedSqliteConnection;
  readonly #waiting: (() => void)[] = [];
  #held = false;

  constructor(db: SQLite.Database, statements: StatementCache) {
    this.#db = db;
    this.#connection = new CachedSqliteConnection(db, statements);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#held) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#held = true;
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    const next = this.#waiting.shift();
    // Handed straight to the next waiter: #held stays true, so nobody can slip in between.
    if (next) next();
    else this.#held = false;
  }

  /**
   * `immediate`: the write lock is taken at the start, waiting out `busy_timeout` like any write.
   * A deferred transaction that read first and then wrote after another process (the admin CLI
   * beside the server, or the server beside the CLI) had committed fails at once with
   * SQLITE_BUSY_SNAPSHOT, which no timeout waits for (ci-38: the CLI's grant while the mail queue
   * was draining). One connection per process, so nothing in the process waits on itself.
   */
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${identifier(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${identifier(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${identifier(name)}`));
  }

  async destroy(): Promise<void> {
    this.#db.close();
  }
}

/** The serialisation happens in our driver (FIFO), so Kysely must not add its own mutex. */
class QueuedSqliteAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

export class CachedSqliteDialect implements Dialect {
  readonly statements: StatementCache;
  readonly #db: SQLite.Database;

  constructor(db: SQLite.Database, capacity?: number) {
    this.#db = db;
    this.statements = new StatementCache(db, capacity);
  }

  createDriver(): Driver {
    return new CachedSqliteDriver(this.#db, this.statements);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): SqliteAdapter {
    return new QueuedSqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): SqliteIntrospector {
    return new SqliteIntrospector(db);
  }
}
