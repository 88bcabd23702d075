import { z } from 'zod';
import { leadIdSchema } from './leads.ts';

/**
 * What the lead routes answer besides the leads themselves (decision 0031; the lead, list, detail,
 * note, assignee and summary schemas live beside their types in leads.ts, issue 24 §2).
 */

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

/** POST /api/test-email: the mail server accepted it, under this id. */
export const testEmailAnswerSchema = z.object({ ok: z.literal(true), messageId: z.string() });

/** GET /api/contacts/export.csv streams text/csv: documented here, never serialized. */
export const leadsCsvSchema = z.string();
