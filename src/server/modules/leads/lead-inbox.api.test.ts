import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lead, LeadSummary } from '#shared/schemas/leads.ts';
import {
  expectJsonError,
  makeAdmin,
  registerUser,
  relaxedRateLimits,
  send,
  startTestApp,
  texts,
  type CookieJar,
  type TestApp,
} from '#server/test/app-harness.ts';
import { testDatabases, type TestDatabaseKind } from '#server/test/databases.ts';
import { readCsv } from '#server/test/read-csv.ts';
import { listAuditEvents } from '#server/modules/audit/audit.service.ts';
import { withAuthTables } from '#server/modules/auth/auth-tables.ts';
import { UTF8_BOM } from './leads-csv.ts';
import { updateLead } from './desk.queries.ts';
import { leadSummary, leadsForExport } from './inbox.queries.ts';
import { insertContact, type NewContact } from './leads.write.queries.ts';
import { leadSearchText, searchTerms } from './lead-search.ts';
import { seedLeads } from './lead-seed.ts';
import { saoPauloDayRange, saoPauloIsoDate } from '#shared/time/sao-paulo.ts';

/**
 * The admin's lead inbox (issue 6): search, status filter, paging, totals, status changes and
 * the CSV export, through HTTP on SQLite and PostgreSQL.
 */

const pt = texts.for('pt-BR');

interface Inbox {
  t: TestApp;
  admin: { jar: CookieJar; fullName: string; userId: string };
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  patch(id: number | string, payload: unknown): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

async function openInbox(kind: TestDatabaseKind): Promise<Inbox> {
  const t = await startTestApp(kind, {
    ...relaxedRateLimits,
    LEAD_NOTIFY_TO: 'vendas@example.com',
  });
  const registered = await registerUser(t.app, { fullName: 'Carla Administradora' });
  await makeAdmin(t.app, registered);
  return {
    t,
    admin: { jar: registered.jar, fullName: registered.fullName, userId: registered.user.id },
    get: (url, headers = {}) => send(t.app, { method: 'GET', url, jar: registered.jar, headers }),
    patch: (id, payload) =>
      send(t.app, {
        method: 'PATCH',
        url: `/api/contacts/${id}`,
        payload: payload as object,
        jar: registered.jar,
      }),
    close: () => t.close(),
  };
}

const minutes = (n: number) => n * 60 * 1000;
const ids = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Lead[]>().map((l) => l.id);
};

describe.each(testDatabases)('lead inbox on %s', (kind) => {
  describe('search, status filter and totals', () => {
    let inbox: Inbox;
    const fixture: (NewContact & { status?: 'contacted' | 'closed' })[] = [
      {
        name: 'João Pereira',
        email: 'joao@acme.com.br',
        company: 'ACME Ltda',
        message: 'Quero automatizar o atendimento.',
      },
      {
        name: 'Maria Silva',
        email: 'maria@beta.io',
        company: ' acme LTDA ',
        message: 'Previsão de demanda para o varejo.',
        status: 'contacted',
      },
      { name: 'Ana Souza', email: 'ana@gamma.com' },
      {
        name: 'Carlos Araújo',
        email: 'carlos@delta.com',
        company: 'Delta S.A.',
        message: 'Precisamos de 100% de disponibilidade_total.',
        status: 'closed',
      },
      {
        name: 'Beatriz Lima',
        email: 'bia@acme.com.br',
        company: 'Ação Social',
        message: 'Olá, "gostaria" de uma demo\nsegunda linha',
        status: 'contacted',
      },
      { name: 'Pedro Costa', email: 'pedro@epsilon.com', company: '   ' },
    ];
    const leadIds: number[] = [];

    beforeAll(async () => {
      inbox = await openInbox(kind);
      const start = Date.parse('2025-06-02T12:00:00.000Z');
      for (const [i, lead] of fixture.entries()) {
        const id = await insertContact(inbox.t.app.database.db, lead, new Date(start + minutes(i)));
        leadIds.push(id);
        if (lead.status) {
          await updateLead(inbox.t.app.database.db, {
            id,
            status: lead.status,
            actorId: inbox.admin.userId,
          });
        }
      }
    });
    afterAll(async () => inbox?.close());

    // Newest first: the fixture's last lead comes first.
    const newestFirst = (indexes: number[]) =>
      [...indexes].sort((a, b) => b - a).map((i) => leadIds[i]);

    it.each<[query: string, fixtureIndexes: number[]]>([
      ['maria', [1]],
      ['MARIA', [1]],
      ['araujo', [3]],
      ['ARAÚJO', [3]],
      ['acao', [4]],
      ['previsao', [1]],
      ['acme.com.br', [0, 4]],
      ['acme', [0, 1, 4]],
      ['delta', [3]],
      ['demanda', [1]],
      ['segunda linha', [4]],
      ['ana souza', [2]],
      ['souza ana', [2]],
      ['joao acme', [0]],
      ['joao delta', []],
      ['100%', [3]],
      ['_total', [3]],
      ['"gostaria"', [4]],
      ['ia', [1, 4]],
      ['io', [1]],
      ['inexistente', []],
    ])('finds %j in name, e-mail, company or message', async (query, expected) => {
      const found = ids(await inbox.get(`/api/contacts?q=${encodeURIComponent(query)}`));
      expect(found).toEqual(newestFirst(expected));
      // The same answer as the plain definition: every word in the normalised text.
      const terms = searchTerms(query);
      const reference = fixture
        .map((lead, i) => ({ i, text: leadSearchText(lead) }))
        .filter(({ text }) => terms.every((term) => text.includes(term)))
        .map(({ i }) => i);
      expect(found).toEqual(newestFirst(reference));
    });

    it.each<[url: string, fixtureIndexes: number[]]>([
      ['/api/contacts?status=new', [0, 2, 5]],
      ['/api/contacts?status=contacted', [1, 4]],
      ['/api/contacts?status=closed', [3]],
      ['/api/contacts?status=contacted&q=acme', [1, 4]],
      ['/api/contacts?status=new&q=acme', [0]],
      ['/api/contacts?status=closed&q=acme', []],
      ['/api/contacts?q=%20%20&status=', [0, 1, 2, 3, 4, 5]],
    ])('%s', async (url, expected) => {
      expect(ids(await inbox.get(url))).toEqual(newestFirst(expected));
    });

    it('sends each lead with its status and who changed it', async () => {
      const leads = (await inbox.get('/api/contacts?q=maria')).json<Lead[]>();
      expect(leads).toEqual([
        {
          id: leadIds[1],
          name: 'Maria Silva',
          email: 'maria@beta.io',
          company: ' acme LTDA ',
          message: 'Previsão de demanda para o varejo.',
          createdAt: '2025-06-02T12:01:00.000Z',
          status: 'contacted',
          statusChangedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.+Z$/),
          statusChangedBy: 'Carla Administradora',
          // A lead stored without the lead desk's fields has none of them (issue 16 §6).
          source: null,
          origin: { path: null, language: null, referrerHost: null, utm: {} },
          toolResult: null,
          preferredDate: null,
          preferredPeriod: null,
          assignee: null,
          assignedAt: null,
          noteCount: 0,
        },
      ]);
    });

    it('counts over every lead, whatever the filter, and how many match it', async () => {
      const summary = (url: string) =>
        inbox.get(url).then((r) => {
          expect(r.statusCode, r.body).toBe(200);
          return r.json<LeadSummary>();
        });
      const everything = {
        total: 6,
        today: 0,
        // 'ACME Ltda' and ' acme LTDA ' are one company; blank and missing are none.
        uniqueCompanies: 3,
        byStatus: { new: 3, contacted: 2, closed: 1 },
        bySource: {
          home: 0,
          demonstration: 0,
          assessment: 0,
          automation: 0,
          calculator: 0,
          other: 0,
          unknown: 6,
        },
        withToolResult: 0,
      };
      expect(await summary('/api/contacts/summary')).toEqual({ ...everything, matching: 6 });
      expect(await summary('/api/contacts/summary?q=acme')).toEqual({ ...everything, matching: 3 });
      expect(await summary('/api/contacts/summary?status=contacted&q=acme')).toEqual({
        ...everything,
        matching: 2,
      });
      expect(await summary('/api/contacts/summary?q=ia')).toEqual({ ...everything, matching: 2 });
      expect(await summary('/api/contacts/summary?q=nada+disso')).toEqual({
        ...everything,
        matching: 0,
      });
    });

    it.each<[url: string, field: string, key: string]>([
      ['/api/contacts?status=pending', 'status', 'common:validation.type'],
      ['/api/contacts?status=new&status=closed', 'status', 'common:validation.type'],
      ['/api/contacts?page=0', 'page', 'common:validation.type'],
      ['/api/contacts?page=-1', 'page', 'common:validation.type'],
      ['/api/contacts?page=1.5', 'page', 'common:validation.type'],
      ['/api/contacts?page=abc', 'page', 'common:validation.type'],
      ['/api/contacts?pageSize=101', 'pageSize', 'common:validation.type'],
      [`/api/contacts?q=${'x'.repeat(201)}`, 'q', 'common:validation.tooLong'],
      ['/api/contacts/summary?status=aberto', 'status', 'common:validation.type'],
      ['/api/contacts/export.csv?status=aberto', 'status', 'common:validation.type'],
    ])('%s answers 400 on %s', async (url, field, key) => {
      expect(expectJsonError(await inbox.get(url), 400)).toEqual({
        message: pt('common:errors.validation'),
        fieldErrors: { [field]: [pt(key as `common:${string}`)] },
      });
    });
  });

  describe('paging', () => {
    let inbox: Inbox;
    const newest = new Date('2025-06-01T12:00:00.000Z');

    beforeAll(async () => {
      inbox = await openInbox(kind);
      await seedLeads(inbox.t.app.database.db, 127, { newest, spacingMs: minutes(1) });
    });
    afterAll(async () => inbox?.close());

    it('answers the 50 newest leads without parameters, as the spec list always was', async () => {
      const leads = (await inbox.get('/api/contacts')).json<Lead[]>();
      expect(leads).toHaveLength(50);
      expect(leads[0]?.createdAt).toBe(newest.toISOString());
      const times = leads.map((l) => Date.parse(l.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('walks every lead once, newest first, across the pages', async () => {
      const pages = [];
      for (let page = 1; page <= 4; page++)
        pages.push(ids(await inbox.get(`/api/contacts?page=${page}`)));
      expect(pages.map((p) => p.length)).toEqual([50, 50, 27, 0]);
      const all = pages.flat();
      expect(new Set(all).size).toBe(127);
      expect(all).toEqual([...all].sort((a, b) => b - a));
    });

    it('honours a smaller page size', async () => {
      const page1 = ids(await inbox.get('/api/contacts?pageSize=10'));
      const page2 = ids(await inbox.get('/api/contacts?page=2&pageSize=10'));
      const first20 = ids(await inbox.get('/api/contacts?pageSize=20'));
      expect([...page1, ...page2]).toEqual(first20);
    });

    it('orders leads of the same instant by id, newest id first, on every page', async () => {
      const at = new Date('2025-06-01T13:00:00.000Z');
      const tied: number[] = [];
      for (let i = 0; i < 3; i++)
        tied.push(
          await insertContact(
            inbox.t.app.database.db,
            { name: `Empate ${i}`, email: `e${i}@x.com` },
            at,
          ),
        );
      expect(ids(await inbox.get('/api/contacts?pageSize=2'))).toEqual([tied[2], tied[1]]);
      expect(ids(await inbox.get('/api/contacts?pageSize=2&page=2'))[0]).toBe(tied[0]);
    });
  });

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
