import { describe, expect, it } from 'vitest';
import {
  assessmentCategories,
  assessmentPercentage,
  assessmentQuestions,
  assessmentResult,
  assessmentTotal,
  isAssessmentComplete,
  maturityLevelFor,
  maxAssessmentScore,
  type AssessmentAnswers,
  type AssessmentOptionValue,
  type MaturityLevel,
} from './assessment.ts';

/** Answers by points in question order: [1, 2, 3, 4, 5, 5] → a, b, c, d, e, e. */
function answersFrom(points: readonly number[]): AssessmentAnswers {
  const values: AssessmentOptionValue[] = ['a', 'b', 'c', 'd', 'e'];
  const answers: AssessmentAnswers = {};
  points.forEach((p, i) => {
    const category = assessmentCategories[i];
    const value = values[p - 1];
    if (category && value) answers[category] = value;
  });
  return answers;
}

describe('the catalogue', () => {
  it('has six questions, one per category, each with five options worth 1 to 5 points', () => {
    expect(assessmentQuestions.map((q) => q.category)).toEqual([
      'strategy',
      'infrastructure',
      'team',
      'processes',
      'culture',
      'investment',
    ]);
    for (const q of assessmentQuestions) {
      expect(q.options.map((o) => o.points)).toEqual([1, 2, 3, 4, 5]);
    }
    expect(maxAssessmentScore).toBe(30);
  });
});

// Worked examples: total = sum of points; percentage = round(total / 30 × 100); level by band.
describe('assessmentResult', () => {
  it.each<[string, number[], number, number, MaturityLevel]>([
    ['all minimum: 6 × 1', [1, 1, 1, 1, 1, 1], 6, 20, 'beginner'],
    ['top of beginner: 3+3+2+2+2+2', [3, 3, 2, 2, 2, 2], 14, 47, 'beginner'],
    ['bottom of developing: 3+3+3+2+2+2', [3, 3, 3, 2, 2, 2], 15, 50, 'developing'],
    ['middle: 6 × 3', [3, 3, 3, 3, 3, 3], 18, 60, 'developing'],
    ['top of developing: 4+4+4+3+3+3', [4, 4, 4, 3, 3, 3], 21, 70, 'developing'],
    ['bottom of intermediate: 4+4+4+4+3+3', [4, 4, 4, 4, 3, 3], 22, 73, 'intermediate'],
    ['top of intermediate: 5+5+4+4+4+4', [5, 5, 4, 4, 4, 4], 26, 87, 'intermediate'],
    ['bottom of advanced: 5+5+5+4+4+4', [5, 5, 5, 4, 4, 4], 27, 90, 'advanced'],
    ['all maximum: 6 × 5', [5, 5, 5, 5, 5, 5], 30, 100, 'advanced'],
    ['mixed order: 1+5+2+4+3+5', [1, 5, 2, 4, 3, 5], 20, 67, 'developing'],
  ])('%s → %d points, %d %%, %s', (_name, points, total, percentage, level) => {
    const result = assessmentResult(answersFrom(points));
    expect(result.total).toBe(total);
    expect(result.percentage).toBe(percentage);
    expect(result.level).toBe(level);
    expect(result.categories.map((c) => c.points)).toEqual(points);
    expect(result.categories.every((c) => c.max === 5)).toBe(true);
  });

  it('counts unanswered questions as 0 and falls back to beginner below every band', () => {
    const partial = answersFrom([5]);
    expect(assessmentTotal(partial)).toBe(5);
    expect(assessmentResult(partial)).toMatchObject({
      total: 5,
      percentage: 17,
      level: 'beginner',
    });
    expect(assessmentResult({})).toMatchObject({ total: 0, percentage: 0, level: 'beginner' });
    expect(isAssessmentComplete(partial)).toBe(false);
    expect(isAssessmentComplete(answersFrom([1, 1, 1, 1, 1, 1]))).toBe(true);
  });
});

describe('maturityLevelFor', () => {
  it.each<[number, MaturityLevel]>([
    [0, 'beginner'],
    [5, 'beginner'],
    [6, 'beginner'],
    [14, 'beginner'],
    [15, 'developing'],
    [21, 'developing'],
    [22, 'intermediate'],
    [26, 'intermediate'],
    [27, 'advanced'],
    [30, 'advanced'],
    [31, 'beginner'],
  ])('%d → %s', (total, level) => {
    expect(maturityLevelFor(total)).toBe(level);
  });
});

describe('assessmentPercentage', () => {
  it.each([
    [6, 20],
    [7, 23],
    [14, 47],
    [25, 83],
    [29, 97],
    [30, 100],
  ])('%d / 30 → %d %%', (total, expected) => {
    expect(assessmentPercentage(total)).toBe(expected);
  });
});
