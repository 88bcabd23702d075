import type { TFunction } from 'i18next';
import type { Locale } from '#shared/i18n/locales.ts';
import { organization } from '#shared/organization.ts';
import {
  assessmentQuestions,
  assessmentResult,
  maxAssessmentScore,
  maxPointsPerQuestion,
  pointsFor,
  type AssessmentAnswers,
  type CategoryScore,
} from '#shared/tools/assessment.ts';
import { formatDate, formatPercent } from '#shared/format/locale-format.ts';
import {
  toolReport,
  type ReportContext,
  type ReportDocument,
} from '#client/features/dashboard/report/report-document.ts';
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

export const assessmentNextStepKeys = ['1', '2', '3'] as const;

/**
 * The assessment's PDF (issue 16 §1): who and when, score, percentage and level as key figures,
 * the level's description, the score per category as a radar with its table, the answers, the
 * four recommendations and next steps.
 */
export function assessmentPdfReport(
  answers: AssessmentAnswers,
  context: ReportContext,
): ReportDocument {
  const { t, locale } = context;
  const result = assessmentResult(answers);
  const category = (c: CategoryScore['category']) => t(`assessment.categories.${c}`);
  const pointsText = (points: number, max: number) =>
    t('assessment.results.chartValue', { points, max });
  return toolReport(context, {
    title: t('assessment.pdf.title'),
    subtitle: t('assessment.pdf.subtitle'),
    highlights: [
      {
        label: t('assessment.pdf.score'),
        value: t('assessment.results.score', { total: result.total, max: maxAssessmentScore }),
      },
      { label: t('assessment.pdf.percentage'), value: formatPercent(result.percentage, locale) },
      {
        label: t('assessment.results.levelLabel'),
        value: t(`assessment.levels.${result.level}.title`),
      },
    ],
    sections: [
      {
        heading: t('assessment.pdf.levelHeading', {
          level: t(`assessment.levels.${result.level}.title`),
        }),
        blocks: [{ kind: 'paragraph', text: t(`assessment.levels.${result.level}.description`) }],
      },
      {
        heading: t('assessment.results.chartHeading'),
        blocks: [
          {
            kind: 'chart',
            chart: {
              kind: 'radar',
              axes: result.categories.map((s) => ({
                label: category(s.category),
                value: s.points,
                max: s.max,
                valueText: pointsText(s.points, s.max),
              })),
            },
          },
        ],
      },
      {
        heading: t('assessment.pdf.answersHeading'),
        blocks: [
          {
            kind: 'table',
            columns: [
              { header: t('assessment.pdf.columns.category'), width: 0.27 },
              { header: t('assessment.pdf.columns.answer'), width: 0.55 },
              { header: t('assessment.pdf.columns.points'), width: 0.18, align: 'right' },
            ],
            rows: assessmentQuestions.map((question) => {
              const value = answers[question.id];
              return [
                category(question.category),
                value ? t(`assessment.questions.${question.id}.options.${value}`) : '—',
                pointsText(pointsFor(question.id, value), maxPointsPerQuestion),
              ];
            }),
          },
        ],
      },
      {
        heading: t('assessment.results.recommendationsHeading'),
        blocks: [
          {
            kind: 'list',
            ordered: false,
            items: recommendationKeys.map((key) =>
              t(`assessment.levels.${result.level}.recommendations.${key}`),
            ),
          },
        ],
      },
    ],
    nextSteps: assessmentNextStepKeys.map((key) => t(`assessment.pdf.nextSteps.${key}`)),
  });
}
