import type { ToolResultInput } from '#shared/schemas/tool-result.ts';
import type { AssessmentAnswers } from '#shared/tools/assessment.ts';
import type { AutomationAreaId, ContextAnswers } from '#shared/tools/automation-finder.ts';
import {
  parseHourlyRate,
  parseTeamSize,
  type AiSolutionId,
  type RoiCompanySize,
  type UrgencyLevel,
} from '#shared/tools/roi.ts';

/**
 * Each tool's state as the inputs a consultant request carries (decision 0061): ids and numbers
 * only. What the schema would refuse (an unanswered question, a rate typed as 0) is still built
 * here and refused by the schema, which the component checks before offering to send.
 */
export function assessmentInput(answers: AssessmentAnswers): ToolResultInput {
  return { tool: 'assessment', answers: answers as Required<AssessmentAnswers> };
}

export function automationInput(
  areas: readonly AutomationAreaId[],
  answers: ContextAnswers,
): ToolResultInput {
  return {
    tool: 'automation',
    areas: [...areas],
    answers: answers as Required<ContextAnswers>,
  };
}

export function calculatorInput(state: {
  companySize: RoiCompanySize | null;
  teamSize: string;
  hourlyRate: string;
  selectedSolutions: readonly AiSolutionId[];
  urgency: UrgencyLevel | null;
}): ToolResultInput {
  return {
    tool: 'calculator',
    inputs: {
      companySize: state.companySize ?? ('' as RoiCompanySize),
      teamSize: parseTeamSize(state.teamSize),
      hourlyRate: parseHourlyRate(state.hourlyRate),
      solutions: [...state.selectedSolutions],
      urgency: state.urgency,
    },
  };
}
