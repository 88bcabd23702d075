import type {
  AssessmentToolResult,
  AutomationToolResult,
  CalculatorToolResult,
  ToolResult,
} from '#shared/schemas/tool-result.ts';
import {
  assessmentResult,
  maxAssessmentScore,
  type AssessmentCategory,
  type MaturityLevel,
} from './assessment.ts';
import {
  expectedFirstYearRoi,
  recommendProcesses,
  totalMonthlyHours,
  type AutomationProcessId,
} from './automation-finder.ts';
import { calculateRoi } from './roi.ts';

/**
 * The key figures of a tool result (issue 16 §4: "tool, key figures, answers or inputs"), derived
 * from its inputs by the tools' own calculators. The browser shows them before sending; the
 * server derives them again from the validated inputs and stores them with the lead (decision
 * 0061), so what the consultant reads is what the person saw.
 */
export interface AssessmentFigures {
  total: number;
  max: number;
  percentage: number;
  level: MaturityLevel;
  categories: Record<AssessmentCategory, number>;
}

/** How many of the ranked processes a lead carries: the consultant's first conversation. */
export const TOP_PROCESSES = 5;

export interface AutomationFigures {
  processCount: number;
  monthlyHours: number;
  expectedRoi: { min: number; max: number };
  topProcesses: AutomationProcessId[];
}

export interface CalculatorFigures {
  /** Percent. */
  firstYearRoi: number;
  threeYearRoi: number;
  paybackMonths: number | null;
  /** R$, rounded to cents. */
  annualSavings: number;
  implementationCost: number;
  monthlyCost: number;
  /** Hours per month. */
  monthlyHoursSaved: number;
}

export type ToolFigures = AssessmentFigures | AutomationFigures | CalculatorFigures;

/** A tool result as a lead carries it: the inputs and the figures derived from them. */
export type ToolResultRecord =
  | (AssessmentToolResult & { figures: AssessmentFigures })
  | (AutomationToolResult & { figures: AutomationFigures })
  | (CalculatorToolResult & { figures: CalculatorFigures });

const cents = (value: number) => Math.round(value * 100) / 100;

export function assessmentFigures(result: AssessmentToolResult): AssessmentFigures {
  const computed = assessmentResult(result.answers);
  return {
    total: computed.total,
    max: maxAssessmentScore,
    percentage: computed.percentage,
    level: computed.level,
    categories: Object.fromEntries(
      computed.categories.map((score) => [score.category, score.points]),
    ) as Record<AssessmentCategory, number>,
  };
}

export function automationFigures(result: AutomationToolResult): AutomationFigures {
  const processes = recommendProcesses(result.areas);
  return {
    processCount: processes.length,
    monthlyHours: totalMonthlyHours(processes),
    expectedRoi: { ...expectedFirstYearRoi },
    topProcesses: processes.slice(0, TOP_PROCESSES).map((process) => process.id),
  };
}

export function calculatorFigures(result: CalculatorToolResult): CalculatorFigures {
  const roi = calculateRoi({
    companySize: result.inputs.companySize,
    selectedSolutions: result.inputs.solutions,
    averageHourlyRate: result.inputs.hourlyRate,
  });
  return {
    firstYearRoi: roi.firstYearROI,
    threeYearRoi: roi.threeYearROI,
    paybackMonths: roi.paybackMonths,
    annualSavings: cents(roi.totalAnnualSavings),
    implementationCost: cents(roi.totalImplementationCost),
    monthlyCost: cents(roi.totalMonthlyCost),
    monthlyHoursSaved: roi.totalMonthlySavings,
  };
}

export function toolResultRecord(result: ToolResult): ToolResultRecord {
  switch (result.tool) {
    case 'assessment':
      return { ...result, figures: assessmentFigures(result) };
    case 'automation':
      return { ...result, figures: automationFigures(result) };
    case 'calculator':
      return { ...result, figures: calculatorFigures(result) };
  }
}
