import { z } from 'zod';
import { validationMessages as m } from './messages.ts';

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
    status: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(leadStatuses, { error: m.type }).optional(),
    ),
    page: positiveInteger(100_000).default(1),
    pageSize: positiveInteger(LEADS_MAX_PAGE_SIZE).default(LEADS_PAGE_SIZE),
  },
  { error: m.type },
);

export type LeadListQuery = z.input<typeof leadListQuerySchema>;
export type LeadFilter = z.output<typeof leadListQuerySchema>;

/** Body of PATCH /api/contacts/:id. */
export const leadStatusUpdateSchema = z.object(
  { status: z.enum(leadStatuses, { error: (i) => (i.input === undefined ? m.required : m.type) }) },
  { error: m.type },
);

export type LeadStatusUpdate = z.input<typeof leadStatusUpdateSchema>;

/** `:id` of the lead routes: a positive integer, else 404 (not a validation message). */
export const leadIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * A lead as the admin reads it: spec 01 §3 "Contact submission" (id, name, company, email,
 * message, createdAt) plus the inbox's status and who last changed it.
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
}

/** GET /api/contacts/summary: totals over every lead, plus how many match the filter asked for. */
export interface LeadSummary {
  total: number;
  /** Leads created today in America/Sao_Paulo (issue 6). */
  today: number;
  /** Distinct non-empty companies, trimmed, case-insensitive. */
  uniqueCompanies: number;
  byStatus: Record<LeadStatus, number>;
  /** Leads matching `q` and `status` of the request (all leads when neither is given). */
  matching: number;
}
