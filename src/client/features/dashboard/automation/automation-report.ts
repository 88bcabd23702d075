import type { TFunction } from 'i18next';
import type { Locale } from '#shared/i18n/locales.ts';
import { organization } from '#shared/organization.ts';
import {
  contextQuestionIds,
  expectedFirstYearRoi,
  recommendProcesses,
  totalMonthlyHours,
  type AutomationAreaId,
  type ContextAnswers,
  type ContextOption,
  type ContextQuestionId,
  type RecommendedProcess,
} from '#shared/tools/automation-finder.ts';
import { formatDate } from '#client/features/dashboard/format.ts';
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
