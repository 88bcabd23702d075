import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noDeskFields, unknownSourceCounts } from '#shared/test/lead-fixtures.ts';
import type { Lead, LeadSummary } from '#shared/schemas/leads.ts';
import { expectJsonError, texts } from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { updateLead } from './desk.queries.ts';
import { insertContact, type NewContact } from './leads.write.queries.ts';
import { leadSearchText, searchTerms } from './lead-search.ts';
import { seedLeads } from './lead-seed.ts';
import type { Inbox } from './lead-inbox.test-support.ts';
import { openInbox, minutes, ids } from './lead-inbox.test-support.ts';

/**
 * The admin's lead inbox (issue 6): search, status filter, paging and totals, through HTTP on
 * SQLite and PostgreSQL. Status changes and the CSV export are in lead-inbox-status.api.test.ts.
 */

const pt = texts.for('pt-BR');

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
          ...noDeskFields,
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
        bySource: unknownSourceCounts(6),
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
});
