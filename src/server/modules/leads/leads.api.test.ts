import { beforeAll, describe, expect, it } from 'vitest';
import type { Lead } from '#shared/schemas/leads.ts';
import {
  type CookieJar,
  enrolSecondFactor,
  expectJsonError,
  makeAdmin,
  registerUser,
  relaxedRateLimits,
  send,
  type SendOptions,
  texts,
  useTestApp,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { listAuditEvents } from '#server/modules/audit/audit.service.ts';
import { setAdmin } from '#server/modules/auth/admin-role.ts';

/** Leads (public) and the admin's inbox and test e-mail (spec 01 §6, §7), on both databases. */

const pt = texts.for('pt-BR');
const en = texts.for('en');

describe.each(testDatabases)('leads API on %s', (kind) => {
  // New-lead mail goes to a mailbox of its own here, so the admin's holds only test e-mails;
  // lead-notification.api.test.ts covers who receives it.
  const t = useTestApp(kind, { ...relaxedRateLimits, LEAD_NOTIFY_TO: 'vendas@example.com' });
  let admin: { email: string; password: string; fullName: string; jar: CookieJar };
  let member: CookieJar;
  let memberEmail: string;

  beforeAll(async () => {
    admin = await registerUser(t.app, { fullName: 'Carla Administradora' });
    await makeAdmin(t.app, admin);
    const registered = await registerUser(t.app);
    member = registered.jar;
    memberEmail = registered.email;
  });

  const postLead = (payload: unknown, headers: Record<string, string> = {}) =>
    send(t.app, { method: 'POST', url: '/api/contacts', payload: payload as object, headers });
  const listLeads = (jar?: CookieJar) => send(t.app, { method: 'GET', url: '/api/contacts', jar });

  describe('POST /api/contacts', () => {
    it('stores a lead with only name and e-mail: 201', async () => {
      const before = await t.countRows('contact_submission');
      const response = await postLead({ name: 'João Pereira', email: 'joao@example.com' });
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json<{ ok: boolean; id: number }>();
      expect(body).toEqual({ ok: true, id: expect.any(Number) });
      expect(await t.countRows('contact_submission')).toBe(before + 1);

      const stored = (await listLeads(admin.jar)).json<Lead[]>().find((l) => l.id === body.id);
      expect(stored).toMatchObject({
        name: 'João Pereira',
        email: 'joao@example.com',
        company: null,
        message: null,
        status: 'new',
        statusChangedAt: null,
        statusChangedBy: null,
      });
    });

    it('stores company and message too, trimmed', async () => {
      const response = await postLead({
        name: '  Maria Silva ',
        email: ' Maria@Empresa.com.br ',
        company: ' Empresa Ltda ',
        message: 'Quero automatizar o atendimento. 🚀',
      });
      expect(response.statusCode, response.body).toBe(201);
      const { id } = response.json<{ id: number }>();
      const stored = (await listLeads(admin.jar)).json<Lead[]>().find((l) => l.id === id);
      expect(stored).toMatchObject({
        name: 'Maria Silva',
        email: 'maria@empresa.com.br',
        company: 'Empresa Ltda',
        message: 'Quero automatizar o atendimento. 🚀',
      });
    });

    it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
      ['no name', { email: 'a@example.com' }, { name: [pt('common:validation.required')] }],
      [
        'a blank name',
        { name: '   ', email: 'a@example.com' },
        { name: [pt('common:validation.required')] },
      ],
      [
        'an invalid e-mail',
        { name: 'Ana', email: 'ana@@example' },
        { email: [pt('common:validation.email')] },
      ],
      ['no e-mail', { name: 'Ana' }, { email: [pt('common:validation.required')] }],
      [
        'a message of 5001 characters',
        { name: 'Ana', email: 'a@example.com', message: 'x'.repeat(5001) },
        { message: [pt('common:validation.tooLong')] },
      ],
    ])('answers 400 for %s and stores nothing', async (_label, payload, fieldErrors) => {
      const before = await t.countRows('contact_submission');
      const response = await postLead(payload);
      expect(expectJsonError(response, 400)).toEqual({
        message: 'Alguns campos precisam de correção.',
        fieldErrors,
      });
      expect(await t.countRows('contact_submission')).toBe(before);
    });

    it('answers in the language of the request', async () => {
      const response = await postLead({ email: 'nope' }, { 'accept-language': 'en' });
      expect(expectJsonError(response, 400)).toEqual({
        message: 'Some fields need your attention.',
        fieldErrors: { name: ['This field is required'], email: ['Enter a valid email address'] },
      });
    });

    it('answers 201 to a filled honeypot but stores nothing', async () => {
      const before = await t.countRows('contact_submission');
      const response = await postLead({
        name: 'Bot',
        email: 'bot@example.com',
        website: 'http://spam.example',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ ok: true });
      expect(await t.countRows('contact_submission')).toBe(before);
    });

    it('stores a lead whose honeypot was left empty', async () => {
      const before = await t.countRows('contact_submission');
      const response = await postLead({ name: 'Pessoa', email: 'pessoa@example.com', website: '' });
      expect(response.statusCode).toBe(201);
      expect(await t.countRows('contact_submission')).toBe(before + 1);
    });
  });

  describe('GET /api/contacts', () => {
    it('answers 401 when signed out', async () => {
      expect(expectJsonError(await listLeads(), 401).message).toBe('Faça login para continuar.');
    });

    it('answers 403 to a signed-in user who is not admin', async () => {
      expect(expectJsonError(await listLeads(member), 403).message).toBe(
        'Você não tem permissão para esta ação.',
      );
    });

    it('lists the leads to an admin, newest first, as {id, name, company, email, message, createdAt} and their status', async () => {
      const ids: number[] = [];
      for (const name of ['Primeiro', 'Segundo', 'Terceiro']) {
        const response = await postLead({
          name,
          email: `${name.toLowerCase()}@example.com`,
          company: 'ACME',
        });
        ids.push(response.json<{ id: number }>().id);
      }
      const response = await listLeads(admin.jar);
      expect(response.statusCode).toBe(200);
      const leads = response.json<Lead[]>();
      expect(leads.length).toBe(await t.countRows('contact_submission'));
      expect(leads.slice(0, 3).map((l) => l.name)).toEqual(['Terceiro', 'Segundo', 'Primeiro']);
      expect(leads.slice(0, 3).map((l) => l.id)).toEqual([...ids].reverse());
      for (const lead of leads) {
        // The spec's six fields, the inbox's status (issue 6) and the lead desk's (issue 16).
        expect(Object.keys(lead).sort()).toEqual([
          'assignedAt',
          'assignee',
          'company',
          'createdAt',
          'email',
          'id',
          'message',
          'name',
          'noteCount',
          'origin',
          'preferredDate',
          'preferredPeriod',
          'source',
          'status',
          'statusChangedAt',
          'statusChangedBy',
          'toolResult',
        ]);
        expect(typeof lead.id).toBe('number');
        expect(new Date(lead.createdAt).toISOString()).toBe(lead.createdAt);
      }
      const times = leads.map((l) => Date.parse(l.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('follows the admin role as it changes', async () => {
      const person = await registerUser(t.app);
      expect((await listLeads(person.jar)).statusCode).toBe(403);
      await setAdmin(t.app.database, person.email, true);
      // An administrator without a second factor yet (decision 0029).
      expect((await listLeads(person.jar)).statusCode).toBe(403);
      await enrolSecondFactor(t.app, person);
      expect((await listLeads(person.jar)).statusCode).toBe(200);
      const me = await send(t.app, { method: 'GET', url: '/api/user', jar: person.jar });
      expect(me.json()).toMatchObject({ isAdmin: true });
      await setAdmin(t.app.database, person.email, false);
      expect((await listLeads(person.jar)).statusCode).toBe(403);
    });
  });

  describe('every admin endpoint', () => {
    const endpoints: [string, Omit<SendOptions, 'jar'>][] = [
      ['GET /api/contacts', { method: 'GET', url: '/api/contacts?q=ana&status=new&page=2' }],
      ['GET /api/contacts/summary', { method: 'GET', url: '/api/contacts/summary' }],
      [
        'PATCH /api/contacts/:id',
        { method: 'PATCH', url: '/api/contacts/1', payload: { status: 'closed' } },
      ],
      // Even an unknown lead or bad input: authorization is decided before anything is read.
      [
        'PATCH of an unknown lead',
        { method: 'PATCH', url: '/api/contacts/999999', payload: { status: 'x' } },
      ],
      ['GET /api/contacts/export.csv', { method: 'GET', url: '/api/contacts/export.csv' }],
      ['GET /api/contacts with bad input', { method: 'GET', url: '/api/contacts?page=0' }],
    ];

    it.each(endpoints)('%s answers 401 signed out', async (_label, request) => {
      expect(expectJsonError(await send(t.app, request), 401).message).toBe(
        pt('common:errors.unauthorized'),
      );
    });

    it.each(endpoints)('%s answers 403 to a signed-in non-admin', async (_label, request) => {
      expect(expectJsonError(await send(t.app, { ...request, jar: member }), 403).message).toBe(
        pt('common:errors.forbidden'),
      );
    });

    it('changes nothing and exports nothing for a non-admin', async () => {
      const { id } = (await postLead({ name: 'Intacto', email: 'intacto@example.com' })).json<{
        id: number;
      }>();
      // The trail already holds the admin grant of the set-up (decision 0106); nothing is added.
      const trailBefore = await listAuditEvents(t.app.database.db);
      await send(t.app, {
        method: 'PATCH',
        url: `/api/contacts/${id}`,
        payload: { status: 'closed' },
        jar: member,
      });
      const stored = (await listLeads(admin.jar)).json<Lead[]>().find((l) => l.id === id);
      expect(stored?.status).toBe('new');
      expect(await listAuditEvents(t.app.database.db)).toEqual(trailBefore);
    });
  });

  describe('POST /api/test-email', () => {
    const sendTest = (jar?: CookieJar, headers: Record<string, string> = {}) =>
      send(t.app, { method: 'POST', url: '/api/test-email', jar, headers });

    it('answers 401 when signed out and 403 to a non-admin, sending nothing', async () => {
      // New-lead mail, the senders' confirmations and verification mail (all queued, decision
      // 0031) may still be arriving from earlier tests: count test e-mails to these two people.
      const others = async () =>
        (await t.outbox()).filter(
          (m) =>
            (m.to === admin.email || m.to === memberEmail) &&
            /E-mail de teste|Test email|Correo de prueba/.test(m.subject),
        ).length;
      const before = await others();
      expect(expectJsonError(await sendTest(), 401).message).toBe(pt('common:errors.unauthorized'));
      expect(expectJsonError(await sendTest(member), 403).message).toBe(
        pt('common:errors.forbidden'),
      );
      expect(await others()).toBe(before);
    });

    it.each<[string, Record<string, string>, string, string]>([
      ['pt-BR by default', {}, 'E-mail de teste — Nexus IA', 'Olá, Carla Administradora'],
      [
        'en by Accept-Language',
        { 'accept-language': 'en' },
        'Test email — Nexus IA',
        'Hello Carla Administradora,',
      ],
      [
        'es by the user-locale cookie',
        { cookie: 'user-locale=es' },
        'Correo de prueba — Nexus IA',
        'Hola, Carla Administradora:',
      ],
    ])('mails the admin in %s: 200 {ok, messageId}', async (_label, headers, subject, greeting) => {
      const before = (await t.mailsTo(admin.email, 0)).length;
      const cookie = [admin.jar.header(), headers.cookie].filter(Boolean).join('; ');
      const response = await sendTest(undefined, { ...headers, cookie });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{ ok: boolean; messageId: string }>();
      expect(body).toEqual({ ok: true, messageId: expect.stringMatching(/^<.+@.+>$/) });

      const mails = await t.mailsTo(admin.email, before + 1);
      expect(mails).toHaveLength(before + 1);
      const mail = mails.at(-1);
      expect(mail?.subject).toBe(subject);
      expect(mail?.text.split('\n')[0]).toBe(greeting);
    });

    it('refuses in the language of the request', async () => {
      expect(
        expectJsonError(await sendTest(undefined, { 'accept-language': 'en' }), 401).message,
      ).toBe(en('common:errors.unauthorized'));
    });
  });
});
