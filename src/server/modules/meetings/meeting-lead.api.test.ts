import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsultantRequestReply } from '#shared/schemas/consultant-request.ts';
import type { BookingAnswer, SlotsAnswer } from '#shared/schemas/booking.ts';
import type { LeadDetail } from '#shared/schemas/leads.ts';
import { sampleAssessment, sampleCalculator } from '#shared/test/tool-result-fixtures.ts';
import {
  CookieJar,
  expectJsonError,
  registerUser,
  relaxedRateLimits,
  send,
  texts,
  useTestApp,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { addConsultant } from './meetings.test-support.ts';

const pt = texts.for('pt-BR');

/**
 * The lead a booking is stored on (issue 25 §2, decision 0107), on SQLite and PostgreSQL: with a
 * tool result, as "send to a consultant" stores it (POST /api/contacts/tool-result, decision 0061)
 * in the booking's transaction; right after the contact form, the lead just sent.
 */
describe.each(testDatabases)('booking with a tool result on %s', (kind) => {
  const t = useTestApp(kind, { ...relaxedRateLimits, LEAD_NOTIFY_TO: 'vendas@example.com' });
  const cast = {} as {
    admin: CookieJar;
    consultantId: string;
    client: { jar: CookieJar; id: string; email: string; fullName: string };
  };

  beforeAll(async () => {
    const admin = await addConsultant(t.app);
    const client = await registerUser(t.app, { fullName: 'Paula Cliente' });
    cast.admin = admin.jar;
    cast.consultantId = admin.user.id;
    cast.client = {
      jar: client.jar,
      id: client.user.id,
      email: client.email,
      fullName: client.fullName,
    };
  });

  let slotIndex = 0;
  /** A different free slot for each booking, from what the API offers now. */
  const nextSlot = async () => {
    const response = await send(t.app, {
      method: 'GET',
      url: '/api/meetings/slots?language=pt-BR',
    });
    const { slots } = response.json<SlotsAnswer>();
    const slot = slots[slotIndex++];
    if (!slot) throw new Error('no free slot left to book');
    return slot.start;
  };
  const booking = async (overrides: Record<string, unknown> = {}) => ({
    name: cast.client.fullName,
    email: cast.client.email,
    company: 'Cliente S.A.',
    message: 'Queremos discutir o resultado.',
    slotStart: await nextSlot(),
    visitorTimeZone: 'Europe/Lisbon',
    origin: { path: '/dashboard/calculator', language: 'pt-BR' },
    ...overrides,
  });
  const book = (payload: object, jar: CookieJar | undefined = cast.client.jar) =>
    send(t.app, { method: 'POST', url: '/api/meetings', payload, jar });
  const detail = async (id: number) => {
    const response = await send(t.app, {
      method: 'GET',
      url: `/api/contacts/${id}`,
      jar: cast.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LeadDetail>();
  };
  const meetingCount = async () =>
    (await t.app.database.db.selectFrom('meeting').select('id').execute()).length;
  const meetingsOf = (leadId: number) =>
    t.app.database.db.selectFrom('meeting').selectAll().where('lead_id', '=', leadId).execute();

  it('answers 401 to a tool result sent signed out, storing nothing', async () => {
    const leads = await t.countRows('contact_submission');
    const meetings = await meetingCount();
    const response = await book(await booking({ toolResult: sampleCalculator }), new CookieJar());
    expect(expectJsonError(response, 401).message).toBe(pt('common:errors.unauthorized'));
    expect(await t.countRows('contact_submission')).toBe(leads);
    expect(await meetingCount()).toBe(meetings);
  });

  it('refuses a tool result the consultant schema refuses: 400 naming it', async () => {
    const broken = { tool: 'calculator', inputs: { ...sampleCalculator.inputs, teamSize: 0 } };
    const response = await book(await booking({ toolResult: broken }));
    const body = expectJsonError(response, 400);
    expect(Object.keys(body.fieldErrors ?? {}).some((key) => key.startsWith('toolResult'))).toBe(
      true,
    );
  });

  it('stores the result on the booked lead, assigned to the consultant: 201', async () => {
    const response = await book(await booking({ toolResult: sampleCalculator }));
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<BookingAnswer>();
    const lead = await detail(answer.id ?? 0);
    expect(lead.source).toBe('calculator');
    expect(lead.toolResult).toMatchObject({ tool: 'calculator', inputs: { teamSize: 12 } });
    expect(lead.assignee?.id).toBe(cast.consultantId);
    const meetings = await meetingsOf(answer.id ?? 0);
    expect(meetings.map((m) => m.id)).toEqual([answer.meeting?.id]);
  });

  it('books on the lead of a result sent before: no second lead, the meeting on the first', async () => {
    const sent = await send(t.app, {
      method: 'POST',
      url: '/api/contacts/tool-result',
      payload: { result: sampleAssessment, consent: true },
      jar: cast.client.jar,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id } = sent.json<ConsultantRequestReply>();
    const leads = await t.countRows('contact_submission');
    const response = await book(await booking({ toolResult: sampleAssessment }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<BookingAnswer>().id).toBe(id);
    expect(await t.countRows('contact_submission')).toBe(leads);
    expect(await meetingsOf(id)).toHaveLength(1);
  });

  it('keeps nothing of the result when the slot was taken meanwhile: 409', async () => {
    const first = await booking();
    expect((await book(first)).statusCode).toBe(201);
    const leads = await t.countRows('contact_submission');
    const other = { ...sampleCalculator, inputs: { ...sampleCalculator.inputs, teamSize: 40 } };
    const response = await book({ ...first, toolResult: other });
    expect(response.statusCode, response.body).toBe(409);
    expect(await t.countRows('contact_submission')).toBe(leads);
  });

  describe('right after the contact form (decision 0107)', () => {
    const sendForm = async (email: string) => {
      const response = await send(t.app, {
        method: 'POST',
        url: '/api/contacts',
        payload: { name: 'Rui Visitante', email, message: 'Quero uma demonstração.' },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: number }>().id;
    };

    it('books on the lead just sent by the same address: no second lead', async () => {
      const email = `rui.${Date.now()}@example.pt`;
      const id = await sendForm(email);
      const leads = await t.countRows('contact_submission');
      const payload = await booking({ name: 'Rui Visitante', email: email.toUpperCase() });
      const response = await book({ ...payload, followsLead: id }, new CookieJar());
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<BookingAnswer>().id).toBe(id);
      expect(await t.countRows('contact_submission')).toBe(leads);
      expect(await meetingsOf(id)).toHaveLength(1);
      expect((await detail(id)).assignee?.id).toBe(cast.consultantId);
    });

    it("never touches another address's lead: the booking stores its own", async () => {
      const id = await sendForm(`alguem.${Date.now()}@example.pt`);
      const leads = await t.countRows('contact_submission');
      const payload = await booking({ email: `outro.${Date.now()}@example.pt` });
      const response = await book({ ...payload, followsLead: id }, new CookieJar());
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<BookingAnswer>().id).not.toBe(id);
      expect(await t.countRows('contact_submission')).toBe(leads + 1);
      expect(await meetingsOf(id)).toHaveLength(0);
    });

    it('refuses a lead id that is not a positive whole number: 400', async () => {
      const response = await book({ ...(await booking()), followsLead: 'x' }, new CookieJar());
      expect(expectJsonError(response, 400).fieldErrors).toHaveProperty('followsLead');
    });
  });
});
