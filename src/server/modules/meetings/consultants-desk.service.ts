import type { Kysely } from 'kysely';
import { defaultLocale, isSupportedLocale } from '#shared/i18n/locales.ts';
import { scheduleClash } from '#shared/meetings/weekly-schedule.ts';
import type {
  AttentionMeeting,
  AttentionReason,
  ConsultantEntry,
  ConsultantSettings,
  DeskMeeting,
  LeadMeeting,
} from '#shared/schemas/consultants.ts';
import { saoPauloDayStart } from '#shared/time/sao-paulo.ts';
import { addCalendarDays, parseCalendarDate } from '#shared/tools/calendar-date.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { toIsoString, type DB } from '#server/db/schema.ts';
import { listAuditEvents, recordAuditEvent } from '#server/modules/audit/audit.service.ts';
import {
  accountNames,
  accountsByIds,
  administrators,
  isAdministrator,
} from '#server/modules/auth/users.ts';
import {
  leadLanguage,
  type ExportMeeting,
  type LeadsService,
} from '#server/modules/leads/leads.service.ts';
import { enqueueMail } from '#server/modules/notifications/mail-queue.service.ts';
import { createCalendarFeeds } from './calendar-feeds.service.ts';
import {
  isService,
  meetingColumns,
  namedMeetings,
  parseList,
  schedulesOf,
  statusOf,
  type MeetingRow,
} from './desk.queries.ts';
import { meetingReassignedJobs } from './meeting-invitation.ts';

/**
 * The meetings desk (issue 25 §1, §6; decision 0111): consultants' settings, the booked meetings
 * that no longer fit their consultant, moving a meeting to another consultant, held / no-show
 * marks, the agenda and each consultant's private calendar feed. Expected refusals are typed
 * results; every change is in the audit trail in the transaction that makes it.
 */

export type ConsultantSaved =
  | { ok: true; consultant: ConsultantEntry; clashes: AttentionMeeting[] }
  | { ok: false; reason: 'not-admin' };

export type Reassigned =
  | { ok: true; meeting: DeskMeeting }
  | {
      ok: false;
      reason: 'not-found' | 'not-booked' | 'same-consultant' | 'not-eligible' | 'taken';
    };

export type Marked =
  | { ok: true; meeting: DeskMeeting }
  | { ok: false; reason: 'not-found' | 'not-started' | 'cancelled' | 'taken' };

export interface ConsultantsDesk {
  list(now?: Date): Promise<{ consultants: ConsultantEntry[]; attention: AttentionMeeting[] }>;
  save(
    id: string,
    settings: ConsultantSettings,
    actorId: string,
    now?: Date,
  ): Promise<ConsultantSaved>;
  reassign(
    meetingId: string,
    consultantId: string,
    actorId: string,
    now?: Date,
  ): Promise<Reassigned>;
  mark(
    meetingId: string,
    status: 'held' | 'no_show' | 'booked',
    actorId: string,
    now?: Date,
  ): Promise<Marked>;
  agenda(query: { from: string; days: number; consultant?: string }): Promise<DeskMeeting[]>;
  /** The lead desk's view of one lead's meetings, newest first, with history (issue 25 §6). */
  meetingsOfLead(leadId: number): Promise<LeadMeeting[]>;
  /** Each lead's latest meeting for the CSV export (issue 25 §6), by lead id. */
  exportMeetings(leadIds: readonly number[]): Promise<Map<number, ExportMeeting>>;
  /** A new feed token (the old one stops working); undefined when the id is no consultant. */
  rotateFeed(id: string, actorId: string): Promise<string | undefined>;
  revokeFeed(id: string, actorId: string): Promise<boolean>;
  /** The consultant a feed token opens, with their meetings; undefined for any unknown token. */
  feed(token: string, now?: Date): Promise<{ name: string; meetings: DeskMeeting[] } | undefined>;
}

export function createConsultantsDesk(deps: {
  db: Kysely<DB>;
  leads: LeadsService;
}): ConsultantsDesk {
  const { db, leads } = deps;
  const feeds = createCalendarFeeds(db);

  async function entries(ids: readonly string[]): Promise<ConsultantEntry[]> {
    const admins = (await administrators(db)).filter((a) => ids.length === 0 || ids.includes(a.id));
    const adminIds = admins.map((a) => a.id);
    const [contacts, rows, weeks] = await Promise.all([
      accountsByIds(db, adminIds),
      adminIds.length === 0
        ? []
        : db.selectFrom('consultant').selectAll().where('user_id', 'in', adminIds).execute(),
      schedulesOf(db, adminIds),
    ]);
    return admins.map((admin) => {
      const row = rows.find((c) => c.user_id === admin.id);
      const week = weeks.get(admin.id) ?? { weekly: [], daysOff: [] };
      return {
        id: admin.id,
        name: admin.name,
        email: contacts.get(admin.id)?.email ?? '',
        consultant: row
          ? {
              active: row.active === 1,
              languages: parseList(row.languages).filter(isSupportedLocale),
              areas: parseList(row.areas).filter(isService),
              weekly: week.weekly,
              daysOff: week.daysOff,
              meetingMinutes: row.meeting_minutes,
              bufferMinutes: row.buffer_minutes,
              noticeMinutes: row.notice_minutes,
              horizonDays: row.horizon_days,
              hasFeed: row.feed_token_hash !== null,
            }
          : null,
      };
    });
  }

  /**
   * Booked meetings from now on that no longer fit their consultant (issue 25 §6 and "Bad
   * input": a consultant removed, nothing lost): one reason each, the strongest first.
   */
  async function attention(now: Date, consultantId?: string): Promise<AttentionMeeting[]> {
    let query = db
      .selectFrom('meeting')
      .select(meetingColumns)
      .where('status', '=', 'booked')
      .where('start_at', '>', now.toISOString())
      .orderBy('start_at')
      .orderBy('id');
    if (consultantId !== undefined) query = query.where('consultant_id', '=', consultantId);
    const rows = await query.execute();
    if (rows.length === 0) return [];
    const ids = [...new Set(rows.map((r) => r.consultant_id))];
    const [consultants, weeks, admins] = await Promise.all([
      db
        .selectFrom('consultant')
        .select(['user_id', 'active'])
        .where('user_id', 'in', ids)
        .execute(),
      schedulesOf(db, ids),
      administrators(db),
    ]);
    const reasonOf = (r: MeetingRow): AttentionReason | undefined => {
      const consultant = consultants.find((c) => c.user_id === r.consultant_id);
      if (!consultant) return 'not-consultant';
      if (!admins.some((a) => a.id === r.consultant_id)) return 'not-admin';
      if (consultant.active !== 1) return 'consultant-off';
      const week = weeks.get(r.consultant_id) ?? { weekly: [], daysOff: [] };
      return scheduleClash(week, {
        start: new Date(toIsoString(r.start_at)),
        end: new Date(toIsoString(r.end_at)),
      });
    };
    const flagged = rows.flatMap((r) => {
      const reason = reasonOf(r);
      return reason ? [{ row: r, reason }] : [];
    });
    const reasons = new Map(flagged.map((f) => [f.row.id, f.reason]));
    const shown = await namedMeetings(
      db,
      flagged.map((f) => f.row),
    );
    return shown.flatMap((m) => {
      const reason = reasons.get(m.id);
      return reason ? [{ ...m, reason }] : [];
    });
  }

  /** One meeting's row as reassign and mark read it before they change it. */
  const meetingRow = (id: string) =>
    db.selectFrom('meeting').select(meetingColumns).where('id', '=', id).executeTakeFirst();

  async function meetingById(id: string): Promise<DeskMeeting | undefined> {
    const row = await meetingRow(id);
    return row ? (await namedMeetings(db, [row]))[0] : undefined;
  }

  return {
    rotateFeed: feeds.rotateFeed,
    revokeFeed: feeds.revokeFeed,
    feed: feeds.feed,

    async list(now = new Date()) {
      const [consultants, flagged] = await Promise.all([entries([]), attention(now)]);
      return { consultants, attention: flagged };
    },

    async save(id, settings, actorId, now = new Date()) {
      const at = now.toISOString();
      const saved = await db.transaction().execute(async (trx) => {
        if (!(await isAdministrator(trx, id))) return false;
        const before = await trx
          .selectFrom('consultant')
          .selectAll()
          .where('user_id', '=', id)
          .executeTakeFirst();
        const values = {
          active: settings.active ? 1 : 0,
          languages: JSON.stringify(settings.languages),
          areas: JSON.stringify(settings.areas),
          meeting_minutes: settings.meetingMinutes,
          buffer_minutes: settings.bufferMinutes,
          notice_minutes: settings.noticeMinutes,
          horizon_days: settings.horizonDays,
          updated_at: at,
        };
        if (before)
          await trx.updateTable('consultant').set(values).where('user_id', '=', id).execute();
        else
          await trx
            .insertInto('consultant')
            .values({ user_id: id, ...values, created_at: at })
            .execute();
        // The week and the days off are replaced whole: the form always sends all of them.
        await trx.deleteFrom('consultant_availability').where('consultant_id', '=', id).execute();
        if (settings.weekly.length > 0)
          await trx
            .insertInto('consultant_availability')
            .values(
              settings.weekly.map((r) => ({
                consultant_id: id,
                weekday: r.weekday,
                start_minute: r.startMinute,
                end_minute: r.endMinute,
              })),
            )
            .execute();
        await trx.deleteFrom('consultant_day_off').where('consultant_id', '=', id).execute();
        const daysOff = [...new Set(settings.daysOff)];
        if (daysOff.length > 0)
          await trx
            .insertInto('consultant_day_off')
            .values(daysOff.map((day) => ({ consultant_id: id, day })))
            .execute();
        // Ids and settings only, never a lead's contents (audit.service.ts).
        await recordAuditEvent(trx, {
          actorId,
          action: 'consultant.changed',
          subject: id,
          details: { created: !before, ...settings, daysOff },
          at: now,
        });
        return true;
      });
      if (!saved) return { ok: false, reason: 'not-admin' };
      const [consultant] = await entries([id]);
      // Gone between the commit and this read only if the role was revoked meanwhile.
      if (!consultant) return { ok: false, reason: 'not-admin' };
      return { ok: true, consultant, clashes: await attention(now, id) };
    },

    async reassign(meetingId, consultantId, actorId, now = new Date()) {
      const current = await meetingRow(meetingId);
      if (!current) return { ok: false, reason: 'not-found' };
      if (current.status !== 'booked') return { ok: false, reason: 'not-booked' };
      if (current.consultant_id === consultantId) return { ok: false, reason: 'same-consultant' };
      const start = new Date(toIsoString(current.start_at));
      const end = new Date(toIsoString(current.end_at));
      const target = await db
        .selectFrom('consultant')
        .select(['user_id', 'active'])
        .where('user_id', '=', consultantId)
        .executeTakeFirst();
      const week = (await schedulesOf(db, [consultantId])).get(consultantId) ?? {
        weekly: [],
        daysOff: [],
      };
      // Eligible: an active consultant who is still an admin and works at that time.
      if (
        !target ||
        target.active !== 1 ||
        !(await isAdministrator(db, consultantId)) ||
        scheduleClash(week, { start, end }) !== undefined
      )
        return { ok: false, reason: 'not-eligible' };
      const visitorLocale = (await leadLanguage(db, current.lead_id)) ?? defaultLocale;
      const moved = await db
        .transaction()
        .execute(async (trx) => {
          // Free: no booked meeting of theirs overlaps. A meeting at the same start that commits
          // meanwhile is refused by migration 010's index below, as a booking would be.
          const busy = await trx
            .selectFrom('meeting')
            .select('id')
            .where('consultant_id', '=', consultantId)
            .where('status', '=', 'booked')
            .where('start_at', '<', end.toISOString())
            .where('end_at', '>', start.toISOString())
            .executeTakeFirst();
          if (busy) return 'taken' as const;
          const updated = await trx
            .updateTable('meeting')
            .set((eb) => ({
              consultant_id: consultantId,
              sequence: eb('sequence', '+', 1),
              updated_at: now.toISOString(),
            }))
            .where('id', '=', meetingId)
            .where('status', '=', 'booked')
            .where('consultant_id', '=', current.consultant_id)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) === 0) return 'not-booked' as const;
          await recordAuditEvent(trx, {
            actorId,
            action: 'meeting.reassigned',
            subject: `meeting:${meetingId}`,
            details: { leadId: current.lead_id, from: current.consultant_id, to: consultantId },
            at: now,
          });
          // The new consultant's invitation, the visitor's update with fresh links, the previous
          // consultant's cancellation, the reminders again: all at the raised sequence (decisions
          // 0110, 0111, 0119), through the queue.
          const jobs = meetingReassignedJobs(
            { id: meetingId, sequence: current.sequence + 1, start },
            current.consultant_id,
            visitorLocale,
            now,
          );
          await enqueueMail(trx, jobs, now);
          return 'moved' as const;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return 'taken' as const;
          throw error;
        });
      if (moved !== 'moved') return { ok: false, reason: moved };
      // The lead's assignee follows (issue 25 §3: the lead belongs to its consultant), through the
      // leads service, which records its own `lead.assigned`.
      await leads.update({ id: current.lead_id, assigneeId: consultantId, actorId });
      const meeting = await meetingById(meetingId);
      return meeting ? { ok: true, meeting } : { ok: false, reason: 'not-found' };
    },

    async mark(meetingId, status, actorId, now = new Date()) {
      const current = await meetingRow(meetingId);
      if (!current) return { ok: false, reason: 'not-found' };
      if (current.status === 'cancelled') return { ok: false, reason: 'cancelled' };
      // Held or missed can only be said of a meeting that has started (server clock, §7).
      if (Date.parse(toIsoString(current.start_at)) > now.getTime())
        return { ok: false, reason: 'not-started' };
      if (current.status !== status) {
        const result = await db
          .transaction()
          .execute(async (trx) => {
            await trx
              .updateTable('meeting')
              .set({ status, updated_at: now.toISOString() })
              .where('id', '=', meetingId)
              .execute();
            await recordAuditEvent(trx, {
              actorId,
              action: 'meeting.marked',
              subject: `meeting:${meetingId}`,
              details: { leadId: current.lead_id, from: current.status, to: status },
              at: now,
            });
            return 'ok' as const;
          })
          // Back to booked while another booking holds the slot: the index refuses (migration 010).
          .catch((error: unknown) => {
            if (isUniqueViolation(error)) return 'taken' as const;
            throw error;
          });
        if (result === 'taken') return { ok: false, reason: 'taken' };
      }
      const meeting = await meetingById(meetingId);
      return meeting ? { ok: true, meeting } : { ok: false, reason: 'not-found' };
    },

    async agenda({ from, days, consultant }) {
      // The query schema checked the date; a bad one still lists nothing rather than throwing.
      const first = parseCalendarDate(from);
      if (!first) return [];
      const start = saoPauloDayStart(first);
      const end = saoPauloDayStart(addCalendarDays(first, days));
      let query = db
        .selectFrom('meeting')
        .select(meetingColumns)
        .where('status', '!=', 'cancelled')
        .where('start_at', '>=', start.toISOString())
        .where('start_at', '<', end.toISOString())
        .orderBy('start_at')
        .orderBy('consultant_id');
      if (consultant !== undefined) query = query.where('consultant_id', '=', consultant);
      return namedMeetings(db, await query.execute());
    },

    async meetingsOfLead(leadId) {
      const rows = await db
        .selectFrom('meeting')
        .select([...meetingColumns, 'created_at'])
        .where('lead_id', '=', leadId)
        .orderBy('start_at', 'desc')
        .execute();
      const shown = await namedMeetings(db, rows);
      return Promise.all(
        shown.map(async (meeting, i) => {
          // The audit trail is the history (the booking itself is the row's creation).
          // The visitor's own moves and cancellations are recorded on the lead (decision 0109).
          const byVisitor = (await listAuditEvents(db, { subject: `lead:${leadId}` })).filter(
            (e) =>
              (e.action === 'meeting.rescheduled' || e.action === 'meeting.cancelled') &&
              e.details?.meetingId === meeting.id,
          );
          const events = [
            ...(await listAuditEvents(db, { subject: `meeting:${meeting.id}` })),
            ...byVisitor,
          ].sort((a, b) => b.occurredAt.localeCompare(a.occurredAt) || b.id - a.id);
          const names = await accountNames(
            db,
            events.flatMap((e) =>
              e.action === 'meeting.reassigned' && typeof e.details?.to === 'string'
                ? [e.details.to]
                : [],
            ),
          );
          const steps = events.reverse().map((e) => {
            const to = typeof e.details?.to === 'string' ? e.details.to : null;
            if (e.action === 'meeting.reassigned')
              return {
                at: e.occurredAt,
                kind: 'reassigned' as const,
                to: to && (names.get(to) ?? to),
              };
            if (e.action === 'meeting.marked')
              return { at: e.occurredAt, kind: 'marked' as const, to };
            if (e.action === 'meeting.rescheduled')
              return { at: e.occurredAt, kind: 'rescheduled' as const, to };
            if (e.action === 'meeting.cancelled')
              return { at: e.occurredAt, kind: 'cancelled' as const, to: null };
            return { at: e.occurredAt, kind: 'changed' as const, to: null };
          });
          const created = rows[i]?.created_at;
          const booked = {
            at: created ? toIsoString(created) : meeting.start,
            kind: 'booked' as const,
            to: null,
          };
          return { ...meeting, history: [booked, ...steps] };
        }),
      );
    },

    async exportMeetings(leadIds) {
      const found = new Map<number, ExportMeeting>();
      if (leadIds.length === 0) return found;
      const read = await db
        .selectFrom('meeting')
        .select(['lead_id', 'consultant_id', 'start_at', 'status'])
        .where('lead_id', 'in', leadIds)
        .execute();
      // Cancelled ones first, then oldest first: the map keeps each lead's latest meeting that
      // stands, or its latest cancelled one when none does.
      const rows = read.sort(
        (a, b) =>
          Number(a.status !== 'cancelled') - Number(b.status !== 'cancelled') ||
          Date.parse(toIsoString(a.start_at)) - Date.parse(toIsoString(b.start_at)),
      );
      const names = await accountNames(
        db,
        rows.map((r) => r.consultant_id),
      );
      for (const r of rows)
        found.set(r.lead_id, {
          start: toIsoString(r.start_at),
          consultantName: names.get(r.consultant_id) ?? null,
          status: statusOf(r.status),
        });
      return found;
    },
  };
}
