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
import { invitationIcs } from './invitation-ics.ts';

/**
 * The booking's confirmation mails (issue 25 §5): one to the visitor in their language, one to
 * the consultant in theirs, each with the meeting's .ics invitation, through the mail queue so
 * a mail server that is down never costs a booking. Queued in the booking's transaction; like
 * the lead's confirmation, a job names the meeting, not the person, and the addresses are read
 * when the mail is sent.
 */
export const MEETING_INVITATION_MAIL = 'meeting-invitation';

interface InvitationPayload {
  meetingId: string;
  to: 'visitor' | 'consultant';
}

function isInvitationPayload(value: unknown): value is InvitationPayload {
  if (typeof value !== 'object' || value === null) return false;
  const { meetingId, to } = value as Record<string, unknown>;
  return typeof meetingId === 'string' && (to === 'visitor' || to === 'consultant');
}

/** The two invitations of a new meeting; enqueue them in the transaction that books it. */
export function meetingInvitationJobs(meetingId: string, visitorLocale: Locale): MailJobInput[] {
  return [
    {
      kind: MEETING_INVITATION_MAIL,
      recipient: `meeting:${meetingId}:visitor`,
      locale: visitorLocale,
      payload: { meetingId, to: 'visitor' } satisfies InvitationPayload,
    },
    {
      kind: MEETING_INVITATION_MAIL,
      recipient: `meeting:${meetingId}:consultant`,
      // The consultant's own language is read from their account when the mail is written.
      locale: defaultLocale,
      payload: { meetingId, to: 'consultant' } satisfies InvitationPayload,
    },
  ];
}

/** "30 November 2026, 12:00" as a reader of `locale` writes it, on the clock of `zone`. */
const dateTime = (locale: Locale, instant: Date, zone: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: zone }).format(
    instant,
  );

export function meetingInvitationRenderer(deps: {
  db: Kysely<DB>;
  translator: Translator;
  appUrl: string;
}): RenderMail {
  return async (job) => {
    if (!isInvitationPayload(job.payload)) {
      throw new Error(`malformed ${MEETING_INVITATION_MAIL} job payload`);
    }
    const meeting = await deps.db
      .selectFrom('meeting')
      .selectAll()
      .where('id', '=', job.payload.meetingId)
      .executeTakeFirst();
    // Cancelled before the mail left: its own CANCEL mail replaces it (issue 25 §5, next slice).
    if (!meeting || meeting.status !== 'booked') return null;
    const [visitor, consultant] = await Promise.all([
      leadContact(deps.db, meeting.lead_id),
      accountContact(deps.db, meeting.consultant_id),
    ]);
    if (!visitor || !consultant) return null;
    const start = new Date(toIsoString(meeting.start_at));
    const toVisitor = job.payload.to === 'visitor';
    const locale = toVisitor
      ? isSupportedLocale(job.locale)
        ? job.locale
        : defaultLocale
      : consultant.locale;
    const t = deps.translator.for(locale);
    const visitorName = oneLine(visitor.name).slice(0, 120);
    const saoPaulo = dateTime(locale, start, SAO_PAULO_TIME_ZONE);
    const ics = invitationIcs({
      method: 'REQUEST',
      meetingId: meeting.id,
      host: new URL(deps.appUrl).host,
      sequence: meeting.sequence,
      start,
      end: new Date(toIsoString(meeting.end_at)),
      stamp: new Date(),
      summary: toVisitor
        ? t('mail:meetingInvitation.summary')
        : `${t('mail:meetingInvitation.summary')}: ${visitorName}`,
      description: t('mail:meetingInvitation.description', { name: consultant.name }),
      videoUrl: meeting.video_url,
      organizer: { name: consultant.name, email: consultant.email },
      attendees: [{ name: visitorName, email: visitor.email }],
    });
    const icalEvent = { method: 'REQUEST' as const, filename: 'convite.ics', content: ics };
    if (toVisitor) {
      const zone = meeting.visitor_time_zone;
      return {
        to: visitor.email,
        subject: t('mail:meetingInvitation.subject', {
          date: dateTime(locale, start, zone),
        }),
        text: composeMail(t, null, [
          t('mail:meetingInvitation.intro', { time: dateTime(locale, start, zone), zone }),
          ...(zonedTime(start, zone).time === zonedTime(start, SAO_PAULO_TIME_ZONE).time
            ? []
            : [t('mail:meetingInvitation.saoPaulo', { time: saoPaulo })]),
          t('mail:meetingInvitation.consultant', { name: consultant.name }),
          t('mail:meetingInvitation.video', { url: meeting.video_url }),
          t('mail:meetingInvitation.calendar'),
        ]),
        icalEvent,
      };
    }
    return {
      to: consultant.email,
      subject: t('mail:meetingInvitation.consultantSubject', { name: visitorName, date: saoPaulo }),
      text: composeMail(t, consultant.name, [
        t('mail:meetingInvitation.consultantIntro', { time: saoPaulo }),
        t('mail:meetingInvitation.consultantVisitor', {
          name: visitorName,
          email: visitor.email,
          zone: meeting.visitor_time_zone,
        }),
        t('mail:meetingInvitation.video', { url: meeting.video_url }),
        t('mail:meetingInvitation.calendar'),
      ]),
      icalEvent,
    };
  };
}
