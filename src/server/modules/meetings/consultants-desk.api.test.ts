import { randomUUID } from 'node:crypto';
import { describe, expect, it, beforeAll } from 'vitest';
import type { ConsultantsAnswer, DeskMeeting, LeadMeeting } from '#shared/schemas/consultants.ts';
import { listAuditEvents } from '#server/modules/audit/audit.service.ts';
import {
  adminCast,
  expectJsonError,
  send,
  texts,
  useTestApp,
  type CookieJar,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import {
  allWeek,
  bookAsVisitor,
  everyHour,
  icsOf,
  pastMeeting,
  poll,
} from './consultants-desk.test-support.ts';
import { readCsv } from '#server/test/read-csv.ts';
import { saoPauloDateTime, saoPauloIsoDate } from '#shared/time/sao-paulo.ts';
import { setAdmin } from '#server/modules/auth/admin-role.ts';
import { withAuthTables } from '#server/modules/auth/auth-tables.ts';

/**
 * The meetings desk through HTTP on SQLite and PostgreSQL (issue 25 §1, §6; decisions 0111,
 * 0112): making an admin a consultant and editing their week, the meetings a day off leaves out,
 * moving a meeting to another consultant, held / no-show marks, the agenda, the lead's meetings
 * and the private calendar feed. Every change is in the audit trail; every refusal is JSON.
 */

describe.each(testDatabases)('meetings desk on %s', (kind) => {
  const t = useTestApp(kind);
  let cast: Awaited<ReturnType<typeof adminCast>>;
  let brunoId: string;

  const api = (
    method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    jar?: CookieJar,
    payload?: object,
  ) => send(t.app, { method, url, jar, ...(payload ? { payload } : {}) });
  const save = (id: string, settings: object) =>
    api('PUT', `/api/admin/consultants/${id}`, cast.carla, settings);
  const list = async () => {
    const response = await api('GET', '/api/admin/consultants', cast.carla);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ConsultantsAnswer>();
  };
  const book = (slotIndex = 0) => bookAsVisitor(t.app, slotIndex);
  beforeAll(async () => {
    cast = await adminCast(t.app);
    const answer = await list();
    brunoId = answer.consultants.find((c) => c.name === 'Bruno Gerente')?.id ?? '';
  });

  it('is for enrolled administrators only: 401 signed out, 403 for a member or without the second factor', async () => {
    for (const [jar, status] of [
      [undefined, 401],
      [cast.member, 403],
      [cast.unenrolled, 403],
    ] as const) {
      expectJsonError(await api('GET', '/api/admin/consultants', jar), status);
      expectJsonError(
        await api('PUT', `/api/admin/consultants/${cast.carlaId}`, jar, allWeek()),
        status,
      );
      expectJsonError(
        await api('POST', `/api/admin/meetings/x/reassign`, jar, { consultantId: 'y' }),
        status,
      );
      expectJsonError(
        await api('POST', `/api/admin/consultants/${cast.carlaId}/feed`, jar),
        status,
      );
      expectJsonError(await api('GET', '/api/admin/agenda?from=2026-12-01&days=7', jar), status);
      expectJsonError(await api('PATCH', `/api/admin/meetings/x`, jar, { status: 'held' }), status);
    }
  });

  it('lists every administrator, none a consultant yet', async () => {
    const { consultants, attention } = await list();
    expect(consultants.map((c) => c.name).sort()).toEqual([
      'Bruno Gerente',
      'Carla Administradora',
      'Celia Semfator',
    ]);
    expect(consultants.every((c) => c.consultant === null)).toBe(true);
    expect(attention).toEqual([]);
  });

  it('makes an admin a consultant with their week, and records it in the audit trail', async () => {
    const settings = allWeek({
      languages: ['pt-BR', 'en'],
      weekly: [
        { weekday: 1, startMinute: 540, endMinute: 720 },
        { weekday: 1, startMinute: 780, endMinute: 1080 },
      ],
      daysOff: ['2026-12-24', '2026-12-24', '2026-12-31'],
      bufferMinutes: 10,
    });
    const response = await save(cast.carlaId, settings);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<{ consultant: ConsultantsAnswer['consultants'][number] }>();
    expect(saved.consultant.consultant).toMatchObject({
      active: true,
      languages: ['pt-BR', 'en'],
      weekly: settings.weekly,
      daysOff: ['2026-12-24', '2026-12-31'],
      bufferMinutes: 10,
      hasFeed: false,
    });
    const listed = (await list()).consultants.find((c) => c.id === cast.carlaId);
    expect(listed?.consultant).toEqual(saved.consultant.consultant);
    const [event] = await listAuditEvents(t.app.database.db, { subject: cast.carlaId, limit: 1 });
    expect(event).toMatchObject({
      actorId: cast.carlaId,
      action: 'consultant.changed',
      details: { created: true, languages: ['pt-BR', 'en'] },
    });
  });

  it.each([
    [
      'ranges that overlap',
      { weekly: [everyHour(1), { weekday: 1, startMinute: 600, endMinute: 660 }] },
      'weekly',
    ],
    [
      'a range out of the day',
      { weekly: [{ weekday: 2, startMinute: 1200, endMinute: 1500 }] },
      'weekly',
    ],
    ['an unknown language', { languages: ['pt-BR', 'fr'] }, 'languages'],
    ['an unknown area', { areas: ['culinaria'] }, 'areas'],
    ['an impossible day off', { daysOff: ['2026-13-01'] }, 'daysOff'],
    ['a meeting of a whole day', { meetingMinutes: 1440 }, 'meetingMinutes'],
    ['a weekday 7', { weekly: [{ weekday: 7, startMinute: 0, endMinute: 60 }] }, 'weekly'],
  ])('refuses %s with 400 and the field, changing nothing', async (_, change, field) => {
    const before = await list();
    const body = expectJsonError(await save(cast.carlaId, { ...allWeek(), ...change }), 400);
    expect(Object.keys(body.fieldErrors ?? {})).toEqual([field]);
    expect(await list()).toEqual(before);
  });

  it('refuses a body that is not settings, and an account that is no admin (404)', async () => {
    expectJsonError(await save(cast.carlaId, { active: 'yes' }), 400);
    expectJsonError(await save('no-such-account', allWeek()), 404);
  });

  describe('with meetings booked', () => {
    let booked: Awaited<ReturnType<typeof book>>;

    beforeAll(async () => {
      // Both admins work every hour, so a booking fits either and may move between them.
      expect((await save(cast.carlaId, allWeek())).statusCode).toBe(200);
      expect((await save(brunoId, allWeek())).statusCode).toBe(200);
      booked = await book();
    });

    it('a day off entered after the booking lists the meeting that now clashes, on save and in the list', async () => {
      const owner = booked.consultantId;
      const day = saoPauloIsoDate(new Date(booked.start));
      const response = await save(owner, allWeek({ daysOff: [day] }));
      expect(response.statusCode, response.body).toBe(200);
      const { clashes } = response.json<{ clashes: (DeskMeeting & { reason: string })[] }>();
      expect(clashes).toEqual([
        expect.objectContaining({
          id: booked.id,
          leadId: booked.leadId,
          leadName: 'Marta Lisboeta',
          leadCompany: 'Tejo Lda',
          consultantId: owner,
          start: booked.start,
          status: 'booked',
          reason: 'day-off',
        }),
      ]);
      expect((await list()).attention.map((m) => [m.id, m.reason])).toEqual([
        [booked.id, 'day-off'],
      ]);
      // Nothing is cancelled or moved by itself: the meeting stays the admin's to move.
      const row = await t.app.database.db
        .selectFrom('meeting')
        .select(['status', 'consultant_id'])
        .where('id', '=', booked.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'booked', consultant_id: owner });
    });

    it('a schedule that no longer covers the hour lists it as outside the schedule', async () => {
      const response = await save(booked.consultantId, allWeek({ weekly: [] }));
      expect(
        response.json<{ clashes: { reason: string }[] }>().clashes.map((c) => c.reason),
      ).toEqual(['outside-schedule']);
    });

    it('a consultant turned off, or no longer an admin: their future meetings are listed', async () => {
      const owner = booked.consultantId;
      await save(owner, allWeek({ active: false }));
      expect((await list()).attention.map((m) => m.reason)).toEqual(['consultant-off']);
      await save(owner, allWeek());
      expect((await list()).attention).toEqual([]);
      const email =
        owner === cast.carlaId
          ? undefined
          : (await list()).consultants.find((c) => c.id === owner)?.email;
      if (email) {
        await setAdmin(t.app.database, email, false);
        const attention = (
          await api('GET', '/api/admin/consultants', cast.carla)
        ).json<ConsultantsAnswer>().attention;
        expect(attention.map((m) => m.reason)).toEqual(['not-admin']);
        await setAdmin(t.app.database, email, true);
      }
    });

    it('moves the meeting to another consultant free then: the lead follows, the move is audited', async () => {
      const from = booked.consultantId;
      const to = from === cast.carlaId ? brunoId : cast.carlaId;
      // The same consultant, a consultant who is off, an unknown meeting: refused, nothing moves.
      expectJsonError(
        await api('POST', `/api/admin/meetings/${booked.id}/reassign`, cast.carla, {
          consultantId: from,
        }),
        400,
      );
      await save(to, allWeek({ active: false }));
      const off = expectJsonError(
        await api('POST', `/api/admin/meetings/${booked.id}/reassign`, cast.carla, {
          consultantId: to,
        }),
        400,
      );
      expect(off.fieldErrors).toHaveProperty('consultantId');
      await save(to, allWeek());
      expectJsonError(
        await api('POST', `/api/admin/meetings/nope/reassign`, cast.carla, { consultantId: to }),
        404,
      );
      expectJsonError(
        await api('POST', `/api/admin/meetings/${booked.id}/reassign`, cast.carla, {}),
        400,
      );

      const response = await api('POST', `/api/admin/meetings/${booked.id}/reassign`, cast.carla, {
        consultantId: to,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ meeting: DeskMeeting }>().meeting).toMatchObject({
        id: booked.id,
        consultantId: to,
        start: booked.start,
        status: 'booked',
      });
      const row = await t.app.database.db
        .selectFrom('meeting')
        .select(['consultant_id', 'sequence'])
        .where('id', '=', booked.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ consultant_id: to, sequence: 1 });
      const lead = await api('GET', `/api/contacts/${booked.leadId}`, cast.carla);
      expect(lead.json<{ assignee: { id: string } | null }>().assignee?.id).toBe(to);
      const [event] = await listAuditEvents(t.app.database.db, { subject: `meeting:${booked.id}` });
      expect(event).toMatchObject({
        actorId: cast.carlaId,
        action: 'meeting.reassigned',
        details: { leadId: booked.leadId, from, to },
      });
      booked = { ...booked, consultantId: to };
    });

    it('refuses a consultant who already has a meeting then (409), and a cancelled meeting (400)', async () => {
      // A second booking at the same start lands on the other consultant (the first is taken).
      const other = booked.consultantId === cast.carlaId ? brunoId : cast.carlaId;
      const second = randomUUID();
      await t.app.database.db
        .insertInto('meeting')
        .values({
          id: second,
          lead_id: booked.leadId,
          consultant_id: other,
          start_at: booked.start,
          end_at: new Date(Date.parse(booked.start) + 30 * 60_000).toISOString(),
          visitor_time_zone: 'Europe/Lisbon',
          status: 'booked',
          video_url: 'https://meet.jit.si/x',
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .execute();
      expectJsonError(
        await api('POST', `/api/admin/meetings/${second}/reassign`, cast.carla, {
          consultantId: booked.consultantId,
        }),
        409,
      );
      await t.app.database.db
        .updateTable('meeting')
        .set({ status: 'cancelled' })
        .where('id', '=', second)
        .execute();
      expectJsonError(
        await api('POST', `/api/admin/meetings/${second}/reassign`, cast.carla, {
          consultantId: booked.consultantId,
        }),
        400,
      );
    });

    it('marks a started meeting held or no-show, audited; a future, cancelled or unknown one is refused', async () => {
      const future = expectJsonError(
        await api('PATCH', `/api/admin/meetings/${booked.id}`, cast.carla, { status: 'held' }),
        400,
      );
      expect(future.fieldErrors).toHaveProperty('status');
      const past = await pastMeeting(t, cast.carlaId);
      const held = await api('PATCH', `/api/admin/meetings/${past}`, cast.carla, {
        status: 'held',
      });
      expect(held.statusCode, held.body).toBe(200);
      expect(held.json<{ meeting: DeskMeeting }>().meeting.status).toBe('held');
      const noShow = await api('PATCH', `/api/admin/meetings/${past}`, cast.carla, {
        status: 'no_show',
      });
      expect(noShow.json<{ meeting: DeskMeeting }>().meeting.status).toBe('no_show');
      const events = await listAuditEvents(t.app.database.db, { subject: `meeting:${past}` });
      expect(events.map((e) => [e.action, e.details?.from, e.details?.to])).toEqual([
        ['meeting.marked', 'held', 'no_show'],
        ['meeting.marked', 'booked', 'held'],
      ]);
      expectJsonError(
        await api('PATCH', `/api/admin/meetings/${past}`, cast.carla, { status: 'cancelled' }),
        400,
      );
      expectJsonError(
        await api('PATCH', `/api/admin/meetings/nope`, cast.carla, { status: 'held' }),
        404,
      );
      const cancelled = await pastMeeting(t, cast.carlaId, 'cancelled');
      expectJsonError(
        await api('PATCH', `/api/admin/meetings/${cancelled}`, cast.carla, { status: 'held' }),
        409,
      );
    });

    it('shows the agenda by São Paulo day and week, for everyone or one consultant', async () => {
      const day = saoPauloIsoDate(new Date(booked.start));
      const agenda = async (query: string) => {
        const response = await api('GET', `/api/admin/agenda?${query}`, cast.carla);
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{ meetings: DeskMeeting[] }>().meetings;
      };
      expect((await agenda(`from=${day}&days=1`)).map((m) => m.id)).toContain(booked.id);
      const week = await agenda(`from=${day}&days=7&consultant=${booked.consultantId}`);
      expect(week.map((m) => m.id)).toContain(booked.id);
      expect(week.every((m) => m.consultantId === booked.consultantId)).toBe(true);
      // Cancelled meetings are not in the agenda.
      expect((await agenda(`from=${day}&days=1`)).every((m) => m.status !== 'cancelled')).toBe(
        true,
      );
      expectJsonError(
        await api('GET', '/api/admin/agenda?from=2026-02-30&days=1', cast.carla),
        400,
      );
      expectJsonError(await api('GET', `/api/admin/agenda?from=${day}&days=31`, cast.carla), 400);
    });

    it("shows the lead's meetings in the lead desk", async () => {
      const response = await api('GET', `/api/admin/leads/${booked.leadId}/meetings`, cast.carla);
      expect(response.statusCode, response.body).toBe(200);
      const [meeting] = response.json<{ meetings: LeadMeeting[] }>().meetings;
      expect(meeting).toMatchObject({ id: booked.id, consultantId: booked.consultantId });
      // Booked, then moved by the admin (the earlier test): the move names who got it.
      expect(meeting?.history.map((h) => [h.kind, h.to])).toEqual([
        ['booked', null],
        [
          'reassigned',
          booked.consultantId === cast.carlaId ? 'Carla Administradora' : 'Bruno Gerente',
        ],
      ]);
      expectJsonError(await api('GET', `/api/admin/leads/abc/meetings`, cast.carla), 404);
      expectJsonError(
        await api('GET', `/api/admin/leads/${booked.leadId}/meetings`, cast.member),
        403,
      );
    });

    it("adds the lead's meeting to the CSV export: start on São Paulo time, consultant, status", async () => {
      const response = await send(t.app, {
        method: 'GET',
        url: '/api/contacts/export.csv',
        jar: cast.carla,
        headers: { 'x-ui-language': 'en' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const [header, ...rows] = readCsv(response.body, ',');
      expect(header?.slice(-3)).toEqual([
        'Meeting at (Brasília time)',
        'Meeting consultant',
        'Meeting status',
      ]);
      const row = rows.find((r) => r[0] === String(booked.leadId));
      const consultant = (await list()).consultants.find((c) => c.id === booked.consultantId);
      expect(row?.slice(-3)).toEqual([
        saoPauloDateTime(new Date(booked.start)),
        consultant?.name,
        'Booked',
      ]);
      // A lead without a meeting leaves the three cells empty, the file keeps its width.
      expect(
        rows
          .filter((r) => r[0] !== String(booked.leadId))
          .every((r) => r.slice(-3).join('') === ''),
      ).toBe(true);
    });

    it("withdraws the meeting from the previous consultant's calendar: a CANCEL in their language, same UID, SEQUENCE raised", async () => {
      // A meeting of its own, so the move above stays that test's; the previous consultant reads
      // Spanish, which the mail and the invitation's summary must follow (issue 25 §5, §6).
      // A later slot than the first test's meeting, so neither consultant is busy then.
      const meeting = await book(8);
      const from = meeting.consultantId;
      const to = from === cast.carlaId ? brunoId : cast.carlaId;
      const previous = (await list()).consultants.find((c) => c.id === from);
      await withAuthTables(t.app.database.db)
        .updateTable('user')
        .set({ locale: 'es' })
        .where('id', '=', from)
        .execute();
      const booking = await poll(() => icsOf(t, previous?.email ?? '', 'REQUEST', meeting.id));
      const moved = await api('POST', `/api/admin/meetings/${meeting.id}/reassign`, cast.carla, {
        consultantId: to,
      });
      expect(moved.statusCode, moved.body).toBe(200);

      const cancel = await poll(() => icsOf(t, previous?.email ?? '', 'CANCEL', meeting.id));
      expect(cancel.event.uid).toBe(booking.event.uid);
      expect(cancel.event.sequence).toBe(booking.event.sequence + 1);
      expect(cancel.event.startDate.toJSDate().toISOString()).toBe(meeting.start);
      expect(String(cancel.event.component.getFirstPropertyValue('status'))).toBe('CANCELLED');
      const es = texts.for('es');
      expect(cancel.mail.subject).toBe(
        es('mail:meetingChange.consultantReassignedSubject', {
          name: 'Marta Lisboeta',
          date: new Intl.DateTimeFormat('es', {
            dateStyle: 'long',
            timeStyle: 'short',
            timeZone: 'America/Sao_Paulo',
          }).format(new Date(meeting.start)),
        }),
      );
      expect(cancel.text).toContain(
        (previous?.id === cast.carlaId ? 'Bruno Gerente' : 'Carla Administradora') + '.',
      );
      // The new consultant gets the invitation at the raised sequence; the old one nothing else.
      const next = (await list()).consultants.find((c) => c.id === to);
      const invitation = await poll(() => icsOf(t, next?.email ?? '', 'REQUEST', meeting.id));
      expect(invitation.event.sequence).toBe(cancel.event.sequence);
      // The visitor is told the time stays and who they will meet now, not that it "moved".
      const pt = texts.for('pt-BR');
      const news = await poll(async () =>
        (await t.outbox()).find(
          (m) =>
            m.to === meeting.email &&
            m.subject.startsWith(pt('mail:meetingChange.reassignedSubject', { date: '' })),
        ),
      );
      const update = await icsOf(
        { outbox: async () => [news] },
        meeting.email,
        'REQUEST',
        meeting.id,
      );
      expect(update?.event.sequence).toBe(cancel.event.sequence);
      expect(update?.text).toContain(next?.name ?? 'missing');
      expect(
        (await t.outbox()).some(
          (m) =>
            m.to === meeting.email &&
            m.subject.startsWith(pt('mail:meetingChange.movedSubject', { date: '' })),
        ),
      ).toBe(false);
    });
  });
});
