import { sql, type Kysely } from 'kysely';

/** What every migration is told about the database it changes. */
export type Kind = 'sqlite' | 'postgres';

/**
 * A migration's steps in one transaction on both databases. Kysely runs PostgreSQL migrations
 * inside a transaction but not SQLite ones; SQLite's DDL is transactional too, so wrapping it
 * means a failure halfway cannot leave columns added but the migration unrecorded (see 002).
 */
export function inOneTransaction(
  apply: (db: Kysely<unknown>, kind: Kind) => Promise<void>,
): (db: Kysely<unknown>, kind: Kind) => Promise<void> {
  return async (db, kind) => {
    if (kind === 'sqlite') await db.transaction().execute((trx) => apply(trx, kind));
    else await apply(db, kind);
  };
}

/** An instant's column type: PostgreSQL's timestamptz, ISO-8601 text on SQLite (decision 0002). */
export function timestampType(kind: Kind) {
  return kind === 'postgres' ? sql`timestamptz` : sql`text`;
}
