import { SAO_PAULO_TIME_ZONE } from '#shared/time/sao-paulo.ts';
import type { Kysely } from 'kysely';
import { defaultLocale, isSupportedLocale, type Locale } from '#shared/i18n/locales.ts';
import { zonedTime } from '#shared/meetings/zoned-time.ts';
import { toIsoString, type DB } from '#server/db/schema.ts';
import { accountContact } from '#server/modules/auth/users.ts';
import { leadContact } from '#server/modules/leads/leads.service.ts';
import { composeMail, oneLine } from '#server/modules/mail/mail.service.ts';
import type { MailJobInput, RenderMail } from '#server/modules/notifications/mail-queue.service.ts';
import type { Translator } from '#server/plugins/i18n.ts';
import { localizedPath } from '#shared/routes.ts';
import { invitationIcs } from './invitation-ics.ts';
import { signMeetingLink, type MeetingLinkPurpose } from './meeting-links.ts';

/**
 * A meeting's mails (issue 25 §5): the booking's confirmation, the update after a move or a
 * cancellation, and the reminders 24 h and 1 h before; one to the visitor in their language, one
 * to the consultant in theirs, through the mail queue so a mail server that is down never costs a
 * booking. Queued in the transaction that makes the change; like the lead's confirmation, a job
 * names the meeting, not the person, and the addresses are read when the mail is sent.
 *
 * Every job carries the meeting's `sequence` at the time it was queued: a job whose meeting has
 * moved on since (moved again, cancelled) sends nothing, because a newer job describes the
 * meeting as it is (decision 0110). That is what keeps a moved meeting's old reminders silent and
 * a cancelled meeting's reminders unsent, whichever instance's queue gets to them.
 */
export const MEETING_INVITATION_MAIL = 'meeting-invitation';

/**
 * What happened to the meeting that this mail tells (absent on jobs queued before: booked).
 * `withdrawn` is the previous consultant's cancellation after the desk handed the meeting on;
 * `links` the visitor's links sent again on request (decision 0120).
 */
export type MeetingMailEvent =
  | 'booked'
  | 'moved'
  | 'reassigned'
  | 'cancelled'
  | 'withdrawn'
  | 'links'
  | 'reminder-24h'
  | 'reminder-1h';
const events: readonly MeetingMailEvent[] = [
  'booked',
  'moved',
  'reassigned',
  'cancelled',
  'withdrawn',
  'links',
  'reminder-24h',
  'reminder-1h',
];

interface InvitationPayload {
  meetingId: string;
  to: 'visitor' | 'consultant';
  sequence?: number;
  event?: MeetingMailEvent;
  /** For `withdrawn`: the consultant the meeting was taken from (no longer the meeting's). */
  consultantId?: string;
}

function isInvitationPayload(value: unknown): value is InvitationPayload {
  if (typeof value !== 'object' || value === null) return false;
  const { meetingId, to, sequence, event, consultantId } = value as Record<string, unknown>;
  return (
    typeof meetingId === 'string' &&
    (to === 'visitor' || to === 'consultant') &&
    (sequence === undefined || typeof sequence === 'number') &&
    (event === undefined || events.includes(event as MeetingMailEvent)) &&
    (consultantId === undefined || typeof consultantId === 'string') &&
    // A withdrawal names whom it withdraws from, and only a consultant gets one.
    (event !== 'withdrawn' || (to === 'consultant' && typeof consultantId === 'string')) &&
    // The links, and the news of another consultant, are the visitor's alone.
    ((event !== 'links' && event !== 'reassigned') || to === 'visitor')
  );
}

const hour = 3_600_000;

/** The reminders of a meeting at `start`: those whose time has not already passed (§5). */
function reminderJobs(
  meetingId: string,
  sequence: number,
  visitorLocale: Locale,
  start: Date,
  now: Date,
): MailJobInput[] {
  return (
    [
      ['reminder-24h', 24 * hour],
      ['reminder-1h', hour],
    ] as const
  )
    .map(([event, before]) => ({ event, at: new Date(start.getTime() - before) }))
    .filter(({ at }) => at.getTime() > now.getTime())
    .flatMap(({ event, at }) => pairOfJobs(meetingId, sequence, event, visitorLocale, at));
}

function pairOfJobs(
  meetingId: string,
  sequence: number,
  event: MeetingMailEvent,
  visitorLocale: Locale,
  runAfter?: Date,
): MailJobInput[] {
  return (['visitor', 'consultant'] as const).map((to) => ({
    kind: MEETING_INVITATION_MAIL,
    recipient: `meeting:${meetingId}:${to}`,
    // The consultant's own language is read from their account when the mail is written.
    locale: to === 'visitor' ? visitorLocale : defaultLocale,
    payload: { meetingId, to, sequence, event } satisfies InvitationPayload,
    ...(runAfter ? { runAfter } : {}),
  }));
}

/**
 * The mails of a new meeting: the two invitations now, and the reminders at their times (on the
 * server's clock, §7). Enqueue them in the transaction that books it.
 */
export function meetingInvitationJobs(
  meeting: { id: string; start: Date },
  visitorLocale: Locale,
  now: Date,
): MailJobInput[] {
  return [
    ...pairOfJobs(meeting.id, 0, 'booked', visitorLocale),
    ...reminderJobs(meeting.id, 0, visitorLocale, meeting.start, now),
  ];
}

/**
 * The mails of a meeting the desk handed to another consultant (issue 25 §6, decisions 0111,
 * 0119): its sequence was raised, which silences the old reminders and the visitor's old links
 * (0109, 0110). The new consultant gets the invitation; the visitor the update (same time, new
 * links, the `.ics` with the same UID and the raised SEQUENCE); the reminders are queued again;
 * the previous consultant gets a `METHOD:CANCEL` of that UID at the raised SEQUENCE, so their
 * calendar drops the event instead of keeping a meeting that is no longer theirs.
 */
export function meetingReassignedJobs(
  meeting: { id: string; sequence: number; start: Date },
  previousConsultantId: string,
  visitorLocale: Locale,
  now: Date,
): MailJobInput[] {
  // Same time, another person: the visitor's update says so, not that the meeting moved.
  const [visitorUpdate] = pairOfJobs(meeting.id, meeting.sequence, 'reassigned', visitorLocale);
  const [, consultantInvitation] = pairOfJobs(
    meeting.id,
    meeting.sequence,
    'booked',
    visitorLocale,
  );
  const withdrawal: MailJobInput = {
    kind: MEETING_INVITATION_MAIL,
    recipient: `meeting:${meeting.id}:consultant`,
    // Their own language is read from their account when the mail is written, as for the others.
    locale: defaultLocale,
    payload: {
      meetingId: meeting.id,
      to: 'consultant',
      sequence: meeting.sequence,
      event: 'withdrawn',
      consultantId: previousConsultantId,
    } satisfies InvitationPayload,
  };
  return [
    ...(visitorUpdate ? [visitorUpdate] : []),
    ...(consultantInvitation ? [consultantInvitation] : []),
    withdrawal,
    ...reminderJobs(meeting.id, meeting.sequence, visitorLocale, meeting.start, now),
  ];
}

/**
 * The visitor's links of a booked meeting sent again (decision 0120): at the meeting's current
 * sequence, so a change before it leaves silences it (the change's own mail has the new links).
 */
export function meetingLinksJob(
  meeting: { id: string; sequence: number },
  visitorLocale: Locale,
): MailJobInput {
  const [visitor] = pairOfJobs(meeting.id, meeting.sequence, 'links', visitorLocale);
  if (!visitor) throw new Error('pairOfJobs always makes the visitor job');
  return visitor;
}

/**
 * The mails of a change by the visitor's link: the updated invitation (or its cancellation) to
 * both, and for a move the reminders of the new time. `sequence` is the meeting's new one.
 */
export function meetingChangeJobs(
  meeting: { id: string; sequence: number; start: Date },
  change: 'moved' | 'cancelled',
  visitorLocale: Locale,
  now: Date,
): MailJobInput[] {
  return [
    ...pairOfJobs(meeting.id, meeting.sequence, change, visitorLocale),
    ...(change === 'moved'
      ? reminderJobs(meeting.id, meeting.sequence, visitorLocale, meeting.start, now)
      : []),
  ];
}

/** "30 November 2026, 12:00" as a reader of `locale` writes it, on the clock of `zone`. */
const dateTime = (locale: Locale, instant: Date, zone: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: zone }).format(
    instant,
  );

/** The manage page's path (the page registry's), where the visitor's links lead. */
export const MEETING_MANAGE_PATH = '/reuniao';

export function meetingInvitationRenderer(deps: {
  db: Kysely<DB>;
  translator: Translator;
  appUrl: string;
  linkKey: Buffer;
}): RenderMail {
  return async (job) => {
    if (!isInvitationPayload(job.payload)) {
      throw new Error(`malformed ${MEETING_INVITATION_MAIL} job payload`);
    }
    const { to, sequence = 0, event = 'booked' } = job.payload;
    const meeting = await deps.db
      .selectFrom('meeting')
      .selectAll()
      .where('id', '=', job.payload.meetingId)
      .executeTakeFirst();
    if (!meeting) return null;
    const withdrawn = event === 'withdrawn';
    if (withdrawn) {
      // No later job tells the previous consultant anything, so a later change (another move, a
      // cancellation) does not silence this one; only the meeting coming back to them does, and
      // then their new invitation (a higher SEQUENCE) is the one their calendar must keep.
      if (meeting.consultant_id === job.payload.consultantId) return null;
    } else {
      // Changed since this job was queued: the newer job's mail tells the meeting as it is.
      if (meeting.sequence !== sequence) return null;
      const expected = event === 'cancelled' ? 'cancelled' : 'booked';
      if (meeting.status !== expected) return null;
    }
    const [visitor, consultant, newConsultant] = await Promise.all([
      leadContact(deps.db, meeting.lead_id),
      accountContact(deps.db, withdrawn ? (job.payload.consultantId ?? '') : meeting.consultant_id),
      withdrawn ? accountContact(deps.db, meeting.consultant_id) : undefined,
    ]);
    if (!visitor || !consultant) return null;
    const start = new Date(toIsoString(meeting.start_at));
    const end = new Date(toIsoString(meeting.end_at));
    const toVisitor = to === 'visitor';
    const locale = toVisitor
      ? isSupportedLocale(job.locale)
        ? job.locale
        : defaultLocale
      : consultant.locale;
    const t = deps.translator.for(locale);
    const visitorName = oneLine(visitor.name).slice(0, 120);
    const saoPaulo = dateTime(locale, start, SAO_PAULO_TIME_ZONE);
    // A reminder, or the links sent again, repeats no invitation: the calendar has the event.
    const reminder = event === 'reminder-24h' || event === 'reminder-1h' || event === 'links';
    // For the previous consultant a withdrawal is a cancellation: their calendar drops the event.
    const cancelled = event === 'cancelled' || withdrawn;
    const method = cancelled ? ('CANCEL' as const) : ('REQUEST' as const);
    const ics = invitationIcs({
      method,
      meetingId: meeting.id,
      host: new URL(deps.appUrl).host,
      // The withdrawal's own version: the meeting may have moved on since, which changes nothing
      // for the consultant it was taken from.
      sequence: withdrawn ? sequence : meeting.sequence,
      start,
      end,
      stamp: new Date(),
      summary: toVisitor
        ? t('mail:meetingInvitation.summary')
        : `${t('mail:meetingInvitation.summary')}: ${visitorName}`,
      description: t('mail:meetingInvitation.description', { name: consultant.name }),
      videoUrl: meeting.video_url,
      organizer: { name: consultant.name, email: consultant.email },
      attendees: [{ name: visitorName, email: visitor.email }],
    });
    // A reminder repeats no invitation: the calendar has the event already.
    const icalEvent = reminder
      ? undefined
      : { method, filename: cancelled ? 'cancelamento.ics' : 'convite.ics', content: ics };
    const page = (path: string) => new URL(localizedPath(path, locale), deps.appUrl).toString();
    const link = (purpose: MeetingLinkPurpose) =>
      `${page(MEETING_MANAGE_PATH)}?token=${signMeetingLink(deps.linkKey, {
        meetingId: meeting.id,
        sequence: meeting.sequence,
        purpose,
        expiresAt: end.getTime(),
      })}`;

    if (toVisitor) {
      const zone = meeting.visitor_time_zone;
      const time = dateTime(locale, start, zone);
      const inSaoPaulo =
        zonedTime(start, zone).time === zonedTime(start, SAO_PAULO_TIME_ZONE).time
          ? []
          : [t('mail:meetingInvitation.saoPaulo', { time: saoPaulo })];
      if (event === 'cancelled') {
        return {
          to: visitor.email,
          subject: t('mail:meetingChange.cancelledSubject', { date: time }),
          text: composeMail(t, null, [
            t('mail:meetingChange.cancelledIntro', { time, zone }),
            t('mail:meetingChange.bookAgain', { url: page('/demonstracao') }),
          ]),
          icalEvent,
        };
      }
      // A withdrawal is never the visitor's (isInvitationPayload): theirs is the `moved` update.
      if (event === 'withdrawn') return null;
      const subject = {
        links: t('mail:meetingLinks.subject', { date: time }),
        booked: t('mail:meetingInvitation.subject', { date: time }),
        moved: t('mail:meetingChange.movedSubject', { date: time }),
        reassigned: t('mail:meetingChange.reassignedSubject', { date: time }),
        'reminder-24h': t('mail:meetingReminder.subject', { date: time }),
        'reminder-1h': t('mail:meetingReminder.subject', { date: time }),
      }[event];
      const intro = {
        links: t('mail:meetingLinks.intro', { time, zone }),
        booked: t('mail:meetingInvitation.intro', { time, zone }),
        moved: t('mail:meetingChange.movedIntro', { time, zone }),
        reassigned: t('mail:meetingChange.reassignedIntro', {
          time,
          zone,
          consultant: consultant.name,
        }),
        'reminder-24h': t('mail:meetingReminder.intro24h', { time, zone }),
        'reminder-1h': t('mail:meetingReminder.intro1h', { time, zone }),
      }[event];
      return {
        to: visitor.email,
        subject,
        text: composeMail(t, null, [
          intro,
          ...inSaoPaulo,
          t('mail:meetingInvitation.consultant', { name: consultant.name }),
          t('mail:meetingInvitation.video', { url: meeting.video_url }),
          ...(reminder ? [] : [t('mail:meetingInvitation.calendar')]),
          t('mail:meetingInvitation.reschedule', { url: link('reschedule') }),
          t('mail:meetingInvitation.cancel', { url: link('cancel') }),
        ]),
        ...(icalEvent ? { icalEvent } : {}),
      };
    }
    // The links and the visitor's reassignment news are never the consultant's (isInvitationPayload).
    if (event === 'links' || event === 'reassigned') return null;
    const names = { name: visitorName, date: saoPaulo };
    const consultantMail = {
      booked: [
        t('mail:meetingInvitation.consultantSubject', names),
        t('mail:meetingInvitation.consultantIntro', { time: saoPaulo }),
      ],
      moved: [
        t('mail:meetingChange.consultantMovedSubject', names),
        t('mail:meetingChange.consultantMovedIntro', { name: visitorName, time: saoPaulo }),
      ],
      cancelled: [
        t('mail:meetingChange.consultantCancelledSubject', names),
        t('mail:meetingChange.consultantCancelledIntro', { name: visitorName, time: saoPaulo }),
      ],
      withdrawn: [
        t('mail:meetingChange.consultantReassignedSubject', names),
        t('mail:meetingChange.consultantReassignedIntro', {
          name: visitorName,
          time: saoPaulo,
          consultant: newConsultant?.name ?? '',
        }),
      ],
      'reminder-24h': [
        t('mail:meetingReminder.consultantSubject', names),
        t('mail:meetingReminder.consultantIntro', { name: visitorName, time: saoPaulo }),
      ],
      'reminder-1h': [
        t('mail:meetingReminder.consultantSubject', names),
        t('mail:meetingReminder.consultantIntro', { name: visitorName, time: saoPaulo }),
      ],
    }[event];
    return {
      to: consultant.email,
      subject: consultantMail[0] ?? '',
      text: composeMail(t, consultant.name, [
        consultantMail[1] ?? '',
        t('mail:meetingInvitation.consultantVisitor', {
          name: visitorName,
          email: visitor.email,
          zone: meeting.visitor_time_zone,
        }),
        ...(cancelled ? [] : [t('mail:meetingInvitation.video', { url: meeting.video_url })]),
        // The withdrawal's intro already says what its attachment does.
        ...(icalEvent && !withdrawn ? [t('mail:meetingInvitation.calendar')] : []),
      ]),
      ...(icalEvent ? { icalEvent } : {}),
    };
  };
}
