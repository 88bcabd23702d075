import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingAnswer, SlotsAnswer } from '#shared/schemas/booking.ts';
import type { MeetingLinkAnswer } from '#shared/schemas/meeting-manage.ts';
import type { MailMessage, Mailer } from '#server/modules/mail/mail.service.ts';
import { createMailQueue } from '#server/modules/notifications/mail-queue.service.ts';
import { send, testAppUrl, texts, useTestApp } from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { addConsultant } from './meetings.test-support.ts';
import { MEETING_INVITATION_MAIL, meetingInvitationRenderer } from './meeting-invitation.ts';
import { meetingLinkKey, signMeetingLink } from './meeting-links.ts';

/**
 * Reminders 24 h and 1 h before (issue 25 §5, decision 0110) on SQLite and PostgreSQL: queued
 * with the booking as mail jobs due at their time, sent by the queue once that time comes on the
 * server's clock, in each recipient's language; never for a cancelled meeting, and a moved
 * meeting's reminders follow it to its new time. The app's own queue runs on the real clock, so
 * these reminders (a day or more away) are left to a second queue here whose clock the test moves.
 */

const hour = 3_600_000;

describe.each(testDatabases)('meeting reminders on %s', (kind) => {
  const t = useTestApp(kind);
  let consultantEmail: string;

  beforeAll(async () => {
    const carla = await addConsultant(t.app);
    consultantEmail = carla.email;
  });

  /** A queue over the app's database whose clock is `at`, capturing what it would send. */
  function queueAt(at: () => Date) {
    const sent: MailMessage[] = [];
    const mailer: Mailer = {
      send: async (message) => {
        sent.push(message);
        return { messageId: `<${sent.length}@test>` };
      },
      close: () => undefined,
    };
    const render = meetingInvitationRenderer({
      db: t.app.database.db,
      translator: texts,
      appUrl: testAppUrl,
      linkKey: meetingLinkKey(t.config.sessionSecret),
    });
    const queue = createMailQueue({
      db: t.app.database.db,
      mailer,
      log: pino({ level: 'silent' }),
      render: async (job) => (job.kind === MEETING_INVITATION_MAIL ? render(job) : null),
      pollIntervalMs: 60_000,
      now: at,
    });
    // Reminders carry no invitation; the confirmations (due now) may be taken by this queue too.
    const reminders = (to: string) => sent.filter((m) => m.to === to && !m.icalEvent);
    return { queue, reminders };
  }

  /** Books a slot at least two days away (both reminders due later), as a visitor writing English. */
  async function bookAhead(index = 0) {
    const slots = (
      await send(t.app, { method: 'GET', url: '/api/meetings/slots?language=en' })
    ).json<SlotsAnswer>().slots;
    const later = slots.filter((s) => Date.parse(s.start) > Date.now() + 48 * hour);
    const slot = later[index];
    const email = `reminded.${kind}.${index}.${Date.now()}@example.com`;
    const booked = await send(t.app, {
      method: 'POST',
      url: '/api/meetings',
      headers: { 'x-ui-language': 'en' },
      payload: {
        name: 'Rui Lembrado',
        email,
        visitorTimeZone: 'America/New_York',
        slotStart: slot?.start,
        language: 'en',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const answer = booked.json<BookingAnswer>();
    return { email, start: new Date(slot?.start ?? ''), meetingId: answer.meeting?.id ?? '' };
  }

  const reminderJobs = (meetingId: string) =>
    t.app.database.db
      .selectFrom('mail_job')
      .select(['run_after', 'payload', 'locale', 'sent_at'])
      .where('recipient', 'like', `meeting:${meetingId}:%`)
      .execute()
      .then((rows) =>
        rows
          .map((r) => ({ ...r, payload: JSON.parse(r.payload) as { event: string; to: string } }))
          .filter((r) => r.payload.event.startsWith('reminder')),
      );

  it('queues both reminders with the booking, due 24 h and 1 h before on the server’s clock', async () => {
    const { meetingId, start } = await bookAhead(0);
    const jobs = await reminderJobs(meetingId);
    expect(
      jobs
        .map((j) => `${j.payload.event} ${j.payload.to} ${new Date(j.run_after).toISOString()}`)
        .sort(),
    ).toEqual(
      [
        `reminder-1h consultant ${new Date(start.getTime() - hour).toISOString()}`,
        `reminder-1h visitor ${new Date(start.getTime() - hour).toISOString()}`,
        `reminder-24h consultant ${new Date(start.getTime() - 24 * hour).toISOString()}`,
        `reminder-24h visitor ${new Date(start.getTime() - 24 * hour).toISOString()}`,
      ].sort(),
    );
  });

  it('sends each reminder once when its time comes, in each recipient’s language', async () => {
    const { meetingId, start, email } = await bookAhead(1);
    let now = new Date(start.getTime() - 24 * hour - 60_000);
    const { queue, reminders } = queueAt(() => now);
    await queue.runOnce();
    expect(reminders(email)).toEqual([]);

    now = new Date(start.getTime() - 24 * hour + 1000);
    await queue.runOnce();
    const en = texts.for('en');
    const pt = texts.for('pt-BR');
    const toVisitor = reminders(email);
    expect(toVisitor).toHaveLength(1);
    expect(toVisitor[0]?.subject.startsWith(en('mail:meetingReminder.subject', { date: '' }))).toBe(
      true,
    );
    expect(toVisitor[0]?.text).toContain(
      en('mail:meetingReminder.intro24h', { time: '', zone: '' }).split('{{')[0]?.slice(0, 30),
    );
    // Carla's account is in Portuguese.
    // The consultant's reminders of this meeting (earlier tests' meetings come due too).
    const toConsultant = reminders(consultantEmail).filter((m) => m.text.includes(email));
    expect(toConsultant).toHaveLength(1);
    expect(toConsultant[0]?.subject).toContain('Rui Lembrado');
    expect(
      toConsultant[0]?.subject.startsWith(
        pt('mail:meetingReminder.consultantSubject', { name: '', date: '' }).split(':')[0] ?? '-',
      ),
    ).toBe(true);
    // Run again at the same time: nothing twice.
    await queue.runOnce();
    expect(reminders(email)).toHaveLength(1);

    now = new Date(start.getTime() - hour + 1000);
    await queue.runOnce();
    expect(reminders(email).map((m) => m.subject)).toHaveLength(2);
    expect((await reminderJobs(meetingId)).every((j) => j.sent_at !== null)).toBe(true);
  });

  it('sends no reminder for a cancelled meeting', async () => {
    const { meetingId, start, email } = await bookAhead(2);
    const token = signMeetingLink(meetingLinkKey(t.config.sessionSecret), {
      meetingId,
      sequence: 0,
      purpose: 'cancel',
      expiresAt: start.getTime() + 30 * 60_000,
    });
    const cancelled = await send(t.app, {
      method: 'POST',
      url: '/api/meetings/manage/cancel',
      payload: { token },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    let now = new Date(start.getTime() - 24 * hour + 1000);
    const { queue, reminders } = queueAt(() => now);
    await queue.runOnce();
    now = new Date(start.getTime() - hour + 1000);
    await queue.runOnce();
    expect(reminders(email)).toEqual([]);
  });

  it('moves the reminders with the meeting: none at the old time, both at the new one', async () => {
    const { meetingId, start, email } = await bookAhead(3);
    const token = signMeetingLink(meetingLinkKey(t.config.sessionSecret), {
      meetingId,
      sequence: 0,
      purpose: 'reschedule',
      expiresAt: start.getTime() + 30 * 60_000,
    });
    const offered = (
      await send(t.app, {
        method: 'GET',
        url: `/api/meetings/manage?token=${encodeURIComponent(token)}`,
      })
    ).json<MeetingLinkAnswer>().slots;
    // A time at least a day after the old one, so the two sets of reminders never coincide.
    const target = offered.find((s) => Date.parse(s.start) > start.getTime() + 26 * hour);
    const moved = await send(t.app, {
      method: 'POST',
      url: '/api/meetings/manage/reschedule',
      // The language of the page the visitor moved it from: the reminders' too.
      headers: { 'x-ui-language': 'en' },
      payload: { token, slotStart: target?.start },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const newStart = new Date(target?.start ?? '');

    let now = new Date(start.getTime() - hour + 1000);
    const { queue, reminders } = queueAt(() => now);
    await queue.runOnce();
    // The old time's reminders came due and sent nothing.
    expect(reminders(email)).toEqual([]);

    now = new Date(newStart.getTime() - hour + 1000);
    await queue.runOnce();
    const moved2 = reminders(email);
    expect(moved2).toHaveLength(2);
    const en = texts.for('en');
    const date = new Intl.DateTimeFormat('en', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'America/New_York',
    }).format(newStart);
    expect(moved2.map((m) => m.subject)).toEqual([
      en('mail:meetingReminder.subject', { date }),
      en('mail:meetingReminder.subject', { date }),
    ]);
  });
});
