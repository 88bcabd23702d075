import type { TFunction } from 'i18next';
import type { Locale } from '#shared/i18n/locales.ts';
import {
  assessmentCategories,
  assessmentResult,
  isAssessmentComplete,
  maxAssessmentScore,
} from '#shared/tools/assessment.ts';
import { recommendProcesses, totalMonthlyHours } from '#shared/tools/automation-finder.ts';
import { calculateRoi, isRoiFormComplete } from '#shared/tools/roi.ts';
import type { AssessmentState } from './assessment/assessment-state.ts';
import { effectiveFinderStep, type FinderState } from './automation/automation-state.ts';
import type { CalculatorState } from './calculator/calculator-state.ts';
import { paybackText, roiInputs } from './calculator/roi-report.ts';
import { formatNumber, formatPercent } from '#shared/format/locale-format.ts';

/**
 * What the dashboard home says about one tool's work kept in this browser (issue 16 §5): nothing
 * yet, how far the person got, or the latest result's key figures. Pure, so each state is tested.
 */
export type WorkSummary =
  | { status: 'empty' }
  | { status: 'inProgress'; progress: string }
  | { status: 'done'; figures: { label: string; value: string }[] };

type Translate = { t: TFunction<'dashboard'>; locale: Locale };

export function assessmentSummary(
  state: AssessmentState | undefined,
  { t, locale }: Translate,
): WorkSummary {
  if (!state) return { status: 'empty' };
  const answered = assessmentCategories.filter((c) => state.answers[c] !== undefined).length;
  if (answered === 0) return { status: 'empty' };
  if (!state.showResults || !isAssessmentComplete(state.answers)) {
    return {
      status: 'inProgress',
      progress: t('work.assessmentProgress', { answered, total: assessmentCategories.length }),
    };
  }
  const result = assessmentResult(state.answers);
  return {
    status: 'done',
    figures: [
      {
        label: t('assessment.results.levelLabel'),
        value: t(`assessment.levels.${result.level}.title`),
      },
      {
        label: t('assessment.pdf.score'),
        value: `${formatPercent(result.percentage, locale)} (${t('assessment.results.score', {
          total: result.total,
          max: maxAssessmentScore,
        })})`,
      },
    ],
  };
}

export function automationSummary(
  state: FinderState | undefined,
  { t, locale }: Translate,
): WorkSummary {
  if (!state) return { status: 'empty' };
  const step = effectiveFinderStep(state);
  if (step === 1 && state.areas.length === 0 && Object.keys(state.answers).length === 0) {
    return { status: 'empty' };
  }
  if (step !== 3) return { status: 'inProgress', progress: t('automation.step', { step }) };
  const processes = recommendProcesses(state.areas);
  return {
    status: 'done',
    figures: [
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
    ],
  };
}

export function calculatorSummary(
  state: CalculatorState | undefined,
  { t, locale }: Translate,
): WorkSummary {
  if (!state) return { status: 'empty' };
  const touched =
    state.companySize !== null ||
    state.teamSize.trim() !== '' ||
    state.hourlyRate.trim() !== '' ||
    state.selectedSolutions.length > 0 ||
    state.urgency !== null;
  if (!touched) return { status: 'empty' };
  if (state.view !== 'results' || !isRoiFormComplete(state)) {
    return { status: 'inProgress', progress: t('work.calculatorProgress') };
  }
  const results = calculateRoi(roiInputs(state));
  return {
    status: 'done',
    figures: [
      {
        label: t('calculator.results.kpis.roi'),
        value: formatPercent(results.firstYearROI, locale),
      },
      {
        label: t('calculator.pdf.payback'),
        value: paybackText(results.paybackMonths, t, locale),
      },
    ],
  };
}
