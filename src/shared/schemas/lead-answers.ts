import { z } from 'zod';
import { supportedLocales } from '#shared/i18n/locales.ts';
import { demoPeriods } from '#shared/tools/demo-slot.ts';
import type { ToolResultRecord } from '#shared/tools/tool-result-summary.ts';
import type { ConsultantRequestReply } from './consultant-request.ts';
import type { Utm } from './lead-origin.ts';
import {
  leadIdSchema,
  leadSourceFilters,
  leadSources,
  leadStatuses,
  type Assignee,
  type LeadDetail,
  type LeadHistoryEntry,
  type LeadNote,
  type Lead,
  type LeadSummary,
} from './leads.ts';

/**
 * What the lead routes answer (decision 0031): their response schemas, so a route serializes
 * exactly these fields. Checked against the types the admin panel reads (leads.ts). The stored
 * tool result, the UTM values and the history entries were checked when they were written (their
 * own schemas, lead-origin.ts and tool-result.ts) and are passed on as they are.
 */

const adminRefSchema = z.object({ id: z.string(), name: z.string().nullable() });

export const leadSchema = z.object({
  id: z.number(),
  name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(leadStatuses),
  statusChangedAt: z.string().nullable(),
  statusChangedBy: z.string().nullable(),
  source: z.enum(leadSources).nullable(),
  origin: z.object({
    path: z.string().nullable(),
    language: z.enum(supportedLocales).nullable(),
    referrerHost: z.string().nullable(),
    utm: z.custom<Utm>(),
  }),
  toolResult: z.custom<ToolResultRecord>().nullable(),
  preferredDate: z.string().nullable(),
  preferredPeriod: z.enum(demoPeriods).nullable(),
  assignee: adminRefSchema.nullable(),
  assignedAt: z.string().nullable(),
  noteCount: z.number(),
}) satisfies z.ZodType<Lead>;

export const leadListSchema = z.array(leadSchema);

export const leadNoteAnswerSchema = z.object({
  id: z.number(),
  body: z.string(),
  createdAt: z.string(),
  author: adminRefSchema.nullable(),
}) satisfies z.ZodType<LeadNote>;

export const leadDetailSchema = leadSchema.extend({
  notes: z.array(leadNoteAnswerSchema),
  history: z.array(z.custom<LeadHistoryEntry>()),
}) satisfies z.ZodType<LeadDetail>;

export const assigneesSchema = z.array(
  z.object({ id: z.string(), fullName: z.string() }) satisfies z.ZodType<Assignee>,
);

const countsOf = <const K extends readonly string[]>(keys: K) =>
  z.object(
    Object.fromEntries(keys.map((key) => [key, z.number()])) as Record<K[number], z.ZodNumber>,
  );

export const leadSummarySchema = z.object({
  total: z.number(),
  today: z.number(),
  uniqueCompanies: z.number(),
  byStatus: countsOf(leadStatuses),
  bySource: countsOf(leadSourceFilters),
  withToolResult: z.number(),
  matching: z.number(),
}) satisfies z.ZodType<LeadSummary>;

/**
 * `:id` of the lead routes. An id that cannot name a lead ("abc", "0", "1.5") is a lead that
 * does not exist: null, answered 404 like an unknown number (decision 0013), never 400.
 */
export const leadParamsSchema = z.object({
  id: z.string().transform((id) => {
    const parsed = leadIdSchema.safeParse(id);
    return parsed.success ? parsed.data : null;
  }),
});

/** POST /api/contacts: stored (the honeypot's answer carries no id). */
export const contactAnswerSchema = z.object({ ok: z.literal(true), id: z.number().optional() });

/** POST /api/contacts/tool-result: 201 stored now, 200 sent before (decision 0061). */
export const consultantRequestAnswerSchema = z.object({
  ok: z.literal(true),
  id: z.number(),
  duplicate: z.boolean(),
  createdAt: z.string(),
}) satisfies z.ZodType<ConsultantRequestReply>;

/** POST /api/test-email: the mail server accepted it, under this id. */
export const testEmailAnswerSchema = z.object({ ok: z.literal(true), messageId: z.string() });

/** GET /api/contacts/export.csv streams text/csv: documented here, never serialized. */
export const leadsCsvSchema = z.string();
