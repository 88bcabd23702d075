import { z } from 'zod';
import {
  assessmentCategories,
  assessmentOptionValues,
  assessmentQuestions,
} from '#shared/tools/assessment.ts';

const lastIndex = assessmentQuestions.length - 1;

/** What the assessment keeps per user (decision 0010): the answers, the question, the view. */
export const assessmentStateSchema = z.object({
  index: z.number().int().min(0).max(lastIndex),
  answers: z.partialRecord(z.enum(assessmentCategories), z.enum(assessmentOptionValues)),
  showResults: z.boolean(),
});
export type AssessmentState = z.infer<typeof assessmentStateSchema>;
export const initialAssessmentState: AssessmentState = {
  index: 0,
  answers: {},
  showResults: false,
};

/**
 * Share of the questions answered, 0-100. Counting answers, not the question on screen, means the
 * bar reads 0 % before the first answer (issue 14: it said "17% concluído" on an empty form).
 */
export function assessmentProgressPercent(answers: AssessmentState['answers']): number {
  const answered = assessmentCategories.filter((c) => answers[c] !== undefined).length;
  return Math.round((answered / assessmentCategories.length) * 100);
}
