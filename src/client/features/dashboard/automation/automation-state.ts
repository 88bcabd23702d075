import { z } from 'zod';
import {
  automationAreaIds,
  canAdvance,
  contextQuestionOptions,
  type FinderStep,
} from '#shared/tools/automation-finder.ts';

/** What the finder keeps per user (decision 0010): the step, the areas and the answers. */
export const finderStateSchema = z.object({
  step: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  areas: z.array(z.enum(automationAreaIds)),
  answers: z.object({
    companySize: z.enum(contextQuestionOptions.companySize).optional(),
    manualArea: z.enum(contextQuestionOptions.manualArea).optional(),
    mainPain: z.enum(contextQuestionOptions.mainPain).optional(),
  }),
});
export type FinderState = z.infer<typeof finderStateSchema>;
export const initialFinderState: FinderState = { step: 1, areas: [], answers: {} };

/** The step to show: a stored step without what it needs (edited storage) falls back. */
export function effectiveFinderStep(state: FinderState): FinderStep {
  if (state.step >= 2 && !canAdvance(1, state.areas, state.answers)) return 1;
  if (state.step === 3 && !canAdvance(2, state.areas, state.answers)) return 2;
  return state.step;
}
