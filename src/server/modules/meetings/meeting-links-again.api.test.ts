import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SlotsAnswer } from '#shared/schemas/booking.ts';
import {
  expectJsonError,
  relaxedRateLimits,
  send,
  texts,
  useTestApp,
  type OutboxMail,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { addConsultant } from './meetings.test-support.ts';
import { mimeParts } from './mime-parts.test-support.ts';

/**
 * The manage links sent again to a visitor who lost the mail (issue 25 §5; decision 0120) through
 * HTTP on SQLite and PostgreSQL: one neutral answer whether or not the address booked (no
 * enumeration), one mail per upcoming booked meeting of that address with its working links (no
 * cancelled or other address's meeting), at most once per meeting in 15 minutes (a stranger's
 * mailbox is not the form's to fill), the per-client limit, and bad input as JSON.
 */

// Room for the first two tests' calls (the manage page's read counts too), then the flood.
const limit = 12;

describe.each(testDatabases)('manage links sent again on %s', (kind) => {
  const t = useTestApp(kind, { ...relaxedRateLimits, RATE_LIMIT_MEETING_LINK_MAX: String(limit) });
  const en = texts.for('en');
  const subjectStart = en('mail:meetingLinks.subject', { date: '' });
  let slots: SlotsAnswer['slots'] = [];
  let booked = 0;

  beforeAll(async () => {
    await addConsultant(t.app);
    slots = (
      await send(t.app, { method: 'GET', url: '/api/meetings/slots?language=en' })
    ).json<SlotsAnswer>().slots;
  });

  /** A booking as a visitor makes it; answers the meeting's id. */
  async function book(email: string): Promise<string> {
    const response = await send(t.app, {
      method: 'POST',
      url: '/api/meetings',
      headers: { 'x-ui-language': 'en' },
      payload: {
        name: 'Marta Lisboeta',
        email,
        visitorTimeZone: 'Europe/Lisbon',
        slotStart: slots[booked++]?.start,
        language: 'en',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ meeting: { id: string } }>().meeting.id;
  }

  const ask = (email: unknown) =>
    send(t.app, {
      method: 'POST',
      url: '/api/meetings/manage/links',
      headers: { 'x-ui-language': 'en' },
      payload: { email },
    });

  /** The links mails to `email`, after the queue had time to send what it was given. */
  const linkMails = async (email: string, expected: number): Promise<OutboxMail[]> => {
    await t.mailsTo(email, 1_000);
    const mails = (await t.outbox()).filter(
      (m) => m.to === email && m.subject.startsWith(subjectStart),
    );
    expect(mails).toHaveLength(expected);
    return mails;
  };

  it('answers every address alike, and mails the links of each upcoming meeting of the one that booked', async () => {
    const email = `lost.${kind}.${Date.now()}@example.pt`;
    const first = await book(email);
    const second = await book(email);
    const cancelled = await book(email);
    const stranger = await book(`other.${kind}.${Date.now()}@example.pt`);
    await t.app.database.db
      .updateTable('meeting')
      .set({ status: 'cancelled' })
      .where('id', '=', cancelled)
      .execute();

    const known = await ask(` ${email.toUpperCase()} `);
    const unknown = await ask(`nobody.${kind}@example.pt`);
    expect(known.statusCode, known.body).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ message: en('common:booking.manage.linksAgain.sent') });

    const mails = await linkMails(email, 2);
    const tokens = await Promise.all(
      mails.map(async (mail) => {
        const text =
          mimeParts(await readFile(mail.file, 'utf8')).find((p) => p.type === 'text/plain')?.body ??
          mail.text;
        return [...text.matchAll(/\?token=(\S+)/g)].map((m) => m[1] ?? '');
      }),
    );
    // Each mail: one reschedule and one cancel link, for one meeting; none for the cancelled one
    // or the other address's.
    const meetings = tokens.map((pair) => {
      expect(pair.map((token) => token.split('.')[2]).sort()).toEqual(['c', 'r']);
      return pair[0]?.split('.')[0];
    });
    expect(meetings.sort()).toEqual([first, second].sort());
    expect(meetings).not.toContain(cancelled);
    expect(meetings).not.toContain(stranger);
    // The links work: the manage page opens the meeting by them.
    const opened = await send(t.app, {
      method: 'GET',
      url: `/api/meetings/manage?token=${encodeURIComponent(tokens[0]?.[0] ?? '')}`,
    });
    expect(opened.statusCode, opened.body).toBe(200);

    // Asked again at once: the same answer, no second mail (at most once in 15 minutes).
    const again = await ask(email);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(known.json());
    await linkMails(email, 2);
  });

  it('refuses an address that is none with 400 and the field, as JSON', async () => {
    for (const bad of ['not-an-address', '', 42, 'a'.repeat(400) + '@example.pt']) {
      const body = expectJsonError(await ask(bad), 400);
      expect(body.fieldErrors).toHaveProperty('email');
    }
  });

  it('counts the asks per client address like the links themselves: 429 past the limit', async () => {
    let last = 0;
    for (let i = 0; i <= limit; i++) last = (await ask(`flood.${i}@example.pt`)).statusCode;
    expect(last).toBe(429);
  });
});
