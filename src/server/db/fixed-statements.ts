import {
  CompiledQuery,
  type Compilable,
  type Kysely,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely';
import type PgModule from 'pg';
import type { DB } from './schema.ts';

/**
 * Statements whose SQL text never changes, which PostgreSQL keeps prepared (parsed and planned
 * once per connection) under a name (decision 0153): the hot statements of the lead path, run for
 * every batch. A batch's rows go in array parameters (`unnest($1::text[], …)`), so the text is the
 * same whatever the batch's size, and no query builder runs per batch.
 *
 * The names live here, by text; `namedStatementsPool` sends a registered text as node-pg's named
 * query (`{ name, text, values }`), which parses it on a connection the first time only. Every
 * other statement (Kysely's, Better Auth's) goes through unchanged.
 */
const names = new Map<string, string>();

function register(name: string, text: string): void {
  for (const [known, knownName] of names) {
    if (knownName === name && known !== text) {
      throw new Error(`statement name ${name} already names another text`);
    }
  }
  names.set(text, name);
}

/** The registered name of `text`, if any (for tests). */
export function statementName(text: string): string | undefined {
  return names.get(text);
}

export interface FixedStatement<R> {
  name: string;
  text: string;
  /** Runs the statement with these parameters through `db` (a transaction's too). */
  run(db: Kysely<DB>, values: readonly unknown[]): Promise<R[]>;
}

/** A hand-written statement of one dialect, named once at module load. */
export function fixedStatement<R>(name: string, text: string): FixedStatement<R> {
  register(name, text);
  return {
    name,
    text,
    async run(db, values) {
      const result = await db.executeQuery<R>(CompiledQuery.raw(text, [...values]));
      return result.rows;
    },
  };
}

/**
 * A parameterless Kysely query compiled once per database (not per call) and, on PostgreSQL,
 * prepared under `name`: for a query that runs per batch and whose text depends only on the
 * dialect (the administrators' read of every lead batch).
 *
 * Kept by the database's adapter, which its transactions share: SQLite's group commit reads the
 * administrators inside each batch's transaction, a new `Kysely` every time.
 */
export function compiledOnce<R>(
  name: string,
  build: (db: Kysely<DB>) => Compilable<R>,
): (db: Kysely<DB>) => Promise<R[]> {
  const compiled = new WeakMap<object, CompiledQuery<R>>();
  return async (db) => {
    const { adapter } = db.getExecutor();
    let query = compiled.get(adapter);
    if (!query) {
      query = build(db).compile();
      if (query.parameters.length > 0) throw new Error(`${name} must not take parameters`);
      // The dialect's text: each dialect's differs, and only PostgreSQL's pool reads the names.
      register(name, query.sql);
      compiled.set(adapter, query);
    }
    return (await db.executeQuery(query)).rows;
  };
}

/**
 * Kysely's view of `pool` (its public `PostgresPool` interface) in which a registered statement
 * text is sent as a named, prepared statement. One wrapper per pg client, so Kysely's own
 * per-client connection objects are kept as before.
 */
export function namedStatementsPool(pool: PgModule.Pool): PostgresPool {
  const wrappers = new WeakMap<PgModule.PoolClient, PostgresPoolClient>();
  const wrap = (client: PgModule.PoolClient): PostgresPoolClient => {
    function query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query(textOrCursor: unknown, values?: readonly unknown[]): unknown {
      if (typeof textOrCursor !== 'string') {
        return client.query(textOrCursor as PgModule.Submittable);
      }
      const name = names.get(textOrCursor);
      const params = values as unknown[] | undefined;
      return name
        ? client.query({ name, text: textOrCursor, values: params })
        : client.query(textOrCursor, params);
    }
    return {
      // Kysely reads it to cancel a query (`processID`, undocumented in pg but present).
      get processID() {
        return (client as unknown as { processID?: number }).processID;
      },
      query,
      release: (destroy?: boolean) => client.release(destroy),
    };
  };
  return {
    options: pool.options,
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
