import { z } from 'zod';
import { validationMessages as m } from './messages.ts';
import { optionalMultilineTextField, optionalTextField } from './fields.ts';
import { CONTACT_COMPANY_MAX_LENGTH } from './contact.ts';
import { leadOriginSchema } from './lead-origin.ts';
import { toolResultSchema } from './tool-result.ts';

/** Shorter than the contact form's: a line or two beside a result that speaks for itself. */
export const CONSULTANT_MESSAGE_MAX_LENGTH = 1000;

/**
 * Body of POST /api/contacts/tool-result (issue 16 §4, decision 0061): a signed-in person sends
 * one tool result to a consultant. Name and e-mail come from the session, never from the body;
 * `consent` is the explicit tick of the one-line consent text, and must be `true`.
 */
export const consultantRequestSchema = z.strictObject(
  {
    result: toolResultSchema,
    company: optionalTextField(CONTACT_COMPANY_MAX_LENGTH),
    message: optionalMultilineTextField(CONSULTANT_MESSAGE_MAX_LENGTH),
    origin: leadOriginSchema.optional(),
    consent: z.literal(true, { error: m.consent }),
  },
  { error: m.type },
);

export type ConsultantRequestInput = z.input<typeof consultantRequestSchema>;
export type ConsultantRequest = z.output<typeof consultantRequestSchema>;

/**
 * POST /api/contacts/tool-result answers 201 with `duplicate: false` when stored now, 200 with
 * `true` when sent before (decision 0061).
 */
export const consultantRequestAnswerSchema = z.object({
  ok: z.literal(true),
  id: z.number(),
  duplicate: z.boolean(),
  /** When the lead was first stored (ISO 8601). */
  createdAt: z.string(),
});
export type ConsultantRequestReply = z.infer<typeof consultantRequestAnswerSchema>;
