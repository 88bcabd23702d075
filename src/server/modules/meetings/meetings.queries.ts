import { sql, type Kysely } from 'kysely';
import { isSupportedLocale, type Locale } from '#shared/i18n/locales.ts';
import { parseCalendarDate } from '#shared/tools/calendar-date.ts';
import { dayNumber } from '#shared/meetings/sao-paulo-clock.ts';
import type { ConsultantSchedule, WeeklyRange } from '#shared/meetings/slots.ts';
import type { RoutingCandidate } from '#shared/meetings/routing.ts';
import type { ServiceSlug } from '#shared/routes.ts';
import { serviceSlugs } from '#shared/routes.ts';
import { toIsoString, type DB } from '#server/db/schema.ts';

/** The meetings module's reads and writes of its own tables (migration 010, decision 0102). */

const parseList = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

/** A timestamp column as epoch milliseconds: a Date on PostgreSQL, ISO text on SQLite. */
const epochMs = (value: Date | string) =>
  typeof value === 'string' ? Date.parse(value) : value.getTime();

export interface EligibleFor {
  language: Locale;
  /** Known when the visitor came from a service page or a tool about one. */
  service?: ServiceSlug;
}

/** One consultant's schedule, whatever their languages: a meeting moved keeps its consultant. */
export interface OneConsultant {
  consultantId: string;
  /** The meeting being moved: its own time does not block the times around it. */
  exceptMeetingId: string;
}

/**
 * The schedules of the active consultants who speak the language (and cover the service when
 * known), with their days off from today and their booked meetings that have not ended.
 */
export async function eligibleSchedules(
  db: Kysely<DB>,
  eligible: EligibleFor | OneConsultant,
  now: Date,
): Promise<ConsultantSchedule[]> {
  const one = 'consultantId' in eligible ? eligible : undefined;
  const consultants = (
    await db
      .selectFrom('consultant')
      .selectAll()
      .where('active', '=', 1)
      .$if(one !== undefined, (q) => q.where('user_id', '=', one?.consultantId ?? ''))
      .orderBy('user_id')
      .execute()
  ).filter(
    (c) =>
      'consultantId' in eligible ||
      (parseList(c.languages).includes(eligible.language) &&
        (eligible.service === undefined || parseList(c.areas).includes(eligible.service))),
  );
  if (consultants.length === 0) return [];
  const ids = consultants.map((c) => c.user_id);
  const [ranges, daysOff, meetings] = await Promise.all([
    db
      .selectFrom('consultant_availability')
      .select(['consultant_id', 'weekday', 'start_minute', 'end_minute'])
      .where('consultant_id', 'in', ids)
      .execute(),
    db
      .selectFrom('consultant_day_off')
      .select(['consultant_id', 'day'])
      .where('consultant_id', 'in', ids)
      .execute(),
    db
      .selectFrom('meeting')
      .select(['consultant_id', 'start_at', 'end_at'])
      .where('consultant_id', 'in', ids)
      .where('status', '=', 'booked')
      .where('end_at', '>', now.toISOString())
      .$if(one !== undefined, (q) => q.where('id', '!=', one?.exceptMeetingId ?? ''))
      .execute(),
  ]);
  // Grouped once: a busy month is thousands of meetings, each read once.
  const busyOf = new Map<string, { start: number; end: number }[]>();
  for (const m of meetings) {
    const list = busyOf.get(m.consultant_id) ?? [];
    list.push({ start: epochMs(m.start_at), end: epochMs(m.end_at) });
    busyOf.set(m.consultant_id, list);
  }
  return consultants.map((c) => {
    const weekly: WeeklyRange[] = ranges
      .filter((r) => r.consultant_id === c.user_id)
      .map((r) => ({ weekday: r.weekday, startMinute: r.start_minute, endMinute: r.end_minute }));
    const off = new Set<number>();
    for (const d of daysOff) {
      const date = d.consultant_id === c.user_id ? parseCalendarDate(d.day) : null;
      if (date) off.add(dayNumber(date));
    }
    return {
      id: c.user_id,
      meetingMinutes: c.meeting_minutes,
      bufferMinutes: c.buffer_minutes,
      noticeMinutes: c.notice_minutes,
      horizonDays: c.horizon_days,
      weekly,
      daysOff: off,
      busy: busyOf.get(c.user_id) ?? [],
    };
  });
}

const weekMs = 7 * 86_400_000;

/** What routing weighs (issue 25 §3): booked meetings in the coming week, and the last booking. */
export async function routingCandidates(
  db: Kysely<DB>,
  ids: readonly string[],
  now: Date,
): Promise<RoutingCandidate[]> {
  if (ids.length === 0) return [];
  const [load, last] = await Promise.all([
    db
      .selectFrom('meeting')
      .select(['consultant_id', sql<number | string>`count(*)`.as('n')])
      .where('consultant_id', 'in', ids)
      .where('status', '=', 'booked')
      .where('start_at', '>=', now.toISOString())
      .where('start_at', '<', new Date(now.getTime() + weekMs).toISOString())
      .groupBy('consultant_id')
      .execute(),
    db
      .selectFrom('meeting')
      .select(['consultant_id', sql<Date | string>`max(created_at)`.as('at')])
      .where('consultant_id', 'in', ids)
      .groupBy('consultant_id')
      .execute(),
  ]);
  return ids.map((id) => {
    const at = last.find((r) => r.consultant_id === id)?.at;
    return {
      id,
      meetingsNextWeek: Number(load.find((r) => r.consultant_id === id)?.n ?? 0),
      lastBookedAt: at === undefined || at === null ? null : Date.parse(toIsoString(at)),
    };
  });
}

export interface NewMeeting {
  id: string;
  leadId: number;
  consultantId: string;
  start: Date;
  end: Date;
  visitorTimeZone: string;
  videoUrl: string;
}

/**
 * Inserts a booked meeting unless that consultant's slot is booked already: the partial unique
 * index decides (migration 010), its condition named in the conflict target so neither database
 * raises and PostgreSQL's transaction stays usable for the next consultant. True when inserted.
 */
export async function insertBookedMeeting(
  db: Kysely<DB>,
  meeting: NewMeeting,
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insertInto('meeting')
    .values({
      id: meeting.id,
      lead_id: meeting.leadId,
      consultant_id: meeting.consultantId,
      start_at: meeting.start.toISOString(),
      end_at: meeting.end.toISOString(),
      visitor_time_zone: meeting.visitorTimeZone,
      status: 'booked',
      video_url: meeting.videoUrl,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .onConflict((oc) =>
      // A literal, not a parameter: SQLite matches the target to the partial index by its text.
      oc.columns(['consultant_id', 'start_at']).where('status', '=', sql.lit('booked')).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

// --- Consultants, for the CLI now and the desk's screens next (issue 25 §1) ---

export interface ConsultantRow {
  userId: string;
  active: boolean;
  languages: Locale[];
  areas: ServiceSlug[];
  meetingMinutes: number;
  bufferMinutes: number;
  noticeMinutes: number;
  horizonDays: number;
  weekly: WeeklyRange[];
}

/** Monday–Friday 09:00–18:00 São Paulo, every language and area (issue 25 §1, the CLI). */
export const defaultWeekly: WeeklyRange[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  startMinute: 9 * 60,
  endMinute: 18 * 60,
}));

/**
 * Makes an account a consultant with the default schedule, or turns an existing one back on
 * (keeping the schedule they have). Returns whether the row was created.
 */
export async function enableConsultant(
  db: Kysely<DB>,
  userId: string,
  languages: readonly Locale[],
  now: Date,
): Promise<{ created: boolean }> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('consultant')
      .values({
        user_id: userId,
        languages: JSON.stringify(languages),
        areas: JSON.stringify(serviceSlugs),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (!inserted) {
      await trx
        .updateTable('consultant')
        .set({ active: 1, updated_at: now.toISOString() })
        .where('user_id', '=', userId)
        .execute();
      return { created: false };
    }
    await trx
      .insertInto('consultant_availability')
      .values(
        defaultWeekly.map((r) => ({
          consultant_id: userId,
          weekday: r.weekday,
          start_minute: r.startMinute,
          end_minute: r.endMinute,
        })),
      )
      .execute();
    return { created: true };
  });
}

/** Stops new bookings; booked meetings stay. False when the account is no consultant. */
export async function disableConsultant(
  db: Kysely<DB>,
  userId: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('consultant')
    .set({ active: 0, updated_at: now.toISOString() })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function listConsultants(db: Kysely<DB>): Promise<ConsultantRow[]> {
  const [rows, ranges] = await Promise.all([
    db.selectFrom('consultant').selectAll().orderBy('user_id').execute(),
    db
      .selectFrom('consultant_availability')
      .selectAll()
      .orderBy('weekday')
      .orderBy('start_minute')
      .execute(),
  ]);
  return rows.map((c) => ({
    userId: c.user_id,
    active: c.active === 1,
    languages: parseList(c.languages).filter(isSupportedLocale),
    areas: parseList(c.areas).filter((a): a is ServiceSlug =>
      (serviceSlugs as readonly string[]).includes(a),
    ),
    meetingMinutes: c.meeting_minutes,
    bufferMinutes: c.buffer_minutes,
    noticeMinutes: c.notice_minutes,
    horizonDays: c.horizon_days,
    weekly: ranges
      .filter((r) => r.consultant_id === c.user_id)
      .map((r) => ({ weekday: r.weekday, startMinute: r.start_minute, endMinute: r.end_minute })),
  }));
}
