// AI readiness assessment of spec 02 §3, §4 and §9. Questions and options are ids and points; their
// texts are translations (public/locales/<lng>/dashboard.json, assessment.questions.*).

/** One question per category, in this order (spec 02 §3). */
export const assessmentCategories = [
  'strategy',
  'infrastructure',
  'team',
  'processes',
  'culture',
  'investment',
] as const;
export type AssessmentCategory = (typeof assessmentCategories)[number];

/** Five options per question, from least to most mature; each worth its position's points. */
export const assessmentOptionValues = ['a', 'b', 'c', 'd', 'e'] as const;
export type AssessmentOptionValue = (typeof assessmentOptionValues)[number];

export interface AssessmentOption {
  value: AssessmentOptionValue;
  points: 1 | 2 | 3 | 4 | 5;
}

export interface AssessmentQuestion {
  /** The question's id is its category: one question each. */
  id: AssessmentCategory;
  category: AssessmentCategory;
  options: readonly AssessmentOption[];
}

const options: readonly AssessmentOption[] = [
  { value: 'a', points: 1 },
  { value: 'b', points: 2 },
  { value: 'c', points: 3 },
  { value: 'd', points: 4 },
  { value: 'e', points: 5 },
];

export const assessmentQuestions: readonly AssessmentQuestion[] = assessmentCategories.map(
  (category) => ({ id: category, category, options }),
);

export const maxPointsPerQuestion = 5;
/** 6 questions × 5 points (spec 02 §9). */
export const maxAssessmentScore = assessmentQuestions.length * maxPointsPerQuestion;

export type AssessmentAnswers = Partial<Record<AssessmentCategory, AssessmentOptionValue>>;

export const maturityLevels = ['beginner', 'developing', 'intermediate', 'advanced'] as const;
export type MaturityLevel = (typeof maturityLevels)[number];

/** Score bands of spec 02 §4/§9, inclusive. */
export const maturityBands: Record<MaturityLevel, { min: number; max: number }> = {
  beginner: { min: 6, max: 14 },
  developing: { min: 15, max: 21 },
  intermediate: { min: 22, max: 26 },
  advanced: { min: 27, max: 30 },
};

export function isAssessmentCategory(value: unknown): value is AssessmentCategory {
  return typeof value === 'string' && (assessmentCategories as readonly string[]).includes(value);
}

export function pointsFor(
  category: AssessmentCategory,
  value: AssessmentOptionValue | undefined,
): number {
  if (!value) return 0;
  const question = assessmentQuestions.find((q) => q.id === category);
  return question?.options.find((o) => o.value === value)?.points ?? 0;
}

/** Sum of the points of the answered questions. */
export function assessmentTotal(answers: AssessmentAnswers): number {
  return assessmentCategories.reduce((total, c) => total + pointsFor(c, answers[c]), 0);
}

/** The band holding the total; below every band (unanswered questions) → beginner (spec 02 §4). */
export function maturityLevelFor(total: number): MaturityLevel {
  return (
    maturityLevels.find((l) => total >= maturityBands[l].min && total <= maturityBands[l].max) ??
    'beginner'
  );
}

/** Math.round(total / 30 × 100). */
export function assessmentPercentage(total: number): number {
  return Math.round((total / maxAssessmentScore) * 100);
}

export interface CategoryScore {
  category: AssessmentCategory;
  points: number;
  max: number;
}

/** Points per category for the results chart, in question order; unanswered → 0. */
export function categoryScores(answers: AssessmentAnswers): CategoryScore[] {
  return assessmentCategories.map((category) => ({
    category,
    points: pointsFor(category, answers[category]),
    max: maxPointsPerQuestion,
  }));
}

export function isAssessmentComplete(answers: AssessmentAnswers): boolean {
  return assessmentCategories.every((c) => answers[c] !== undefined);
}

export interface AssessmentResult {
  total: number;
  percentage: number;
  level: MaturityLevel;
  categories: CategoryScore[];
}

export function assessmentResult(answers: AssessmentAnswers): AssessmentResult {
  const total = assessmentTotal(answers);
  return {
    total,
    percentage: assessmentPercentage(total),
    level: maturityLevelFor(total),
    categories: categoryScores(answers),
  };
}
