import { describe, expect, it } from 'vitest';
import {
  sampleAssessment as assessment,
  sampleAssessmentFigures,
} from '#shared/test/tool-result-fixtures.ts';
import { assessmentCategories } from '#shared/tools/assessment.ts';
import { toolResultRecord } from '#shared/tools/tool-result-summary.ts';
import { consultantRequestSchema } from './consultant-request.ts';
import { validationMessages as m } from './messages.ts';
import {
  assessmentAnswersSchema,
  canonicalToolResult,
  toolResultSchema,
  type ToolResultInput,
} from './tool-result.ts';

const automation: ToolResultInput = {
  tool: 'automation',
  areas: ['finance', 'sales'],
  answers: { companySize: 'medium', manualArea: 'finance', mainPain: 'errors' },
};
const calculator: ToolResultInput = {
  tool: 'calculator',
  inputs: {
    companySize: 'small',
    teamSize: 12,
    hourlyRate: 85.5,
    solutions: ['automation', 'chatbot'],
    urgency: 'high',
  },
};

describe('toolResultSchema', () => {
  it('asks one answer per assessment category, no more, no less', () => {
    expect(Object.keys(assessmentAnswersSchema.shape).sort()).toEqual(
      [...assessmentCategories].sort(),
    );
  });

  it('puts lists in catalogue order and money in cents, so one result has one text', () => {
    expect(toolResultSchema.parse(automation)).toMatchObject({ areas: ['sales', 'finance'] });
    const calc = toolResultSchema.parse({
      ...calculator,
      inputs: { ...calculator.inputs, hourlyRate: 85.499999 },
    });
    expect(calc).toMatchObject({
      inputs: { solutions: ['chatbot', 'automation'], hourlyRate: 85.5, urgency: 'high' },
    });
    expect(canonicalToolResult(calc)).toBe(canonicalToolResult(toolResultSchema.parse(calculator)));
    const reordered = toolResultSchema.parse({
      answers: { ...automation.answers },
      areas: ['sales', 'finance'],
      tool: 'automation',
    });
    expect(canonicalToolResult(reordered)).toBe(
      canonicalToolResult(toolResultSchema.parse(automation)),
    );
  });

  it('tells results apart when any input differs', () => {
    const texts = [
      assessment,
      { ...assessment, answers: { ...assessment.answers, investment: 'b' } },
      automation,
      { ...automation, areas: ['sales'] },
      calculator,
      { ...calculator, inputs: { ...calculator.inputs, urgency: null } },
      { ...calculator, inputs: { ...calculator.inputs, teamSize: 13 } },
    ].map((input) => canonicalToolResult(toolResultSchema.parse(input)));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('makes urgency explicit when the calculator had none', () => {
    const inputs: Record<string, unknown> = { ...calculator.inputs };
    delete inputs.urgency;
    expect(toolResultSchema.parse({ tool: 'calculator', inputs })).toMatchObject({
      inputs: { urgency: null },
    });
  });

  it.each<[string, unknown]>([
    ['an unknown tool', { tool: 'templates' }],
    ['a missing answer', { ...assessment, answers: { strategy: 'c' } }],
    ['an answer off the scale', { ...assessment, answers: { ...assessment.answers, team: 'f' } }],
    ['figures sent by the browser', { ...assessment, figures: { percentage: 100 } }],
    ['a free-form note inside', { ...automation, answers: { ...automation.answers, note: 'x' } }],
    ['no area', { ...automation, areas: [] }],
    ['a repeated area', { ...automation, areas: ['sales', 'sales'] }],
    ['an unknown area', { ...automation, areas: ['hr'] }],
    ['a team of 0', { ...calculator, inputs: { ...calculator.inputs, teamSize: 0 } }],
    ['a team of 1.5', { ...calculator, inputs: { ...calculator.inputs, teamSize: 1.5 } }],
    ['a team as text', { ...calculator, inputs: { ...calculator.inputs, teamSize: '12' } }],
    ['a huge team', { ...calculator, inputs: { ...calculator.inputs, teamSize: 1_000_001 } }],
    ['a rate of 0', { ...calculator, inputs: { ...calculator.inputs, hourlyRate: 0 } }],
    [
      'a rate rounding to 0',
      { ...calculator, inputs: { ...calculator.inputs, hourlyRate: 0.001 } },
    ],
    ['a huge rate', { ...calculator, inputs: { ...calculator.inputs, hourlyRate: 100_001 } }],
    ['an unknown solution', { ...calculator, inputs: { ...calculator.inputs, solutions: ['x'] } }],
    ['a string', 'assessment'],
  ])('refuses %s', (_label, input) => {
    const result = toolResultSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.every((i) => i.message === m.type)).toBe(true);
  });
});

describe('toolResultRecord (the figures a lead carries)', () => {
  it('scores the assessment as the tool does', () => {
    expect(toolResultRecord(toolResultSchema.parse(assessment)).figures).toEqual(
      sampleAssessmentFigures,
    );
  });

  it('counts and ranks the finder processes, keeping the top five', () => {
    const figures = toolResultRecord(toolResultSchema.parse(automation)).figures;
    expect(figures).toMatchObject({ processCount: 8, expectedRoi: { min: 200, max: 400 } });
    expect('topProcesses' in figures && figures.topProcesses).toHaveLength(5);
  });

  it('computes the ROI figures of spec 02 §9 from the inputs', () => {
    // small (×1): chatbot 2500 + automation 8000; monthly 500 + 1200; 160 + 240 h at R$ 85,50.
    // First year 10 500 + 12 × 1700 = 30 900 against 410 400 saved: (410 400 − 30 900) / 30 900.
    expect(toolResultRecord(toolResultSchema.parse(calculator)).figures).toEqual({
      implementationCost: 10_500,
      monthlyCost: 1700,
      monthlyHoursSaved: 400,
      annualSavings: 410_400,
      firstYearRoi: 1228,
      paybackMonths: 1,
      threeYearRoi: 1617,
    });
  });
});

describe('consultantRequestSchema', () => {
  const request = { result: assessment, consent: true };

  it('needs the consent tick, and nothing but the declared fields', () => {
    expect(consultantRequestSchema.safeParse(request).success).toBe(true);
    const issues = (input: unknown) =>
      consultantRequestSchema
        .safeParse(input)
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ result: assessment })).toEqual([['consent', m.consent]]);
    expect(issues({ ...request, consent: 'yes' })).toEqual([['consent', m.consent]]);
    expect(issues({ ...request, name: 'Someone else' })).toEqual([['', m.type]]);
    expect(issues({ ...request, message: 'x'.repeat(1001) })).toEqual([['message', m.tooLong]]);
  });
});
