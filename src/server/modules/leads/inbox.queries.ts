import { sql, type ExpressionBuilder } from 'kysely';
import {
  leadSourceFilters,
  type Lead,
  type LeadFilter,
  type LeadFilterFields,
  type LeadNote,
  type LeadSourceFilter,
  type LeadStatus,
  type LeadSummary,
} from '#shared/schemas/leads.ts';
import type { DB } from '#server/db/schema.ts';
import {
  isLeadSource,
  isLeadStatus,
  notesOfLeads,
  readLeads,
  selectLead,
  type LeadQuery,
  type LeadStore,
} from './lead-rows.ts';
import { ftsTrigrams, hasTrigram, searchTerms } from './lead-search.ts';
import { saoPauloDayRange } from '#shared/time/sao-paulo.ts';

/**
 * The inbox over many leads (decisions 0013, 0014, 0032): one filtered, sorted page, the totals,
 * the count of matches and the export read in batches.
 */

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
 * on SQLite's FTS5 table, LIKE on PostgreSQL's GIN index of the leads' copied text (0176).
 */
function applyFilter(
  store: LeadStore,
  filter: Filter,
  /** PostgreSQL: narrow the search through the copy's index (false: check every lead's text). */
  narrow = true,
): LeadQuery {
  const { kind } = store;
  let filtered: LeadQuery = store.db.selectFrom('contact_submission');
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
  const indexed = terms.filter(hasTrigram);
  // Every word is checked against the lead's text. SQLite's index, which keeps no positions
  // (decision 0160), only narrows the leads to check; PostgreSQL's copy holds each lead's current
  // text (0176), so its words are checked there, and only those too short for the index here.
  const checkedHere =
    kind === 'sqlite' || !narrow ? terms : terms.filter((term) => !hasTrigram(term));
  for (const term of checkedHere)
    filtered = filtered.where('contact_submission.search_text', 'like', `%${term}%`);
  if (indexed.length > 0 && kind === 'sqlite') {
    // The index holds the leads up to its mark; the few stored since are scanned (decision 0032).
    // One IN list of both keeps SQLite driving the query from the matches, as before.
    filtered = filtered.where('contact_submission.id', 'in', (eb) =>
      eb
        .selectFrom('contact_search')
        .select('contact_search.rowid as id')
        .where(sql<boolean>`contact_search match ${ftsTrigrams(indexed)}`)
        .unionAll(
          eb
            .selectFrom('contact_submission as pending')
            .select('pending.id')
            .where('pending.id', '>', (sub) =>
              sub.selectFrom('contact_search_state').select('indexed_through'),
            ),
        ),
    );
  } else if (indexed.length > 0 && narrow) {
    // PostgreSQL: the copy's trigram index holds the leads written below its horizon; those
    // written since are found through their transaction id's btree (decision 0176).
    // `= any(array(…))` rather than `in (…)`: PostgreSQL then fetches the matching leads by a
    // bitmap of their ids, in the table's order, instead of one index lookup after another.
    filtered = filtered.where((eb) => {
      let pending = eb
        .selectFrom('contact_submission as pending')
        .select('pending.id')
        .where(
          // A horizon past this cluster's next transaction id came with a restore from another
          // cluster: until the indexer has copied what the dump lacked, every lead is pending.
          sql<boolean>`pending.search_xid >= (select case
            when through <= pg_snapshot_xmax(pg_current_snapshot()) then through else '0' end
            from contact_search_horizon where id = 1)`,
        );
      for (const term of indexed)
        pending = pending.where('pending.search_text', 'like', `%${term}%`);
      const candidates = copiesWithEvery(store, indexed).unionAll(pending);
      return sql<boolean>`contact_submission.id = any(array(${candidates}))`;
    });
  }
  return filtered;
}

/** PostgreSQL: the ids of the copied texts (0176) that hold every one of these words. */
function copiesWithEvery(store: LeadStore, words: string[]) {
  let copies = store.db.selectFrom('contact_search_text').select('contact_search_text.id');
  for (const word of words)
    copies = copies.where('contact_search_text.search_text', 'like', `%${word}%`);
  return copies;
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

/** PostgreSQL: from this many matches in the copy, a word is common enough to walk for (0176). */
export const COMMON_WORD_MATCHES = 1000;

/**
 * PostgreSQL, newest or oldest first: whether the page is found faster by walking the leads in
 * date order and checking each one's text, stopping at the page's end (main's plan before 0176),
 * than by joining the copy's matches back to the leads. The first when the words are common: a
 * word in a quarter of the leads takes a hundred leads for a page of 25. A probe of the copy's
 * index, which stops at COMMON_WORD_MATCHES, tells.
 */
export async function walksDates(
  store: LeadStore,
  filter: LeadPage,
  sort: Pick<LeadFilter, 'sort'>,
): Promise<boolean> {
  const indexed = searchTerms(filter.q).filter(hasTrigram);
  if (store.kind !== 'postgres' || sort.sort !== 'createdAt' || indexed.length === 0) return false;
  const probe = await store.db
    .selectFrom(copiesWithEvery(store, indexed).limit(COMMON_WORD_MATCHES).as('matches'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(probe.n) >= COMMON_WORD_MATCHES;
}

/**
 * One page of the inbox, in the table's order (GET /api/contacts, decision 0013). The page's ids
 * are found first on the narrow rows alone, and only those 50 rows are read in full: an OFFSET
 * over joined full rows would read every skipped lead too.
 */
export async function listLeads(store: LeadStore, filter: LeadPage): Promise<Lead[]> {
  const sort = { sort: filter.sort ?? 'createdAt', order: filter.order ?? 'desc' } as const;
  const narrow = !(await walksDates(store, filter, sort));
  const pageIds = ordered(applyFilter(store, filter, narrow), store.kind, sort)
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
  return readLeads(store.db, rows);
}

/** How many leads match the filter (the page count; the audit event of an export). */
export async function countMatchingLeads(store: LeadStore, filter: Filter): Promise<number> {
  const row = await applyFilter(store, filter)
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

/** Rows per read while exporting: memory stays flat however many leads match (issue 6). */
export const EXPORT_BATCH_SIZE = 500;

/** A lead as the CSV export writes it: with its internal notes as text (issue 26 §4). */
export interface ExportedLead extends Lead {
  notes: LeadNote[];
  /** The lead's latest meeting (issue 25 §6), from the meetings module when it is there. */
  meeting?: ExportMeeting | null;
}

/** A meeting as the export writes it: UTC start, the consultant's name, its status. */
export interface ExportMeeting {
  start: string;
  consultantName: string | null;
  status: 'booked' | 'cancelled' | 'held' | 'no_show';
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
    let query = applyFilter(store, filter);
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
    const leads = await readLeads(store.db, rows);
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
