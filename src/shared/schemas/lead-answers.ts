import { z } from 'zod';
import { leadIdSchema, leadStatuses, type Lead, type LeadSummary } from './leads.ts';

/**
 * What the lead routes answer (decision 0031): their response schemas, so a route serializes
 * exactly these fields. Checked against the types the admin panel reads (leads.ts).
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
  statusChangedBy: z.string().nullable(),
}) satisfies z.ZodType<Lead>;

export const leadListSchema = z.array(leadSchema);

export const leadSummarySchema = z.object({
  total: z.number(),
  today: z.number(),
  uniqueCompanies: z.number(),
  byStatus: z.object({ new: z.number(), contacted: z.number(), closed: z.number() }),
  matching: z.number(),
}) satisfies z.ZodType<LeadSummary>;

/** `:id` of the lead routes: a positive integer, else 404 (plugins/errors.ts). */
/**
 * PATCH /api/contacts/:id. An id that cannot name a lead ("abc", "0", "1.5") is a lead that does
 * not exist: null, answered 404 like an unknown number (decision 0013), never 400.
 */
export const leadParamsSchema = z.object({
  id: z.string().transform((id) => {
    const parsed = leadIdSchema.safeParse(id);
    return parsed.success ? parsed.data : null;
  }),
});

/** POST /api/contacts: stored (the honeypot's answer carries no id). */
export const contactAnswerSchema = z.object({ ok: z.literal(true), id: z.number().optional() });

/** POST /api/test-email: the mail server accepted it, under this id. */
export const testEmailAnswerSchema = z.object({ ok: z.literal(true), messageId: z.string() });

/** GET /api/contacts/export.csv streams text/csv: documented here, never serialized. */
export const leadsCsvSchema = z.string();
