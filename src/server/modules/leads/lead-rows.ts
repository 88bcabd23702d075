import type { Kysely, SelectQueryBuilder } from 'kysely';
import { isSupportedLocale } from '#shared/i18n/locales.ts';
import {
  leadSources,
  leadStatuses,
  type Lead,
  type LeadNote,
  type LeadSource,
  type LeadStatus,
} from '#shared/schemas/leads.ts';
import { toolResultSchema } from '#shared/schemas/tool-result.ts';
import { isDemoPeriod } from '#shared/tools/demo-slot.ts';
import { toolResultRecord, type ToolResultRecord } from '#shared/tools/tool-result-summary.ts';
import type { Database } from '#server/db/database.ts';
import { toIsoString, type DB } from '#server/db/schema.ts';
import { accountNames } from '#server/modules/auth/users.ts';

/**
 * A lead as every answer shows it, read the same way by the desk, the inbox, the export and the
 * mails. The admins it names (who changed its status, its assignee, a note's author) are looked
 * up through the auth module (decision 0091): their accounts are not this module's tables.
 */

export type LeadQuery = SelectQueryBuilder<DB, 'contact_submission', object>;

/** What the list queries need of the database: the query builder and which engine it speaks to. */
export type LeadStore = Pick<Database, 'db' | 'kind'>;

/** Every column a lead answer shows; `readLeads` turns the rows into leads. */
export function selectLead(query: LeadQuery) {
  return query.select((eb) => [
    'contact_submission.id',
    'contact_submission.name',
    'contact_submission.company',
    'contact_submission.email',
    'contact_submission.message',
    'contact_submission.created_at',
    'contact_submission.status',
    'contact_submission.status_changed_at',
    'contact_submission.status_changed_by',
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
    eb
      .selectFrom('lead_note')
      .whereRef('lead_note.lead_id', '=', 'contact_submission.id')
      .select((n) => n.fn.countAll<number>().as('n'))
      .as('note_count'),
  ]);
}

type LeadRow = Awaited<ReturnType<ReturnType<typeof selectLead>['executeTakeFirstOrThrow']>>;

export function isLeadStatus(value: string): value is LeadStatus {
  return (leadStatuses as readonly string[]).includes(value);
}

export function isLeadSource(value: string | null): value is LeadSource {
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

function toLead(row: LeadRow, names: ReadonlyMap<string, string>): Lead {
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
    statusChangedBy: row.status_changed_by ? (names.get(row.status_changed_by) ?? null) : null,
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
    assignee: row.assigned_to
      ? { id: row.assigned_to, name: names.get(row.assigned_to) ?? null }
      : null,
    assignedAt: row.assigned_at ? toIsoString(row.assigned_at) : null,
    noteCount: Number(row.note_count ?? 0),
  };
}

/**
 * The rows as leads, with the names of the admins they name as they are now: one lookup for all
 * of them (none when no row names anyone, as for every new lead); an account that is gone has no
 * name, as the left join this replaced answered.
 */
export async function readLeads(db: Kysely<DB>, rows: readonly LeadRow[]): Promise<Lead[]> {
  const names = await accountNames(
    db,
    rows.flatMap((row) => [row.status_changed_by, row.assigned_to].filter((id) => id !== null)),
  );
  return rows.map((row) => toLead(row, names));
}

/** The notes of several leads, oldest first per lead, by lead id (leads without notes absent). */
export async function notesOfLeads(
  db: Kysely<DB>,
  leadIds: number[],
): Promise<Map<number, LeadNote[]>> {
  const byLead = new Map<number, LeadNote[]>();
  if (leadIds.length === 0) return byLead;
  const rows = await db
    .selectFrom('lead_note')
    .select([
      'lead_note.id',
      'lead_note.body',
      'lead_note.created_at',
      'lead_note.author_id',
      'lead_note.lead_id',
    ])
    .where('lead_note.lead_id', 'in', leadIds)
    .orderBy('lead_note.created_at')
    .orderBy('lead_note.id')
    .execute();
  const names = await accountNames(
    db,
    rows.flatMap((r) => (r.author_id ? [r.author_id] : [])),
  );
  for (const r of rows) {
    const leadId = Number(r.lead_id);
    const notes = byLead.get(leadId) ?? [];
    notes.push({
      id: Number(r.id),
      body: r.body,
      createdAt: toIsoString(r.created_at),
      author: r.author_id ? { id: r.author_id, name: names.get(r.author_id) ?? null } : null,
    });
    byLead.set(leadId, notes);
  }
  return byLead;
}
