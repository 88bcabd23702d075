import { randomUUID } from 'node:crypto';
import type { Locale } from '#shared/i18n/locales.ts';
import { routingOrder } from '#shared/meetings/routing.ts';
import { judgeStart, offeredSlots, type SlotProblem } from '#shared/meetings/slots.ts';
import type { BookingData, SlotsQuery } from '#shared/schemas/booking.ts';
import type { Kysely } from 'kysely';
import { DEFAULT_VIDEO_URL_TEMPLATE } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import type { DB } from '#server/db/schema.ts';
import type { LeadsService } from '#server/modules/leads/leads.service.ts';
import { enqueueMail } from '#server/modules/notifications/mail-queue.service.ts';
import type { SessionUser } from '#server/plugins/session.ts';
import { meetingInvitationJobs } from './meeting-invitation.ts';
import { eligibleSchedules, insertBookedMeeting, routingCandidates } from './meetings.queries.ts';

/**
 * The meetings module's service (issue 25 §2–§4; decisions 0102, 0103). Listing and booking
 * judge a time with the same pure engine; the server's clock is the only "now" (§7), passed in
 * so tests can hold it still.
 */

export interface SlotTimes {
  start: string;
  end: string;
}

export type Booked =
  | { ok: true; dropped: true }
  | {
      ok: true;
      dropped: false;
      leadId: number;
      mailQueued: boolean;
      meeting: { id: string; consultantId: string; start: string; end: string; videoUrl: string };
    }
  | { ok: false; problem: SlotProblem };

export interface MeetingsService {
  slots(query: SlotsQuery & { language: Locale }, now?: Date): Promise<SlotTimes[]>;
  book(
    input: BookingData,
    sender: { locale: Locale; user: SessionUser | null },
    now?: Date,
  ): Promise<Booked>;
}

/**
 * Each meeting's own room (issue 25 §5): the configured template (MEETING_VIDEO_URL_TEMPLATE,
 * checked at start-up) with the meeting's id for `{id}`; by default a Jitsi address nobody can
 * guess, needing no account or API call.
 */
export const videoUrlFor = (meetingId: string, template = DEFAULT_VIDEO_URL_TEMPLATE) =>
  template.replaceAll('{id}', encodeURIComponent(meetingId));

/** How many slots one answer lists at most: a month of a busy team fits easily. */
const maxSlots = 2000;

/** The free slots offered for a language and service (GET /api/meetings/slots, the benchmark). */
export async function listSlots(
  db: Kysely<DB>,
  query: SlotsQuery & { language: Locale },
  now: Date,
): Promise<SlotTimes[]> {
  const schedules = await eligibleSchedules(db, query, now);
  const from = query.from === undefined ? undefined : new Date(query.from);
  return offeredSlots(schedules, now, from)
    .slice(0, maxSlots)
    .map((s) => ({ start: new Date(s.start).toISOString(), end: new Date(s.end).toISOString() }));
}

export function createMeetingsService(deps: {
  database: Database;
  leads: LeadsService;
  videoUrlTemplate?: string;
}): MeetingsService {
  const { db } = deps.database;
  return {
    slots: (query, now = new Date()) => listSlots(db, query, now),

    async book(input, sender, now = new Date()) {
      const language = input.language ?? input.origin?.language ?? sender.locale;
      const schedules = await eligibleSchedules(db, { language, service: input.service }, now);
      const start = new Date(input.slotStart);
      const judged = judgeStart(schedules, start, now);
      if (!judged.ok) return judged;
      const free = new Map(judged.slots.map((s) => [s.consultantId, s]));
      const order = routingOrder(await routingCandidates(db, [...free.keys()], now));
      const meetingId = randomUUID();
      const stored = await deps.leads.submitWithBooking(input, sender, async (trx, leadId) => {
        // The routed consultant first; if a concurrent booking took their slot, the next one.
        for (const { id: consultantId } of order) {
          const slot = free.get(consultantId);
          if (!slot) continue;
          const meeting = {
            id: meetingId,
            leadId,
            consultantId,
            start: new Date(slot.start),
            end: new Date(slot.end),
            visitorTimeZone: input.visitorTimeZone,
            videoUrl: videoUrlFor(meetingId, deps.videoUrlTemplate),
          };
          if (await insertBookedMeeting(trx, meeting, now)) {
            // The invitations and reminders commit with the meeting: no meeting without its mails (0015).
            const locale = input.origin?.language ?? sender.locale;
            await enqueueMail(trx, meetingInvitationJobs(meeting, locale, now), now);
            return { assigneeId: consultantId, booking: meeting };
          }
        }
        return undefined;
      });
      if (!stored.booked) return { ok: false, problem: 'taken' };
      if (!stored.stored) return { ok: true, dropped: true };
      const { booking } = stored;
      return {
        ok: true,
        dropped: false,
        leadId: stored.id,
        // The invitations at least were queued.
        mailQueued: true,
        meeting: {
          id: booking.id,
          consultantId: booking.consultantId,
          start: booking.start.toISOString(),
          end: booking.end.toISOString(),
          videoUrl: booking.videoUrl,
        },
      };
    },
  };
}
