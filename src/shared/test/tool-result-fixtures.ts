import type { ToolResultInput } from '#shared/schemas/tool-result.ts';

/**
 * Sample tool answers that tests on both sides share (issue 24: the same assessment was written out
 * in eight test files). Tests that pin a score state it beside their assertion: these values are
 * fixed, so a change here is a change to every expectation that reads them.
 */

/** c, b, c, d, c, a: 3 + 2 + 3 + 4 + 3 + 1 = 16 of 30 points (53 %), level 'developing'. */
export const sampleAssessmentAnswers = {
  strategy: 'c',
  infrastructure: 'b',
  team: 'c',
  processes: 'd',
  culture: 'c',
  investment: 'a',
} as const;

/** What the server's `toolResultRecord` computes from `sampleAssessmentAnswers`. */
export const sampleAssessmentFigures = {
  total: 16,
  max: 30,
  percentage: 53,
  level: 'developing',
  categories: {
    strategy: 3,
    infrastructure: 2,
    team: 3,
    processes: 4,
    culture: 3,
    investment: 1,
  },
} as const;

/** The assessment as the browser sends it to a consultant (no figures: the server computes them). */
export const sampleAssessment: Extract<ToolResultInput, { tool: 'assessment' }> = {
  tool: 'assessment',
  answers: sampleAssessmentAnswers,
};

/** Every answer 'c' (3 of 5): 18 of 30 points (60 %), level 'developing'. */
export const allCAnswers = {
  strategy: 'c',
  infrastructure: 'c',
  team: 'c',
  processes: 'c',
  culture: 'c',
  investment: 'c',
} as const;

/** c, b, d, c, e, a: one answer of every grade, 3 + 2 + 4 + 3 + 5 + 1 = 18 of 30 points (60 %). */
export const everyGradeAnswers = {
  strategy: 'c',
  infrastructure: 'b',
  team: 'd',
  processes: 'c',
  culture: 'e',
  investment: 'a',
} as const;

/** Every answer 'e' (5 of 5): 30 of 30 points (100 %), level 'advanced'. */
export const allEAnswers = {
  strategy: 'e',
  infrastructure: 'e',
  team: 'e',
  processes: 'e',
  culture: 'e',
  investment: 'e',
} as const;

/**
 * The ROI calculator's saved state (localStorage, strings as typed) of a small firm of 8 at R$ 50
 * an hour wanting a chatbot, on its results view: the dashboard's "done" calculator.
 */
export const smallCalculatorState = {
  companySize: 'small' as const,
  teamSize: '8',
  hourlyRate: '50',
  selectedSolutions: ['chatbot' as const],
  urgency: null,
  view: 'results' as const,
};

/** The tool result a lead carries for `sampleAssessment`: its answers and the server's figures. */
export const sampleAssessmentRecord = {
  tool: 'assessment' as const,
  answers: sampleAssessmentAnswers,
  figures: sampleAssessmentFigures,
};

/**
 * The ROI calculator's saved state of a medium firm, 25 people at R$ 85,50 an hour, wanting all four
 * solutions urgently: the reports' full case.
 */
export const mediumCalculatorState = {
  companySize: 'medium' as const,
  teamSize: '25',
  hourlyRate: '85,50',
  selectedSolutions: [
    'chatbot' as const,
    'automation' as const,
    'analytics' as const,
    'document_processing' as const,
  ],
  urgency: 'high' as const,
  view: 'results' as const,
};

/** A calculator's inputs as the browser sends them, solutions already in catalogue order. */
export const sampleCalculator: Extract<ToolResultInput, { tool: 'calculator' }> = {
  tool: 'calculator',
  inputs: {
    companySize: 'small',
    teamSize: 12,
    hourlyRate: 85.5,
    solutions: ['chatbot', 'automation'],
    urgency: 'high',
  },
};
