import type { ColumnType, Generated } from 'kysely';

/**
 * Table types for our own tables. Better Auth owns `user`, `session`, `account` and
 * `verification` (camelCase columns, its convention); ours are snake_case (decision 0002).
 *
 * Timestamps are `timestamptz` on PostgreSQL and ISO-8601 text on SQLite: written as ISO strings,
 * read back through `toIsoString` so callers see one shape on both databases.
 */
export type Timestamp = ColumnType<Date | string, string, string>;

export interface ContactSubmissionTable {
  id: Generated<number>;
  name: string;
  email: string;
  company: string | null;
  message: string | null;
  created_at: Timestamp;
}

export interface RateLimitTable {
  key: string;
  count: number;
  /** Epoch milliseconds when the current window ends. */
  reset_at: ColumnType<number, number, number>;
}

/** The subset of Better Auth's user table that our own code (admin CLI, contacts) reads. */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: ColumnType<boolean | number, boolean | number, boolean | number>;
  isAdmin: ColumnType<boolean | number | null, boolean | number, boolean | number>;
  locale: string | null;
  createdAt: Timestamp;
}

export interface DB {
  contact_submission: ContactSubmissionTable;
  rate_limit: RateLimitTable;
  user: UserTable;
}

export function toIsoString(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
