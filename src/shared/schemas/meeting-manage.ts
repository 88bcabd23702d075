import { z } from 'zod';
import { offeredSlotSchema } from './booking.ts';
import { emailField } from './fields.ts';
import { validationMessages as m } from './messages.ts';

/**
 * Managing a booked meeting by the signed link of its mails (issue 25 §5, decision 0109): the
 * token is the whole authority, so nothing else identifies the visitor. A link is made for one
 * purpose, to move the meeting or to cancel it.
 */

/** Long enough for a token of ours (about 100 characters), short enough to refuse junk early. */
const token = z.string({ error: m.type }).min(1, m.type).max(200, m.type);

export const meetingLinkQuerySchema = z.object({ token });

export const meetingCancelSchema = z.object({ token }, { error: m.type });

export const meetingRescheduleSchema = z.object(
  { token, slotStart: z.iso.datetime({ offset: true, error: m.meetingStart }) },
  { error: m.type },
);
export type MeetingRescheduleInput = z.input<typeof meetingRescheduleSchema>;

/**
 * A visitor who lost the mail asks for the links again by address (decision 0120): the answer is
 * the same whether or not that address has a meeting, so it tells nobody who booked.
 */
export const meetingLinksRequestSchema = z.object({ email: emailField }, { error: m.type });
export const meetingLinksAnswerSchema = z.object({ message: z.string() });

export const managedMeetingSchema = z.object({
  start: z.string(),
  end: z.string(),
  status: z.enum(['booked', 'cancelled']),
  /** Null only when the consultant's account is gone (decision 0102: nothing lost). */
  consultantName: z.string().nullable(),
  visitorTimeZone: z.string(),
  videoUrl: z.string(),
});
export type ManagedMeeting = z.infer<typeof managedMeetingSchema>;

/**
 * GET /api/meetings/mine: the signed-in person's next booked meeting (issue 26 §3: the dashboard
 * shows it instead of offering a conversation already booked), with the tokens of its mails'
 * links, so the dashboard opens the same manage page. Null without one, or before the account's
 * address is verified.
 */
export const ownMeetingSchema = managedMeetingSchema.extend({
  rescheduleToken: z.string(),
  cancelToken: z.string(),
});
export type OwnMeeting = z.infer<typeof ownMeetingSchema>;
export const ownMeetingAnswerSchema = z.object({ meeting: ownMeetingSchema.nullable() });

export const meetingLinkAnswerSchema = z.object({
  purpose: z.enum(['reschedule', 'cancel']),
  meeting: managedMeetingSchema,
  /** The consultant's free times, for a reschedule link; empty for a cancel link. */
  slots: z.array(offeredSlotSchema),
});
export type MeetingLinkAnswer = z.infer<typeof meetingLinkAnswerSchema>;

export const meetingChangedAnswerSchema = z.object({ meeting: managedMeetingSchema });
export type MeetingChangedAnswer = z.infer<typeof meetingChangedAnswerSchema>;

/** A link that no longer opens its meeting (400): why, and where to book anew. */
export const meetingLinkRefusalSchema = z.object({
  message: z.string(),
  reason: z.enum(['invalid', 'expired', 'changed', 'cancelled']),
  bookPath: z.string(),
});
export type MeetingLinkRefusal = z.infer<typeof meetingLinkRefusalSchema>;
