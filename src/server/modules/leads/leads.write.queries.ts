import { createHash } from 'node:crypto';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { LeadOrigin } from '#shared/schemas/lead-origin.ts';
import type { Lead, LeadSource } from '#shared/schemas/leads.ts';
import { canonicalToolResult, type ToolResult } from '#shared/schemas/tool-result.ts';
import type { DemoPeriod } from '#shared/tools/demo-slot.ts';
import { toolResultRecord } from '#shared/tools/tool-result-summary.ts';
import { trimTrailingSlashes } from '#shared/url-path.ts';
import { fixedStatement } from '#server/db/fixed-statements.ts';
import { toIsoString, type DB } from '#server/db/schema.ts';
import { mailJobRows } from '#server/modules/notifications/mail-queue.service.ts';
import { companyKey, leadSearchText } from './lead-search.ts';

/**
 * Storing new leads: the form's (one by one or a batch of the group commit) and a tool result
 * sent to a consultant (issue 24 §1: the leads' queries split by purpose, decision 0091).
 */

export interface NewContact {
  name: string;
  email: string;
  company?: string;
  message?: string;
  /** Where it was sent from; absent for the spec's bare payload (decision 0060). */
  origin?: LeadOrigin;
  /** Derived by the route: `leadSourceOf` for the form, the tool for a tool result. */
  source?: LeadSource;
  preferredDate?: string;
  preferredPeriod?: DemoPeriod;
}

/** The fields of spec 01 §3 "Contact submission", as GET /api/contacts has always answered. */
export type ContactSubmission = Pick<
  Lead,
  'id' | 'name' | 'company' | 'email' | 'message' | 'createdAt'
>;

/**
 * Which page kind a lead form was sent from, by its path without the language prefix
 * (src/shared/routes.ts): the home page, the demonstration page, or any other page.
 */
export function leadSourceOf(origin: LeadOrigin | undefined): LeadSource | undefined {
  if (!origin) return undefined;
  const path = trimTrailingSlashes(origin.path.replace(/^\/(?:en|es)(?=\/|$)/, '')) || '/';
  if (path === '/') return 'home';
  if (path === '/demonstracao') return 'demonstration';
  return 'other';
}

type ContactRow = ReturnType<typeof contactRow>;

function contactRow(contact: NewContact, now: Date) {
  const utm = contact.origin?.utm ?? {};
  return {
    name: contact.name,
    email: contact.email,
    company: contact.company ?? null,
    message: contact.message ?? null,
    created_at: now.toISOString(),
    search_text: leadSearchText(contact),
    company_key: companyKey(contact.company),
    source: contact.source ?? null,
    origin_path: contact.origin?.path ?? null,
    origin_language: contact.origin?.language ?? null,
    referrer_host: contact.origin?.referrerHost ?? null,
    utm_source: utm.source ?? null,
    utm_medium: utm.medium ?? null,
    utm_campaign: utm.campaign ?? null,
    utm_term: utm.term ?? null,
    utm_content: utm.content ?? null,
    preferred_date: contact.preferredDate ?? null,
    preferred_period: contact.preferredPeriod ?? null,
  };
}

export async function insertContact(
  db: Kysely<DB>,
  contact: NewContact,
  now = new Date(),
): Promise<number> {
  const row = await db
    .insertInto('contact_submission')
    .values(contactRow(contact, now))
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * The group commit's insert of `rows` leads, compiled by Kysely once per database and row count
 * instead of for every batch (decision 0155): its text depends on nothing else, and building and
 * compiling 18 values per lead was about 8 % of the server's CPU under bench (b) on SQLite. Its
 * parameters are each row's values in `contactRow`'s order; the first compilation of each size
 * checks that this is the order Kysely put them in.
 */
const contactInserts = new WeakMap<object, Map<number, string>>();

function contactInsert(db: Kysely<DB>, rows: readonly ContactRow[], values: readonly unknown[]) {
  // One adapter per database (a transaction's Kysely shares its database's): one text per dialect.
  const { adapter } = db.getExecutor();
  let texts = contactInserts.get(adapter);
  if (!texts) contactInserts.set(adapter, (texts = new Map()));
  let text = texts.get(rows.length);
  if (text === undefined) {
    const compiled = db.insertInto('contact_submission').values(rows).returning('id').compile();
    const same =
      compiled.parameters.length === values.length &&
      compiled.parameters.every((value, i) => value === values[i]);
    if (!same) throw new Error('lead insert: parameters not in contactRow order');
    text = compiled.sql;
    texts.set(rows.length, text);
  }
  return CompiledQuery.raw(text, [...values]) as CompiledQuery<{ id: number | string }>;
}

/**
 * Stores several leads with one statement (the group commit of decision 0030, one round trip per
 * batch on PostgreSQL); returns their ids in the order of `contacts`. Neither database documents
 * the order of RETURNING rows, so the ids are sorted instead: both give the rows of one
 * multi-row INSERT their ids in VALUES order (PostgreSQL calls the sequence once per row as the
 * rows are inserted in list order; SQLite has one writer and AUTOINCREMENT), so ascending ids are
 * the leads in the order given (decision 0034, lead-writer.test.ts checks it on both).
 */
export async function insertContacts(
  db: Kysely<DB>,
  contacts: readonly NewContact[],
  now = new Date(),
): Promise<number[]> {
  if (contacts.length === 0) return [];
  const rows = contacts.map((contact) => contactRow(contact, now));
  const values = rows.flatMap((row) => Object.values(row));
  const { rows: ids } = await db.executeQuery(contactInsert(db, rows, values));
  if (ids.length !== contacts.length) throw new Error('lead insert returned fewer ids than leads');
  return ids.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/**
 * PostgreSQL only: `count` new ids of the leads' sequence, ascending. Taking them is no write of
 * the transaction (nothing to flush at its end; an id taken and never used is a gap, as a rolled
 * back insert leaves one), so the group commit can know its leads' ids before the one statement
 * that stores them with their mail (decision 0117).
 */
export async function nextLeadIds(db: Kysely<DB>, count: number): Promise<number[]> {
  const { rows } = await sql<{
    id: string;
  }>`select nextval(pg_get_serial_sequence('contact_submission', 'id')) as id from generate_series(1, ${count})`.execute(
    db,
  );
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/**
 * The columns a new lead and a mail job fill, in their rows' order: read off the rows themselves,
 * so the fixed statement below cannot drift from `contactRow` or `mailJobRows`.
 */
const leadColumns = Object.keys(
  contactRow({ name: '', email: '' }, new Date(0)),
) as (keyof ReturnType<typeof contactRow>)[];
const mailColumns = Object.keys(
  mailJobRows([{ kind: '', recipient: '', locale: '', payload: {} }])[0] ?? {},
) as (keyof ReturnType<typeof mailJobRows>[number])[];

const timestampColumns = new Set<string>(['created_at', 'run_after']);
const arrayOf = (column: string, n: number) =>
  `$${n}::${timestampColumns.has(column) ? 'timestamptz' : 'text'}[]`;

/**
 * PostgreSQL only: leads under their ids and the mail queued with them, in one statement (a
 * data-modifying WITH: both inserts or neither, in one round trip and one commit; decision 0117).
 * Each column's values are one array parameter, so the text is the same for every batch and is
 * parsed and planned once per connection (decision 0153). Mail-less batches send empty mail
 * arrays: the WITH's insert runs whether or not the outer one inserts anything.
 */
const leadsWithMail = fixedStatement(
  'nexus_leads_with_mail',
  `with lead as (insert into contact_submission (id, ${leadColumns.join(', ')}) ` +
    `select * from unnest($1::bigint[], ${leadColumns.map((c, i) => arrayOf(c, i + 2)).join(', ')})) ` +
    `insert into mail_job (${mailColumns.join(', ')}) ` +
    `select * from unnest(${mailColumns.map((c, i) => arrayOf(c, i + leadColumns.length + 2)).join(', ')})`,
);

/** The rows as one array per column, in `columns`' order. */
function columnArrays<T extends Record<string, unknown>>(
  rows: readonly T[],
  columns: readonly (keyof T & string)[],
): unknown[][] {
  return columns.map((column) => rows.map((row) => row[column]));
}

/**
 * PostgreSQL only: stores leads under the ids `nextLeadIds` gave them, and the mail queued with
 * them, in one statement. Run outside a transaction, it is its own synchronous commit: when it
 * returns, leads and mail are flushed.
 */
export async function insertContactsWithMail(
  db: Kysely<DB>,
  contacts: readonly { id: number; contact: NewContact }[],
  mail: ReturnType<typeof mailJobRows>,
  now = new Date(),
): Promise<void> {
  if (contacts.length === 0) return;
  const leads = contacts.map(({ contact }) => contactRow(contact, now));
  await leadsWithMail.run(db, [
    contacts.map(({ id }) => id),
    ...columnArrays(leads, leadColumns),
    ...columnArrays(mail, mailColumns),
  ]);
}

/**
 * The idempotency key of a tool result sent to a consultant (decision 0061): the sender's
 * account and the canonical result. Hashed, so the column says nothing about either.
 */
export function toolResultKey(userId: string, result: ToolResult): string {
  return createHash('sha256')
    .update(`${userId}\n${canonicalToolResult(result)}`)
    .digest('hex');
}

export interface NewToolLead extends Omit<NewContact, 'source'> {
  userId: string;
  result: ToolResult;
}

export type ToolLeadInsert = { created: boolean; id: number; createdAt: string };

/**
 * Stores a tool result as a lead, once: a second send of the same result by the same account
 * finds the first lead instead (the unique index decides, so two sends racing each other also
 * leave one lead). `created` says which happened; only a created lead gets its mails.
 */
export async function insertToolLead(
  db: Kysely<DB>,
  lead: NewToolLead,
  now = new Date(),
): Promise<ToolLeadInsert> {
  const key = toolResultKey(lead.userId, lead.result);
  const inserted = await db
    .insertInto('contact_submission')
    .values({
      ...contactRow({ ...lead, source: lead.result.tool }, now),
      tool: lead.result.tool,
      tool_result: JSON.stringify(toolResultRecord(lead.result)),
      result_key: key,
    })
    // The unique index holds the leads that have a key (migration 006): its condition, named.
    .onConflict((oc) => oc.column('result_key').where('result_key', 'is not', null).doNothing())
    .returning(['id', 'created_at'])
    .executeTakeFirst();
  if (inserted) {
    return { created: true, id: Number(inserted.id), createdAt: toIsoString(inserted.created_at) };
  }
  const existing = await db
    .selectFrom('contact_submission')
    .select(['id', 'created_at'])
    .where('result_key', '=', key)
    .executeTakeFirstOrThrow();
  return { created: false, id: Number(existing.id), createdAt: toIsoString(existing.created_at) };
}
