import { z } from 'zod';
import { assessmentCategories, assessmentOptionValues } from '#shared/tools/assessment.ts';
import { automationAreaIds, contextQuestionOptions } from '#shared/tools/automation-finder.ts';
import { aiSolutionIds, roiCompanySizes, urgencyLevels } from '#shared/tools/roi.ts';
import { validationMessages as m } from './messages.ts';

/**
 * A tool result sent to a consultant (issue 16 §4; decision 0061): only the inputs, as ids and
 * bounded numbers — never figures, texts or free-form data. The key figures are derived from
 * these inputs by the same pure calculators on both sides (src/shared/tools/tool-result-summary.ts),
 * so a stored summary cannot be forged and the request stays a few hundred bytes.
 *
 * The output is canonical (lists in catalogue order, money in cents): two sends of one result
 * give the same value, which is what the idempotency key is computed from.
 */
export const toolIds = ['assessment', 'automation', 'calculator'] as const;
export type ToolId = (typeof toolIds)[number];

export const ROI_TEAM_SIZE_MAX = 1_000_000;
/** R$ per hour; far above any salary, low enough that every figure stays a safe number. */
export const ROI_HOURLY_RATE_MAX = 100_000;

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: m.type });

/** A set of catalogue ids: at least one, no repeats, returned in catalogue order. */
const idSet = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(choice(values), { error: m.type })
    .min(1, m.type)
    .max(values.length, m.type)
    .refine((list) => new Set(list).size === list.length, m.type)
    .transform((list) => values.filter((id) => list.includes(id)) as T[number][]);

const answer = choice(assessmentOptionValues);
/** One answer per category of spec 02 §3 (a test checks the keys against the catalogue). */
export const assessmentAnswersSchema = z.strictObject(
  {
    strategy: answer,
    infrastructure: answer,
    team: answer,
    processes: answer,
    culture: answer,
    investment: answer,
  },
  { error: m.type },
);

export const toolResultSchema = z.discriminatedUnion(
  'tool',
  [
    z.strictObject(
      { tool: z.literal('assessment'), answers: assessmentAnswersSchema },
      { error: m.type },
    ),
    z.strictObject(
      {
        tool: z.literal('automation'),
        areas: idSet(automationAreaIds),
        answers: z.strictObject(
          {
            companySize: choice(contextQuestionOptions.companySize),
            manualArea: choice(contextQuestionOptions.manualArea),
            mainPain: choice(contextQuestionOptions.mainPain),
          },
          { error: m.type },
        ),
      },
      { error: m.type },
    ),
    z.strictObject(
      {
        tool: z.literal('calculator'),
        inputs: z.strictObject(
          {
            companySize: choice(roiCompanySizes),
            teamSize: z
              .number({ error: m.type })
              .int(m.type)
              .min(1, m.type)
              .max(ROI_TEAM_SIZE_MAX, m.type),
            hourlyRate: z
              .number({ error: m.type })
              .positive(m.type)
              .max(ROI_HOURLY_RATE_MAX, m.type)
              .transform((rate) => Math.round(rate * 100) / 100)
              .refine((rate) => rate > 0, m.type),
            solutions: idSet(aiSolutionIds),
            urgency: choice(urgencyLevels).nullable().default(null),
          },
          { error: m.type },
        ),
      },
      { error: m.type },
    ),
  ],
  { error: m.type },
);

export type ToolResultInput = z.input<typeof toolResultSchema>;
export type ToolResult = z.output<typeof toolResultSchema>;
export type AssessmentToolResult = Extract<ToolResult, { tool: 'assessment' }>;
export type AutomationToolResult = Extract<ToolResult, { tool: 'automation' }>;
export type CalculatorToolResult = Extract<ToolResult, { tool: 'calculator' }>;

/**
 * One text per result, whatever order its keys or lists arrived in: the material of the
 * idempotency key (decision 0061). Call it on the schema's output only.
 */
export function canonicalToolResult(result: ToolResult): string {
  switch (result.tool) {
    case 'assessment':
      return JSON.stringify([result.tool, assessmentCategories.map((c) => [c, result.answers[c]])]);
    case 'automation':
      return JSON.stringify([
        result.tool,
        result.areas,
        [result.answers.companySize, result.answers.manualArea, result.answers.mainPain],
      ]);
    case 'calculator': {
      const i = result.inputs;
      return JSON.stringify([
        result.tool,
        [i.companySize, i.teamSize, i.hourlyRate, i.solutions, i.urgency],
      ]);
    }
  }
}
