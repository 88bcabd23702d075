import { beforeAll, describe, expect, it } from 'vitest';
import type { Assignee, Lead, LeadNote, LeadSummary } from '#shared/schemas/leads.ts';
import { expectJsonError, send, texts } from '#server/test/app-harness.ts';
import { readCsv } from '#server/test/read-csv.ts';
import { listAuditEvents } from '#server/modules/audit/audit.service.ts';
import { weekdayAhead, type LeadDesk } from './lead-desk.test-support.ts';

const pt = texts.for('pt-BR');

/**
 * Lead desk (issue 16 §4 and §6): the inbox's new filters and sort, and one lead's detail, notes,
 * history and assignee. Runs inside lead-desk.api.test.ts's suite, after intakeTests, whose leads
 * it reads.
 */
export function reviewTests(desk: LeadDesk): void {
  const { t, cast, postLead, asAdmin, detail, created } = desk;

  describe('the inbox: filters, totals and sort', () => {
    it('filters by source and by "has tool result", and counts both', async () => {
      const get = async (url: string) => {
        const response = await asAdmin('GET', url);
        expect(response.statusCode, response.body).toBe(200);
        return response.json<Lead[]>();
      };
      const tools = await get('/api/contacts?hasToolResult=true');
      expect(tools.length).toBeGreaterThanOrEqual(4);
      expect(tools.every((l) => l.toolResult !== null && l.source === l.toolResult.tool)).toBe(
        true,
      );
      const plain = await get('/api/contacts?hasToolResult=false');
      expect(plain.every((l) => l.toolResult === null)).toBe(true);
      expect((await get('/api/contacts?source=calculator')).map((l) => l.source)).toEqual([
        'calculator',
        'calculator',
        'calculator',
      ]);
      expect((await get('/api/contacts?source=home')).map((l) => l.origin.path).sort()).toEqual([
        '/',
        '/en',
        '/es/',
      ]);
      const unknown = await get('/api/contacts?source=unknown');
      expect(unknown.length).toBeGreaterThan(0);
      expect(unknown.every((l) => l.source === null)).toBe(true);
      expect(await get('/api/contacts?source=calculator&hasToolResult=false')).toEqual([]);

      const summary = (
        await asAdmin('GET', '/api/contacts/summary?source=home')
      ).json<LeadSummary>();
      expect(summary).toMatchObject({
        matching: 3,
        withToolResult: tools.length,
        bySource: { home: 3, demonstration: 2, other: 1, assessment: 1, calculator: 3 },
      });
      expect(summary.bySource.unknown).toBe(unknown.length);
    });

    it('sorts on the server by name, company and status, each way', async () => {
      const base = Date.now();
      const names = ['Zé Zanetti', 'Álvaro Alves', 'beatriz Borges', 'Carlos Costa'];
      const companies = ['Delta', null, 'alfa', 'Beta'];
      const ids: number[] = [];
      for (const [i, name] of names.entries()) {
        ids.push(
          created(
            await postLead({
              name,
              email: `sort${i}@ordem.example`,
              ...(companies[i] ? { company: companies[i] } : {}),
            }),
          ),
        );
      }
      await asAdmin('PATCH', `/api/contacts/${ids[0]}`, { status: 'closed' });
      await asAdmin('PATCH', `/api/contacts/${ids[2]}`, { status: 'contacted' });
      const order = async (query: string) =>
        (await asAdmin('GET', `/api/contacts?q=ordem.example&${query}`))
          .json<Lead[]>()
          .map((l) => l.name);
      // Accents and case do not move a name; SQLite and PostgreSQL agree.
      expect(await order('sort=name&order=asc')).toEqual([
        'Álvaro Alves',
        'beatriz Borges',
        'Carlos Costa',
        'Zé Zanetti',
      ]);
      expect(await order('sort=name&order=desc')).toEqual([
        'Zé Zanetti',
        'Carlos Costa',
        'beatriz Borges',
        'Álvaro Alves',
      ]);
      // Blank companies last either way.
      expect(await order('sort=company&order=asc')).toEqual([
        'beatriz Borges',
        'Carlos Costa',
        'Zé Zanetti',
        'Álvaro Alves',
      ]);
      expect(await order('sort=company&order=desc')).toEqual([
        'Zé Zanetti',
        'Carlos Costa',
        'beatriz Borges',
        'Álvaro Alves',
      ]);
      expect(await order('sort=status&order=asc')).toEqual([
        'Carlos Costa',
        'Álvaro Alves',
        'beatriz Borges',
        'Zé Zanetti',
      ]);
      expect(await order('sort=createdAt&order=asc')).toEqual(names);
      expect(await order('')).toEqual([...names].reverse());
      expect(Date.now()).toBeGreaterThanOrEqual(base);
    });

    it.each<[string, string]>([
      ['/api/contacts?source=facebook', 'source'],
      ['/api/contacts?hasToolResult=yes', 'hasToolResult'],
      ['/api/contacts?sort=email', 'sort'],
      ['/api/contacts?order=up', 'order'],
      ['/api/contacts?assignee=a%20b', 'assignee'],
    ])('%s: 400 naming %s', async (url, field) => {
      expect(
        Object.keys(expectJsonError(await asAdmin('GET', url), 400).fieldErrors ?? {}),
      ).toEqual([field]);
    });
  });

  describe('one lead: detail, notes, assignee, history', () => {
    let leadId: number;

    beforeAll(async () => {
      leadId = created(
        await postLead({
          name: 'Mesa Teste',
          email: 'mesa@example.com',
          company: 'Mesa Ltda',
          message: 'Quero ver a mesa.',
          preferredDate: weekdayAhead(1),
          preferredPeriod: 'morning',
          origin: { path: '/demonstracao', language: 'pt-BR', referrerHost: 'bing.com' },
        }),
      );
    });

    it('guards every new route: 401 signed out, 403 to a non-admin, before reading input', async () => {
      const routes = [
        { method: 'GET', url: `/api/contacts/${leadId}` },
        { method: 'GET', url: '/api/contacts/assignees' },
        { method: 'POST', url: `/api/contacts/${leadId}/notes`, payload: { body: 'x' } },
        { method: 'POST', url: '/api/contacts/999999/notes', payload: {} },
        { method: 'PATCH', url: `/api/contacts/${leadId}`, payload: { assigneeId: cast.admin.id } },
      ] as const;
      for (const route of routes) {
        expectJsonError(
          await send(t.app, { ...route, payload: 'payload' in route ? route.payload : undefined }),
          401,
        );
        expectJsonError(
          await send(t.app, {
            ...route,
            payload: 'payload' in route ? route.payload : undefined,
            jar: cast.member,
          }),
          403,
        );
      }
      expect((await detail(leadId)).notes).toEqual([]);
    });

    it('answers 404 for a lead that does not exist or an id that is not one', async () => {
      for (const id of ['999999', 'abc', '0', '-1', '1.5']) {
        expectJsonError(await asAdmin('GET', `/api/contacts/${id}`), 404);
        expectJsonError(await asAdmin('POST', `/api/contacts/${id}/notes`, { body: 'x' }), 404);
      }
    });

    it('lists the admins as assignees', async () => {
      const response = await asAdmin('GET', '/api/contacts/assignees');
      expect(response.statusCode).toBe(200);
      expect(response.json<Assignee[]>()).toEqual([
        { id: cast.otherAdmin.id, fullName: 'Bruno Gerente' },
        { id: cast.admin.id, fullName: 'Carla Administradora' },
      ]);
    });

    it('adds internal notes with author and time, in order; the audit trail keeps no text', async () => {
      const first = await asAdmin('POST', `/api/contacts/${leadId}/notes`, {
        body: '  Ligou pedindo proposta.\nRetornar amanhã.  ',
      });
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json<LeadNote>()).toEqual({
        id: expect.any(Number),
        body: 'Ligou pedindo proposta.\nRetornar amanhã.',
        createdAt: expect.stringMatching(/Z$/),
        author: { id: cast.admin.id, name: 'Carla Administradora' },
      });
      const second = await send(t.app, {
        method: 'POST',
        url: `/api/contacts/${leadId}/notes`,
        payload: { body: '<script>alert(1)</script>' },
        jar: cast.otherAdmin.jar,
      });
      expect(second.statusCode).toBe(201);
      const lead = await detail(leadId);
      expect(lead.notes.map((n) => [n.author?.name, n.body])).toEqual([
        ['Carla Administradora', 'Ligou pedindo proposta.\nRetornar amanhã.'],
        ['Bruno Gerente', '<script>alert(1)</script>'],
      ]);
      expect(lead.noteCount).toBe(2);
      const trail = await listAuditEvents(t.app.database.db, { subject: `lead:${leadId}` });
      expect(trail.filter((e) => e.action === 'lead.note_added')).toHaveLength(2);
      expect(JSON.stringify(trail)).not.toContain('proposta');
    });

    it.each<[string, unknown, string]>([
      ['an empty note', { body: '   ' }, 'common:validation.required'],
      ['no body', {}, 'common:validation.required'],
      ['a note of 2001', { body: 'x'.repeat(2001) }, 'common:validation.tooLong'],
      ['a note as a number', { body: 5 }, 'common:validation.type'],
    ])('refuses %s: 400', async (_label, payload, key) => {
      const error = expectJsonError(
        await asAdmin('POST', `/api/contacts/${leadId}/notes`, payload),
        400,
      );
      expect(error.fieldErrors?.body).toEqual([pt(key as `common:${string}`)]);
    });

    it('assigns the lead to an admin, changes and clears it, each change in the history', async () => {
      const assign = (assigneeId: string | null) =>
        asAdmin('PATCH', `/api/contacts/${leadId}`, { assigneeId });
      const assigned = await assign(cast.otherAdmin.id);
      expect(assigned.statusCode, assigned.body).toBe(200);
      expect(assigned.json<Lead>()).toMatchObject({
        assignee: { id: cast.otherAdmin.id, name: 'Bruno Gerente' },
        assignedAt: expect.stringMatching(/Z$/),
      });
      expect((await assign(cast.otherAdmin.id)).statusCode).toBe(200);
      expect((await assign(cast.admin.id)).json<Lead>().assignee?.name).toBe(
        'Carla Administradora',
      );
      const both = await asAdmin('PATCH', `/api/contacts/${leadId}`, {
        status: 'contacted',
        assigneeId: null,
      });
      expect(both.json<Lead>()).toMatchObject({
        status: 'contacted',
        assignee: null,
        assignedAt: null,
      });

      const lead = await detail(leadId);
      const bruno = { id: cast.otherAdmin.id, name: 'Bruno Gerente' };
      const carla = { id: cast.admin.id, name: 'Carla Administradora' };
      // Setting the same assignee again logged nothing.
      expect(lead.history.map(({ at: _at, ...entry }) => entry)).toEqual([
        { kind: 'assignee', actor: carla, from: null, to: bruno },
        { kind: 'assignee', actor: carla, from: bruno, to: carla },
        { kind: 'status', actor: carla, from: 'new', to: 'contacted' },
        { kind: 'assignee', actor: carla, from: carla, to: null },
      ]);
      const times = lead.history.map((h) => Date.parse(h.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    });

    it('filters by assignee, and by nobody', async () => {
      await asAdmin('PATCH', `/api/contacts/${leadId}`, { assigneeId: cast.otherAdmin.id });
      const mine = (await asAdmin('GET', `/api/contacts?assignee=${cast.otherAdmin.id}`)).json<
        Lead[]
      >();
      expect(mine.map((l) => l.id)).toEqual([leadId]);
      const nobody = (await asAdmin('GET', '/api/contacts?assignee=none')).json<Lead[]>();
      expect(nobody.length).toBeGreaterThan(0);
      expect(nobody.some((l) => l.id === leadId)).toBe(false);
    });

    it('refuses a non-admin, an unknown account or a malformed id as assignee: 400', async () => {
      const memberId = (
        await send(t.app, { method: 'GET', url: '/api/user', jar: cast.member })
      ).json<{
        id: string;
      }>().id;
      for (const assigneeId of [memberId, 'unknown-user-id', 'a b', 7]) {
        const error = expectJsonError(
          await asAdmin('PATCH', `/api/contacts/${leadId}`, { assigneeId }),
          400,
        );
        expect(Object.keys(error.fieldErrors ?? {})).toEqual(['assigneeId']);
      }
      expect((await detail(leadId)).assignee?.id).toBe(cast.otherAdmin.id);
      expectJsonError(await asAdmin('PATCH', `/api/contacts/${leadId}`, {}), 400);
    });

    it('shows every field in the detail', async () => {
      const lead = await detail(leadId);
      expect(lead).toMatchObject({
        name: 'Mesa Teste',
        email: 'mesa@example.com',
        company: 'Mesa Ltda',
        message: 'Quero ver a mesa.',
        source: 'demonstration',
        origin: { path: '/demonstracao', language: 'pt-BR', referrerHost: 'bing.com', utm: {} },
        preferredDate: weekdayAhead(1),
        preferredPeriod: 'morning',
        assignee: { id: cast.otherAdmin.id, name: 'Bruno Gerente' },
        noteCount: 2,
      });
    });

    it('exports the new columns, and records the filter of the export', async () => {
      const response = await asAdmin(
        'GET',
        `/api/contacts/export.csv?q=mesa%40example.com&assignee=${cast.otherAdmin.id}`,
      );
      expect(response.statusCode).toBe(200);
      // Portuguese writes 1,5: its spreadsheets split on semicolons (issue 26 §4).
      const [header = [], row = [], ...rest] = readCsv(response.body, ';');
      const cell = (title: string) => row[header.indexOf(title)];
      expect(rest).toEqual([]);
      expect(cell('Origem')).toBe('Página de demonstração');
      expect(cell('Página')).toBe('/demonstracao');
      expect(cell('Site de referência')).toBe('bing.com');
      expect(cell('Data preferida')).toBe(weekdayAhead(1));
      expect(cell('Período preferido')).toBe('Manhã (9h–12h)');
      expect(cell('Responsável')).toBe('Bruno Gerente');
      // The notes themselves, oldest first, with their author and São Paulo time (issue 26 §4).
      expect(cell('Notas internas')?.split('\n')).toEqual([
        expect.stringMatching(
          /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d — Carla Administradora: Ligou pedindo proposta\.$/,
        ),
        'Retornar amanhã.',
        expect.stringMatching(
          /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d — Bruno Gerente: <script>alert\(1\)<\/script>$/,
        ),
      ]);
      const [exported] = await listAuditEvents(t.app.database.db, { limit: 1 });
      expect(exported).toMatchObject({
        action: 'leads.exported',
        details: { assignee: cast.otherAdmin.id, rows: 1 },
      });
    });

    it("exports a tool result as its name, figures and answers in the tool's words", async () => {
      const response = await asAdmin('GET', '/api/contacts/export.csv?source=assessment');
      const [header = [], row = []] = readCsv(response.body, ';');
      const cell = (title: string) => row[header.indexOf(title)];
      expect(cell('Ferramenta')).toBe('Avaliação de maturidade em IA');
      expect(cell('Resultado da ferramenta')).toBe(
        'Pontuação: 16/30; Percentual: 53%; Nível: Em desenvolvimento',
      );
      // Each answer as the question and the option the person chose (issue 26 §4), not its id.
      const answers = cell('Respostas da ferramenta')?.split('; ') ?? [];
      expect(answers).toHaveLength(6);
      expect(answers.join('; ')).not.toMatch(/\b(strategy|team)=/);
      for (const answer of answers) expect(answer).toMatch(/^[^:]+: .+ \(\d\/5\)$/);
    });

    it('exports in English with commas and English labels', async () => {
      const response = await send(t.app, {
        method: 'GET',
        url: '/api/contacts/export.csv?source=assessment',
        jar: cast.admin.jar,
        headers: { 'accept-language': 'en' },
      });
      const [header = [], row = []] = readCsv(response.body, ',');
      expect(row[header.indexOf('Tool')]).toBe('AI Maturity Assessment');
      expect(row[header.indexOf('Tool answers')]).toMatch(
        /^[^:]+: .+ \(\d\/5\)(; [^:]+: .+ \(\d\/5\)){5}$/,
      );
    });
  });
}
