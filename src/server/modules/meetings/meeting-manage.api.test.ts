import { readFile } from 'node:fs/promises';
import type { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingAnswer, SlotsAnswer } from '#shared/schemas/booking.ts';
import type { leadMeetingsAnswerSchema } from '#shared/schemas/consultants.ts';
import type {
  MeetingChangedAnswer,
  MeetingLinkAnswer,
  MeetingLinkRefusal,
} from '#shared/schemas/meeting-manage.ts';
import { listAuditEvents } from '#server/modules/audit/audit.service.ts';
import {
  expectJsonError,
  send,
  texts,
  testAppUrl,
  useTestApp,
  type CookieJar,
  type OutboxMail,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { addConsultant } from './meetings.test-support.ts';
import { meetingLinkKey, signMeetingLink } from './meeting-links.ts';
import { invitationOf, mimeParts } from './mime-parts.test-support.ts';

/**
 * The visitor's reschedule and cancel links (issue 25 §5 and "Bad input and failure"; decisions
 * 0109, 0110) through HTTP on SQLite and PostgreSQL: the links in the confirmation mail, reading
 * the meeting by its link, moving it (the slot rules, the one-booking-per-slot index, the old slot
 * freed), cancelling it, the updated invitations (SEQUENCE raised, METHOD:CANCEL), the lead's
 * audit trail, and every refusal: tampered, expired, changed, cancelled, wrong purpose, foreign
 * origin. Times come from the API, never from a hard-coded date.
 */

/** The mail's plain text: a mail with an invitation is multipart, the harness reads single parts. */
const textOf = async (mail: OutboxMail | undefined) =>
  mimeParts(await readFile(mail?.file ?? '', 'utf8')).find((p) => p.type === 'text/plain')?.body ??
  mail?.text ??
  '';

const linkOf = async (mail: OutboxMail | undefined, purpose: 'r' | 'c'): Promise<string> => {
  const text = await textOf(mail);
  const urls = [...text.matchAll(/https?:\/\/\S+\?token=(\S+)/g)];
  const found = urls.find((m) => m[1]?.split('.')[2] === purpose);
  if (!found?.[1]) throw new Error(`no ${purpose} link in the mail:\n${text}`);
  return found[1];
};

describe.each(testDatabases)('meeting links on %s', (kind) => {
  const t = useTestApp(kind);
  let consultantEmail: string;
  let consultantJar: CookieJar;
  let mailCount = 0;

  beforeAll(async () => {
    const carla = await addConsultant(t.app);
    consultantEmail = carla.email;
    consultantJar = carla.jar;
  });

  /** The meeting's history as the lead desk reads it (the consultant is an admin). */
  async function meetingHistory(leadId: number | undefined) {
    const response = await send(t.app, {
      method: 'GET',
      url: `/api/admin/leads/${String(leadId)}/meetings`,
      jar: consultantJar,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<z.infer<typeof leadMeetingsAnswerSchema>>().meetings[0]?.history ?? [];
  }

  /** The consultant's newest mail whose subject starts so, waited for: the queue sends after the answer. */
  async function consultantMail(subjectStart: string): Promise<OutboxMail | undefined> {
    let found: OutboxMail | undefined;
    await expect
      .poll(
        async () => {
          found = (await t.mailsTo(consultantEmail))
            .filter((m) => m.subject.startsWith(subjectStart))
            .at(-1);
          return found !== undefined;
        },
        { timeout: 5000, interval: 25 },
      )
      .toBe(true);
    return found;
  }

  const freeSlots = async () =>
    (
      await send(t.app, { method: 'GET', url: '/api/meetings/slots?language=en' })
    ).json<SlotsAnswer>().slots;

  /** Books a meeting as a visitor in Lisbon; answers the booking and the links of its mail. */
  async function book(slotIndex = 0, language: 'en' | 'pt-BR' = 'en') {
    const slot = (await freeSlots())[slotIndex];
    mailCount += 1;
    const email = `visitor.${kind}.${mailCount}.${Date.now()}@example.pt`;
    const booked = await send(t.app, {
      method: 'POST',
      url: '/api/meetings',
      headers: { 'x-ui-language': language },
      payload: {
        name: 'Marta Lisboeta',
        email,
        visitorTimeZone: 'Europe/Lisbon',
        slotStart: slot?.start,
        language,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const tr = texts.for(language);
    const invitation = (await t.mailsTo(email, 2)).find((m) =>
      m.subject.startsWith(tr('mail:meetingInvitation.subject', { date: '' })),
    );
    return {
      email,
      slot: slot ?? { start: '', end: '' },
      answer: booked.json<BookingAnswer>(),
      invitation,
      reschedule: await linkOf(invitation, 'r'),
      cancel: await linkOf(invitation, 'c'),
    };
  }

  const open = (token: string, language = 'en') =>
    send(t.app, {
      method: 'GET',
      url: `/api/meetings/manage?token=${encodeURIComponent(token)}`,
      headers: { 'x-ui-language': language },
    });
  const move = (token: string, slotStart: string, headers: Record<string, string> = {}) =>
    send(t.app, {
      method: 'POST',
      url: '/api/meetings/manage/reschedule',
      headers: { 'x-ui-language': 'en', ...headers },
      payload: { token, slotStart },
    });
  const cancel = (token: string, headers: Record<string, string> = {}) =>
    send(t.app, {
      method: 'POST',
      url: '/api/meetings/manage/cancel',
      headers: { 'x-ui-language': 'en', ...headers },
      payload: { token },
    });
  const refusal = (response: Awaited<ReturnType<typeof open>>, reason: string, language = 'en') => {
    const body = expectJsonError(response, 400) as MeetingLinkRefusal;
    expect(body.reason).toBe(reason);
    expect(body.message).toBe(
      texts.for(language as 'en')(
        `common:booking.manage.errors.${reason}` as 'common:booking.manage.errors.invalid',
      ),
    );
    expect(body.bookPath).toBe(language === 'en' ? '/en/demonstracao' : '/demonstracao');
    return body;
  };

  it('puts a reschedule and a cancel link in the visitor’s confirmation; the link opens the meeting with the consultant’s other free times', async () => {
    const { reschedule, cancel: cancelLink, slot } = await book();
    expect(reschedule).not.toBe(cancelLink);
    const response = await open(reschedule);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<MeetingLinkAnswer>();
    expect(body.purpose).toBe('reschedule');
    expect(body.meeting).toMatchObject({
      start: slot.start,
      end: slot.end,
      status: 'booked',
      consultantName: 'Carla Consultora',
      visitorTimeZone: 'Europe/Lisbon',
    });
    expect(body.slots.length).toBeGreaterThan(10);
    expect(body.slots.map((s) => s.start)).not.toContain(slot.start);
    // A cancel link opens the same meeting, with nothing to choose.
    const byCancel = (await open(cancelLink)).json<MeetingLinkAnswer>();
    expect(byCancel.purpose).toBe('cancel');
    expect(byCancel.slots).toEqual([]);
  });

  it('moves the meeting: 200, the old slot free again, SEQUENCE 1 at the new instant to both, audited on the lead; the old links die', async () => {
    const { email, reschedule, cancel: oldCancel, slot, answer } = await book();
    const target = (await open(reschedule)).json<MeetingLinkAnswer>().slots[3];
    const moved = await move(reschedule, target?.start ?? '');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<MeetingChangedAnswer>().meeting).toMatchObject({
      start: target?.start,
      end: target?.end,
      status: 'booked',
    });
    const row = await t.app.database.db
      .selectFrom('meeting')
      .selectAll()
      .where('id', '=', answer.meeting?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(row.sequence).toBe(1);

    // The updated invitation, to the visitor and to the consultant.
    const en = texts.for('en');
    const visitorMails = await t.mailsTo(email, 3);
    const movedMail = visitorMails.find((m) =>
      m.subject.startsWith(en('mail:meetingChange.movedSubject', { date: '' })),
    );
    expect(movedMail).toBeDefined();
    const pt = texts.for('pt-BR');
    const prefix =
      pt('mail:meetingChange.consultantMovedSubject', { name: '', date: '' }).split(':')[0] ?? '-';
    const toConsultant = await consultantMail(prefix);
    expect(toConsultant).toBeDefined();
    for (const mail of [movedMail, toConsultant]) {
      const ics = invitationOf(await readFile(mail?.file ?? '', 'utf8'));
      expect(ics?.method).toBe('REQUEST');
      expect(ics?.event.uid).toBe(`${answer.meeting?.id}@localhost:3000`);
      expect(ics?.event.sequence).toBe(1);
      expect(ics?.event.startDate.toJSDate().toISOString()).toBe(target?.start);
    }

    // The lead's trail, where the desk reads it.
    const events = await listAuditEvents(t.app.database.db, { subject: `lead:${answer.id}` });
    expect(events.find((e) => e.action === 'meeting.rescheduled')?.details).toMatchObject({
      meetingId: answer.meeting?.id,
      from: slot.start,
      to: target?.start,
    });

    // The lead desk shows the move in the meeting's history (decision 0111).
    const history = await meetingHistory(answer.id);
    expect(history.map((h) => h.kind)).toEqual(['booked', 'rescheduled']);
    expect(history[1]?.to).toBe(target?.start);

    // Every link of the earlier version is dead, the new mail's links work.
    refusal(await open(reschedule), 'changed');
    refusal(await move(reschedule, (await freeSlots())[5]?.start ?? ''), 'changed');
    refusal(await cancel(oldCancel), 'changed');
    expect((await open(await linkOf(movedMail, 'c'))).statusCode).toBe(200);

    // The old slot is bookable again (the partial index holds booked rows only).
    expect((await freeSlots()).map((s) => s.start)).toContain(slot.start);
  });

  it('refuses a time taken meanwhile with 409 and fresh times; past and outside times with 400', async () => {
    const first = await book(0);
    const other = await book(1);
    const taken = await move(first.reschedule, other.slot.start);
    const conflict = expectJsonError(taken, 409) as { message: string; slots: { start: string }[] };
    expect(conflict.message).toBe(texts.for('en')('common:booking.errors.taken'));
    expect(conflict.slots.length).toBeGreaterThan(0);
    expect(conflict.slots.map((s) => s.start)).not.toContain(other.slot.start);
    // Its own current time is no move either.
    expect((await move(first.reschedule, first.slot.start)).statusCode).toBe(409);

    const past = expectJsonError(
      await move(first.reschedule, new Date(Date.now() - 3_600_000).toISOString()),
      400,
    );
    expect(past.fieldErrors?.slotStart).toEqual([texts.for('en')('common:booking.errors.past')]);
    // 03:00 in São Paulo on a listed day: outside the schedule.
    const night = new Date(Date.parse(other.slot.start));
    night.setUTCHours(6, 0, 0, 0);
    const outside = expectJsonError(await move(first.reschedule, night.toISOString()), 400);
    expect(outside.fieldErrors?.slotStart).toHaveLength(1);
    expectJsonError(await move(first.reschedule, 'tomorrow'), 400);
    // Nothing moved.
    expect((await open(first.reschedule)).json<MeetingLinkAnswer>().meeting.start).toBe(
      first.slot.start,
    );
  });

  it('cancels: 200, METHOD:CANCEL to both, the slot free, audited; the links then say it was cancelled', async () => {
    const { email, reschedule, cancel: cancelLink, slot, answer } = await book(2, 'pt-BR');
    // Single purpose: a reschedule link cannot cancel.
    refusal(await cancel(reschedule), 'invalid');
    const done = await cancel(cancelLink, { 'x-ui-language': 'pt-BR' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<MeetingChangedAnswer>().meeting.status).toBe('cancelled');

    const pt = texts.for('pt-BR');
    const date = new Intl.DateTimeFormat('pt-BR', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Lisbon',
    }).format(new Date(slot.start));
    const subject = pt('mail:meetingChange.cancelledSubject', { date });
    const cancelled = (await t.mailsTo(email, 3)).find((m) => m.subject === subject);
    expect(cancelled).toBeDefined();
    const ics = invitationOf(await readFile(cancelled?.file ?? '', 'utf8'));
    expect(ics?.method).toBe('CANCEL');
    expect(ics?.event.sequence).toBe(1);
    expect(ics?.event.uid).toBe(`${answer.meeting?.id}@localhost:3000`);
    expect(await textOf(cancelled)).toContain(`${testAppUrl}/demonstracao`);
    // The consultant's calendar drops it too.
    const prefix = pt('mail:meetingChange.consultantCancelledSubject', { name: '', date: '' });
    const toConsultant = await consultantMail(prefix.split(':')[0] ?? '-');
    const consultantIcs = invitationOf(await readFile(toConsultant?.file ?? '', 'utf8'));
    expect(consultantIcs?.method).toBe('CANCEL');
    expect(consultantIcs?.event.uid).toBe(`${answer.meeting?.id}@localhost:3000`);

    const events = await listAuditEvents(t.app.database.db, { subject: `lead:${answer.id}` });
    expect(events.map((e) => e.action)).toContain('meeting.cancelled');
    expect((await meetingHistory(answer.id)).map((h) => h.kind)).toEqual(['booked', 'cancelled']);
    expect((await freeSlots()).map((s) => s.start)).toContain(slot.start);

    refusal(await cancel(cancelLink, { 'x-ui-language': 'pt-BR' }), 'cancelled', 'pt-BR');
    refusal(await open(reschedule, 'pt-BR'), 'cancelled', 'pt-BR');
  });

  it('refuses tampered, forged, expired and malformed links with 400 and a way to book anew, in the visitor’s language', async () => {
    const { reschedule, answer, slot } = await book(4);
    // One character of the signature changed.
    const last = reschedule.at(-1) === 'A' ? 'B' : 'A';
    refusal(await open(`${reschedule.slice(0, -1)}${last}`), 'invalid');
    refusal(await open(`${reschedule.slice(0, -1)}${last}`, 'pt-BR'), 'invalid', 'pt-BR');
    // Another meeting's id under this signature; another purpose under this signature.
    const parts = reschedule.split('.');
    refusal(await open([crypto.randomUUID(), ...parts.slice(1)].join('.')), 'invalid');
    refusal(await open([...parts.slice(0, 2), 'c', ...parts.slice(3)].join('.')), 'invalid');
    // Signed with another secret.
    const forged = signMeetingLink(meetingLinkKey('another-secret-another-secret-0123'), {
      meetingId: answer.meeting?.id ?? '',
      sequence: 0,
      purpose: 'reschedule',
      expiresAt: Date.parse(slot.end),
    });
    refusal(await open(forged), 'invalid');
    // Genuine but past its expiry (the meeting's end).
    const expired = signMeetingLink(meetingLinkKey(t.config.sessionSecret), {
      meetingId: answer.meeting?.id ?? '',
      sequence: 0,
      purpose: 'reschedule',
      expiresAt: Date.now() - 1000,
    });
    refusal(await open(expired), 'expired');
    refusal(await move(expired, slot.start), 'expired');
    refusal(await open('junk'), 'invalid');
    expectJsonError(await send(t.app, { method: 'GET', url: '/api/meetings/manage' }), 400);
    expectJsonError(await open('x'.repeat(500)), 400);
    // The genuine link still works after all that.
    expect((await open(reschedule)).statusCode).toBe(200);
  });

  it('refuses a change from a foreign origin (403) like every state change', async () => {
    const { cancel: cancelLink } = await book(5);
    expectJsonError(await cancel(cancelLink, { origin: 'https://evil.example' }), 403);
    expect((await open(cancelLink)).json<MeetingLinkAnswer>().meeting.status).toBe('booked');
  });
});
