import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingAnswer, SlotsAnswer } from '#shared/schemas/booking.ts';
import type { ConsultantsAnswer } from '#shared/schemas/consultants.ts';
import { listAuditEvents } from '#server/modules/audit/audit.service.ts';
import { adminCast, expectJsonError, send, useTestApp } from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { feedTokenHash } from './calendar-feeds.service.ts';
import { allWeek } from './consultants-desk.test-support.ts';

/**
 * Each consultant's private calendar feed through HTTP on SQLite and PostgreSQL (issue 25 §6,
 * decision 0112): made, read without a session, rotated and revoked by an admin, stored hashed,
 * unknown tokens indistinguishable, and the feed read back by ical.js as a calendar would.
 */
describe.each(testDatabases)('calendar feed on %s', (kind) => {
  const t = useTestApp(kind);
  let cast: Awaited<ReturnType<typeof adminCast>>;
  let booked: { id: string; start: string; consultantId: string };

  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, jar?: typeof cast.carla) =>
    send(t.app, { method, url, jar });
  const list = async () =>
    (await api('GET', '/api/admin/consultants', cast.carla)).json<ConsultantsAnswer>();

  beforeAll(async () => {
    cast = await adminCast(t.app);
    const put = await send(t.app, {
      method: 'PUT',
      url: `/api/admin/consultants/${cast.carlaId}`,
      jar: cast.carla,
      payload: allWeek(),
    });
    expect(put.statusCode, put.body).toBe(200);
    const slots = (await api('GET', '/api/meetings/slots?language=pt-BR')).json<SlotsAnswer>()
      .slots;
    const response = await send(t.app, {
      method: 'POST',
      url: '/api/meetings',
      payload: {
        name: 'Marta Lisboeta',
        email: `marta.${randomUUID()}@example.pt`,
        company: 'Tejo Lda',
        visitorTimeZone: 'Europe/Lisbon',
        slotStart: slots[0]?.start,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { meeting } = response.json<BookingAnswer & { meeting: { id: string; start: string } }>();
    booked = { id: meeting.id, start: meeting.start, consultantId: cast.carlaId };
  });

  it('is made and revoked by enrolled administrators only', async () => {
    for (const [jar, status] of [
      [undefined, 401],
      [cast.member, 403],
      [cast.unenrolled, 403],
    ] as const) {
      expectJsonError(
        await api('POST', `/api/admin/consultants/${cast.carlaId}/feed`, jar),
        status,
      );
      expectJsonError(
        await api('DELETE', `/api/admin/consultants/${cast.carlaId}/feed`, jar),
        status,
      );
    }
  });

  it('serves a private calendar feed by a secret URL: no session, stored hashed, rotated and revoked', async () => {
    const owner = booked.consultantId;
    const made = await api('POST', `/api/admin/consultants/${owner}/feed`, cast.carla);
    expect(made.statusCode, made.body).toBe(200);
    const url = new URL(made.json<{ url: string }>().url);
    const token = /\/api\/calendar\/([\w-]+)\.ics$/.exec(url.pathname)?.[1] ?? '';
    expect(token).toHaveLength(43);
    const stored = await t.app.database.db
      .selectFrom('consultant')
      .select('feed_token_hash')
      .where('user_id', '=', owner)
      .executeTakeFirstOrThrow();
    expect(stored.feed_token_hash).toBe(feedTokenHash(token));
    expect(stored.feed_token_hash).not.toContain(token);

    const feed = await api('GET', url.pathname);
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, no-store');
    expect(feed.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(feed.body).toContain('X-WR-CALNAME:');
    expect(feed.body).toContain(`UID:${booked.id}@`);
    const utc = booked.start.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(feed.body).toContain(`DTSTART:${utc}`);
    expect(feed.body).not.toMatch(/^METHOD:/m);
    // Read back by ical.js, as a calendar would: the event at the booked instant.
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(event.uid).toBe(`${booked.id}@localhost:3000`);
    expect(event.startDate.toJSDate().toISOString()).toBe(booked.start);
    expect(event.summary).toContain('Marta Lisboeta');
    expect((await list()).consultants.find((c) => c.id === owner)?.consultant?.hasFeed).toBe(true);

    // Unknown tokens, malformed or well-formed, are the same JSON 404.
    const wellFormed = `/api/calendar/${'A'.repeat(43)}.ics`;
    for (const path of [wellFormed, '/api/calendar/x.ics', `/api/calendar/${token}`])
      expectJsonError(await api('GET', path), 404);

    const rotated = await api('POST', `/api/admin/consultants/${owner}/feed`, cast.carla);
    const next = new URL(rotated.json<{ url: string }>().url).pathname;
    expect(next).not.toBe(url.pathname);
    expectJsonError(await api('GET', url.pathname), 404);
    expect((await api('GET', next)).statusCode).toBe(200);

    expect(
      (await api('DELETE', `/api/admin/consultants/${owner}/feed`, cast.carla)).statusCode,
    ).toBe(204);
    expectJsonError(await api('GET', next), 404);
    expectJsonError(await api('DELETE', `/api/admin/consultants/nobody/feed`, cast.carla), 404);
    expectJsonError(await api('POST', `/api/admin/consultants/nobody/feed`, cast.carla), 404);
    const events = await listAuditEvents(t.app.database.db, { subject: owner, limit: 3 });
    expect(events.map((e) => e.details?.feed)).toEqual(['revoked', 'rotated', 'rotated']);
    expect(JSON.stringify(events)).not.toContain(token);
  });
});
