/** Spec 01 §4/§9: statistics count from 0 to their target in 50 steps, one every 30 ms, after 500 ms. */
export const COUNT_UP_STEPS = 50;
export const COUNT_UP_STEP_MS = 30;
export const COUNT_UP_DELAY_MS = 500;

/** The number shown at `step` (0…steps): whole numbers, rising evenly, exactly `target` at the end. */
export function countUpValue(target: number, step: number, steps = COUNT_UP_STEPS): number {
  if (step <= 0) return 0;
  if (step >= steps) return target;
  return Math.round((target * step) / steps);
}
