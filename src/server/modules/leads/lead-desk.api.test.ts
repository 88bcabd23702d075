import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsultantRequestReply } from '#shared/schemas/consultant-request.ts';
import type { Assignee, Lead, LeadDetail, LeadNote, LeadSummary } from '#shared/schemas/leads.ts';
import type { ToolResultInput } from '#shared/schemas/tool-result.ts';
import { saoPauloDay } from '#shared/time/sao-paulo.ts';
import { toIsoCalendarDate, weekdayOf } from '#shared/tools/calendar-date.ts';
import {
  CookieJar,
  expectJsonError,
  makeAdmin,
  registerUser,
  relaxedRateLimits,
  send,
  startTestApp,
  texts,
  type TestApp,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { readCsv } from '#server/test/read-csv.ts';
import { listAuditEvents } from '#server/modules/audit/audit.service.ts';

/**
 * The lead desk (issue 16 §4 and §6, issue 15 §3) through HTTP on SQLite and PostgreSQL: where a
 * lead came from, its preferred time, tool results sent to a consultant (once), the inbox's new
 * filters and sort, a lead's detail, notes, history and assignee, and the CSV's new columns.
 */

const pt = texts.for('pt-BR');
const en = texts.for('en');

/** The next weekday after today in São Paulo, `skip` weekdays further on, as 'YYYY-MM-DD'. */
function weekdayAhead(skip = 0): string {
  const today = saoPauloDay(new Date());
  let found = -1;
  for (let offset = 1; ; offset++) {
    const d = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const date = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
    const weekday = weekdayOf(date);
    if (weekday >= 1 && weekday <= 5 && ++found === skip) return toIsoCalendarDate(date);
  }
}

function nextSaturday(): string {
  const today = saoPauloDay(new Date());
  for (let offset = 1; ; offset++) {
    const d = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const date = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
    if (weekdayOf(date) === 6) return toIsoCalendarDate(date);
  }
}

const assessment: ToolResultInput = {
  tool: 'assessment',
  answers: {
    strategy: 'c',
    infrastructure: 'b',
    team: 'c',
    processes: 'd',
    culture: 'c',
    investment: 'a',
  },
};
const calculator: ToolResultInput = {
  tool: 'calculator',
  inputs: {
    companySize: 'small',
    teamSize: 12,
    hourlyRate: 85.5,
    solutions: ['chatbot', 'automation'],
    urgency: 'high',
  },
};

describe.each(testDatabases)('lead desk on %s', (kind) => {
  let t: TestApp;
  let admin: { jar: CookieJar; id: string; fullName: string };
  let otherAdmin: { jar: CookieJar; id: string; fullName: string };
  let client: { jar: CookieJar; id: string; email: string; fullName: string };
  let member: CookieJar;

  beforeAll(async () => {
    t = await startTestApp(kind, { ...relaxedRateLimits, LEAD_NOTIFY_TO: 'vendas@example.com' });
    const a = await registerUser(t.app, { fullName: 'Carla Administradora' });
    await makeAdmin(t.app, a);
    admin = { jar: a.jar, id: a.user.id, fullName: a.fullName };
    const b = await registerUser(t.app, { fullName: 'Bruno Gerente' });
    await makeAdmin(t.app, b);
    otherAdmin = { jar: b.jar, id: b.user.id, fullName: b.fullName };
    const c = await registerUser(t.app, { fullName: 'Paula Cliente' });
    client = { jar: c.jar, id: c.user.id, email: c.email, fullName: c.fullName };
    member = (await registerUser(t.app)).jar;
  });
  afterAll(async () => t?.close());

  const postLead = (payload: unknown, headers: Record<string, string> = {}) =>
    send(t.app, { method: 'POST', url: '/api/contacts', payload: payload as object, headers });
  const sendResult = (payload: unknown, jar: CookieJar | undefined = client.jar) =>
    send(t.app, {
      method: 'POST',
      url: '/api/contacts/tool-result',
      payload: payload as object,
      jar,
    });
  const asAdmin = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: unknown) =>
    send(t.app, { method, url, jar: admin.jar, payload: payload as object | undefined });
  const detail = async (id: number) => {
    const response = await asAdmin('GET', `/api/contacts/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LeadDetail>();
  };
  const created = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  };

  describe('POST /api/contacts: origin and preferred time', () => {
    it('stores where the lead was sent from and derives its source from the page', async () => {
      const cases = [
        ['/', 'pt-BR', 'home'],
        ['/en', 'en', 'home'],
        ['/es/', 'es', 'home'],
        ['/demonstracao', 'pt-BR', 'demonstration'],
        ['/en/demonstracao', 'en', 'demonstration'],
        ['/servicos/analise-preditiva', 'pt-BR', 'other'],
      ] as const;
      for (const [path, language, source] of cases) {
        const id = created(
          await postLead({
            name: 'Origem Teste',
            email: 'origem@example.com',
            origin: {
              path,
              language,
              referrerHost: 'www.Google.com',
              utm: { source: 'google', medium: 'cpc', campaign: 'ia-varejo' },
            },
          }),
        );
        expect(await detail(id)).toMatchObject({
          source,
          origin: {
            path,
            language,
            referrerHost: 'www.google.com',
            utm: { source: 'google', medium: 'cpc', campaign: 'ia-varejo' },
          },
        });
      }
    });

    it("keeps the spec's payload valid alone: no origin, no source, no preferred time", async () => {
      const id = created(await postLead({ name: 'Só o Básico', email: 'basico@example.com' }));
      expect(await detail(id)).toMatchObject({
        source: null,
        origin: { path: null, language: null, referrerHost: null, utm: {} },
        preferredDate: null,
        preferredPeriod: null,
        toolResult: null,
      });
    });

    it('stores a preferred weekday and period, shown in the list and the detail', async () => {
      const date = weekdayAhead(2);
      const id = created(
        await postLead({
          name: 'Com Horário',
          email: 'horario@example.com',
          preferredDate: date,
          preferredPeriod: 'afternoon',
        }),
      );
      expect(await detail(id)).toMatchObject({ preferredDate: date, preferredPeriod: 'afternoon' });
      const list = (await asAdmin('GET', '/api/contacts?q=horario')).json<Lead[]>();
      expect(list.map((l) => [l.preferredDate, l.preferredPeriod])).toEqual([[date, 'afternoon']]);
    });

    it.each<[string, Record<string, unknown>, string, string]>([
      [
        'a Saturday',
        { preferredDate: 'saturday', preferredPeriod: 'morning' },
        'preferredDate',
        'common:validation.demoDateWeekday',
      ],
      [
        'a past date',
        { preferredDate: '2020-03-02', preferredPeriod: 'morning' },
        'preferredDate',
        'common:validation.demoDatePast',
      ],
      [
        'a date without a period',
        { preferredDate: 'weekday' },
        'preferredPeriod',
        'common:validation.demoPeriod',
      ],
      [
        'a period without a date',
        { preferredPeriod: 'morning' },
        'preferredDate',
        'common:validation.demoDateRequired',
      ],
      [
        'a malformed origin',
        { origin: { path: 'x', language: 'pt-BR' } },
        'origin',
        'common:validation.type',
      ],
      [
        'an origin with free-form data',
        { origin: { path: '/', language: 'pt-BR', extra: 'x' } },
        'origin',
        'common:validation.type',
      ],
    ])(
      'refuses %s: 400 with the field named, nothing stored',
      async (_label, change, field, key) => {
        const before = await t.countRows('contact_submission');
        const body: Record<string, unknown> = {
          name: 'Recusado',
          email: 'recusado@example.com',
          ...change,
        };
        if (body.preferredDate === 'saturday') body.preferredDate = nextSaturday();
        if (body.preferredDate === 'weekday') body.preferredDate = weekdayAhead();
        const error = expectJsonError(await postLead(body, { 'accept-language': 'en' }), 400);
        expect(error.fieldErrors?.[field]).toEqual([en(key as `common:${string}`)]);
        expect(await t.countRows('contact_submission')).toBe(before);
      },
    );
  });

  describe('POST /api/contacts/tool-result', () => {
    const request = {
      result: assessment,
      company: 'Cliente S.A.',
      message: 'Queremos discutir o resultado.',
      origin: {
        path: '/dashboard/assessment',
        language: 'pt-BR',
        utm: { source: 'newsletter', campaign: 'maturidade' },
      },
      consent: true,
    };

    it('answers 401 signed out, storing nothing', async () => {
      const before = await t.countRows('contact_submission');
      expect(expectJsonError(await sendResult(request, new CookieJar()), 401).message).toBe(
        pt('common:errors.unauthorized'),
      );
      expect(await t.countRows('contact_submission')).toBe(before);
    });

    it('stores the result as a lead of the signed-in person, with figures computed here: 201', async () => {
      const response = await sendResult(request);
      expect(response.statusCode, response.body).toBe(201);
      const reply = response.json<ConsultantRequestReply>();
      expect(reply).toEqual({
        ok: true,
        id: expect.any(Number),
        duplicate: false,
        createdAt: expect.stringMatching(/Z$/),
      });
      expect(await detail(reply.id)).toMatchObject({
        name: client.fullName,
        email: client.email,
        company: 'Cliente S.A.',
        message: 'Queremos discutir o resultado.',
        source: 'assessment',
        origin: { path: '/dashboard/assessment', utm: { source: 'newsletter' } },
        toolResult: {
          tool: 'assessment',
          answers: assessment.answers,
          figures: { total: 16, max: 30, percentage: 53, level: 'developing' },
        },
      });
    });

    it('does not store a second lead for the same result, however it is written: 200', async () => {
      const before = await t.countRows('contact_submission');
      const first = await sendResult({ result: calculator, consent: true });
      expect(first.statusCode, first.body).toBe(201);
      const again = await sendResult({
        consent: true,
        message: 'Mandei de novo.',
        result: {
          tool: 'calculator',
          inputs: {
            urgency: 'high',
            solutions: ['automation', 'chatbot'],
            hourlyRate: 85.5,
            teamSize: 12,
            companySize: 'small',
          },
        },
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual({ ...first.json(), duplicate: true });
      expect(await t.countRows('contact_submission')).toBe(before + 1);
      // Two sends racing each other still leave one lead (the unique index decides).
      const raced = await Promise.all(
        [1, 2, 3].map(() => sendResult({ result: calculator, consent: true })),
      );
      expect(raced.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(await t.countRows('contact_submission')).toBe(before + 1);
    });

    it('stores another result, or the same result of another person, as a new lead', async () => {
      const changed = { ...calculator, inputs: { ...calculator.inputs, teamSize: 13 } };
      expect((await sendResult({ result: changed, consent: true })).statusCode).toBe(201);
      expect((await sendResult({ result: calculator, consent: true }, member)).statusCode).toBe(
        201,
      );
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['no consent', { result: assessment }, 'consent'],
      ['consent not ticked', { result: assessment, consent: false }, 'consent'],
      [
        'figures from the browser',
        { result: { ...assessment, figures: { percentage: 100 } }, consent: true },
        'result',
      ],
      ['an unknown tool', { result: { tool: 'templates' }, consent: true }, 'result'],
      ['a name in the body', { result: assessment, consent: true, name: 'Outra Pessoa' }, '_root'],
      [
        'a message of 1001',
        { result: assessment, consent: true, message: 'x'.repeat(1001) },
        'message',
      ],
      [
        'a team of a billion',
        {
          result: { ...calculator, inputs: { ...calculator.inputs, teamSize: 1e9 } },
          consent: true,
        },
        'result',
      ],
    ])('refuses %s: 400, nothing stored', async (_label, body, field) => {
      const before = await t.countRows('contact_submission');
      const error = expectJsonError(await sendResult(body), 400);
      expect(Object.keys(error.fieldErrors ?? {})).toEqual([field]);
      expect(await t.countRows('contact_submission')).toBe(before);
    });
  });

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
        { method: 'PATCH', url: `/api/contacts/${leadId}`, payload: { assigneeId: admin.id } },
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
            jar: member,
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
        { id: otherAdmin.id, fullName: 'Bruno Gerente' },
        { id: admin.id, fullName: 'Carla Administradora' },
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
        author: { id: admin.id, name: 'Carla Administradora' },
      });
      const second = await send(t.app, {
        method: 'POST',
        url: `/api/contacts/${leadId}/notes`,
        payload: { body: '<script>alert(1)</script>' },
        jar: otherAdmin.jar,
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
      const assigned = await assign(otherAdmin.id);
      expect(assigned.statusCode, assigned.body).toBe(200);
      expect(assigned.json<Lead>()).toMatchObject({
        assignee: { id: otherAdmin.id, name: 'Bruno Gerente' },
        assignedAt: expect.stringMatching(/Z$/),
      });
      expect((await assign(otherAdmin.id)).statusCode).toBe(200);
      expect((await assign(admin.id)).json<Lead>().assignee?.name).toBe('Carla Administradora');
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
      const bruno = { id: otherAdmin.id, name: 'Bruno Gerente' };
      const carla = { id: admin.id, name: 'Carla Administradora' };
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
      await asAdmin('PATCH', `/api/contacts/${leadId}`, { assigneeId: otherAdmin.id });
      const mine = (await asAdmin('GET', `/api/contacts?assignee=${otherAdmin.id}`)).json<Lead[]>();
      expect(mine.map((l) => l.id)).toEqual([leadId]);
      const nobody = (await asAdmin('GET', '/api/contacts?assignee=none')).json<Lead[]>();
      expect(nobody.length).toBeGreaterThan(0);
      expect(nobody.some((l) => l.id === leadId)).toBe(false);
    });

    it('refuses a non-admin, an unknown account or a malformed id as assignee: 400', async () => {
      const memberId = (await send(t.app, { method: 'GET', url: '/api/user', jar: member })).json<{
        id: string;
      }>().id;
      for (const assigneeId of [memberId, 'unknown-user-id', 'a b', 7]) {
        const error = expectJsonError(
          await asAdmin('PATCH', `/api/contacts/${leadId}`, { assigneeId }),
          400,
        );
        expect(Object.keys(error.fieldErrors ?? {})).toEqual(['assigneeId']);
      }
      expect((await detail(leadId)).assignee?.id).toBe(otherAdmin.id);
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
        assignee: { id: otherAdmin.id, name: 'Bruno Gerente' },
        noteCount: 2,
      });
    });

    it('exports the new columns, and records the filter of the export', async () => {
      const response = await asAdmin(
        'GET',
        `/api/contacts/export.csv?q=mesa%40example.com&assignee=${otherAdmin.id}`,
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
        details: { assignee: otherAdmin.id, rows: 1 },
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
        jar: admin.jar,
        headers: { 'accept-language': 'en' },
      });
      const [header = [], row = []] = readCsv(response.body, ',');
      expect(row[header.indexOf('Tool')]).toBe('AI Maturity Assessment');
      expect(row[header.indexOf('Tool answers')]).toMatch(
        /^[^:]+: .+ \(\d\/5\)(; [^:]+: .+ \(\d\/5\)){5}$/,
      );
    });
  });
});

describe.each(testDatabases)('tool results are limited like the contact form on %s', (kind) => {
  it('answers 429 with Retry-After past the limit, shared with the contact form', async () => {
    const t = await startTestApp(kind, { ...relaxedRateLimits, RATE_LIMIT_CONTACT_MAX: '2' });
    try {
      const { jar } = await registerUser(t.app);
      const post = (url: string, payload: object) =>
        send(t.app, { method: 'POST', url, payload, jar, remoteAddress: '10.0.0.7' });
      expect((await post('/api/contacts', { name: 'Ana', email: 'ana@x.com' })).statusCode).toBe(
        201,
      );
      expect(
        (await post('/api/contacts/tool-result', { result: assessment, consent: true })).statusCode,
      ).toBe(201);
      const limited = await post('/api/contacts/tool-result', {
        result: calculator,
        consent: true,
      });
      expectJsonError(limited, 429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(await t.countRows('contact_submission')).toBe(2);
      // Nothing ran after the 429 was sent.
      expect(t.logs().join('\n')).not.toContain('Reply was already sent');
    } finally {
      await t.close();
    }
  });
});
