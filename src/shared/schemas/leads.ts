import { z } from 'zod';
import { supportedLocales } from '#shared/i18n/locales.ts';
import { demoPeriods } from '#shared/tools/demo-slot.ts';
import type { ToolResultRecord } from '#shared/tools/tool-result-summary.ts';
import { validationMessages as m } from './messages.ts';
import { utmKeys } from './lead-origin.ts';

/**
 * The admin's lead inbox (issue 6 beyond spec 01 §7): each lead is new, contacted or closed, and
 * the list is read through query parameters. Shared by the Fastify routes and the admin panel so
 * that the filter the page builds is exactly the filter the server accepts.
 */
export const leadStatuses = ['new', 'contacted', 'closed'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** 50 per page (issue 6 "Find and page"); API clients may ask for fewer or up to 100. */
export const LEADS_PAGE_SIZE = 50;
export const LEADS_MAX_PAGE_SIZE = 100;
export const LEAD_SEARCH_MAX_LENGTH = 200;

const positiveInteger = (max: number) =>
  z.coerce.number({ error: m.type }).int({ error: m.type }).min(1, m.type).max(max, m.type);

/**
 * Where a lead came from, as the inbox filters it (decision 0060): the home page's form, the
 * demonstration page's, one of the three tools, or another page. Leads stored before the lead
 * desk, and API clients that send the spec's payload alone, have none (`unknown` in the filter).
 */
export const leadSources = [
  'home',
  'demonstration',
  'assessment',
  'automation',
  'calculator',
  'other',
] as const;
export type LeadSource = (typeof leadSources)[number];
export const leadSourceFilters = [...leadSources, 'unknown'] as const;
export type LeadSourceFilter = (typeof leadSourceFilters)[number];

/** Columns the inbox table sorts by, on the server (the page holds 50 of many). */
export const leadSortKeys = ['createdAt', 'name', 'company', 'status'] as const;
export type LeadSortKey = (typeof leadSortKeys)[number];

/** An admin's user id as Better Auth makes them, or `none` for "nobody". */
export const ASSIGNEE_ID_MAX_LENGTH = 64;
const assigneeIdPattern = /^[A-Za-z0-9_-]+$/;

/** A form's "all" option sends an empty value: no filter. */
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** Query of GET /api/contacts, /api/contacts/summary and the CSV export (decision 0013). */
export const leadListQuerySchema = z.object(
  {
    q: z
      .string({ error: m.type })
      .trim()
      .max(LEAD_SEARCH_MAX_LENGTH, m.tooLong)
      .transform((text) => (text === '' ? undefined : text))
      .optional(),
    // `status=` (a form's "all" option) means no status filter.
    status: z.preprocess(emptyAsAbsent, z.enum(leadStatuses, { error: m.type }).optional()),
    source: z.preprocess(emptyAsAbsent, z.enum(leadSourceFilters, { error: m.type }).optional()),
    hasToolResult: z.preprocess(
      emptyAsAbsent,
      z
        .enum(['true', 'false'], { error: m.type })
        .transform((text) => text === 'true')
        .optional(),
    ),
    assignee: z.preprocess(
      emptyAsAbsent,
      z
        .string({ error: m.type })
        .max(ASSIGNEE_ID_MAX_LENGTH, m.type)
        .regex(assigneeIdPattern, m.type)
        .optional(),
    ),
    sort: z.preprocess(emptyAsAbsent, z.enum(leadSortKeys, { error: m.type }).default('createdAt')),
    order: z.preprocess(emptyAsAbsent, z.enum(['asc', 'desc'], { error: m.type }).default('desc')),
    page: positiveInteger(100_000).default(1),
    pageSize: positiveInteger(LEADS_MAX_PAGE_SIZE).default(LEADS_PAGE_SIZE),
  },
  { error: m.type },
);

/** The filter part of the query (what the totals and the export take). */
export type LeadFilterFields = Pick<
  LeadFilter,
  'q' | 'status' | 'source' | 'hasToolResult' | 'assignee'
>;

export type LeadListQuery = z.input<typeof leadListQuerySchema>;
export type LeadFilter = z.output<typeof leadListQuerySchema>;

/**
 * What the lead list is filtered and sorted by: the keys a saved view keeps (lead-views.ts) and,
 * with the page, the desk's address.
 */
export const leadFilterKeys = [
  'q',
  'status',
  'source',
  'hasToolResult',
  'assignee',
  'sort',
  'order',
] as const satisfies readonly (keyof LeadFilter)[];

/**
 * The inbox filter is one schema, `leadListQuerySchema` (issue 24 §2): the server parses the API's
 * query with it, and the desk reads its address and writes the API's query with the two functions
 * below, so the filter the page builds is the filter the server accepts.
 *
 * The desk keeps these keys in its address (not `pageSize`: API clients only).
 */
const addressKeys = [...leadFilterKeys, 'page'] as const;

/**
 * The filter an address asks for, read leniently: each parameter by its own rule in the schema,
 * and one that breaks it is ignored (its default), never an error — a hand-edited or old link
 * still opens the desk.
 */
export function leadFilterFromSearch(params: URLSearchParams): LeadFilter {
  const valid: Record<string, string> = {};
  for (const key of addressKeys) {
    const value = params.get(key);
    if (value !== null && leadListQuerySchema.shape[key].safeParse(value).success) {
      valid[key] = value;
    }
  }
  return leadListQuerySchema.parse(valid);
}

/**
 * The query string of a filter (no leading `?`): keys in a fixed order, defaults and empty values
 * left out. A saved view stores it canonical this way (lead-views.ts, decision 0088).
 */
export function leadFilterSearch(filter: Partial<LeadFilter>): string {
  const search = new URLSearchParams();
  if (filter.q) search.set('q', filter.q);
  if (filter.status) search.set('status', filter.status);
  if (filter.source) search.set('source', filter.source);
  if (filter.hasToolResult !== undefined) search.set('hasToolResult', String(filter.hasToolResult));
  if (filter.assignee) search.set('assignee', filter.assignee);
  if (filter.sort && filter.sort !== 'createdAt') search.set('sort', filter.sort);
  if (filter.order && filter.order !== 'desc') search.set('order', filter.order);
  if (filter.page && filter.page > 1) search.set('page', String(filter.page));
  return search.toString();
}

/** Body of PATCH /api/contacts/:id: a new status, a new assignee (null: nobody), or both. */
export const leadUpdateSchema = z
  .strictObject(
    {
      status: z.enum(leadStatuses, { error: m.type }).optional(),
      assigneeId: z
        .string({ error: m.type })
        .max(ASSIGNEE_ID_MAX_LENGTH, m.assignee)
        .regex(assigneeIdPattern, m.assignee)
        .nullable()
        .optional(),
    },
    { error: m.type },
  )
  .refine((body) => body.status !== undefined || body.assigneeId !== undefined, {
    error: m.required,
    path: ['status'],
  });

export type LeadUpdate = z.input<typeof leadUpdateSchema>;

/** Internal notes are short working notes, not documents (decision 0063). */
export const LEAD_NOTE_MAX_LENGTH = 2000;

/** Body of POST /api/contacts/:id/notes. */
export const leadNoteSchema = z.strictObject(
  {
    body: z
      .string({ error: (i) => (i.input === undefined ? m.required : m.type) })
      .trim()
      .min(1, m.required)
      .max(LEAD_NOTE_MAX_LENGTH, m.tooLong)
      .refine((text) => !text.includes('\u0000'), m.type),
  },
  { error: m.type },
);

export type LeadNoteInput = z.input<typeof leadNoteSchema>;

/** `:id` of the lead routes: a positive integer, else 404 (not a validation message). */
export const leadIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/*
 * What the lead routes answer (decision 0031): the response schemas a route serialises with, and
 * the types the admin panel reads are `z.infer` of the same schemas (issue 24 §2), so a field
 * cannot be added to one and forgotten in the other.
 *
 * The stored tool result, UTM values and history were checked by their own schemas when they were
 * written (lead-origin.ts, tool-result.ts, decisions 0060, 0061). Here they are checked for their
 * shape only: a stored lead must stay readable when an input rule is tightened later, and an
 * answer that fails its schema is a 500 (plugins/zod-type-provider.ts).
 */

/** An admin as the inbox names them: who changed, assigned or wrote something. */
export const adminRefSchema = z.object({
  id: z.string(),
  /** Null when that account no longer exists. */
  name: z.string().nullable(),
});
export type AdminRef = z.infer<typeof adminRefSchema>;

/** The UTM values as stored: each one optional text (their rules are lead-origin.ts's). */
const storedUtmSchema = z.object(
  Object.fromEntries(utmKeys.map((key) => [key, z.string().optional()])) as Record<
    (typeof utmKeys)[number],
    z.ZodOptional<z.ZodString>
  >,
);

/** Where the lead was sent from (issue 16 §6). Null fields were not captured. */
export const leadOriginViewSchema = z.object({
  path: z.string().nullable(),
  language: z.enum(supportedLocales).nullable(),
  referrerHost: z.string().nullable(),
  utm: storedUtmSchema,
});
export type LeadOriginView = z.infer<typeof leadOriginViewSchema>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored tool result has the shape of its tool (toolResultRecord in tool-result-summary.ts): a
 * known tool, its inputs and its derived figures. Checked as a whole, not field by field: the
 * values were validated and derived by the server itself before they were stored (decision 0061).
 */
export function isToolResultRecord(value: unknown): value is ToolResultRecord {
  if (!isPlainObject(value) || !isPlainObject(value.figures)) return false;
  switch (value.tool) {
    case 'assessment':
      return isPlainObject(value.answers);
    case 'automation':
      return Array.isArray(value.areas) && isPlainObject(value.answers);
    case 'calculator':
      return isPlainObject(value.inputs);
    default:
      return false;
  }
}

/**
 * A lead as the admin reads it: spec 01 §3 "Contact submission" (id, name, company, email,
 * message, createdAt) plus the inbox's status and who last changed it, and the lead desk's
 * source, origin, tool result, preferred time and assignee (issue 16 §6, issue 15 §3).
 */
export const leadSchema = z.object({
  id: z.number(),
  name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(leadStatuses),
  statusChangedAt: z.string().nullable(),
  /** The admin's name; null when never changed or when that account no longer exists. */
  statusChangedBy: z.string().nullable(),
  source: z.enum(leadSources).nullable(),
  origin: leadOriginViewSchema,
  toolResult: z.custom<ToolResultRecord>(isToolResultRecord).nullable(),
  /** 'YYYY-MM-DD', a weekday, São Paulo time; with its period or both null. */
  preferredDate: z.string().nullable(),
  preferredPeriod: z.enum(demoPeriods).nullable(),
  assignee: adminRefSchema.nullable(),
  assignedAt: z.string().nullable(),
  noteCount: z.number(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadListSchema = z.array(leadSchema);

export const leadNoteAnswerSchema = z.object({
  id: z.number(),
  body: z.string(),
  createdAt: z.string(),
  author: adminRefSchema.nullable(),
});
export type LeadNote = z.infer<typeof leadNoteAnswerSchema>;

/** One change in a lead's life, from the audit trail, oldest first. */
export const leadHistoryEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('status'),
    at: z.string(),
    actor: adminRefSchema.nullable(),
    from: z.enum(leadStatuses),
    to: z.enum(leadStatuses),
  }),
  z.object({
    kind: z.literal('assignee'),
    at: z.string(),
    actor: adminRefSchema.nullable(),
    from: adminRefSchema.nullable(),
    to: adminRefSchema.nullable(),
  }),
]);
export type LeadHistoryEntry = z.infer<typeof leadHistoryEntrySchema>;

/** GET /api/contacts/:id: the lead with its notes and history (admins only). */
export const leadDetailSchema = leadSchema.extend({
  notes: z.array(leadNoteAnswerSchema),
  history: z.array(leadHistoryEntrySchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

/** GET /api/contacts/assignees: who a lead may be assigned to (every admin). */
export const assigneeSchema = z.object({ id: z.string(), fullName: z.string() });
export type Assignee = z.infer<typeof assigneeSchema>;
export const assigneesSchema = z.array(assigneeSchema);

const countsOf = <const K extends readonly string[]>(keys: K) =>
  z.object(
    Object.fromEntries(keys.map((key) => [key, z.number()])) as Record<K[number], z.ZodNumber>,
  );

/** GET /api/contacts/summary: totals over every lead, plus how many match the filter asked for. */
export const leadSummarySchema = z.object({
  total: z.number(),
  /** Leads created today in America/Sao_Paulo (issue 6). */
  today: z.number(),
  /** Distinct non-empty companies, trimmed, case-insensitive. */
  uniqueCompanies: z.number(),
  byStatus: countsOf(leadStatuses),
  /** Every lead by where it came from; `unknown` for leads stored without an origin. */
  bySource: countsOf(leadSourceFilters),
  /** Leads that carry a tool result. */
  withToolResult: z.number(),
  /** Leads matching the filter of the request (all leads when none is given). */
  matching: z.number(),
});
export type LeadSummary = z.infer<typeof leadSummarySchema>;
