import { describe, expect, it } from 'vitest';
import { assessmentProgressPercent } from './assessment-state.ts';

describe('assessment progress counts answers (issue 14: no "17%" before the first one)', () => {
  it.each([
    [{}, 0],
    [{ strategy: 'a' }, 17],
    [{ strategy: 'a', culture: 'e' }, 33],
    [{ strategy: 'a', infrastructure: 'b', team: 'c' }, 50],
    [
      {
        strategy: 'a',
        infrastructure: 'b',
        team: 'c',
        processes: 'd',
        culture: 'e',
        investment: 'a',
      },
      100,
    ],
  ] as const)('%j → %d%%', (answers, percent) => {
    expect(assessmentProgressPercent(answers)).toBe(percent);
  });
});
