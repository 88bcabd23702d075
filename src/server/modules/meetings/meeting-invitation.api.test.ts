import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingAnswer, SlotsAnswer } from '#shared/schemas/booking.ts';
import {
  relaxedRateLimits,
  send,
  startTestApp,
  texts,
  type TestApp,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { addConsultant } from './meetings.test-support.ts';
import { mimeParts } from './mime-parts.test-support.ts';

/**
 * The booking's confirmation mails (issue 25 §5) on both databases: through the mail queue, to
 * the visitor in their language and to the consultant in theirs, each carrying an invitation
 * that a real iCalendar parser (ical.js) reads at the booked instant.
 */

describe.each(testDatabases)('meeting invitations on %s', (kind) => {
  let t: TestApp;
  let consultantEmail: string;

  beforeAll(async () => {
    t = await startTestApp(kind, relaxedRateLimits);
    const carla = await addConsultant(t.app);
    consultantEmail = carla.email;
  });
  afterAll(async () => t?.close());

  it('mails the visitor (in Lisbon, in Spanish) and the consultant an invitation at the booked instant', async () => {
    const slots = await send(t.app, { method: 'GET', url: '/api/meetings/slots?language=es' });
    const [slot] = slots.json<SlotsAnswer>().slots;
    const visitor = `lucia.${Date.now()}@example.es`;
    const booked = await send(t.app, {
      method: 'POST',
      url: '/api/meetings',
      headers: { 'x-ui-language': 'es' },
      payload: {
        name: 'Lucía Fernández',
        email: visitor,
        visitorTimeZone: 'Europe/Lisbon',
        slotStart: slot?.start,
        language: 'es',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const answer = booked.json<BookingAnswer>();

    // Each also gets the lead's own mail (the confirmation, the admins' notification).
    const es = texts.for('es');
    const toVisitor = (await t.mailsTo(visitor, 2)).find((m) =>
      m.subject.startsWith(es('mail:meetingInvitation.subject', { date: '' })),
    );
    const consultantPrefix = texts
      .for('pt-BR')('mail:meetingInvitation.consultantSubject', { name: '', date: '' })
      .split(':')[0];
    const toConsultant = (await t.mailsTo(consultantEmail, 2)).find((m) =>
      m.subject.startsWith(consultantPrefix ?? '-'),
    );
    expect(toVisitor && toConsultant).toBeTruthy();
    const start = new Date(slot?.start ?? 0);
    expect(toVisitor?.subject).toBe(
      es('mail:meetingInvitation.subject', {
        date: new Intl.DateTimeFormat('es', {
          dateStyle: 'long',
          timeStyle: 'short',
          timeZone: 'Europe/Lisbon',
        }).format(start),
      }),
    );

    for (const mail of [toVisitor, toConsultant]) {
      const parts = mimeParts(await readFile(mail?.file ?? '', 'utf8'));
      const calendars = parts.filter(
        (p) => p.type === 'text/calendar' || p.type === 'application/ics',
      );
      expect(calendars.length).toBeGreaterThan(0);
      const vcalendar = new ICAL.Component(ICAL.parse(calendars[0]?.body ?? ''));
      const event = new ICAL.Event(vcalendar.getFirstSubcomponent('vevent') ?? undefined);
      expect(vcalendar.getFirstPropertyValue('method')).toBe('REQUEST');
      expect(event.uid).toBe(`${answer.meeting?.id}@localhost:3000`);
      expect(event.startDate.toJSDate().toISOString()).toBe(slot?.start);
      expect(event.organizer).toBe(`mailto:${consultantEmail}`);
      expect(event.attendees.map((a) => a.getFirstValue())).toEqual([`mailto:${visitor}`]);
      expect(event.location).toBe(answer.meeting?.videoUrl);
      const body = parts.find((p) => p.type === 'text/plain')?.body ?? '';
      expect(body).toContain(answer.meeting?.videoUrl);
    }
    // The visitor reads the time in Lisbon, with Brasília's beside it when it differs.
    const visitorText =
      mimeParts(await readFile(toVisitor?.file ?? '', 'utf8')).find((p) => p.type === 'text/plain')
        ?.body ?? '';
    // As the mail writes a time in Spanish: "9:00", not the 24-hour "09:00" of zonedTime (the
    // first free slot is 09:00 in São Paulo whenever the day's slots are past).
    const spanishTime = (timeZone: string) =>
      new Intl.DateTimeFormat('es', { timeStyle: 'short', timeZone }).format(start);
    expect(visitorText).toContain(spanishTime('Europe/Lisbon'));
    expect(visitorText).toContain(spanishTime('America/Sao_Paulo'));
    expect(visitorText).toContain('Europe/Lisbon');
  });
});
