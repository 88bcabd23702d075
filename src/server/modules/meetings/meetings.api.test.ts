import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isClosedDay } from '#shared/meetings/holidays.ts';
import { saoPauloDayNumber } from '#shared/meetings/sao-paulo-clock.ts';
import { consultantGrid, type ConsultantSchedule } from '#shared/meetings/slots.ts';
import type { BookingAnswer, SlotsAnswer } from '#shared/schemas/booking.ts';
import { buildApp } from '#server/app.ts';
import type { Database } from '#server/db/database.ts';
import {
  expectJsonError,
  relaxedRateLimits,
  send,
  startTestApp,
  testAppUrl,
  texts,
  type TestApp,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import {
  defaultWeekly,
  disableConsultant,
  eligibleSchedules,
  enableConsultant,
  insertBookedMeeting,
} from './meetings.queries.ts';
import { videoUrlFor } from './meetings.service.ts';

/**
 * Booking a conversation through HTTP on SQLite and PostgreSQL (issue 25 §2–§4; decisions 0102,
 * 0103): the free slots, every answer of POST /api/meetings, routing, and the proof that one slot
 * is booked once however many visitors ask for it at the same moment.
 *
 * The clock is the real one (the server's "now" is authoritative, §7): expectations take their
 * times from the slots the API lists, or from the same engine for the refusals.
 */

const hour = 3_600_000;

let consultantCounter = 0;

/** A consultant row straight into the tables (the CLI's own tests cover `npm run admin`). */
async function addConsultant(
  database: Database,
  options: {
    languages?: string[];
    areas?: string[];
    noticeMinutes?: number;
    horizonDays?: number;
    id?: string;
  } = {},
): Promise<string> {
  consultantCounter += 1;
  const id = options.id ?? `consultant-${consultantCounter}`;
  const now = new Date().toISOString();
  await database.db
    .insertInto('consultant')
    .values({
      user_id: id,
      languages: JSON.stringify(options.languages ?? ['pt-BR', 'en', 'es']),
      areas: JSON.stringify(options.areas ?? ['automacao-inteligente', 'analise-preditiva']),
      notice_minutes: options.noticeMinutes ?? 240,
      horizon_days: options.horizonDays ?? 30,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await database.db
    .insertInto('consultant_availability')
    .values(
      defaultWeekly.map((r) => ({
        consultant_id: id,
        weekday: r.weekday,
        start_minute: r.startMinute,
        end_minute: r.endMinute,
      })),
    )
    .execute();
  return id;
}

const lead = (overrides: Record<string, unknown> = {}) => ({
  name: 'Marta Lisboeta',
  email: `marta.${Date.now()}.${Math.random().toString(36).slice(2)}@example.pt`,
  company: 'Tejo Lda',
  message: 'Queremos automatizar a faturação.',
  visitorTimeZone: 'Europe/Lisbon',
  ...overrides,
});

describe.each(testDatabases)('meetings on %s', (kind) => {
  let t: TestApp;
  let db: Database;

  const slots = async (query = '', headers: Record<string, string> = {}) => {
    const response = await send(t.app, {
      method: 'GET',
      url: `/api/meetings/slots${query}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SlotsAnswer>().slots;
  };
  const book = (payload: object, headers: Record<string, string> = {}) =>
    send(t.app, { method: 'POST', url: '/api/meetings', payload, headers });
  const bookedAt = async (start: string) =>
    db.db
      .selectFrom('meeting')
      .selectAll()
      .where('start_at', '=', start)
      .where('status', '=', 'booked')
      .execute();

  beforeAll(async () => {
    t = await startTestApp(kind, relaxedRateLimits);
    db = t.app.database;
  });
  afterAll(async () => t?.close());

  it('lists no slots while nobody is a consultant', async () => {
    expect(await slots('?language=pt-BR')).toEqual([]);
  });

  describe('with one consultant', () => {
    let ana: string;
    beforeAll(async () => {
      ana = await addConsultant(db, { languages: ['pt-BR', 'en'], areas: ['analise-preditiva'] });
    });

    it('lists free slots as UTC instants: weekdays, 09:00–18:00 São Paulo, no holiday, after the notice', async () => {
      const response = await send(t.app, { method: 'GET', url: '/api/meetings/slots?language=en' });
      expect(response.headers['cache-control']).toBe('no-store');
      const list = response.json<SlotsAnswer>().slots;
      expect(list.length).toBeGreaterThan(100);
      const now = Date.now();
      for (const slot of list) {
        expect(new Date(slot.start).toISOString()).toBe(slot.start);
        expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(30 * 60_000);
        // 4 business hours of notice: never sooner than 4 h from now.
        expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(now + 4 * hour - 60_000);
        const wall = new Date(Date.parse(slot.start) - 3 * hour);
        expect(wall.getUTCDay()).toBeGreaterThanOrEqual(1);
        expect(wall.getUTCDay()).toBeLessThanOrEqual(5);
        expect(wall.getUTCHours()).toBeGreaterThanOrEqual(9);
        expect(wall.getUTCHours()).toBeLessThan(18);
        expect(isClosedDay(saoPauloDayNumber(new Date(slot.start)))).toBe(false);
        expect(saoPauloDayNumber(new Date(slot.start))).toBeLessThanOrEqual(
          saoPauloDayNumber(new Date()) + 30,
        );
      }
    });

    it('lists only the consultants of the language and the service asked for', async () => {
      expect(await slots('?language=es')).toEqual([]);
      expect(await slots('?language=en&service=automacao-inteligente')).toEqual([]);
      expect((await slots('?language=en&service=analise-preditiva')).length).toBeGreaterThan(0);
      // Without `language`, the visitor's: a Spanish browser finds nobody here.
      expect(await slots('', { 'accept-language': 'es-ES' })).toEqual([]);
      expect((await slots('', { 'accept-language': 'pt-BR' })).length).toBeGreaterThan(0);
    });

    it('starts the list at `from`', async () => {
      const all = await slots('?language=en');
      const tenth = all[10]?.start ?? '';
      expect((await slots(`?language=en&from=${encodeURIComponent(tenth)}`))[0]?.start).toBe(tenth);
    });

    it('refuses a bad query with 400 and the fields named', async () => {
      for (const query of ['?language=fr', '?service=nope', '?from=tomorrow']) {
        const response = await send(t.app, { method: 'GET', url: `/api/meetings/slots${query}` });
        expect(Object.keys(expectJsonError(response, 400).fieldErrors ?? {})).toHaveLength(1);
      }
    });

    it('books a listed slot: 201, the lead assigned to the consultant, the meeting stored in UTC', async () => {
      const [slot] = await slots('?language=en');
      const before = await t.countRows('contact_submission');
      const response = await book(
        lead({ slotStart: slot?.start, language: 'en', service: 'analise-preditiva' }),
      );
      expect(response.statusCode, response.body).toBe(201);
      const answer = response.json<BookingAnswer>();
      expect(answer).toMatchObject({ ok: true, meeting: { start: slot?.start, end: slot?.end } });
      expect(answer.meeting?.videoUrl).toMatch(/^https:\/\/meet\.jit\.si\/nexus-[0-9a-f-]{36}$/);
      expect(await t.countRows('contact_submission')).toBe(before + 1);
      const stored = await db.db
        .selectFrom('contact_submission')
        .select(['assigned_to', 'assigned_at', 'company'])
        .where('id', '=', answer.id ?? 0)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ assigned_to: ana, company: 'Tejo Lda' });
      expect(stored.assigned_at).not.toBeNull();
      const [meeting] = await bookedAt(slot?.start ?? '');
      expect(meeting).toMatchObject({
        id: answer.meeting?.id,
        lead_id: answer.id,
        consultant_id: ana,
        visitor_time_zone: 'Europe/Lisbon',
        status: 'booked',
        sequence: 0,
      });
      // The lead's mails wait in the queue, committed with it (decision 0015).
      const jobs = await db.db
        .selectFrom('mail_job')
        .select('recipient')
        .where('recipient', 'like', `%${answer.id}%`)
        .execute();
      expect(jobs.length).toBeGreaterThan(0);
      // And the slot is no longer offered.
      expect((await slots('?language=en')).map((s) => s.start)).not.toContain(slot?.start);
    });

    it('answers a slot taken meanwhile with 409, the reason in the visitor’s language and fresh slots; no lead kept', async () => {
      const [slot] = await slots('?language=en');
      expect((await book(lead({ slotStart: slot?.start, language: 'en' }))).statusCode).toBe(201);
      const before = await t.countRows('contact_submission');
      for (const [language, header] of [
        ['pt-BR', 'pt-BR'],
        ['en', 'en-US'],
        ['es', 'es-ES'],
      ] as const) {
        // The visitor's language is the page's; the slots are the English-speaking consultants'.
        const response = await book(lead({ slotStart: slot?.start, language: 'en' }), {
          'accept-language': header,
        });
        expect(response.statusCode, response.body).toBe(409);
        const body = response.json<{ message: string; slots: SlotsAnswer['slots'] }>();
        expect(body.message).toBe(texts.for(language)('common:booking.errors.taken'));
        expect(body.slots.length).toBeGreaterThan(0);
        expect(body.slots.map((s) => s.start)).not.toContain(slot?.start);
      }
      expect(await t.countRows('contact_submission')).toBe(before);
    });

    it('refuses times never offered with 400 naming slotStart: past, too soon, beyond the horizon, outside the schedule', async () => {
      const now = new Date();
      const [schedule] = (await eligibleSchedules(db.db, { language: 'en' }, now)) as [
        ConsultantSchedule,
      ];
      // A slot inside the notice that stays inside it while the test runs (see the comment above).
      const tooSoon = consultantGrid(schedule, now).find(
        (s) => s.problem === 'too-soon' && s.start > now.getTime() + 10 * 60_000,
      );
      const farWeekday = new Date(now.getTime() + 40 * 24 * hour);
      farWeekday.setUTCHours(15, 0, 0, 0);
      const night = new Date(now.getTime() + 5 * 24 * hour);
      night.setUTCHours(6, 0, 0, 0);
      const cases = [
        ['past', new Date(now.getTime() - 24 * hour).toISOString()],
        ['tooSoon', new Date(tooSoon?.start ?? 0).toISOString()],
        ['beyondHorizon', farWeekday.toISOString()],
        ['outsideAvailability', night.toISOString()],
      ] as const;
      for (const [reason, slotStart] of cases) {
        for (const language of ['pt-BR', 'en', 'es'] as const) {
          const body = expectJsonError(
            await book(lead({ slotStart, language: 'en' }), { 'x-ui-language': language }),
            400,
          );
          const message = texts.for(language)(`common:booking.errors.${reason}`);
          expect(body, `${reason} ${language}`).toEqual({
            message,
            fieldErrors: { slotStart: [message] },
          });
        }
      }
    });

    it('refuses a booking in a language no consultant speaks as outside availability', async () => {
      const [slot] = await slots('?language=en');
      const body = expectJsonError(
        await book(lead({ slotStart: slot?.start, language: 'es' })),
        400,
      );
      expect(body.fieldErrors).toEqual({
        slotStart: [texts.for('pt-BR')('common:booking.errors.outsideAvailability')],
      });
    });

    it('validates the body like the contact form: 400 with every field named, nothing stored', async () => {
      const before = await t.countRows('contact_submission');
      const body = expectJsonError(
        await book({
          name: '',
          email: 'not-an-email',
          slotStart: 'next tuesday',
          visitorTimeZone: 'Mars/Olympus_Mons',
          service: 'nope',
        }),
        400,
      );
      expect(Object.keys(body.fieldErrors ?? {}).sort()).toEqual(
        ['email', 'name', 'service', 'slotStart', 'visitorTimeZone'].sort(),
      );
      const pt = texts.for('pt-BR');
      expect(body.fieldErrors?.slotStart).toEqual([pt('common:validation.meetingStart')]);
      expect(body.fieldErrors?.visitorTimeZone).toEqual([pt('common:validation.timeZone')]);
      expectJsonError(await book([]), 400);
      expect(await t.countRows('contact_submission')).toBe(before);
    });

    it('refuses another site’s page before reading the body (origin check, as POST /api/contacts)', async () => {
      expectJsonError(await book(lead(), { origin: 'https://evil.example' }), 403);
    });

    it('drops a filled honeypot as the contact form does: 201, no lead, no meeting', async () => {
      const [slot] = await slots('?language=en');
      const before = await t.countRows('contact_submission');
      const response = await book(lead({ slotStart: slot?.start, language: 'en', website: 'x' }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ ok: true });
      expect(await t.countRows('contact_submission')).toBe(before);
      expect(await bookedAt(slot?.start ?? '')).toEqual([]);
    });

    it('books one slot once when 50 visitors ask for it at the same moment: one 201, 49 × 409', async () => {
      const [slot] = await slots('?language=en');
      const before = await t.countRows('contact_submission');
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => book(lead({ slotStart: slot?.start, language: 'en' }))),
      );
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
      for (const r of responses.filter((x) => x.statusCode === 409)) {
        expect(r.json<{ message: string }>().message).toBe(
          texts.for('pt-BR')('common:booking.errors.taken'),
        );
      }
      expect(await bookedAt(slot?.start ?? '')).toHaveLength(1);
      expect(await t.countRows('contact_submission')).toBe(before + 1);
    });

    it('leaves the last word to the database: a second insert at a booked start is refused, whatever the caller read', async () => {
      // On SQLite the 50 requests above are serialised by the one connection; this is the
      // constraint itself, as the service calls it, on both databases.
      const [slot] = await slots('?language=en');
      const meeting = (id: string) => ({
        id,
        leadId: 1,
        consultantId: ana,
        start: new Date(slot?.start ?? 0),
        end: new Date(slot?.end ?? 0),
        visitorTimeZone: 'America/Manaus',
        videoUrl: videoUrlFor(id),
      });
      expect(await insertBookedMeeting(db.db, meeting(randomUUID()), new Date())).toBe(true);
      expect(await insertBookedMeeting(db.db, meeting(randomUUID()), new Date())).toBe(false);
      expect(await bookedAt(slot?.start ?? '')).toHaveLength(1);
    });

    it('offers nothing of a consultant turned off (CLI --off), and keeps their booked meetings', async () => {
      const [slot] = await slots('?language=en');
      const booked = await db.db
        .selectFrom('meeting')
        .select('id')
        .where('consultant_id', '=', ana)
        .where('status', '=', 'booked')
        .execute();
      expect(await disableConsultant(db.db, ana, new Date())).toBe(true);
      try {
        expect(await slots('?language=en')).toEqual([]);
        const body = expectJsonError(
          await book(lead({ slotStart: slot?.start, language: 'en' })),
          400,
        );
        expect(body.message).toBe(texts.for('pt-BR')('common:booking.errors.outsideAvailability'));
        expect(
          await db.db
            .selectFrom('meeting')
            .select('id')
            .where('consultant_id', '=', ana)
            .where('status', '=', 'booked')
            .execute(),
        ).toEqual(booked);
      } finally {
        await enableConsultant(db.db, ana, ['en'], new Date());
      }
      expect((await slots('?language=en'))[0]?.start).toBe(slot?.start);
    });

    it('offers a slot again once its meeting is cancelled', async () => {
      const [slot] = await slots('?language=en');
      const booked = (
        await book(lead({ slotStart: slot?.start, language: 'en' }))
      ).json<BookingAnswer>();
      await db.db
        .updateTable('meeting')
        .set({ status: 'cancelled' })
        .where('id', '=', booked.meeting?.id ?? '')
        .execute();
      expect((await slots('?language=en')).map((s) => s.start)).toContain(slot?.start);
      expect((await book(lead({ slotStart: slot?.start, language: 'en' }))).statusCode).toBe(201);
    });
  });

  describe('routing between consultants', () => {
    it('gives each booking to the free consultant with the fewest meetings in the coming week, ties to the one booked longest ago', async () => {
      const r = await startTestApp(kind, relaxedRateLimits);
      try {
        const rdb = r.app.database;
        // Only Spanish speakers here, so the suite's other consultant never competes.
        const bia = await addConsultant(rdb, { languages: ['es'], id: 'bia' });
        const caio = await addConsultant(rdb, { languages: ['es'], id: 'caio' });
        const list = async () =>
          (
            await send(r.app, { method: 'GET', url: '/api/meetings/slots?language=es' })
          ).json<SlotsAnswer>().slots;
        const bookEs = async (slotStart: string | undefined) => {
          const response = await send(r.app, {
            method: 'POST',
            url: '/api/meetings',
            payload: lead({ slotStart, language: 'es' }),
          });
          expect(response.statusCode, response.body).toBe(201);
          const id = response.json<BookingAnswer>().id ?? 0;
          const row = await rdb.db
            .selectFrom('contact_submission')
            .select('assigned_to')
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          return row.assigned_to;
        };
        const [first, second, third] = await list();
        // Neither booked yet: a tie broken by id.
        expect(await bookEs(first?.start)).toBe(bia);
        // Bia has one meeting this week, Caio none.
        expect(await bookEs(second?.start)).toBe(caio);
        // One each: Bia was booked longer ago.
        expect(await bookEs(third?.start)).toBe(bia);
        // The first slot is now Caio's alone: it is still offered, and goes to him.
        expect((await list()).map((s) => s.start)).toContain(first?.start);
        expect(await bookEs(first?.start)).toBe(caio);
        expect((await list()).map((s) => s.start)).not.toContain(first?.start);
      } finally {
        await r.close();
      }
    });
  });

  describe('rate limit', () => {
    it('counts bookings against the contact form’s limit: 429 past it', async () => {
      const r = await startTestApp(kind, { ...relaxedRateLimits, RATE_LIMIT_CONTACT_MAX: '2' });
      try {
        const post = () =>
          send(r.app, { method: 'POST', url: '/api/meetings', payload: { name: '' } });
        expectJsonError(await post(), 400);
        expectJsonError(await post(), 400);
        expectJsonError(await post(), 429);
      } finally {
        await r.close();
      }
    });
  });

  if (kind === 'postgres') {
    it('books one slot once when 50 visitors ask two instances on one PostgreSQL at the same moment', async () => {
      const r = await startTestApp(kind, relaxedRateLimits);
      // A second app with its own pool on the same database: another instance of the site.
      const other = await buildApp(r.config, { logStream: { write: () => true } as never });
      try {
        await addConsultant(r.app.database, { languages: ['en'] });
        const list = (
          await send(r.app, { method: 'GET', url: '/api/meetings/slots?language=en' })
        ).json<SlotsAnswer>().slots;
        const slotStart = list[0]?.start;
        const responses = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            send(i % 2 === 0 ? r.app : other, {
              method: 'POST',
              url: '/api/meetings',
              payload: lead({ slotStart, language: 'en' }),
              headers: { origin: testAppUrl },
            }),
          ),
        );
        const statuses = responses.map((x) => x.statusCode);
        expect(statuses.filter((s) => s === 201)).toHaveLength(1);
        expect(statuses.filter((s) => s === 409)).toHaveLength(49);
        expect(await r.countRows('contact_submission')).toBe(1);
      } finally {
        await other.close();
        await r.close();
      }
    });
  }
});
