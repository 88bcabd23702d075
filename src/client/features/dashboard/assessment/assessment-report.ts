import type { TFunction } from 'i18next';
import type { Locale } from '#shared/i18n/locales.ts';
import { organization } from '#shared/organization.ts';
import {
  assessmentQuestions,
  assessmentResult,
  maxAssessmentScore,
  maxPointsPerQuestion,
  type AssessmentAnswers,
} from '#shared/tools/assessment.ts';
import { formatDate } from '#client/features/dashboard/format.ts';
import { section, textReport } from '#client/features/dashboard/text-report.ts';

export const recommendationKeys = ['1', '2', '3', '4'] as const;

/** Assessment report (spec 02 §2, issue 5): answers, score, level, recommendations, date. */
export function assessmentReport({
  answers,
  t,
  locale,
  date,
}: {
  answers: AssessmentAnswers;
  t: TFunction<'dashboard'>;
  locale: Locale;
  date: Date;
}): string {
  const result = assessmentResult(answers);
  const answerLines = assessmentQuestions.flatMap((question, index) => {
    const value = answers[question.id];
    const points = question.options.find((o) => o.value === value)?.points ?? 0;
    return [
      `${index + 1}. ${t(`assessment.categories.${question.category}`)}: ${t(`assessment.questions.${question.id}.question`)}`,
      `   ${t('assessment.report.answerPoints', {
        answer: value ? t(`assessment.questions.${question.id}.options.${value}`) : '—',
        points,
        max: maxPointsPerQuestion,
      })}`,
    ];
  });

  return textReport([
    [t('assessment.report.title'), organization.name],
    section(t('assessment.report.answersHeading'), answerLines),
    section(t('assessment.report.scoreHeading'), [
      t('assessment.report.total', {
        total: result.total,
        max: maxAssessmentScore,
        percent: result.percentage,
      }),
      t('assessment.report.level', { level: t(`assessment.levels.${result.level}.title`) }),
      t(`assessment.levels.${result.level}.description`),
    ]),
    section(
      t('assessment.report.recommendationsHeading'),
      recommendationKeys.map(
        (key) => `- ${t(`assessment.levels.${result.level}.recommendations.${key}`)}`,
      ),
    ),
    [t('assessment.report.date', { date: formatDate(date, locale) })],
  ]);
}
