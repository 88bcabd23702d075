import type { ColumnType, Generated } from 'kysely';

/**
 * Table types for our own tables. Better Auth owns `user`, `session`, `account` and
 * `verification` (camelCase columns, its convention); ours are snake_case (decision 0002). Its
 * tables are typed in the auth module alone (modules/auth/auth-tables.ts): `DB` has none of them,
 * so no other module can query an account's row; it asks modules/auth/users.ts (decision 0091).
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
  /** Normalised name, e-mail, company and message (modules/leads/lead-search.ts). */
  search_text: ColumnType<string, string | undefined, string>;
  /** Normalised company, for 'Empresas Únicas'. */
  company_key: string | null;
  // The lead desk (migration 004, decisions 0060–0063); null on leads stored before it.
  /** One of leadSources (src/shared/schemas/leads.ts). */
  source: string | null;
  origin_path: string | null;
  origin_language: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  /** 'assessment' | 'automation' | 'calculator'. */
  tool: string | null;
  /** JSON of a ToolResultRecord (src/shared/tools/tool-result-summary.ts). */
  tool_result: string | null;
  /** Unique: one lead per tool result and account (decision 0061). */
  result_key: string | null;
  /** 'YYYY-MM-DD' in São Paulo. */
  preferred_date: string | null;
  /** 'morning' | 'afternoon'. */
  preferred_period: string | null;
  /** user.id of the admin the lead is assigned to (no foreign key, like status_changed_by). */
  assigned_to: string | null;
  assigned_at: NullableTimestamp;
}

/** Internal notes on a lead, admins only (migration 004, decision 0063). */
export interface LeadNoteTable {
  id: Generated<number>;
  lead_id: number;
  author_id: string | null;
  body: string;
  created_at: Timestamp;
}

/** An admin's named saved view of the lead desk (migration 008, decision 0088). */
export interface LeadViewTable {
  id: Generated<number>;
  user_id: string;
  name: string;
  query: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * SQLite only: the FTS5 trigram index over contact_submission.search_text (decision 0014).
 * PostgreSQL has no such relation; its trigram index sits on the column itself.
 */
export interface ContactSearchTable {
  rowid: number;
  search_text: string;
}

/**
 * SQLite only, one row: the highest lead id the FTS table holds; leads above it are indexed after
 * their commit, in batches (decision 0032).
 */
export interface ContactSearchStateTable {
  id: number;
  indexed_through: number;
}

/**
 * PostgreSQL only: a copy of each lead's search_text under the trigram GIN index, made after the
 * leads' commit (decision 0176). Leads written since `contact_search_horizon.through` (an xid,
 * compared with contact_submission.search_xid, both PostgreSQL only and read through `sql`) are
 * not in it yet.
 */
export interface ContactSearchTextTable {
  id: number;
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

/** The last authenticator time step accepted per account (migration 007, decision 0077). */
export interface TotpStepTable {
  user_id: string;
  last_step: number;
}

/** Fingerprints of schemas migrated outside our own list (Better Auth's), db/migrate.ts. */
export interface SchemaStateTable {
  name: string;
  fingerprint: string;
}

/** A fact someone changed (migration 009, decision 0093); JSON of its canonical value. */
export interface FirmFactTable {
  key: string;
  value_json: string;
  updated_by: string | null;
  updated_at: Timestamp;
}

/** The facts' one row: the version optimistic saves compare (migration 009). */
export interface FirmFactsStateTable {
  id: number;
  version: number;
  updated_by: string | null;
  updated_by_name: string | null;
  updated_at: NullableTimestamp;
}

/** One row bumped by every change a public page shows; instances poll it (decision 0094). */
export interface ContentVersionTable {
  id: number;
  value: number;
}

/** An admin who takes meetings (migration 010, decision 0102). */
export interface ConsultantTable {
  user_id: string;
  /** 1: bookable; 0: no new bookings (`npm run admin -- consultant <email> --off`). */
  active: ColumnType<number, number | undefined, number>;
  /** JSON array of locales. */
  languages: string;
  /** JSON array of service areas. */
  areas: string;
  meeting_minutes: ColumnType<number, number | undefined, number>;
  buffer_minutes: ColumnType<number, number | undefined, number>;
  /** Minimum notice, in minutes of the consultant's own working time. */
  notice_minutes: ColumnType<number, number | undefined, number>;
  horizon_days: ColumnType<number, number | undefined, number>;
  /** SHA-256 (hex) of the private calendar feed's token; null: no feed (migration 012). */
  feed_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A weekly range in São Paulo wall-clock minutes; 0 = Sunday (migration 010). */
export interface ConsultantAvailabilityTable {
  id: Generated<number>;
  consultant_id: string;
  weekday: number;
  start_minute: number;
  end_minute: number;
}

export interface ConsultantDayOffTable {
  consultant_id: string;
  /** 'YYYY-MM-DD' in São Paulo. */
  day: string;
}

/** A booked conversation (migration 010); one booked meeting per consultant and start. */
export interface MeetingTable {
  id: string;
  lead_id: number;
  consultant_id: string;
  start_at: Timestamp;
  end_at: Timestamp;
  visitor_time_zone: string;
  /** 'booked' | 'cancelled' | 'held' | 'no_show'. */
  status: string;
  sequence: ColumnType<number, number | undefined, number>;
  video_url: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One piece of the editorial desk's content (migration 013, decision 0113). */
export interface ContentEntryTable {
  id: Generated<number>;
  /** One of collectionNames (src/shared/content/collections.ts). */
  collection: string;
  created_at: Timestamp;
  created_by: string | null;
}

/** An entry in one language: the working copy and, once published, the public copy. */
export interface ContentTranslationTable {
  entry_id: number;
  locale: string;
  collection: string;
  slug: string;
  /** 'draft' | 'published'. */
  status: string;
  fields_json: string;
  revision: number;
  /** The pt-BR revision this translation was saved against ("outdated", issue 23 §4). */
  source_revision: number;
  version: number;
  published_json: string | null;
  published_revision: number | null;
  published_at: NullableTimestamp;
  publish_at: NullableTimestamp;
  unpublish_at: NullableTimestamp;
  updated_at: Timestamp;
  updated_by: string | null;
  updated_by_name: string | null;
}

/** Append-only: one row per saved revision of a translation. */
export interface ContentRevisionTable {
  entry_id: number;
  locale: string;
  revision: number;
  slug: string;
  fields_json: string;
  saved_at: Timestamp;
  saved_by: string | null;
  saved_by_name: string | null;
}

/** An old slug of a published translation, answered with 301 (issue 23 §4). */
export interface ContentRedirectTable {
  collection: string;
  locale: string;
  old_slug: string;
  entry_id: number;
  created_at: Timestamp;
}

/** Issue 23 §6, §7 (decision 0129): an upload, by its id (src/shared/content/media.ts). */
export interface MediaTable {
  id: string;
  width: number;
  height: number;
  source_type: string;
  source_bytes: number;
  created_at: Timestamp;
  created_by: string | null;
}

/** A derived image: bytes as a BLOB (SQLite) or bytea (PostgreSQL). */
export interface MediaVariantTable {
  media_id: string;
  format: string;
  width: number;
  height: number;
  data: Uint8Array;
}

export interface DB {
  contact_submission: ContactSubmissionTable;
  rate_limit: RateLimitTable;
  contact_search: ContactSearchTable;
  contact_search_state: ContactSearchStateTable;
  contact_search_text: ContactSearchTextTable;
  audit_event: AuditEventTable;
  mail_job: MailJobTable;
  lead_note: LeadNoteTable;
  lead_view: LeadViewTable;
  schema_state: SchemaStateTable;
  totp_step: TotpStepTable;
  firm_fact: FirmFactTable;
  firm_facts_state: FirmFactsStateTable;
  content_version: ContentVersionTable;
  consultant: ConsultantTable;
  consultant_availability: ConsultantAvailabilityTable;
  consultant_day_off: ConsultantDayOffTable;
  meeting: MeetingTable;
  content_entry: ContentEntryTable;
  content_translation: ContentTranslationTable;
  content_revision: ContentRevisionTable;
  content_redirect: ContentRedirectTable;
  media: MediaTable;
  media_variant: MediaVariantTable;
}

export function toIsoString(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
