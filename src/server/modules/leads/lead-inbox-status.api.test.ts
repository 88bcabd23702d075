import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lead, LeadSummary } from '#shared/schemas/leads.ts';
import { expectJsonError, makeAdmin, registerUser, send, texts } from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { readCsv } from '#server/test/read-csv.ts';
import { listAuditEvents } from '#server/modules/audit/audit.service.ts';
import { withAuthTables } from '#server/modules/auth/auth-tables.ts';
import { UTF8_BOM } from './leads-csv.ts';
import { leadSummary, leadsForExport } from './inbox.queries.ts';
import { insertContact, type NewContact } from './leads.write.queries.ts';
import { saoPauloDayRange, saoPauloIsoDate } from '#shared/time/sao-paulo.ts';
import type { Inbox } from './lead-inbox.test-support.ts';
import { openInbox, minutes, ids } from './lead-inbox.test-support.ts';

/**
 * The admin's lead inbox (issue 6): 'Contatos Hoje' in São Paulo, status changes and the CSV
 * export, through HTTP on SQLite and PostgreSQL.
 */

const pt = texts.for('pt-BR');

describe.each(testDatabases)('lead inbox on %s', (kind) => {
  describe("'Contatos Hoje' in São Paulo", () => {
    let inbox: Inbox;
    // Either side of São Paulo midnights, in UTC; years away from the real today.
    const boundaries = [
      '2025-03-10T02:59:59.999Z',
      '2025-03-10T03:00:00.000Z',
      '2025-03-10T12:00:00.000Z',
      '2025-03-11T02:59:59.999Z',
      '2025-03-11T03:00:00.000Z',
      '2018-11-04T02:30:00.000Z',
      '2018-11-04T03:00:00.000Z',
    ];
    beforeAll(async () => {
      inbox = await openInbox(kind);
      for (const at of boundaries)
        await insertContact(
          inbox.t.app.database.db,
          { name: `Lead ${at}`, email: 'limite@x.com' },
          new Date(at),
        );
    });
    afterAll(async () => inbox?.close());

    it('counts from local midnight, not UTC midnight, through the API', async () => {
      const { start } = saoPauloDayRange(new Date());
      const db = inbox.t.app.database.db;
      const yesterday = new Date(start.getTime() - 1);
      await insertContact(db, { name: 'Ontem', email: 'ontem@x.com' }, yesterday);
      await insertContact(db, { name: 'Meia-noite', email: 'zero@x.com' }, start);
      await insertContact(db, { name: 'Agora', email: 'agora@x.com' });
      const summary = (await inbox.get('/api/contacts/summary')).json<LeadSummary>();
      expect(summary).toMatchObject({ total: boundaries.length + 3, today: 2 });
    });

    it.each<[label: string, now: string, today: number]>([
      ['09/03 23:00 in São Paulo', '2025-03-10T02:00:00.000Z', 1],
      ['10/03 00:00 in São Paulo', '2025-03-10T03:00:00.000Z', 3],
      ['10/03 23:30 in São Paulo, already 11/03 in UTC', '2025-03-11T02:30:00.000Z', 3],
      ['11/03 00:00 in São Paulo', '2025-03-11T03:00:00.000Z', 1],
      ['11/03 noon in UTC', '2025-03-11T12:00:00.000Z', 1],
      // 04/11/2018 began at 01:00 (-02:00); 23:30 of 03/11 was 02:30 UTC.
      ['04/11/2018, the day midnight was skipped', '2018-11-04T15:00:00.000Z', 1],
      ['03/11/2018 at 23:45', '2018-11-04T02:45:00.000Z', 1],
    ])('%s', async (_label, now, today) => {
      const summary = await leadSummary(inbox.t.app.database, {}, new Date(now));
      expect(summary.today).toBe(today);
    });
  });

  describe('status changes', () => {
    let inbox: Inbox;
    let leadId: number;
    beforeAll(async () => {
      inbox = await openInbox(kind);
      leadId = await insertContact(inbox.t.app.database.db, {
        name: 'Fernanda Gomes',
        email: 'fernanda@example.com',
      });
    });
    afterAll(async () => inbox?.close());

    it('stores the new status with who changed it and when, and answers the lead', async () => {
      const before = Date.now();
      const response = await inbox.patch(leadId, { status: 'contacted' });
      expect(response.statusCode, response.body).toBe(200);
      const lead = response.json<Lead>();
      expect(lead).toMatchObject({
        id: leadId,
        name: 'Fernanda Gomes',
        status: 'contacted',
        statusChangedBy: 'Carla Administradora',
      });
      const changedAt = Date.parse(lead.statusChangedAt ?? '');
      expect(changedAt).toBeGreaterThanOrEqual(before - 1000);
      expect(changedAt).toBeLessThanOrEqual(Date.now() + 1000);

      const listed = (await inbox.get('/api/contacts')).json<Lead[]>().find((l) => l.id === leadId);
      expect(listed).toEqual(lead);
      expect(ids(await inbox.get('/api/contacts?status=contacted'))).toEqual([leadId]);
      expect(ids(await inbox.get('/api/contacts?status=new'))).toEqual([]);
    });

    it('logs each change as an audit event, and none when the status stays the same', async () => {
      expect((await inbox.patch(leadId, { status: 'closed' })).statusCode).toBe(200);
      expect((await inbox.patch(leadId, { status: 'closed' })).statusCode).toBe(200);
      const events = await listAuditEvents(inbox.t.app.database.db, { subject: `lead:${leadId}` });
      expect(
        events.map((e) => ({ action: e.action, actorId: e.actorId, details: e.details })),
      ).toEqual([
        {
          action: 'lead.status_changed',
          actorId: inbox.admin.userId,
          details: { from: 'contacted', to: 'closed' },
        },
        {
          action: 'lead.status_changed',
          actorId: inbox.admin.userId,
          details: { from: 'new', to: 'contacted' },
        },
      ]);
    });

    it('can bring a lead back to new', async () => {
      const lead = (await inbox.patch(leadId, { status: 'new' })).json<Lead>();
      expect(lead.status).toBe('new');
      expect(lead.statusChangedBy).toBe('Carla Administradora');
    });

    it.each<[label: string, payload: unknown, fieldErrors: Record<string, string[]>]>([
      ['an unknown status', { status: 'won' }, { status: [pt('common:validation.type')] }],
      ['no status', {}, { status: [pt('common:validation.required')] }],
      ['a status of the wrong type', { status: 2 }, { status: [pt('common:validation.type')] }],
    ])('answers 400 to %s and changes nothing', async (_label, payload, fieldErrors) => {
      const before = (await inbox.get('/api/contacts')).json<Lead[]>()[0];
      expect(expectJsonError(await inbox.patch(leadId, payload), 400)).toEqual({
        message: pt('common:errors.validation'),
        fieldErrors,
      });
      expect((await inbox.get('/api/contacts')).json<Lead[]>()[0]).toEqual(before);
    });

    it('keeps the status when the admin who set it deletes their account', async () => {
      const other = await registerUser(inbox.t.app, { fullName: 'Otávio Temporário' });
      await makeAdmin(inbox.t.app, other);
      const id = await insertContact(inbox.t.app.database.db, { name: 'Lia', email: 'lia@x.com' });
      const changed = await send(inbox.t.app, {
        method: 'PATCH',
        url: `/api/contacts/${id}`,
        payload: { status: 'closed' },
        jar: other.jar,
      });
      expect(changed.json<Lead>().statusChangedBy).toBe('Otávio Temporário');
      await withAuthTables(inbox.t.app.database.db)
        .deleteFrom('user')
        .where('id', '=', other.user.id)
        .execute();
      const lead = (await inbox.get('/api/contacts?status=closed')).json<Lead[]>()[0];
      expect(lead).toMatchObject({ id, status: 'closed', statusChangedBy: null });
      expect(lead?.statusChangedAt).toBe(changed.json<Lead>().statusChangedAt);
    });

    it.each(['999999', 'abc', '0', '-3', '1.5'])('answers 404 for lead %j', async (id) => {
      expect(expectJsonError(await inbox.patch(id, { status: 'closed' }), 404).message).toBe(
        pt('common:errors.notFound'),
      );
    });
  });

  describe('CSV export', () => {
    let inbox: Inbox;
    const hostile: NewContact[] = [
      {
        name: '=HYPERLINK("http://evil.example","clique")',
        email: 'a@x.com',
        company: '+55 11 4000-0000',
      },
      { name: '-2+3', email: 'b@x.com', message: '@SUM(A1:A9)' },
      { name: 'Tab', email: 'c@x.com', company: '\tTabulada' },
      {
        name: 'Vírgula, "aspas" e acentuação',
        email: 'd@x.com',
        message: 'linha 1\nlinha 2\r\nlinha 3',
      },
    ];
    const exportIds: number[] = [];

    beforeAll(async () => {
      inbox = await openInbox(kind);
      const start = Date.parse('2025-07-01T15:00:00.000Z');
      for (const [i, lead] of hostile.entries())
        exportIds.push(
          await insertContact(inbox.t.app.database.db, lead, new Date(start + minutes(i))),
        );
    });
    afterAll(async () => inbox?.close());

    it('downloads UTF-8 with BOM, named with the date, one RFC 4180 record per lead', async () => {
      const response = await inbox.get('/api/contacts/export.csv');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="leads-${saoPauloIsoDate(new Date())}.csv"`,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      const bytes = response.rawPayload;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.toString('utf8');
      expect(text.startsWith(UTF8_BOM)).toBe(true);

      const [header, ...records] = readCsv(text, ';');
      expect(header).toEqual([
        'ID',
        'Recebido em (horário de Brasília)',
        'Nome',
        'E-mail',
        'Empresa',
        'Mensagem',
        'Status',
        'Status alterado em (horário de Brasília)',
        'Status alterado por',
        'Origem',
        'Página',
        'Idioma da página',
        'Site de referência',
        'UTM source',
        'UTM medium',
        'UTM campaign',
        'UTM term',
        'UTM content',
        'Ferramenta',
        'Resultado da ferramenta',
        'Respostas da ferramenta',
        'Data preferida',
        'Período preferido',
        'Responsável',
        'Notas internas',
        // The lead's meeting (issue 25 §6, decision 0111).
        'Reunião em (horário de Brasília)',
        'Consultor da reunião',
        'Status da reunião',
      ]);
      expect(records.map((r) => Number(r[0]))).toEqual([...exportIds].reverse());
      const byEmail = new Map(records.map((r) => [r[3], r]));
      expect(byEmail.get('a@x.com')?.slice(1, 7)).toEqual([
        '2025-07-01 12:00:00',
        `'=HYPERLINK("http://evil.example","clique")`,
        'a@x.com',
        "'+55 11 4000-0000",
        '',
        'Novo',
      ]);
      expect(byEmail.get('b@x.com')?.slice(2, 6)).toEqual(["'-2+3", 'b@x.com', '', "'@SUM(A1:A9)"]);
      expect(byEmail.get('c@x.com')?.[4]).toBe("'\tTabulada");
      expect(byEmail.get('d@x.com')?.slice(2, 6)).toEqual([
        'Vírgula, "aspas" e acentuação',
        'd@x.com',
        '',
        'linha 1\nlinha 2\r\nlinha 3',
      ]);
    });

    it('exports only the current filter, in the language of the request', async () => {
      await inbox.patch(exportIds[1] ?? 0, { status: 'closed' });
      const response = await inbox.get('/api/contacts/export.csv?status=closed', {
        'accept-language': 'en',
      });
      // English writes 1.5, so its spreadsheets split on commas (issue 26 §4).
      const [header, ...records] = readCsv(response.body, ',');
      expect(header?.slice(0, 3)).toEqual(['ID', 'Received (Brasília time)', 'Name']);
      expect(records).toHaveLength(1);
      expect(records[0]?.slice(6, 9)).toEqual([
        'Closed',
        expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        'Carla Administradora',
      ]);
      const none = readCsv((await inbox.get('/api/contacts/export.csv?q=ninguem')).body, ';');
      expect(none).toHaveLength(1);
    });

    it('logs each export as an audit event with its filter and size', async () => {
      await inbox.get('/api/contacts/export.csv?q=x.com&status=new');
      const [latest] = await listAuditEvents(inbox.t.app.database.db);
      expect(latest).toMatchObject({
        action: 'leads.exported',
        actorId: inbox.admin.userId,
        details: { q: 'x.com', status: 'new', rows: 3 },
      });
    });

    it('reads in batches by (created_at, id) and still returns every lead once, ties included', async () => {
      const db = inbox.t.app.database.db;
      const tie = new Date('2025-07-02T10:00:00.000Z');
      for (let i = 0; i < 11; i++)
        await insertContact(db, { name: `Lote ${i}`, email: `lote${i}@y.com` }, tie);
      const exported: Lead[] = [];
      for await (const lead of leadsForExport(inbox.t.app.database, {}, 4)) exported.push(lead);
      const expected = ids(await inbox.get('/api/contacts?pageSize=100'));
      expect(exported.map((l) => l.id)).toEqual(expected);
      expect(new Set(expected).size).toBe(15);
    });
  });
});
