import { z } from 'zod';
import { supportedLocales } from '#shared/i18n/locales.ts';
import { isTimeZone } from '#shared/meetings/zoned-time.ts';
import { serviceSlugs } from '#shared/routes.ts';
import { leadFields } from './contact.ts';
import { validationMessages as m } from './messages.ts';

/**
 * Booking a conversation (issue 25 §2; decisions 0102, 0103). The lead fields are the contact
 * form's (spec 01 §3, as POST /api/contacts takes them); the booking adds the chosen slot's start
 * (a UTC instant from GET /api/meetings/slots), the visitor's IANA time zone (for the invitation
 * and the mails, never for the time itself), and what the slots were listed for.
 */

const instant = z.iso.datetime({ offset: true, error: m.meetingStart });

export const slotsQuerySchema = z.object({
  language: z.enum(supportedLocales, { error: m.type }).optional(),
  service: z.enum(serviceSlugs, { error: m.type }).optional(),
  /** List slots starting at or after this instant (paging a long horizon). */
  from: instant.optional(),
});
export type SlotsQuery = z.infer<typeof slotsQuerySchema>;

export const bookingSchema = z.object(
  {
    ...leadFields,
    slotStart: instant,
    visitorTimeZone: z
      .string({ error: m.timeZone })
      .max(64, m.timeZone)
      .refine(isTimeZone, { error: m.timeZone }),
    language: z.enum(supportedLocales, { error: m.type }).optional(),
    service: z.enum(serviceSlugs, { error: m.type }).optional(),
  },
  { error: m.type },
);
export type BookingInput = z.input<typeof bookingSchema>;
export type BookingData = z.output<typeof bookingSchema>;

export const offeredSlotSchema = z.object({ start: z.string(), end: z.string() });

export const slotsAnswerSchema = z.object({ slots: z.array(offeredSlotSchema) });
export type SlotsAnswer = z.infer<typeof slotsAnswerSchema>;

export const bookingAnswerSchema = z.object({
  ok: z.literal(true),
  /** The lead's id; absent when the honeypot was filled (answered as if stored). */
  id: z.number().optional(),
  meeting: z
    .object({ id: z.string(), start: z.string(), end: z.string(), videoUrl: z.string() })
    .optional(),
});
export type BookingAnswer = z.infer<typeof bookingAnswerSchema>;

/** The 409 of a slot taken meanwhile: the reason and fresh slots to choose from. */
export const bookingConflictSchema = z.object({
  message: z.string(),
  slots: z.array(offeredSlotSchema),
});
