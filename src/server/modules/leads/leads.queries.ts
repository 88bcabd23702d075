import { createHash } from 'node:crypto';
import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import { isSupportedLocale } from '#shared/i18n/locales.ts';
import type { LeadOrigin } from '#shared/schemas/lead-origin.ts';
import {
  leadSources,
  leadSourceFilters,
  leadStatuses,
  type AdminRef,
  type Assignee,
  type Lead,
  type LeadDetail,
  type LeadFilter,
  type LeadFilterFields,
  type LeadHistoryEntry,
  type LeadNote,
  type LeadSource,
  type LeadSourceFilter,
  type LeadStatus,
  type LeadSummary,
} from '#shared/schemas/leads.ts';
import {
  canonicalToolResult,
  toolResultSchema,
  type ToolResult,
} from '#shared/schemas/tool-result.ts';
import { isDemoPeriod, type DemoPeriod } from '#shared/tools/demo-slot.ts';
import { toolResultRecord, type ToolResultRecord } from '#shared/tools/tool-result-summary.ts';
import { trimTrailingSlashes } from '#shared/url-path.ts';
import type { Database } from '#server/db/database.ts';
import { toIsoString, type DB } from '#server/db/schema.ts';
import { listAuditEvents, recordAuditEvent } from '#server/modules/audit/audit.service.ts';
import { companyKey, ftsPhrases, leadSearchText, searchTerms } from './lead-search.ts';
import { saoPauloDayRange } from './sao-paulo-day.ts';

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
  const rows = await db
    .insertInto('contact_submission')
    .values(contacts.map((contact) => contactRow(contact, now)))
    .returning('id')
    .execute();
  if (rows.length !== contacts.length) throw new Error('lead insert returned fewer ids than leads');
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
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

type LeadQuery = SelectQueryBuilder<DB, 'contact_submission', object>;

/** What the list queries need of the database: the query builder and which engine it speaks to. */
export type LeadStore = Pick<Database, 'db' | 'kind'>;

/** The trigram index of SQLite's FTS5 finds nothing for words under three characters. */
const FTS_MIN_TERM_LENGTH = 3;

type Filter = Partial<LeadFilterFields>;
/** A page of the inbox: the filter, the page, and the sort (newest first unless said). */
export type LeadPage = Filter &
  Pick<LeadFilter, 'page' | 'pageSize'> &
  Partial<Pick<LeadFilter, 'sort' | 'order'>>;

function hasStructuredFilter(filter: Filter): boolean {
  return Boolean(
    filter.status || filter.source || filter.hasToolResult !== undefined || filter.assignee,
  );
}

/**
 * The filter of the inbox as SQL: status, source, tool result and assignee equality, and every
 * search word as a substring of the normalised text. The one place where the query depends on
 * the database (decision 0014): each engine's trigram index answers a different operator — MATCH
 * on SQLite's FTS5 table, LIKE on PostgreSQL's GIN index.
 */
function applyFilter(query: LeadQuery, kind: LeadStore['kind'], filter: Filter): LeadQuery {
  let filtered = query;
  if (filter.status) filtered = filtered.where('contact_submission.status', '=', filter.status);
  if (filter.source === 'unknown')
    filtered = filtered.where('contact_submission.source', 'is', null);
  else if (filter.source)
    filtered = filtered.where('contact_submission.source', '=', filter.source);
  if (filter.hasToolResult === true)
    filtered = filtered.where('contact_submission.tool', 'is not', null);
  if (filter.hasToolResult === false)
    filtered = filtered.where('contact_submission.tool', 'is', null);
  if (filter.assignee === 'none')
    filtered = filtered.where('contact_submission.assigned_to', 'is', null);
  else if (filter.assignee)
    filtered = filtered.where('contact_submission.assigned_to', '=', filter.assignee);
  const terms = searchTerms(filter.q);
  const indexed = kind === 'sqlite' ? terms.filter((t) => t.length >= FTS_MIN_TERM_LENGTH) : [];
  for (const term of terms.filter((t) => !indexed.includes(t)))
    filtered = filtered.where('contact_submission.search_text', 'like', `%${term}%`);
  if (indexed.length > 0) {
    // The index holds the leads up to its mark; the few stored since are scanned (decision 0032).
    // One IN list of both keeps SQLite driving the query from the matches, as before.
    filtered = filtered.where('contact_submission.id', 'in', (eb) =>
      eb
        .selectFrom('contact_search')
        .select('contact_search.rowid as id')
        .where(sql<boolean>`contact_search match ${ftsPhrases(indexed)}`)
        .unionAll(
          eb
            .selectFrom('contact_submission as pending')
            .select('pending.id')
            .where('pending.id', '>', (sub) =>
              sub.selectFrom('contact_search_state').select('indexed_through'),
            )
            .where((sub) =>
              sub.and(indexed.map((term) => sub('pending.search_text', 'like', `%${term}%`))),
            ),
        ),
    );
  }
  return filtered;
}

/** True when the count can come from SQLite's FTS index alone, without touching the leads. */
function countableInFtsAlone(kind: LeadStore['kind'], filter: Filter) {
  const terms = searchTerms(filter.q);
  return (
    kind === 'sqlite' &&
    !hasStructuredFilter(filter) &&
    terms.length > 0 &&
    terms.every((t) => t.length >= FTS_MIN_TERM_LENGTH)
  );
}

const byNewest = (query: LeadQuery) =>
  query.orderBy('contact_submission.created_at', 'desc').orderBy('contact_submission.id', 'desc');

/**
 * The table's sort, with id as the tie-break so pages never overlap. Names sort by their
 * normalised form (search_text starts with it: lower case, no accents) compared byte by byte on
 * both databases, so "Álvaro" sits among the A's and SQLite and PostgreSQL agree; companies by
 * their trimmed lower-case key, blanks last; statuses in their working order (new, contacted,
 * closed).
 */
function ordered(
  query: LeadQuery,
  kind: LeadStore['kind'],
  filter: Pick<LeadFilter, 'sort' | 'order'>,
) {
  const direction = filter.order === 'asc' ? sql`asc` : sql`desc`;
  const bytes = kind === 'postgres' ? sql` collate "C"` : sql``;
  switch (filter.sort) {
    case 'name':
      return query
        .orderBy(sql`contact_submission.search_text${bytes} ${direction}`)
        .orderBy(sql`contact_submission.id ${direction}`);
    case 'company':
      return query
        .orderBy(sql`contact_submission.company_key is null`)
        .orderBy(sql`contact_submission.company_key${bytes} ${direction}`)
        .orderBy(sql`contact_submission.id ${direction}`);
    case 'status':
      return query
        .orderBy(
          sql`case contact_submission.status when 'new' then 0 when 'contacted' then 1 else 2 end ${direction}`,
        )
        .orderBy('contact_submission.created_at', 'desc')
        .orderBy('contact_submission.id', 'desc');
    default:
      return query
        .orderBy(sql`contact_submission.created_at ${direction}`)
        .orderBy(sql`contact_submission.id ${direction}`);
  }
}

function selectLead(query: LeadQuery) {
  return query
    .leftJoin('user as changer', 'changer.id', 'contact_submission.status_changed_by')
    .leftJoin('user as assignee', 'assignee.id', 'contact_submission.assigned_to')
    .select((eb) => [
      'contact_submission.id',
      'contact_submission.name',
      'contact_submission.company',
      'contact_submission.email',
      'contact_submission.message',
      'contact_submission.created_at',
      'contact_submission.status',
      'contact_submission.status_changed_at',
      'changer.name as status_changed_by_name',
      'contact_submission.source',
      'contact_submission.origin_path',
      'contact_submission.origin_language',
      'contact_submission.referrer_host',
      'contact_submission.utm_source',
      'contact_submission.utm_medium',
      'contact_submission.utm_campaign',
      'contact_submission.utm_term',
      'contact_submission.utm_content',
      'contact_submission.tool_result',
      'contact_submission.preferred_date',
      'contact_submission.preferred_period',
      'contact_submission.assigned_to',
      'contact_submission.assigned_at',
      'assignee.name as assignee_name',
      eb
        .selectFrom('lead_note')
        .whereRef('lead_note.lead_id', '=', 'contact_submission.id')
        .select((n) => n.fn.countAll<number>().as('n'))
        .as('note_count'),
    ]);
}

type LeadRow = Awaited<ReturnType<ReturnType<typeof selectLead>['executeTakeFirstOrThrow']>>;

function isLeadStatus(value: string): value is LeadStatus {
  return (leadStatuses as readonly string[]).includes(value);
}

function isLeadSource(value: string | null): value is LeadSource {
  return value !== null && (leadSources as readonly string[]).includes(value);
}

/**
 * The stored tool result: its inputs read back through the schema that admitted them, its figures
 * as they were computed when it was sent (a later change of a catalogue does not rewrite what the
 * person saw). A row edited by hand into something else reads as no result rather than breaking
 * the inbox.
 */
function readToolResult(json: string | null): ToolResultRecord | null {
  if (!json) return null;
  try {
    const { figures, ...input } = JSON.parse(json) as { figures?: unknown };
    const parsed = toolResultSchema.safeParse(input);
    if (!parsed.success) return null;
    const record = toolResultRecord(parsed.data);
    if (typeof figures !== 'object' || figures === null) return record;
    return { ...record, figures: figures as ToolResultRecord['figures'] } as ToolResultRecord;
  } catch {
    return null;
  }
}

function toLead(row: LeadRow): Lead {
  const utm = {
    source: row.utm_source ?? undefined,
    medium: row.utm_medium ?? undefined,
    campaign: row.utm_campaign ?? undefined,
    term: row.utm_term ?? undefined,
    content: row.utm_content ?? undefined,
  };
  return {
    id: Number(row.id),
    name: row.name,
    company: row.company,
    email: row.email,
    message: row.message,
    createdAt: toIsoString(row.created_at),
    // The column's CHECK constraint allows nothing else; 'new' is the schema's default.
    status: isLeadStatus(row.status) ? row.status : 'new',
    statusChangedAt: row.status_changed_at ? toIsoString(row.status_changed_at) : null,
    statusChangedBy: row.status_changed_by_name ?? null,
    source: isLeadSource(row.source) ? row.source : null,
    origin: {
      path: row.origin_path,
      language: isSupportedLocale(row.origin_language) ? row.origin_language : null,
      referrerHost: row.referrer_host,
      utm: Object.fromEntries(Object.entries(utm).filter(([, v]) => v !== undefined)),
    },
    toolResult: readToolResult(row.tool_result),
    preferredDate: row.preferred_date,
    preferredPeriod: isDemoPeriod(row.preferred_period) ? row.preferred_period : null,
    assignee: row.assigned_to ? { id: row.assigned_to, name: row.assignee_name ?? null } : null,
    assignedAt: row.assigned_at ? toIsoString(row.assigned_at) : null,
    noteCount: Number(row.note_count ?? 0),
  };
}

/**
 * One page of the inbox, in the table's order (GET /api/contacts, decision 0013). The page's ids
 * are found first on the narrow rows alone, and only those 50 rows are read in full: an OFFSET
 * over joined full rows would read every skipped lead too.
 */
export async function listLeads(store: LeadStore, filter: LeadPage): Promise<Lead[]> {
  const sort = { sort: filter.sort ?? 'createdAt', order: filter.order ?? 'desc' } as const;
  const pageIds = ordered(
    applyFilter(store.db.selectFrom('contact_submission'), store.kind, filter),
    store.kind,
    sort,
  )
    .select('contact_submission.id')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const rows = await selectLead(
    ordered(
      store.db.selectFrom('contact_submission').where('contact_submission.id', 'in', pageIds),
      store.kind,
      sort,
    ),
  ).execute();
  return rows.map(toLead);
}

export async function getLead(db: Kysely<DB>, id: number): Promise<Lead | undefined> {
  const row = await selectLead(
    db.selectFrom('contact_submission').where('contact_submission.id', '=', id),
  ).executeTakeFirst();
  return row && toLead(row);
}

/** How many leads match the filter (the page count; the audit event of an export). */
export async function countMatchingLeads(store: LeadStore, filter: Filter): Promise<number> {
  if (countableInFtsAlone(store.kind, filter)) {
    const terms = searchTerms(filter.q);
    // One statement: the index and the leads not yet in it (decision 0032) are read at one time.
    const row = await store.db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('contact_search')
          .where(sql<boolean>`contact_search match ${ftsPhrases(terms)}`)
          .select(eb.fn.countAll<number>().as('n'))
          .as('indexed'),
        eb
          .selectFrom('contact_submission')
          .where('contact_submission.id', '>', (sub) =>
            sub.selectFrom('contact_search_state').select('indexed_through'),
          )
          .where((sub) =>
            sub.and(
              terms.map((term) => sub('contact_submission.search_text', 'like', `%${term}%`)),
            ),
          )
          .select(eb.fn.countAll<number>().as('n'))
          .as('pending'),
      ])
      .executeTakeFirstOrThrow();
    return Number(row.indexed) + Number(row.pending);
  }
  const row = await applyFilter(store.db.selectFrom('contact_submission'), store.kind, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Totals over every lead, never over the page in view (issue 6 "Find and page"). */
export async function leadSummary(
  store: LeadStore,
  filter: Filter,
  now = new Date(),
): Promise<LeadSummary> {
  const { db } = store;
  const { start, end } = saoPauloDayRange(now);
  const [statusRows, sourceRows, toolRow, todayRow, companiesRow] = await Promise.all([
    db
      .selectFrom('contact_submission')
      .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('contact_submission')
      .select((eb) => ['source', eb.fn.countAll<number>().as('n')])
      .groupBy('source')
      .execute(),
    db
      .selectFrom('contact_submission')
      .where('tool', 'is not', null)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('contact_submission')
      .where('created_at', '>=', start.toISOString())
      .where('created_at', '<', end.toISOString())
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    // Grouping, then counting groups: PostgreSQL hashes instead of sorting for count(distinct).
    db
      .selectFrom((eb) =>
        eb
          .selectFrom('contact_submission')
          .select('company_key')
          .where('company_key', 'is not', null)
          .groupBy('company_key')
          .as('companies'),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const byStatus: Record<LeadStatus, number> = { new: 0, contacted: 0, closed: 0 };
  for (const row of statusRows) if (isLeadStatus(row.status)) byStatus[row.status] = Number(row.n);
  const bySource = Object.fromEntries(leadSourceFilters.map((s) => [s, 0])) as Record<
    LeadSourceFilter,
    number
  >;
  for (const row of sourceRows)
    bySource[isLeadSource(row.source) ? row.source : 'unknown'] += Number(row.n);
  const total = byStatus.new + byStatus.contacted + byStatus.closed;
  const filtered = hasStructuredFilter(filter) || searchTerms(filter.q).length > 0;
  return {
    total,
    today: Number(todayRow.n),
    uniqueCompanies: Number(companiesRow.n),
    byStatus,
    bySource,
    withToolResult: Number(toolRow.n),
    matching: filtered ? await countMatchingLeads(store, filter) : total,
  };
}

export type LeadChange =
  { ok: true; lead: Lead; changed: boolean } | { ok: false; reason: 'not-found' | 'not-an-admin' };

/** True when `userId` is an administrator now (the only people a lead may be assigned to). */
async function isAdmin(db: Kysely<DB>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user')
    .select('id')
    .where('id', '=', userId)
    // A literal, not a parameter: better-sqlite3 binds no booleans; SQLite reads TRUE as 1.
    .where(sql<boolean>`${sql.ref('isAdmin')} = true`)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Sets a lead's status and/or assignee, records who and when, and writes one audit event per
 * change in the same transaction. Each update only applies if the value is still the one read,
 * so two admins changing one lead at once each leave a truthful "from → to" in the trail (which
 * is also the lead's history, decision 0063). Setting the current value again changes and logs
 * nothing. The assignee must be an administrator (null: nobody).
 */
export async function updateLead(
  db: Kysely<DB>,
  change: {
    id: number;
    status?: LeadStatus;
    assigneeId?: string | null;
    actorId: string;
    now?: Date;
  },
): Promise<LeadChange> {
  const at = change.now ?? new Date();
  return db.transaction().execute(async (trx): Promise<LeadChange> => {
    const exists = await trx
      .selectFrom('contact_submission')
      .select('id')
      .where('id', '=', change.id)
      .executeTakeFirst();
    if (!exists) return { ok: false, reason: 'not-found' };
    if (change.assigneeId && !(await isAdmin(trx, change.assigneeId))) {
      return { ok: false, reason: 'not-an-admin' };
    }
    let changed = false;
    if (change.status !== undefined) {
      changed = (await setStatus(trx, change.id, change.status, change.actorId, at)) || changed;
    }
    if (change.assigneeId !== undefined) {
      changed =
        (await setAssignee(trx, change.id, change.assigneeId, change.actorId, at)) || changed;
    }
    const lead = await getLead(trx, change.id);
    if (!lead) return { ok: false, reason: 'not-found' };
    return { ok: true, lead, changed };
  });
}

/** Kept for the callers of the inbox's first version: a status change alone. */
export const changeLeadStatus = (
  db: Kysely<DB>,
  change: { id: number; status: LeadStatus; actorId: string; now?: Date },
) => updateLead(db, change);

async function setStatus(
  trx: Kysely<DB>,
  id: number,
  status: LeadStatus,
  actorId: string,
  at: Date,
): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await trx
      .selectFrom('contact_submission')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (current.status === status) return false;
    const updated = await trx
      .updateTable('contact_submission')
      .set({ status, status_changed_at: at.toISOString(), status_changed_by: actorId })
      .where('id', '=', id)
      .where('status', '=', current.status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) {
      await recordAuditEvent(trx, {
        actorId,
        action: 'lead.status_changed',
        subject: `lead:${id}`,
        details: { from: current.status, to: status },
        at,
      });
      return true;
    }
  }
  return false;
}

async function setAssignee(
  trx: Kysely<DB>,
  id: number,
  assigneeId: string | null,
  actorId: string,
  at: Date,
): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await trx
      .selectFrom('contact_submission')
      .select('assigned_to')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (current.assigned_to === assigneeId) return false;
    const updated = await trx
      .updateTable('contact_submission')
      .set({ assigned_to: assigneeId, assigned_at: assigneeId ? at.toISOString() : null })
      .where('id', '=', id)
      .where((eb) =>
        current.assigned_to === null
          ? eb('assigned_to', 'is', null)
          : eb('assigned_to', '=', current.assigned_to),
      )
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) {
      await recordAuditEvent(trx, {
        actorId,
        action: 'lead.assigned',
        subject: `lead:${id}`,
        details: { from: current.assigned_to, to: assigneeId },
        at,
      });
      return true;
    }
  }
  return false;
}

export type NoteAdded = { ok: true; note: LeadNote } | { ok: false; reason: 'not-found' };

/** Appends an internal note (decision 0063: notes are a log, never edited). */
export async function addLeadNote(
  db: Kysely<DB>,
  note: { leadId: number; authorId: string; body: string; now?: Date },
): Promise<NoteAdded> {
  const at = note.now ?? new Date();
  return db.transaction().execute(async (trx): Promise<NoteAdded> => {
    const lead = await trx
      .selectFrom('contact_submission')
      .select('id')
      .where('id', '=', note.leadId)
      .executeTakeFirst();
    if (!lead) return { ok: false, reason: 'not-found' };
    const row = await trx
      .insertInto('lead_note')
      .values({
        lead_id: note.leadId,
        author_id: note.authorId,
        body: note.body,
        created_at: at.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The trail records that a note was written, never what it says.
    await recordAuditEvent(trx, {
      actorId: note.authorId,
      action: 'lead.note_added',
      subject: `lead:${note.leadId}`,
      details: { noteId: Number(row.id) },
      at,
    });
    const notes = await leadNotes(trx, note.leadId);
    const added = notes.find((n) => n.id === Number(row.id));
    if (!added) throw new Error('note vanished inside its own transaction');
    return { ok: true, note: added };
  });
}

async function leadNotes(db: Kysely<DB>, leadId: number): Promise<LeadNote[]> {
  return (await notesOfLeads(db, [leadId])).get(leadId) ?? [];
}

/** The notes of several leads, oldest first per lead, by lead id (leads without notes absent). */
async function notesOfLeads(db: Kysely<DB>, leadIds: number[]): Promise<Map<number, LeadNote[]>> {
  const byLead = new Map<number, LeadNote[]>();
  if (leadIds.length === 0) return byLead;
  const rows = await db
    .selectFrom('lead_note')
    .leftJoin('user', 'user.id', 'lead_note.author_id')
    .select([
      'lead_note.id',
      'lead_note.body',
      'lead_note.created_at',
      'lead_note.author_id',
      'lead_note.lead_id',
      'user.name as author_name',
    ])
    .where('lead_note.lead_id', 'in', leadIds)
    .orderBy('lead_note.created_at')
    .orderBy('lead_note.id')
    .execute();
  for (const r of rows) {
    const leadId = Number(r.lead_id);
    const notes = byLead.get(leadId) ?? [];
    notes.push({
      id: Number(r.id),
      body: r.body,
      createdAt: toIsoString(r.created_at),
      author: r.author_id ? { id: r.author_id, name: r.author_name ?? null } : null,
    });
    byLead.set(leadId, notes);
  }
  return byLead;
}

/** How much of a lead's trail the detail panel shows: far more changes than a lead ever has. */
const HISTORY_LIMIT = 200;

/** A lead's status and assignee changes, oldest first, with the admins' names as they are now. */
async function leadHistory(db: Kysely<DB>, leadId: number): Promise<LeadHistoryEntry[]> {
  const events = (await listAuditEvents(db, { subject: `lead:${leadId}`, limit: HISTORY_LIMIT }))
    .filter((e) => e.action === 'lead.status_changed' || e.action === 'lead.assigned')
    .reverse();
  const ids = new Set<string>();
  for (const e of events) {
    if (e.actorId) ids.add(e.actorId);
    if (e.action === 'lead.assigned') {
      for (const v of [e.details?.from, e.details?.to]) if (typeof v === 'string') ids.add(v);
    }
  }
  const names = new Map<string, string>();
  if (ids.size > 0) {
    const users = await db
      .selectFrom('user')
      .select(['id', 'name'])
      .where('id', 'in', [...ids])
      .execute();
    for (const u of users) names.set(u.id, u.name);
  }
  const ref = (id: unknown): AdminRef | null =>
    typeof id === 'string' ? { id, name: names.get(id) ?? null } : null;
  const history: LeadHistoryEntry[] = [];
  for (const e of events) {
    const from = e.details?.from;
    const to = e.details?.to;
    if (e.action === 'lead.status_changed') {
      if (typeof from !== 'string' || typeof to !== 'string') continue;
      if (!isLeadStatus(from) || !isLeadStatus(to)) continue;
      history.push({ kind: 'status', at: e.occurredAt, actor: ref(e.actorId), from, to });
    } else {
      history.push({
        kind: 'assignee',
        at: e.occurredAt,
        actor: ref(e.actorId),
        from: ref(from),
        to: ref(to),
      });
    }
  }
  return history;
}

/** GET /api/contacts/:id: the lead with every field, its notes and its history. */
export async function getLeadDetail(db: Kysely<DB>, id: number): Promise<LeadDetail | undefined> {
  const lead = await getLead(db, id);
  if (!lead) return undefined;
  const [notes, history] = await Promise.all([leadNotes(db, id), leadHistory(db, id)]);
  return { ...lead, notes, history };
}

/** Everyone a lead may be assigned to: the administrators, by name. */
export async function listAssignees(db: Kysely<DB>): Promise<Assignee[]> {
  const rows = await db
    .selectFrom('user')
    .select(['id', 'name'])
    .where(sql<boolean>`${sql.ref('isAdmin')} = true`)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, fullName: r.name }));
}

/** Rows per read while exporting: memory stays flat however many leads match (issue 6). */
export const EXPORT_BATCH_SIZE = 500;

/** A lead as the CSV export writes it: with its internal notes as text (issue 26 §4). */
export interface ExportedLead extends Lead {
  notes: LeadNote[];
}

/**
 * Every lead matching the filter, newest first, read in batches by keyset (created_at, id) so
 * each batch is an index range and nothing holds more than one batch in memory. The notes of a
 * batch come in one more query, not one per lead.
 */
export async function* leadsForExport(
  store: LeadStore,
  filter: Filter,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<ExportedLead> {
  let after: { createdAt: string; id: number } | undefined;
  for (;;) {
    let query = applyFilter(store.db.selectFrom('contact_submission'), store.kind, filter);
    if (after) {
      const cursor = after;
      // `created_at <= x AND (created_at < x OR id < y)`: the first half is an index range; the
      // plain OR alone would make each batch scan the index from its start.
      query = query
        .where('contact_submission.created_at', '<=', cursor.createdAt)
        .where((eb: ExpressionBuilder<DB, 'contact_submission'>) =>
          eb.or([
            eb('contact_submission.created_at', '<', cursor.createdAt),
            eb('contact_submission.id', '<', cursor.id),
          ]),
        );
    }
    const rows = await selectLead(byNewest(query)).limit(batchSize).execute();
    const leads = rows.map(toLead);
    const notes = await notesOfLeads(
      store.db,
      leads.filter((lead) => lead.noteCount > 0).map((lead) => lead.id),
    );
    for (const lead of leads) yield { ...lead, notes: notes.get(lead.id) ?? [] };
    const last = leads.at(-1);
    if (!last || leads.length < batchSize) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}
