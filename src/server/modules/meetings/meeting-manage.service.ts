import { sql, type Kysely } from 'kysely';
import type { Locale } from '#shared/i18n/locales.ts';
import { judgeStart, offeredSlots, type SlotProblem } from '#shared/meetings/slots.ts';
import type { ManagedMeeting, OwnMeeting } from '#shared/schemas/meeting-manage.ts';
import type { Database } from '#server/db/database.ts';
import { toIsoString, type DB } from '#server/db/schema.ts';
import { recordAuditEvent } from '#server/modules/audit/audit.service.ts';
import { accountContact } from '#server/modules/auth/users.ts';
import { enqueueMail } from '#server/modules/notifications/mail-queue.service.ts';
import {
  MEETING_INVITATION_MAIL,
  meetingChangeJobs,
  meetingLinksJob,
} from './meeting-invitation.ts';
import {
  claimedPurpose,
  signMeetingLink,
  verifyMeetingLink,
  type MeetingLinkClaims,
  type MeetingLinkPurpose,
} from './meeting-links.ts';
import { eligibleSchedules } from './meetings.queries.ts';
import type { SlotTimes } from './meetings.service.ts';

/**
 * The visitor's own changes to a booked meeting, by the signed links of its mails (issue 25 §5,
 * decision 0109): read it, cancel it, move it to another free time of the same consultant. Each
 * change is one conditional UPDATE on the meeting's row that names the sequence the link was
 * signed for, so two clicks of one link (or a link and the desk) change it once; the row's
 * `sequence` rises, which kills every older link and silences every older mail job (0110).
 */

/** Why a link does not open its meeting: told in the visitor's language, with a way to book anew. */
export type LinkProblem = 'invalid' | 'expired' | 'changed' | 'cancelled';

export type Opened =
  | { ok: true; purpose: MeetingLinkPurpose; meeting: ManagedMeeting; slots: SlotTimes[] }
  | { ok: false; problem: LinkProblem };

export type Changed =
  | { ok: true; meeting: ManagedMeeting }
  | { ok: false; problem: LinkProblem }
  | { ok: false; problem: SlotProblem; slots?: SlotTimes[] };

export interface MeetingManageService {
  open(token: string, now?: Date): Promise<Opened>;
  cancel(token: string, visitorLocale: Locale, now?: Date): Promise<Changed>;
  reschedule(token: string, slotStart: string, visitorLocale: Locale, now?: Date): Promise<Changed>;
  /**
   * Queues the links of every upcoming booked meeting of this address, each in one mail, unless
   * they were sent again in the last `LINKS_AGAIN_AFTER_MS`. Answers nothing: the caller's answer
   * must not depend on whether a meeting exists (decision 0120).
   */
  resendLinks(email: string, visitorLocale: Locale, now?: Date): Promise<void>;
  /**
   * The next booked meeting of this address that has not ended, with the tokens its mails' links
   * carry, or null. Only for an address its account has verified (the route's job): the tokens
   * move and cancel the meeting.
   */
  nextOf(email: string, now?: Date): Promise<OwnMeeting | null>;
}

/**
 * Links sent again at most once per meeting in this time: the address is anybody's to type, so
 * without it the form could fill a stranger's mailbox (the per-client limit alone counts one
 * sender, not one recipient).
 */
export const LINKS_AGAIN_AFTER_MS = 15 * 60_000;

type MeetingRow = Awaited<ReturnType<typeof readMeeting>>;

async function readMeeting(db: Kysely<DB>, id: string) {
  return db.selectFrom('meeting').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The booked meetings of the leads sent with this address (any case), soonest first: those that
 * start after `now` (links mailed again), or that have not ended by then (the dashboard, during
 * the call too). Read from the booked meetings, then their leads by key: the leads have no index
 * on the address, and the dashboard asks on every visit.
 */
async function bookedMeetingsOf(
  db: Kysely<DB>,
  email: string,
  now: Date,
  until: 'start_at' | 'end_at',
) {
  const booked = await db
    .selectFrom('meeting')
    .selectAll()
    .where('status', '=', 'booked')
    .where(until, '>', now.toISOString())
    .orderBy('start_at')
    .execute();
  if (booked.length === 0) return [];
  const theirs = await db
    .selectFrom('contact_submission')
    .select('id')
    .where('id', 'in', [...new Set(booked.map((m) => m.lead_id))])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .execute();
  const leads = new Set(theirs.map((lead) => Number(lead.id)));
  return booked.filter((m) => leads.has(Number(m.lead_id)));
}

/** How many times the manage page offers: two weeks of a full schedule. */
const maxSlots = 200;

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function createMeetingManageService(deps: {
  database: Database;
  linkKey: Buffer;
}): MeetingManageService {
  const { db } = deps.database;

  /** The link's meeting as it stands now, or why the link no longer opens it. */
  async function meetingOf(
    token: string,
    purpose: MeetingLinkPurpose,
    now: Date,
  ): Promise<
    | { ok: true; claims: MeetingLinkClaims; row: NonNullable<MeetingRow> }
    | { ok: false; problem: LinkProblem }
  > {
    const verified = verifyMeetingLink(deps.linkKey, token, purpose, now);
    if (!verified.ok) return { ok: false, problem: verified.reason };
    const row = await readMeeting(db, verified.claims.meetingId);
    if (!row) return { ok: false, problem: 'invalid' };
    if (row.status === 'cancelled') return { ok: false, problem: 'cancelled' };
    if (row.status !== 'booked' || row.sequence !== verified.claims.sequence) {
      return { ok: false, problem: 'changed' };
    }
    return { ok: true, claims: verified.claims, row };
  }

  async function managed(row: NonNullable<MeetingRow>): Promise<ManagedMeeting> {
    const consultant = await accountContact(db, row.consultant_id);
    return {
      start: toIsoString(row.start_at),
      end: toIsoString(row.end_at),
      status: row.status === 'cancelled' ? 'cancelled' : 'booked',
      consultantName: consultant?.name ?? null,
      visitorTimeZone: row.visitor_time_zone,
      videoUrl: row.video_url,
    };
  }

  /** The consultant's free times, the meeting's own not counted as busy. */
  async function freeTimes(row: NonNullable<MeetingRow>, now: Date): Promise<SlotTimes[]> {
    const schedules = await eligibleSchedules(
      db,
      { consultantId: row.consultant_id, exceptMeetingId: row.id },
      now,
    );
    const current = toIsoString(row.start_at);
    return offeredSlots(schedules, now)
      .map((s) => ({ start: new Date(s.start).toISOString(), end: new Date(s.end).toISOString() }))
      .filter((s) => s.start !== current)
      .slice(0, maxSlots);
  }

  return {
    async resendLinks(email, visitorLocale, now = new Date()) {
      const upcoming = await bookedMeetingsOf(db, email, now, 'start_at');
      if (upcoming.length === 0) return;
      const since = new Date(now.getTime() - LINKS_AGAIN_AFTER_MS).toISOString();
      const recent = await db
        .selectFrom('mail_job')
        .select(['recipient', 'payload'])
        .where('kind', '=', MEETING_INVITATION_MAIL)
        .where(
          'recipient',
          'in',
          upcoming.map((m) => `meeting:${m.id}:visitor`),
        )
        .where('created_at', '>', since)
        .execute();
      const sentAgain = new Set(
        recent
          .filter((job) => (JSON.parse(job.payload) as { event?: string }).event === 'links')
          .map((job) => job.recipient),
      );
      const jobs = upcoming
        .filter((m) => !sentAgain.has(`meeting:${m.id}:visitor`))
        .map((m) => meetingLinksJob(m, visitorLocale));
      if (jobs.length > 0) await enqueueMail(db, jobs, now);
    },

    async nextOf(email, now = new Date()) {
      const [row] = await bookedMeetingsOf(db, email, now, 'end_at');
      if (!row) return null;
      const token = (purpose: MeetingLinkPurpose) =>
        signMeetingLink(deps.linkKey, {
          meetingId: row.id,
          sequence: row.sequence,
          purpose,
          expiresAt: new Date(toIsoString(row.end_at)).getTime(),
        });
      return {
        ...(await managed(row)),
        rescheduleToken: token('reschedule'),
        cancelToken: token('cancel'),
      };
    },

    async open(token, now = new Date()) {
      const purpose = claimedPurpose(token);
      if (!purpose) return { ok: false, problem: 'invalid' };
      const found = await meetingOf(token, purpose, now);
      if (!found.ok) return found;
      return {
        ok: true,
        purpose,
        meeting: await managed(found.row),
        slots: purpose === 'reschedule' ? await freeTimes(found.row, now) : [],
      };
    },

    async cancel(token, visitorLocale, now = new Date()) {
      const found = await meetingOf(token, 'cancel', now);
      if (!found.ok) return found;
      const { row, claims } = found;
      const sequence = claims.sequence + 1;
      const done = await db.transaction().execute(async (trx) => {
        const changed = await trx
          .updateTable('meeting')
          .set({ status: 'cancelled', sequence, updated_at: now.toISOString() })
          .where('id', '=', row.id)
          .where('status', '=', 'booked')
          .where('sequence', '=', claims.sequence)
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) !== 1) return false;
        const start = new Date(toIsoString(row.start_at));
        await enqueueMail(
          trx,
          meetingChangeJobs({ id: row.id, sequence, start }, 'cancelled', visitorLocale, now),
          now,
        );
        await recordAuditEvent(trx, {
          actorId: null,
          action: 'meeting.cancelled',
          subject: `lead:${row.lead_id}`,
          details: { meetingId: row.id, by: 'visitor-link', start: start.toISOString() },
          at: now,
        });
        return true;
      });
      // Another click of the same link (or the desk) changed it first.
      if (!done) return { ok: false, problem: 'changed' };
      const after = await readMeeting(db, row.id);
      return { ok: true, meeting: await managed(after ?? row) };
    },

    async reschedule(token, slotStart, visitorLocale, now = new Date()) {
      const found = await meetingOf(token, 'reschedule', now);
      if (!found.ok) return found;
      const { row, claims } = found;
      const schedules = await eligibleSchedules(
        db,
        { consultantId: row.consultant_id, exceptMeetingId: row.id },
        now,
      );
      const start = new Date(slotStart);
      // The booking's rules (decision 0103): past, too soon, beyond the horizon, outside, taken.
      const judged =
        start.toISOString() === toIsoString(row.start_at)
          ? ({ ok: false, problem: 'taken' } as const)
          : judgeStart(schedules, start, now);
      if (!judged.ok) {
        return judged.problem === 'taken'
          ? { ok: false, problem: 'taken', slots: await freeTimes(row, now) }
          : judged;
      }
      const slot = judged.slots[0];
      if (!slot) return { ok: false, problem: 'outside-availability' };
      const sequence = claims.sequence + 1;
      const moved = { start: new Date(slot.start), end: new Date(slot.end) };
      const done = await db
        .transaction()
        .execute(async (trx) => {
          // One statement moves the row: the old slot is freed and the new one taken together,
          // and the partial unique index refuses a slot someone booked meanwhile (0102).
          const changed = await trx
            .updateTable('meeting')
            .set({
              start_at: moved.start.toISOString(),
              end_at: moved.end.toISOString(),
              sequence,
              updated_at: now.toISOString(),
            })
            .where('id', '=', row.id)
            .where('status', '=', 'booked')
            .where('sequence', '=', claims.sequence)
            .executeTakeFirst();
          if (Number(changed.numUpdatedRows) !== 1) return 'changed' as const;
          await enqueueMail(
            trx,
            meetingChangeJobs(
              { id: row.id, sequence, start: moved.start },
              'moved',
              visitorLocale,
              now,
            ),
            now,
          );
          await recordAuditEvent(trx, {
            actorId: null,
            action: 'meeting.rescheduled',
            subject: `lead:${row.lead_id}`,
            details: {
              meetingId: row.id,
              by: 'visitor-link',
              from: toIsoString(row.start_at),
              to: moved.start.toISOString(),
            },
            at: now,
          });
          return 'moved' as const;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return 'taken' as const;
          throw error;
        });
      if (done === 'changed') return { ok: false, problem: 'changed' };
      if (done === 'taken')
        return { ok: false, problem: 'taken', slots: await freeTimes(row, now) };
      const after = await readMeeting(db, row.id);
      return { ok: true, meeting: await managed(after ?? row) };
    },
  };
}
