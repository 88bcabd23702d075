import { describe, expect, it } from 'vitest';
import {
  sampleAssessment as assessment,
  sampleCalculator,
} from '#shared/test/tool-result-fixtures.ts';
import type { ConsultantRequestReply } from '#shared/schemas/consultant-request.ts';
import type { Lead } from '#shared/schemas/leads.ts';
import { CookieJar, expectJsonError, texts } from '#server/test/app-harness.ts';
import { nextSaturday, weekdayAhead, type LeadDesk } from './lead-desk.test-support.ts';

const pt = texts.for('pt-BR');
const en = texts.for('en');

/**
 * Lead desk (issue 16 §4, issue 15 §3): where a lead came from, its preferred time, and tool results
 * sent to a consultant (once). Runs inside lead-desk.api.test.ts's suite, on its app and cast: the
 * inbox tests after these read the leads these send (issue 24 split the suite's file, not its story).
 */
export function intakeTests(desk: LeadDesk): void {
  const { t, cast, postLead, sendResult, asAdmin, detail, created } = desk;

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
        name: cast.client.fullName,
        email: cast.client.email,
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
      const first = await sendResult({ result: sampleCalculator, consent: true });
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
        [1, 2, 3].map(() => sendResult({ result: sampleCalculator, consent: true })),
      );
      expect(raced.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(await t.countRows('contact_submission')).toBe(before + 1);
    });

    it('stores another result, or the same result of another person, as a new lead', async () => {
      const changed = { ...sampleCalculator, inputs: { ...sampleCalculator.inputs, teamSize: 13 } };
      expect((await sendResult({ result: changed, consent: true })).statusCode).toBe(201);
      expect(
        (await sendResult({ result: sampleCalculator, consent: true }, cast.member)).statusCode,
      ).toBe(201);
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
          result: { ...sampleCalculator, inputs: { ...sampleCalculator.inputs, teamSize: 1e9 } },
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
}
