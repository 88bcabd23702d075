import { z } from 'zod';
import { aiSolutionIds, roiCompanySizes, urgencyLevels } from '#shared/tools/roi.ts';

/** What the ROI calculator keeps per user (decision 0010): the raw inputs and which view is open. */
export const calculatorStateSchema = z.object({
  companySize: z.enum(roiCompanySizes).nullable(),
  // As typed: parsed at use (spec 02 §5), so "85," mid-typing is never rewritten under the cursor.
  teamSize: z.string().max(20),
  hourlyRate: z.string().max(20),
  selectedSolutions: z.array(z.enum(aiSolutionIds)),
  urgency: z.enum(urgencyLevels).nullable(),
  view: z.enum(['form', 'results']),
});
export type CalculatorState = z.infer<typeof calculatorStateSchema>;

export const initialCalculatorState: CalculatorState = {
  companySize: null,
  teamSize: '',
  hourlyRate: '',
  selectedSolutions: [],
  urgency: null,
  view: 'form',
};
