import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect } from 'vitest';
import { serviceSlugs } from '#shared/routes.ts';
import type { ConsultantSettings } from '#shared/schemas/consultants.ts';
import type { SlotsAnswer, BookingAnswer } from '#shared/schemas/booking.ts';
import { send, type OutboxMail, type TestApp } from '#server/test/app-harness.ts';
import { invitationOf, mimeParts } from './mime-parts.test-support.ts';

/** The meetings desk's API tests' settings (issue 25 §1): shared by the desk's and the feed's suites. */

export const everyHour = (weekday: number) => ({ weekday, startMinute: 0, endMinute: 1440 });

/** Settings under which any future slot fits: every day, all day. */
export const allWeek = (over: Partial<ConsultantSettings> = {}): ConsultantSettings => ({
  active: true,
  languages: ['pt-BR', 'en', 'es'],
  areas: [...serviceSlugs],
  weekly: [0, 1, 2, 3, 4, 5, 6].map(everyHour),
  daysOff: [],
  meetingMinutes: 30,
  bufferMinutes: 0,
  noticeMinutes: 240,
  horizonDays: 30,
  ...over,
});

/**
 * The mail to `email` whose calendar part, read by ical.js, is a `method` for `meetingId`, with
 * its plain text; undefined until the queue has sent it.
 */
export async function icsOf(
  t: Pick<TestApp, 'outbox'>,
  email: string,
  method: 'REQUEST' | 'CANCEL',
  meetingId: string,
) {
  for (const mail of (await t.outbox()).filter((m: OutboxMail) => m.to === email)) {
    const raw = await readFile(mail.file, 'utf8');
    const invitation = invitationOf(raw);
    if (invitation?.method === method && invitation.event.uid.startsWith(`${meetingId}@`)) {
      const text = mimeParts(raw).find((p) => p.type === 'text/plain')?.body ?? '';
      return { mail, text, event: invitation.event };
    }
  }
  return undefined;
}

/** Waits for the queue, which sends after the answer. */
export async function poll<T>(read: () => Promise<T | undefined>): Promise<T> {
  let found: T | undefined;
  await expect
    .poll(async () => (found = await read()) !== undefined, { timeout: 5000, interval: 25 })
    .toBe(true);
  return found as T;
}

/** A meeting that has already started, straight into the table (bookings are never past). */
export async function pastMeeting(
  t: Pick<TestApp, 'app'>,
  consultantId: string,
  status = 'booked',
) {
  const id = randomUUID();
  const start = new Date(Date.now() - 2 * 3_600_000);
  await t.app.database.db
    .insertInto('meeting')
    .values({
      id,
      lead_id: 1,
      consultant_id: consultantId,
      start_at: start.toISOString(),
      end_at: new Date(start.getTime() + 30 * 60_000).toISOString(),
      visitor_time_zone: 'America/Sao_Paulo',
      status,
      video_url: `https://meet.jit.si/nexus-${id}`,
      created_at: start.toISOString(),
      updated_at: start.toISOString(),
    })
    .execute();
  return id;
}

/** A visitor's booking through the public API: the meeting, its lead and its consultant, as in real use. */
export async function bookAsVisitor(app: TestApp['app'], slotIndex = 0) {
  const slots = (
    await send(app, { method: 'GET', url: '/api/meetings/slots?language=pt-BR' })
  ).json<SlotsAnswer>().slots;
  const email = `marta.${randomUUID()}@example.pt`;
  const response = await send(app, {
    method: 'POST',
    url: '/api/meetings',
    payload: {
      name: 'Marta Lisboeta',
      email,
      company: 'Tejo Lda',
      visitorTimeZone: 'Europe/Lisbon',
      slotStart: slots[slotIndex]?.start,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const answer = response.json<
    BookingAnswer & { id: number; meeting: { id: string; start: string } }
  >();
  const row = await app.database.db
    .selectFrom('meeting')
    .select(['consultant_id'])
    .where('id', '=', answer.meeting.id)
    .executeTakeFirstOrThrow();
  return { leadId: answer.id, ...answer.meeting, consultantId: row.consultant_id, email };
}
