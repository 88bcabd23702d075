import type { TFunction } from 'i18next';
import type { Locale } from '#shared/i18n/locales.ts';
import { organization } from '#shared/organization.ts';
import {
  contextQuestionIds,
  expectedFirstYearRoi,
  recommendProcesses,
  totalMonthlyHours,
  type AutomationAreaId,
  type Complexity,
  type ContextAnswers,
  type ContextOption,
  type ContextQuestionId,
  type Impact,
  type RecommendedProcess,
} from '#shared/tools/automation-finder.ts';
import { formatDate, formatNumber } from '#shared/format/locale-format.ts';
import {
  toolReport,
  type ReportContext,
  type ReportDocument,
} from '#client/features/dashboard/report/report-document.ts';
import { section, textReport } from '#client/features/dashboard/text-report.ts';

export const nextStepKeys = ['1', '2', '3', '4'] as const;

/** Texts of one recommended process, shared by the result cards and the report. */
export function processTexts(process: RecommendedProcess, t: TFunction<'dashboard'>) {
  return {
    name: t(`automation.processes.${process.id}.name`),
    description: t(`automation.processes.${process.id}.description`),
    area: t(`automation.areas.${process.area}.name`),
    complexity: t(`automation.complexity.${process.complexity}`),
    impact: t(`automation.impact.${process.impact}`),
    time: t('automation.weeks', { min: process.weeks.min, max: process.weeks.max }),
    savings: t('automation.hoursRange', { range: process.estimatedSavings }),
  };
}

export type ContextOptionLabels = {
  [Q in ContextQuestionId]: (value: ContextOption<Q>) => string;
};

/** The visible text of each context answer, per question (typed keys, no casts). */
export function contextOptionLabels(t: TFunction<'dashboard'>): ContextOptionLabels {
  return {
    companySize: (value) => t(`automation.questions.companySize.options.${value}`),
    manualArea: (value) => t(`automation.questions.manualArea.options.${value}`),
    mainPain: (value) => t(`automation.questions.mainPain.options.${value}`),
  };
}

export function answerLine<Q extends ContextQuestionId>(
  labels: ContextOptionLabels,
  question: Q,
  value: ContextOption<Q> | undefined,
): string | undefined {
  return value === undefined ? undefined : labels[question](value);
}

/**
 * Finder report (spec 02 §7): selected areas, numbered processes with area, description,
 * complexity, impact, implementation time and savings, a summary (count, 'N+' hours, 200-400 %),
 * next steps and the generation date.
 */
export function automationReport({
  areas,
  answers,
  t,
  locale,
  date,
}: {
  areas: readonly AutomationAreaId[];
  answers: ContextAnswers;
  t: TFunction<'dashboard'>;
  locale: Locale;
  date: Date;
}): string {
  const processes = recommendProcesses(areas);
  const processLines = processes.flatMap((process, index) => {
    const text = processTexts(process, t);
    return [
      ...(index > 0 ? [''] : []),
      `${index + 1}. ${text.name}`,
      `   ${t('automation.report.area', { value: text.area })}`,
      `   ${t('automation.report.description', { value: text.description })}`,
      `   ${t('automation.report.complexity', { value: text.complexity })}`,
      `   ${t('automation.report.impact', { value: text.impact })}`,
      `   ${t('automation.report.time', { value: text.time })}`,
      `   ${t('automation.report.savings', { value: text.savings })}`,
    ];
  });
  const labels = contextOptionLabels(t);
  const profileLines = contextQuestionIds.flatMap((question) => {
    const line = answerLine(labels, question, answers[question]);
    return line ? [`${t(`automation.questions.${question}.question`)} ${line}`] : [];
  });

  return textReport([
    [t('automation.report.title'), organization.name],
    section(t('automation.report.areasHeading'), [
      areas.map((area) => t(`automation.areas.${area}.name`)).join(', '),
    ]),
    ...(profileLines.length > 0
      ? [section(t('automation.report.profileHeading'), profileLines)]
      : []),
    section(t('automation.report.processesHeading'), processLines),
    section(t('automation.report.summaryHeading'), [
      t('automation.report.totalProcesses', { count: processes.length }),
      t('automation.report.totalHours', { hours: totalMonthlyHours(processes) }),
      t('automation.report.expectedRoi', expectedFirstYearRoi),
    ]),
    section(
      t('automation.report.nextStepsHeading'),
      nextStepKeys.map((key, i) => `${i + 1}. ${t(`automation.report.nextSteps.${key}`)}`),
    ),
    [t('automation.report.date', { date: formatDate(date, locale) })],
  ]);
}

/** Matrix rows from the highest impact down, columns from the hardest process to the easiest. */
const matrixRows: readonly Impact[] = ['high', 'medium', 'low'];
export const matrixComplexities: readonly Complexity[] = ['high', 'medium', 'low'];

/** Where a ranked process sits in the impact × ease matrix (decision 0052). */
export function matrixPoints(processes: readonly RecommendedProcess[]) {
  return processes.map((process, index) => ({
    rank: index + 1,
    row: matrixRows.indexOf(process.impact),
    column: matrixComplexities.indexOf(process.complexity),
  }));
}

/** Row and column labels of the matrix, in the order of `matrixPoints`. */
export function matrixLabels(t: TFunction<'dashboard'>) {
  return {
    rows: matrixRows.map((impact) => t(`automation.impact.${impact}`)),
    columns: matrixComplexities.map((complexity) =>
      t('automation.matrix.complexityColumn', {
        complexity: t(`automation.complexity.${complexity}`),
      }),
    ),
  };
}

/**
 * The finder's PDF (issue 16 §1): who and when, the three key figures, the areas and company
 * profile given, the impact × ease matrix, the ranked processes as a table and next steps.
 */
export function automationPdfReport(
  { areas, answers }: { areas: readonly AutomationAreaId[]; answers: ContextAnswers },
  context: ReportContext,
): ReportDocument {
  const { t, locale } = context;
  const processes = recommendProcesses(areas);
  const labels = contextOptionLabels(t);
  const profile = contextQuestionIds.flatMap((question) => {
    const value = answerLine(labels, question, answers[question]);
    return value ? [{ label: t(`automation.pdf.profile.${question}`), value }] : [];
  });
  const matrix = matrixLabels(t);
  return toolReport(context, {
    title: t('automation.pdf.title'),
    subtitle: t('automation.pdf.subtitle'),
    highlights: [
      {
        label: t('automation.results.processesFound'),
        value: formatNumber(processes.length, locale),
      },
      {
        label: t('automation.results.hoursSaved'),
        value: t('automation.results.hoursValue', {
          hours: formatNumber(totalMonthlyHours(processes), locale),
        }),
      },
      {
        label: t('automation.results.expectedRoi'),
        value: t('automation.results.roiValue', expectedFirstYearRoi),
      },
    ],
    sections: [
      {
        heading: t('automation.pdf.scopeHeading'),
        blocks: [
          {
            kind: 'facts',
            items: [
              {
                label: t('automation.pdf.areas'),
                value: areas.map((area) => t(`automation.areas.${area}.name`)).join(', '),
              },
              ...profile,
            ],
          },
        ],
      },
      {
        heading: t('automation.matrix.heading'),
        blocks: [
          {
            kind: 'chart',
            chart: {
              kind: 'matrix',
              rowTitle: t('automation.matrix.rowTitle'),
              columnTitle: t('automation.matrix.columnTitle'),
              rows: matrix.rows,
              columns: matrix.columns,
              points: matrixPoints(processes),
            },
          },
          { kind: 'paragraph', tone: 'note', text: t('automation.matrix.hint') },
        ],
      },
      {
        heading: t('automation.results.prioritized'),
        blocks: [
          {
            kind: 'table',
            columns: [
              { header: '#', width: 0.04 },
              { header: t('automation.pdf.columns.process'), width: 0.3 },
              { header: t('automation.results.area'), width: 0.13 },
              { header: t('automation.results.impact'), width: 0.09 },
              { header: t('automation.results.complexity'), width: 0.13 },
              { header: t('automation.results.time'), width: 0.14 },
              { header: t('automation.results.savings'), width: 0.17, align: 'right' },
            ],
            rows: processes.map((process, index) => {
              const text = processTexts(process, t);
              return [
                String(index + 1),
                text.name,
                text.area,
                text.impact,
                text.complexity,
                text.time,
                text.savings,
              ];
            }),
          },
        ],
      },
    ],
    nextSteps: nextStepKeys.map((key) => t(`automation.report.nextSteps.${key}`)),
  });
}
