import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEvents } from '#server/modules/audit/audit.service.ts';
import { withAuthTables } from '#server/modules/auth/auth-tables.ts';
import { addLeadNote, getLeadDetail, updateLead } from '#server/modules/leads/desk.queries.ts';
import { leadSummary, listLeads } from '#server/modules/leads/inbox.queries.ts';
import { insertContact } from '#server/modules/leads/leads.write.queries.ts';
import { testDatabases } from '#server/test/databases.ts';
import {
  migrateUntilLeadInbox,
  openMigrationTestDatabase,
  type MigrationTestDatabase,
} from '#server/test/migration-database.ts';
import type { Database } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';

/**
 * Migration 004 on a database that already holds leads worked in the inbox (statuses, who
 * changed them, the audit trail): every value kept, the new fields empty, and the old leads
 * usable by the lead desk at once (decision 0060).
 */
describe.each(testDatabases)('migration 004 over existing leads on %s', (kind) => {
  let opened: MigrationTestDatabase | undefined;
  let database: Database;
  let authMigrations: () => Promise<void>;
  const adminId = 'admin-before-004';
  let before: Record<string, unknown>[];
  let ids: number[];

  beforeAll(async () => {
    opened = await openMigrationTestDatabase(kind);
    ({ database, authMigrations } = opened);
    await authMigrations();
    // The schema as the lead inbox (002) left it, with leads worked by an admin. (003 only adds
    // a table of its own; it is applied with 004 below.)
    await migrateUntilLeadInbox(database.db, kind);
    await withAuthTables(database.db)
      .insertInto('user')
      .values({
        id: adminId,
        name: 'Carla Antes',
        email: 'carla@example.com',
        emailVerified: kind === 'sqlite' ? 1 : true,
        isAdmin: kind === 'sqlite' ? 1 : true,
        locale: 'pt-BR',
        createdAt: new Date('2025-01-01T00:00:00Z').toISOString(),
        updatedAt: new Date('2025-01-01T00:00:00Z').toISOString(),
        // Better Auth's default for an account without an authenticator.
        twoFactorEnabled: kind === 'sqlite' ? 0 : false,
      })
      .execute();
    ids = [];
    for (const [i, lead] of [
      { name: 'José Araújo', email: 'jose@acme.com', company: 'ACME', message: 'Previsão' },
      { name: 'Ana Lima', email: 'ana@beta.com' },
      { name: 'Bruno Reis', email: 'bruno@gamma.com', message: 'Linha 1\nLinha 2' },
    ].entries()) {
      // Written with the 002 columns only, as the inbox's first version wrote them.
      const row = await database.db
        .insertInto('contact_submission')
        .values({
          name: lead.name,
          email: lead.email,
          company: lead.company ?? null,
          message: lead.message ?? null,
          created_at: `2025-01-0${i + 1}T12:00:00.000Z`,
          search_text: lead.name.toLowerCase(),
          company_key: lead.company?.toLowerCase() ?? null,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(Number(row.id));
    }
    await database.db
      .updateTable('contact_submission')
      .set({
        status: 'contacted',
        status_changed_at: '2025-01-05T10:00:00.000Z',
        status_changed_by: adminId,
      } as never)
      .where('id', '=', ids[0] ?? 0)
      .execute();
    await database.db
      .insertInto('audit_event')
      .values({
        occurred_at: '2025-01-05T10:00:00.000Z',
        actor_id: adminId,
        action: 'lead.status_changed',
        subject: `lead:${ids[0]}`,
        details: JSON.stringify({ from: 'new', to: 'contacted' }),
      })
      .execute();
    before = (await database.db
      .selectFrom('contact_submission')
      .selectAll()
      .orderBy('id')
      .execute()) as Record<string, unknown>[];
  });
  afterAll(async () => {
    await opened?.close();
  });

  it('applies once, then has nothing left to do', async () => {
    expect(await migrateToLatest(database, authMigrations)).toEqual({
      applied: [
        '003-schema-state',
        '004-lead-desk',
        '005-lead-search-backlog',
        '006-partial-lead-indexes',
        '007-last-totp-step',
        '008-lead-views',
        '009-firm-facts',
        '010-meetings',
        '012-consultant-feed',
        '013-content',
        '014-media',
        '015-lead-search-without-positions',
        '016-lead-search-pending-list',
        '017-lead-search-copy',
      ],
    });
    expect(await migrateToLatest(database, authMigrations)).toEqual({ applied: [] });
  });

  it('keeps every column of every lead as it was, and leaves the new ones empty', async () => {
    const after = (await database.db
      .selectFrom('contact_submission')
      .selectAll()
      .orderBy('id')
      .execute()) as Record<string, unknown>[];
    expect(after).toHaveLength(before.length);
    for (const [i, row] of after.entries()) {
      const old = before[i] ?? {};
      for (const [column, value] of Object.entries(old)) expect(row[column]).toEqual(value);
      for (const column of [
        'source',
        'origin_path',
        'origin_language',
        'referrer_host',
        'utm_source',
        'tool',
        'tool_result',
        'result_key',
        'preferred_date',
        'preferred_period',
        'assigned_to',
        'assigned_at',
      ]) {
        expect(row[column], column).toBeNull();
      }
    }
  });

  it('reads the old leads as the desk shows them, with their status and history', async () => {
    const leads = await listLeads(database, { page: 1, pageSize: 50 });
    expect(leads.map((l) => [l.name, l.status, l.source, l.toolResult, l.noteCount])).toEqual([
      ['Bruno Reis', 'new', null, null, 0],
      ['Ana Lima', 'new', null, null, 0],
      ['José Araújo', 'contacted', null, null, 0],
    ]);
    const detail = await getLeadDetail(database.db, ids[0] ?? 0);
    expect(detail).toMatchObject({
      statusChangedBy: 'Carla Antes',
      message: 'Previsão',
      notes: [],
      history: [
        {
          kind: 'status',
          at: '2025-01-05T10:00:00.000Z',
          actor: { id: adminId, name: 'Carla Antes' },
          from: 'new',
          to: 'contacted',
        },
      ],
    });
    expect(await leadSummary(database, { source: 'unknown' })).toMatchObject({
      total: 3,
      matching: 3,
      bySource: { unknown: 3, home: 0 },
      withToolResult: 0,
    });
  });

  it('lets the desk work the old leads: notes (deleted with their lead), statuses, new leads', async () => {
    const [first, second] = ids;
    const note = await addLeadNote(database.db, {
      leadId: second ?? 0,
      authorId: adminId,
      body: 'Ligar na segunda.',
    });
    expect(note).toMatchObject({ ok: true, note: { body: 'Ligar na segunda.' } });
    expect(
      await updateLead(database.db, { id: second ?? 0, status: 'closed', actorId: adminId }),
    ).toMatchObject({ ok: true, changed: true });
    expect(
      (await listAuditEvents(database.db, { subject: `lead:${second}` })).map((e) => e.action),
    ).toEqual(['lead.status_changed', 'lead.note_added']);
    const id = await insertContact(database.db, {
      name: 'Nova',
      email: 'nova@example.com',
      source: 'home',
      origin: { path: '/', language: 'pt-BR' },
    });
    expect((await getLeadDetail(database.db, id))?.source).toBe('home');

    await database.db
      .deleteFrom('contact_submission')
      .where('id', '=', second ?? 0)
      .execute();
    expect(await database.db.selectFrom('lead_note').selectAll().execute()).toEqual([]);
    expect((await getLeadDetail(database.db, first ?? 0))?.name).toBe('José Araújo');
  });
});
