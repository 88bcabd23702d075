import { beforeAll, describe, expect, it } from 'vitest';
import type { SlotsAnswer } from '#shared/schemas/booking.ts';
import type { MeetingLinkAnswer, OwnMeeting } from '#shared/schemas/meeting-manage.ts';
import { registerVerifiedUser } from '#server/modules/auth/mail-test-support.ts';
import {
  expectJsonError,
  registerUser,
  relaxedRateLimits,
  send,
  useTestApp,
  type CookieJar,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { addConsultant } from './meetings.test-support.ts';

/**
 * GET /api/meetings/mine (issue 26 §3, decision 0177) through HTTP on SQLite and PostgreSQL: the
 * signed-in person's next booked meeting, found by the account's address in any case, with the
 * tokens of the manage page's links; nothing before the address is verified (anyone may open an
 * account with a stranger's address, and the tokens move and cancel the meeting), nothing of
 * another address, of a cancelled meeting or of one that has ended; 401 signed out.
 */
describe.each(testDatabases)('the signed-in person’s next meeting on %s', (kind) => {
  const t = useTestApp(kind, relaxedRateLimits);
  let slots: SlotsAnswer['slots'] = [];
  let used = 0;

  beforeAll(async () => {
    await addConsultant(t.app);
    slots = (
      await send(t.app, { method: 'GET', url: '/api/meetings/slots?language=pt-BR' })
    ).json<SlotsAnswer>().slots;
  });

  /** A booking as a visitor makes it, signed out; answers the meeting's id. */
  async function book(email: string, slot = slots[used++]?.start): Promise<string> {
    const response = await send(t.app, {
      method: 'POST',
      url: '/api/meetings',
      payload: {
        name: 'Beatriz Lima',
        email,
        visitorTimeZone: 'America/Sao_Paulo',
        slotStart: slot,
        language: 'pt-BR',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ meeting: { id: string } }>().meeting.id;
  }

  const verified = () => registerVerifiedUser(t);

  async function mine(jar: CookieJar): Promise<OwnMeeting | null> {
    const response = await send(t.app, { method: 'GET', url: '/api/meetings/mine', jar });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json<{ meeting: OwnMeeting | null }>().meeting;
  }

  it('answers 401 signed out', async () => {
    expectJsonError(await send(t.app, { method: 'GET', url: '/api/meetings/mine' }), 401);
  });

  it('answers null for a verified account that booked nothing', async () => {
    const { jar } = await verified();
    expect(await mine(jar)).toBeNull();
  });

  it('gives the soonest booked meeting of the address, in any case, with links that open it', async () => {
    const { email, jar } = await verified();
    const later = await book(email.toUpperCase(), slots[used + 1]?.start);
    const sooner = await book(` ${email} `, slots[used]?.start);
    used += 2;
    const meeting = await mine(jar);
    expect(meeting).toMatchObject({
      status: 'booked',
      consultantName: 'Carla Consultora',
      visitorTimeZone: 'America/Sao_Paulo',
    });
    const [id, , purpose] = meeting?.rescheduleToken.split('.') ?? [];
    expect([id, purpose]).toEqual([sooner, 'r']);
    expect(meeting?.cancelToken.split('.').slice(0, 3)).toEqual([sooner, '0', 'c']);
    expect(sooner).not.toBe(later);

    for (const [token, expected] of [
      [meeting?.rescheduleToken, 'reschedule'],
      [meeting?.cancelToken, 'cancel'],
    ] as const) {
      const opened = await send(t.app, {
        method: 'GET',
        url: `/api/meetings/manage?token=${encodeURIComponent(token ?? '')}`,
      });
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json<MeetingLinkAnswer>()).toMatchObject({
        purpose: expected,
        meeting: { start: meeting?.start, status: 'booked' },
      });
    }

    // Cancelled by its link: the next one is the later meeting.
    const cancelled = await send(t.app, {
      method: 'POST',
      url: '/api/meetings/manage/cancel',
      payload: { token: meeting?.cancelToken },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await mine(jar))?.rescheduleToken.split('.')[0]).toBe(later);
  });

  it('answers null before the address is verified, and for another address’s meeting', async () => {
    const unverified = await registerUser(t.app);
    await book(unverified.email);
    expect(await mine(unverified.jar)).toBeNull();

    const { jar } = await verified();
    await book(`someone.else.${kind}.${Date.now()}@example.com`);
    expect(await mine(jar)).toBeNull();
  });

  it('keeps a meeting until it ends, then answers null', async () => {
    const { email, jar } = await verified();
    const id = await book(email);
    const now = Date.now();
    const started = new Date(now - 10 * 60_000).toISOString();
    // Under way: shown (the call's link is in it).
    await t.app.database.db
      .updateTable('meeting')
      .set({ start_at: started, end_at: new Date(now + 20 * 60_000).toISOString() })
      .where('id', '=', id)
      .execute();
    expect((await mine(jar))?.rescheduleToken.split('.')[0]).toBe(id);
    // Ended: gone.
    await t.app.database.db
      .updateTable('meeting')
      .set({
        start_at: new Date(now - 40 * 60_000).toISOString(),
        end_at: new Date(now - 60_000).toISOString(),
      })
      .where('id', '=', id)
      .execute();
    expect(await mine(jar)).toBeNull();
  });
});
