import { z } from 'zod';
import { CONSENT_VERSION, consentChoices } from '#shared/consent-cookie.ts';
import { validationMessages as m } from './messages.ts';

/**
 * POST /api/consent (issue 26 §1, decision 0085): the cookie banner's choice, posted by its form
 * (`application/x-www-form-urlencoded`, `choice` from the pressed button and `return`, the page
 * it was on) or sent as JSON. `return` is only a wish: the server sends the visitor back there
 * only if it is a path of this site.
 */
export const consentRequestSchema = z.object(
  {
    choice: z.enum(consentChoices, { error: m.type }),
    return: z.string({ error: m.type }).max(2048, { error: m.tooLong }).optional(),
  },
  { error: m.type },
);
export type ConsentRequest = z.output<typeof consentRequestSchema>;

/** The choice as kept in the cookie, answered to a JSON request. */
export const consentAnswerSchema = z.object({
  version: z.literal(CONSENT_VERSION),
  analytics: z.boolean(),
  decidedAt: z.string(),
});
