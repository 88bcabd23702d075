import type { ColumnType, Generated } from 'kysely';

/**
 * Table types for our own tables. Better Auth owns `user`, `session`, `account` and
 * `verification` (camelCase columns, its convention); ours are snake_case (decision 0002).
 *
 * Timestamps are `timestamptz` on PostgreSQL and ISO-8601 text on SQLite: written as ISO strings,
 * read back through `toIsoString` so callers see one shape on both databases.
 */
export type Timestamp = ColumnType<Date | string, string, string>;
export type NullableTimestamp = ColumnType<
  Date | string | null,
  string | null | undefined,
  string | null
>;

export interface ContactSubmissionTable {
  id: Generated<number>;
  name: string;
  email: string;
  company: string | null;
  message: string | null;
  created_at: Timestamp;
  /** 'new' | 'contacted' | 'closed' (migration 002, src/shared/schemas/leads.ts). */
  status: ColumnType<string, string | undefined, string>;
  status_changed_at: NullableTimestamp;
  /** user.id of the admin who last changed the status (no foreign key: the account may go). */
  status_changed_by: string | null;
  /** Normalised name, e-mail, company and message (modules/contacts/lead-search.ts). */
  search_text: ColumnType<string, string | undefined, string>;
  /** Normalised company, for 'Empresas Únicas'. */
  company_key: string | null;
}

/**
 * SQLite only: the FTS5 trigram index over contact_submission.search_text (decision 0014).
 * PostgreSQL has no such relation; its trigram index sits on the column itself.
 */
export interface ContactSearchTable {
  rowid: number;
  search_text: string;
}

/** Who did what, when: lead status changes and exports (issue 6). */
export interface AuditEventTable {
  id: Generated<number>;
  occurred_at: Timestamp;
  actor_id: string | null;
  action: string;
  subject: string | null;
  /** JSON. */
  details: string | null;
}

/** Mail waiting to be sent, claimed atomically by any instance (decision 0015). */
export interface MailJobTable {
  id: Generated<number>;
  kind: string;
  recipient: string;
  locale: string;
  /** JSON. */
  payload: string;
  attempts: ColumnType<number, number | undefined, number>;
  run_after: Timestamp;
  locked_until: NullableTimestamp;
  claim_token: string | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  failed_at: NullableTimestamp;
}

export interface RateLimitTable {
  key: string;
  count: number;
  /** Epoch milliseconds when the current window ends. */
  reset_at: ColumnType<number, number, number>;
}

/** Fingerprints of schemas migrated outside our own list (Better Auth's), db/migrate.ts. */
export interface SchemaStateTable {
  name: string;
  fingerprint: string;
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
  contact_search: ContactSearchTable;
  audit_event: AuditEventTable;
  mail_job: MailJobTable;
  schema_state: SchemaStateTable;
}

export function toIsoString(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
