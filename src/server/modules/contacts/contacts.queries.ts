import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import {
  leadStatuses,
  type Lead,
  type LeadFilter,
  type LeadStatus,
  type LeadSummary,
} from '#shared/schemas/leads.ts';
import type { Database } from '#server/db/database.ts';
import { toIsoString, type DB } from '#server/db/schema.ts';
import { recordAuditEvent } from '#server/modules/audit/audit.service.ts';
import { companyKey, ftsPhrases, leadSearchText, searchTerms } from './lead-search.ts';
import { saoPauloDayRange } from './sao-paulo-day.ts';

export interface NewContact {
  name: string;
  email: string;
  company?: string;
  message?: string;
}

/** The fields of spec 01 §3 "Contact submission", as GET /api/contacts has always answered. */
export type ContactSubmission = Pick<
  Lead,
  'id' | 'name' | 'company' | 'email' | 'message' | 'createdAt'
>;

export async function insertContact(
  db: Kysely<DB>,
  contact: NewContact,
  now = new Date(),
): Promise<number> {
  const row = await db
    .insertInto('contact_submission')
    .values({
      name: contact.name,
      email: contact.email,
      company: contact.company ?? null,
      message: contact.message ?? null,
      created_at: now.toISOString(),
      search_text: leadSearchText(contact),
      company_key: companyKey(contact.company),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

type LeadQuery = SelectQueryBuilder<DB, 'contact_submission', object>;

/** What the list queries need of the database: the query builder and which engine it speaks to. */
export type LeadStore = Pick<Database, 'db' | 'kind'>;

/** The trigram index of SQLite's FTS5 finds nothing for words under three characters. */
const FTS_MIN_TERM_LENGTH = 3;

/**
 * The filter of the inbox as SQL: status equality, and every search word as a substring of the
 * normalised text. The one place where the query depends on the database (decision 0014): each
 * engine's trigram index answers a different operator — MATCH on SQLite's FTS5 table, LIKE on
 * PostgreSQL's GIN index.
 */
function applyFilter(
  query: LeadQuery,
  kind: LeadStore['kind'],
  filter: Pick<LeadFilter, 'q' | 'status'>,
): LeadQuery {
  let filtered = query;
  if (filter.status) filtered = filtered.where('contact_submission.status', '=', filter.status);
  const terms = searchTerms(filter.q);
  const indexed = kind === 'sqlite' ? terms.filter((t) => t.length >= FTS_MIN_TERM_LENGTH) : [];
  for (const term of terms.filter((t) => !indexed.includes(t)))
    filtered = filtered.where('contact_submission.search_text', 'like', `%${term}%`);
  if (indexed.length > 0) {
    filtered = filtered.where('contact_submission.id', 'in', (eb) =>
      eb
        .selectFrom('contact_search')
        .select('contact_search.rowid')
        .where(sql<boolean>`contact_search match ${ftsPhrases(indexed)}`),
    );
  }
  return filtered;
}

/** True when the count can come from SQLite's FTS index alone, without touching the leads. */
function countableInFtsAlone(kind: LeadStore['kind'], filter: Pick<LeadFilter, 'q' | 'status'>) {
  const terms = searchTerms(filter.q);
  return (
    kind === 'sqlite' &&
    !filter.status &&
    terms.length > 0 &&
    terms.every((t) => t.length >= FTS_MIN_TERM_LENGTH)
  );
}

const byNewest = (query: LeadQuery) =>
  query.orderBy('contact_submission.created_at', 'desc').orderBy('contact_submission.id', 'desc');

function selectLead(query: LeadQuery) {
  return query
    .leftJoin('user', 'user.id', 'contact_submission.status_changed_by')
    .select([
      'contact_submission.id',
      'contact_submission.name',
      'contact_submission.company',
      'contact_submission.email',
      'contact_submission.message',
      'contact_submission.created_at',
      'contact_submission.status',
      'contact_submission.status_changed_at',
      'user.name as status_changed_by_name',
    ]);
}

type LeadRow = Awaited<ReturnType<ReturnType<typeof selectLead>['executeTakeFirstOrThrow']>>;

function isLeadStatus(value: string): value is LeadStatus {
  return (leadStatuses as readonly string[]).includes(value);
}

function toLead(row: LeadRow): Lead {
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
  };
}

/**
 * One page of the inbox, newest first (GET /api/contacts, decision 0013). The page's ids are
 * found first on the (created_at, id) index alone, and only those 50 rows are read in full: an
 * OFFSET over joined full rows would read every skipped lead too.
 */
export async function listLeads(store: LeadStore, filter: LeadFilter): Promise<Lead[]> {
  const pageIds = byNewest(
    applyFilter(store.db.selectFrom('contact_submission'), store.kind, filter),
  )
    .select('contact_submission.id')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const rows = await selectLead(
    byNewest(
      store.db.selectFrom('contact_submission').where('contact_submission.id', 'in', pageIds),
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
export async function countMatchingLeads(
  store: LeadStore,
  filter: Pick<LeadFilter, 'q' | 'status'>,
): Promise<number> {
  if (countableInFtsAlone(store.kind, filter)) {
    const row = await store.db
      .selectFrom('contact_search')
      .where(sql<boolean>`contact_search match ${ftsPhrases(searchTerms(filter.q))}`)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const row = await applyFilter(store.db.selectFrom('contact_submission'), store.kind, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Totals over every lead, never over the page in view (issue 6 "Find and page"). */
export async function leadSummary(
  store: LeadStore,
  filter: Pick<LeadFilter, 'q' | 'status'>,
  now = new Date(),
): Promise<LeadSummary> {
  const { db } = store;
  const { start, end } = saoPauloDayRange(now);
  const [statusRows, todayRow, companiesRow] = await Promise.all([
    db
      .selectFrom('contact_submission')
      .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute(),
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
  const total = byStatus.new + byStatus.contacted + byStatus.closed;
  const filtered = Boolean(filter.status) || searchTerms(filter.q).length > 0;
  return {
    total,
    today: Number(todayRow.n),
    uniqueCompanies: Number(companiesRow.n),
    byStatus,
    matching: filtered ? await countMatchingLeads(store, filter) : total,
  };
}

export type StatusChange =
  { ok: true; lead: Lead; changed: boolean } | { ok: false; reason: 'not-found' };

/**
 * Sets a lead's status, records who and when, and writes the audit event in the same
 * transaction. The update only applies if the status is still the one read, so two admins
 * changing one lead at once each leave a truthful "from → to" in the trail.
 */
export async function changeLeadStatus(
  db: Kysely<DB>,
  change: { id: number; status: LeadStatus; actorId: string; now?: Date },
): Promise<StatusChange> {
  const at = change.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const current = await trx
        .selectFrom('contact_submission')
        .select('status')
        .where('id', '=', change.id)
        .executeTakeFirst();
      if (!current) return { ok: false, reason: 'not-found' } as const;
      if (current.status === change.status) break;
      const updated = await trx
        .updateTable('contact_submission')
        .set({
          status: change.status,
          status_changed_at: at.toISOString(),
          status_changed_by: change.actorId,
        })
        .where('id', '=', change.id)
        .where('status', '=', current.status)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 1) {
        await recordAuditEvent(trx, {
          actorId: change.actorId,
          action: 'lead.status_changed',
          subject: `lead:${change.id}`,
          details: { from: current.status, to: change.status },
          at,
        });
        const lead = await getLead(trx, change.id);
        if (!lead) throw new Error('lead vanished inside its own transaction');
        return { ok: true, lead, changed: true } as const;
      }
    }
    const lead = await getLead(trx, change.id);
    if (!lead) return { ok: false, reason: 'not-found' } as const;
    return { ok: true, lead, changed: false } as const;
  });
}

/** Rows per read while exporting: memory stays flat however many leads match (issue 6). */
export const EXPORT_BATCH_SIZE = 500;

/**
 * Every lead matching the filter, newest first, read in batches by keyset (created_at, id) so
 * each batch is an index range and nothing holds more than one batch in memory.
 */
export async function* leadsForExport(
  store: LeadStore,
  filter: Pick<LeadFilter, 'q' | 'status'>,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<Lead> {
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
    yield* leads;
    const last = leads.at(-1);
    if (!last || leads.length < batchSize) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}
