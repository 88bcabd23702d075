import { describe, expect, it } from 'vitest';
import type { BookingAnswer, SlotsAnswer } from '#shared/schemas/booking.ts';
import { ConfigError, loadConfig } from '#server/config.ts';
import { LEAD_CONFIRMATION_MAIL } from '#server/modules/leads/lead-confirmation.ts';
import { expectJsonError, send, startAppForTest, type TestApp } from '#server/test/app-harness.ts';
import { freePort } from '#server/test/app-process.ts';
import { testDatabases } from '#server/test/databases.ts';
import { addConsultant } from './meetings.test-support.ts';
import { MEETING_INVITATION_MAIL } from './meeting-invitation.ts';

/**
 * The booking's limits and failures (issue 25 §5, "Bad input and failure") on SQLite and
 * PostgreSQL: the free slots' limit counts per client address, so one address's flood never
 * refuses another visitor; a 409 costs the visitor none of today's confirmation mails; a mail
 * server that is down leaves the booking standing and its mails waiting in the queue; and each
 * meeting's video room follows MEETING_VIDEO_URL_TEMPLATE, checked at start-up.
 */

const visitor = (slotStart: string | undefined, email: string) => ({
  name: 'Ana Visitante',
  email,
  visitorTimeZone: 'America/Sao_Paulo',
  slotStart,
  language: 'pt-BR',
});

/** The free times a pt-BR visitor is offered, as the booking panel reads them. */
const freeSlots = async (t: TestApp) =>
  (
    await send(t.app, { method: 'GET', url: '/api/meetings/slots?language=pt-BR' })
  ).json<SlotsAnswer>().slots;

/** A visitor's booking of `slotStart`. */
const book = (t: TestApp, slotStart: string | undefined, email: string) =>
  send(t.app, { method: 'POST', url: '/api/meetings', payload: visitor(slotStart, email) });

describe.each(testDatabases)('booking limits and failures on %s', (kind) => {
  it('limits the free slots per client address: one address refused (429), another still served', async () => {
    const t = await startAppForTest(kind, { RATE_LIMIT_SLOTS_MAX: '3' });
    const list = (remoteAddress: string) =>
      send(t.app, { method: 'GET', url: '/api/meetings/slots', remoteAddress });
    for (let i = 0; i < 3; i++) expect((await list('203.0.113.7')).statusCode).toBe(200);
    const refused = expectJsonError(await list('203.0.113.7'), 429);
    expect(refused.message).not.toBe('');
    expect((await list('203.0.113.7')).headers['retry-after']).toBeDefined();
    // The flood spent its own allowance only.
    expect((await list('198.51.100.20')).statusCode).toBe(200);
  });

  it('gives back the confirmation mail a 409 counted: a visitor who lost a slot still gets one', async () => {
    const t = await startAppForTest(kind);
    await addConsultant(t.app);
    const slots = await freeSlots(t);
    const email = `perdeu.${Date.now()}@example.com`;
    // Twenty tries at one free time at once, as a visitor's double clicks and retries would:
    // one is booked, the others lose the slot at the insert (after the allowance was counted).
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => book(t, slots[0]?.start, email)),
    );
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(burst.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const booked = await book(t, slots[1]?.start, email);
    expect(booked.statusCode).toBe(201);
    const leadId = booked.json<BookingAnswer>().id;
    const confirmation = await t.app.database.db
      .selectFrom('mail_job')
      .select('id')
      .where('kind', '=', LEAD_CONFIRMATION_MAIL)
      .where('recipient', '=', `lead:${leadId}`)
      .execute();
    expect(confirmation).toHaveLength(1);
  });

  it('keeps the booking when the mail server is down: 201, the meeting stored, its mails waiting to be retried', async () => {
    // A port nobody listens on: every SMTP connection is refused.
    const port = await freePort();
    const t = await startAppForTest(kind, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
    });
    await addConsultant(t.app);
    const [slot] = await freeSlots(t);
    const booked = await book(t, slot?.start, `sem.correio.${Date.now()}@example.com`);
    expect(booked.statusCode, booked.body).toBe(201);
    const meetingId = booked.json<BookingAnswer>().meeting?.id ?? '';
    const meeting = await t.app.database.db
      .selectFrom('meeting')
      .select('status')
      .where('id', '=', meetingId)
      .executeTakeFirst();
    expect(meeting?.status).toBe('booked');
    const invitations = () =>
      t.app.database.db
        .selectFrom('mail_job')
        .select(['sent_at', 'failed_at', 'last_error', 'attempts', 'run_after'])
        .where('kind', '=', MEETING_INVITATION_MAIL)
        .where('recipient', 'like', `meeting:${meetingId}:%`)
        .where('payload', 'like', '%"booked"%')
        .execute();
    await expect
      .poll(async () => (await invitations()).every((j) => j.last_error !== null), {
        timeout: 10_000,
      })
      .toBe(true);
    for (const job of await invitations()) {
      expect(job.sent_at).toBeNull();
      expect(job.failed_at).toBeNull();
      expect(Date.parse(String(job.run_after))).toBeGreaterThan(Date.now());
    }
  });

  it('gives each meeting its room from MEETING_VIDEO_URL_TEMPLATE', async () => {
    const t = await startAppForTest(kind, {
      MEETING_VIDEO_URL_TEMPLATE: 'https://video.example.com/sala/{id}?lang=pt',
    });
    await addConsultant(t.app);
    const [slot] = await freeSlots(t);
    const booked = await book(t, slot?.start, `sala.${Date.now()}@example.com`);
    const { meeting } = booked.json<BookingAnswer>();
    expect(meeting?.videoUrl).toBe(`https://video.example.com/sala/${meeting?.id}?lang=pt`);
  });
});

describe('MEETING_VIDEO_URL_TEMPLATE at start-up', () => {
  it('defaults to a Jitsi room per meeting', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).meetings.videoUrlTemplate).toBe(
      'https://meet.jit.si/nexus-{id}',
    );
  });

  it.each([
    ['no {id}', 'https://meet.jit.si/nexus'],
    ['not an address', 'sala-{id}'],
    ['another scheme', 'javascript:alert("{id}")'],
    ['a file', 'file:///tmp/{id}'],
  ])('refuses %s, naming the variable', (_, template) => {
    expect(() => loadConfig({ NODE_ENV: 'test', MEETING_VIDEO_URL_TEMPLATE: template })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', MEETING_VIDEO_URL_TEMPLATE: template })).toThrow(
      /MEETING_VIDEO_URL_TEMPLATE/,
    );
  });
});
