import type { Kysely } from 'kysely';
import { serviceSlugs, type ServiceSlug } from '#shared/routes.ts';
import type { WeeklyRange } from '#shared/meetings/slots.ts';
import {
  meetingStatuses,
  type DeskMeeting,
  type MeetingStatus,
} from '#shared/schemas/consultants.ts';
import { toIsoString, type DB } from '#server/db/schema.ts';
import { accountNames } from '#server/modules/auth/users.ts';
import { leadNames } from '#server/modules/leads/leads.service.ts';

/**
 * The meetings desk's shared reads (issue 25 §6; decision 0111): meeting rows as the desk shows
 * them (with the lead's and the consultant's names) and consultants' weeks. Used by the desk's
 * service and the calendar feeds.
 */

export type MeetingRow = {
  id: string;
  lead_id: number;
  consultant_id: string;
  start_at: Date | string;
  end_at: Date | string;
  status: string;
  visitor_time_zone: string;
  video_url: string;
  sequence: number;
};

export const meetingColumns = [
  'id',
  'lead_id',
  'consultant_id',
  'start_at',
  'end_at',
  'status',
  'visitor_time_zone',
  'video_url',
  'sequence',
] as const;

export const parseList = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};
export const isService = (a: string): a is ServiceSlug =>
  (serviceSlugs as readonly string[]).includes(a);
export const statusOf = (s: string): MeetingStatus =>
  (meetingStatuses as readonly string[]).includes(s) ? (s as MeetingStatus) : 'booked';

export interface Schedule {
  weekly: WeeklyRange[];
  daysOff: string[];
}

export async function schedulesOf(
  db: Kysely<DB>,
  ids: readonly string[],
): Promise<Map<string, Schedule>> {
  const found = new Map<string, Schedule>(ids.map((id) => [id, { weekly: [], daysOff: [] }]));
  if (ids.length === 0) return found;
  const [ranges, daysOff] = await Promise.all([
    db
      .selectFrom('consultant_availability')
      .select(['consultant_id', 'weekday', 'start_minute', 'end_minute'])
      .where('consultant_id', 'in', ids)
      .orderBy('weekday')
      .orderBy('start_minute')
      .execute(),
    db
      .selectFrom('consultant_day_off')
      .select(['consultant_id', 'day'])
      .where('consultant_id', 'in', ids)
      .orderBy('day')
      .execute(),
  ]);
  for (const r of ranges)
    found.get(r.consultant_id)?.weekly.push({
      weekday: r.weekday,
      startMinute: r.start_minute,
      endMinute: r.end_minute,
    });
  for (const d of daysOff) found.get(d.consultant_id)?.daysOff.push(d.day);
  return found;
}

/** Meeting rows as the desk shows them: the lead's and the consultant's names joined. */
export async function namedMeetings(
  db: Kysely<DB>,
  rows: readonly MeetingRow[],
): Promise<DeskMeeting[]> {
  const [leadsById, names] = await Promise.all([
    leadNames(
      db,
      rows.map((r) => r.lead_id),
    ),
    accountNames(
      db,
      rows.map((r) => r.consultant_id),
    ),
  ]);
  return rows.map((r) => ({
    id: r.id,
    leadId: r.lead_id,
    leadName: leadsById.get(r.lead_id)?.name ?? '',
    leadCompany: leadsById.get(r.lead_id)?.company ?? null,
    consultantId: r.consultant_id,
    consultantName: names.get(r.consultant_id) ?? null,
    start: toIsoString(r.start_at),
    end: toIsoString(r.end_at),
    status: statusOf(r.status),
    visitorTimeZone: r.visitor_time_zone,
    videoUrl: r.video_url,
  }));
}
