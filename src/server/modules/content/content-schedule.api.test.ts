import { afterAll, describe, expect, it } from 'vitest';
import type { ContentEntry, TranslationDetail } from '#shared/content/content-answers.ts';
import { openDatabase, type Database } from '#server/db/database.ts';
import { listAuditEvents } from '#server/modules/audit/audit.service.ts';
import { readContentVersion } from '#server/modules/firm/firm-facts.service.ts';
import { expectJsonError, send, texts } from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { answered, contentDeskSuite } from './content.test-support.ts';
import type { ContentCalendar } from '#shared/content/content-answers.ts';
import { runDueSchedules, setSchedule } from './content-schedule.service.ts';
import { findPublished } from './content-public.service.ts';

/**
 * Scheduled publishing (issue 23 §5, decision 0122) through HTTP on SQLite and PostgreSQL: the desk
 * sets and clears a translation's publish and unpublish times (ahead, in order, at the version
 * read), and the scheduler, run with the clock passed in (no waiting), publishes and unpublishes
 * at their time, moving the content version, recorded in the audit trail, once even when two
 * instances run it at the same moment. Test content only.
 */

const base = '/api/admin/content/case-studies';
const study = (slug: string) => ({
  version: 0,
  slug,
  title: 'Caso agendado de teste',
  sector: 'Setor de teste',
  challenge: 'Desafio de teste',
  approach: 'Abordagem de teste',
});
const hour = 3_600_000;

describe.each(testDatabases)('scheduled publishing on %s', (kind) => {
  const { t, editor } = contentDeskSuite(kind);
  let second: Database | undefined;

  afterAll(async () => {
    await second?.close();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    send(t.app, { method, url, jar: editor.jar, ...(payload ? { payload } : {}) });
  const ptOf = (entry: ContentEntry): TranslationDetail => {
    const found = entry.translations.find((tr) => tr.locale === 'pt-BR');
    if (!found) throw new Error('no pt-BR translation');
    return found;
  };
  const create = async (slug: string) =>
    ptOf(answered<ContentEntry>(await call('POST', base, study(slug)), 201));
  const entryOf = async (slug: string) => {
    const row = await t.app.database.db
      .selectFrom('content_translation')
      .select('entry_id')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    return row.entry_id;
  };
  const schedule = (id: number, body: object) => call('POST', `${base}/${id}/pt-BR/schedule`, body);

  it('sets and clears a schedule at the version read, recorded in the audit trail', async () => {
    const read = await create('agendado');
    const id = await entryOf('agendado');
    const publishAt = new Date(Date.now() + 24 * hour).toISOString();
    const unpublishAt = new Date(Date.now() + 48 * hour).toISOString();
    const set = ptOf(
      answered<ContentEntry>(await schedule(id, { version: read.version, publishAt, unpublishAt })),
    );
    expect(set).toMatchObject({ publishAt, unpublishAt, version: read.version + 1 });
    // A stale version is the usual 409, naming who changed it.
    const stale = expectJsonError(
      await schedule(id, { version: read.version, publishAt: null, unpublishAt: null }),
      409,
    );
    expect(stale.message).toContain('Elisa Editora');
    const cleared = ptOf(
      answered<ContentEntry>(
        await schedule(id, { version: set.version, publishAt: null, unpublishAt: null }),
      ),
    );
    expect(cleared).toMatchObject({ publishAt: null, unpublishAt: null });
    const events = await listAuditEvents(t.app.database.db, { subject: `content:${id}` });
    expect(events.filter((event) => event.action === 'content.scheduled')).toHaveLength(2);
  });

  it('refuses a time past, an unpublish before the publish, and what is no instant', async () => {
    const read = await create('agenda-ruim');
    const id = await entryOf('agenda-ruim');
    const say = texts.for('pt-BR');
    const soon = new Date(Date.now() + hour).toISOString();
    const refused = (body: object) =>
      schedule(id, { version: read.version, publishAt: null, unpublishAt: null, ...body });
    expect(
      expectJsonError(await refused({ publishAt: '2020-01-01T12:00:00Z' }), 400).fieldErrors,
    ).toEqual({ publishAt: [say('common:validation.scheduleFuture')] });
    expect(
      expectJsonError(
        await refused({
          publishAt: soon,
          unpublishAt: new Date(Date.now() + hour / 2).toISOString(),
        }),
        400,
      ).fieldErrors,
    ).toEqual({ unpublishAt: [say('common:validation.scheduleOrder')] });
    for (const publishAt of ['amanhã', '2026-13-40T10:00:00Z', '2026-12-01 10:00', 42]) {
      expect(
        expectJsonError(await refused({ publishAt }), 400).fieldErrors,
        String(publishAt),
      ).toHaveProperty('publishAt');
    }
    expectJsonError(
      await call('POST', `${base}/999999/pt-BR/schedule`, {
        version: 1,
        publishAt: null,
        unpublishAt: null,
      }),
      404,
    );
  });

  it('judges the times at the clock it is given, not the wall clock (judgeSchedule)', async () => {
    const read = await create('no-relogio');
    const id = await entryOf('no-relogio');
    const clock = new Date(Date.now() + 10 * hour);
    const at = (publishAt: Date, unpublishAt: Date | null = null) =>
      setSchedule(t.app.database.db, {
        collection: 'case-studies',
        entryId: id,
        locale: 'pt-BR',
        actor: { id: editor.id, name: 'Elisa Editora' },
        version: read.version,
        publishAt,
        unpublishAt,
        at: clock,
      });
    // Ahead of the wall clock but behind the one given: refused, nothing written.
    expect(await at(new Date(Date.now() + 5 * hour))).toEqual({
      ok: false,
      reason: 'invalid',
      fieldErrors: { publishAt: 'validation.scheduleFuture' },
    });
    expect(
      await at(new Date(clock.getTime() + hour), new Date(clock.getTime() + hour / 2)),
    ).toMatchObject({ ok: false, fieldErrors: { unpublishAt: 'validation.scheduleOrder' } });
    expect(await at(new Date(clock.getTime() + hour))).toMatchObject({ ok: true });
  });

  it('lists what is scheduled for the desk’s calendar, the soonest first', async () => {
    const early = await create('calendario-cedo');
    const late = await create('calendario-tarde');
    const [earlyId, lateId] = [await entryOf('calendario-cedo'), await entryOf('calendario-tarde')];
    const times = [30, 40, 50].map((h) => new Date(Date.now() + h * hour).toISOString());
    answered(
      await schedule(lateId, { version: late.version, publishAt: times[1], unpublishAt: null }),
    );
    answered(
      await schedule(earlyId, {
        version: early.version,
        publishAt: times[0],
        unpublishAt: times[2],
      }),
    );
    const calendar = answered<ContentCalendar>(await call('GET', '/api/admin/content-calendar'));
    const ours = calendar.items.filter((item) => [earlyId, lateId].includes(item.entryId));
    expect(ours).toEqual([
      {
        collection: 'case-studies',
        entryId: earlyId,
        locale: 'pt-BR',
        title: 'Caso agendado de teste',
        action: 'publish',
        at: times[0],
      },
      {
        collection: 'case-studies',
        entryId: lateId,
        locale: 'pt-BR',
        title: 'Caso agendado de teste',
        action: 'publish',
        at: times[1],
      },
      {
        collection: 'case-studies',
        entryId: earlyId,
        locale: 'pt-BR',
        title: 'Caso agendado de teste',
        action: 'unpublish',
        at: times[2],
      },
    ]);
    // Carried out or cleared, an item leaves the calendar.
    // (Other tests' schedules fall due too: only this test's entries are counted.)
    await runDueSchedules(t.app.database.db, new Date(times[1] ?? ''));
    const after = answered<ContentCalendar>(await call('GET', '/api/admin/content-calendar'));
    expect(after.items.filter((item) => [earlyId, lateId].includes(item.entryId))).toEqual([
      expect.objectContaining({ entryId: earlyId, action: 'unpublish' }),
    ]);
    // The desk's alone.
    expect(
      (await send(t.app, { method: 'GET', url: '/api/admin/content-calendar' })).statusCode,
    ).toBe(401);
  });

  it('publishes and unpublishes at their time, moving the content version', async () => {
    const read = await create('no-horario');
    const id = await entryOf('no-horario');
    const publishAt = new Date(Date.now() + 2 * hour);
    const unpublishAt = new Date(Date.now() + 5 * hour);
    answered(
      await schedule(id, {
        version: read.version,
        publishAt: publishAt.toISOString(),
        unpublishAt: unpublishAt.toISOString(),
      }),
    );
    const db = t.app.database.db;
    const before = await readContentVersion(db);
    expect(await runDueSchedules(db, new Date(publishAt.getTime() - 1000))).toBe(0);
    expect(await findPublished(db, 'case-studies', 'pt-BR', 'no-horario')).toEqual({
      kind: 'none',
    });

    expect(await runDueSchedules(db, publishAt)).toBe(1);
    expect(await readContentVersion(db)).toBe(before + 1);
    expect(await findPublished(db, 'case-studies', 'pt-BR', 'no-horario')).toMatchObject({
      kind: 'page',
    });
    const published = ptOf(answered<ContentEntry>(await call('GET', `${base}/${id}`)));
    expect(published).toMatchObject({
      state: 'published',
      publishAt: null,
      unpublishAt: unpublishAt.toISOString(),
    });
    // Nothing more is due until the unpublish time.
    expect(await runDueSchedules(db, new Date(publishAt.getTime() + hour))).toBe(0);

    expect(await runDueSchedules(db, unpublishAt)).toBe(1);
    expect(await readContentVersion(db)).toBe(before + 2);
    expect(await findPublished(db, 'case-studies', 'pt-BR', 'no-horario')).toEqual({
      kind: 'none',
    });
    const events = await listAuditEvents(db, { subject: `content:${id}` });
    const flips = events.filter((event) => event.details?.scheduled === true);
    expect(flips.map((event) => [event.action, event.actorId])).toEqual(
      expect.arrayContaining([
        ['content.published', null],
        ['content.unpublished', null],
      ]),
    );
    expect(flips).toHaveLength(2);
  });

  it('publishes once when two instances run the schedule at the same moment', async () => {
    const read = await create('uma-vez');
    const id = await entryOf('uma-vez');
    const publishAt = new Date(Date.now() + 3 * hour);
    answered(
      await schedule(id, {
        version: read.version,
        publishAt: publishAt.toISOString(),
        unpublishAt: null,
      }),
    );
    // On PostgreSQL a second pool, as another instance has; SQLite serves one instance.
    second = kind === 'postgres' ? openDatabase(t.config) : undefined;
    const other = second?.db ?? t.app.database.db;
    const before = await readContentVersion(t.app.database.db);
    const made = await Promise.all([
      runDueSchedules(t.app.database.db, publishAt),
      runDueSchedules(other, publishAt),
      runDueSchedules(other, publishAt),
    ]);
    expect(made.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await readContentVersion(t.app.database.db)).toBe(before + 1);
    const events = await listAuditEvents(t.app.database.db, { subject: `content:${id}` });
    expect(events.filter((event) => event.action === 'content.published')).toHaveLength(1);
  });
});
