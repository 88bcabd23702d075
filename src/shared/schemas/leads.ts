import { z } from 'zod';
import type { Locale } from '#shared/i18n/locales.ts';
import type { DemoPeriod } from '#shared/tools/demo-slot.ts';
import type { ToolResultRecord } from '#shared/tools/tool-result-summary.ts';
import { validationMessages as m } from './messages.ts';
import type { Utm } from './lead-origin.ts';

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

/** An admin as the inbox names them: who changed, assigned or wrote something. */
export interface AdminRef {
  id: string;
  /** Null when that account no longer exists. */
  name: string | null;
}

/** Where the lead was sent from (issue 16 §6). Null fields were not captured. */
export interface LeadOriginView {
  path: string | null;
  language: Locale | null;
  referrerHost: string | null;
  utm: Utm;
}

/**
 * A lead as the admin reads it: spec 01 §3 "Contact submission" (id, name, company, email,
 * message, createdAt) plus the inbox's status and who last changed it, and the lead desk's
 * source, origin, tool result, preferred time and assignee (issue 16 §6, issue 15 §3).
 */
export interface Lead {
  id: number;
  name: string;
  company: string | null;
  email: string;
  message: string | null;
  createdAt: string;
  status: LeadStatus;
  statusChangedAt: string | null;
  /** The admin's name; null when never changed or when that account no longer exists. */
  statusChangedBy: string | null;
  source: LeadSource | null;
  origin: LeadOriginView;
  toolResult: ToolResultRecord | null;
  /** 'YYYY-MM-DD', a weekday, São Paulo time; with its period or both null. */
  preferredDate: string | null;
  preferredPeriod: DemoPeriod | null;
  assignee: AdminRef | null;
  assignedAt: string | null;
  noteCount: number;
}

export interface LeadNote {
  id: number;
  body: string;
  createdAt: string;
  author: AdminRef | null;
}

/** One change in a lead's life, from the audit trail, oldest first. */
export type LeadHistoryEntry =
  | { kind: 'status'; at: string; actor: AdminRef | null; from: LeadStatus; to: LeadStatus }
  | {
      kind: 'assignee';
      at: string;
      actor: AdminRef | null;
      from: AdminRef | null;
      to: AdminRef | null;
    };

/** GET /api/contacts/:id: the lead with its notes and history (admins only). */
export interface LeadDetail extends Lead {
  notes: LeadNote[];
  history: LeadHistoryEntry[];
}

/** GET /api/contacts/assignees: who a lead may be assigned to (every admin). */
export interface Assignee {
  id: string;
  fullName: string;
}

/** GET /api/contacts/summary: totals over every lead, plus how many match the filter asked for. */
export interface LeadSummary {
  total: number;
  /** Leads created today in America/Sao_Paulo (issue 6). */
  today: number;
  /** Distinct non-empty companies, trimmed, case-insensitive. */
  uniqueCompanies: number;
  byStatus: Record<LeadStatus, number>;
  /** Every lead by where it came from; `unknown` for leads stored without an origin. */
  bySource: Record<LeadSourceFilter, number>;
  /** Leads that carry a tool result. */
  withToolResult: number;
  /** Leads matching the filter of the request (all leads when none is given). */
  matching: number;
}
