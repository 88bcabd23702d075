import type { TFunction } from 'i18next';
import type { Locale } from '#shared/i18n/locales.ts';
import { organization } from '#shared/organization.ts';
import {
  aiSolutionIds,
  aiSolutions,
  calculateRoi,
  companySizeMultipliers,
  parseHourlyRate,
  parseTeamSize,
  roiProjection,
} from '#shared/tools/roi.ts';
import {
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
} from '#client/features/dashboard/format.ts';
import { section, textReport } from '#client/features/dashboard/text-report.ts';
import type { CalculatorState } from './calculator-state.ts';

const additionalKeys = ['1', '2', '3'] as const;
const nextStepKeys = ['1', '2', '3', '4'] as const;

/** The form's inputs as the formulas take them (spec 02 §5: unparsable → 0). */
export function roiInputs(state: CalculatorState) {
  return {
    companySize: state.companySize,
    selectedSolutions: aiSolutionIds.filter((id) => state.selectedSolutions.includes(id)),
    averageHourlyRate: parseHourlyRate(state.hourlyRate),
    teamSize: parseTeamSize(state.teamSize),
  };
}

/**
 * ROI report (spec 02 §7): company configuration, selected solutions, investment, annual benefits,
 * ROI, payback, 3-year projection, additional benefits, next steps and the date.
 */
export function roiReport({
  state,
  t,
  locale,
  date,
}: {
  state: CalculatorState;
  t: TFunction<'dashboard'>;
  locale: Locale;
  date: Date;
}): string {
  const inputs = roiInputs(state);
  const results = calculateRoi(inputs);
  const money = (value: number) => formatMoney(value, locale);
  const percent = (value: number) => formatPercent(value, locale);
  const multiplier = inputs.companySize ? companySizeMultipliers[inputs.companySize] : 1;
  const solutions = inputs.selectedSolutions.map((id) => aiSolutions[id]);
  const name = (id: (typeof aiSolutionIds)[number]) => t(`calculator.solutions.${id}.name`);

  return textReport([
    [t('calculator.report.title'), organization.name],
    section(t('calculator.report.companyHeading'), [
      ...(inputs.companySize
        ? [t('calculator.report.size', { value: t(`calculator.sizes.${inputs.companySize}`) })]
        : []),
      t('calculator.report.team', { count: inputs.teamSize }),
      t('calculator.report.rate', { value: money(inputs.averageHourlyRate) }),
      ...(state.urgency
        ? [
            t('calculator.report.urgency', {
              value: t(`calculator.urgencyLevels.${state.urgency}`),
            }),
          ]
        : []),
    ]),
    section(
      t('calculator.report.solutionsHeading'),
      solutions.map(
        (s) =>
          `- ${t('calculator.report.solutionLine', {
            name: name(s.id),
            price: money(s.basePrice * multiplier),
            monthly: money(s.monthlyCost * multiplier),
            hours: formatNumber(s.timesSavings, locale),
            weeks: s.implementationWeeks,
          })}`,
      ),
    ),
    section(t('calculator.report.investmentHeading'), [
      t('calculator.report.implementation', { value: money(results.totalImplementationCost) }),
      t('calculator.report.monthly', { value: money(results.totalMonthlyCost) }),
      t('calculator.report.firstYear', { value: money(results.firstYearCost) }),
    ]),
    section(t('calculator.report.benefitsHeading'), [
      t('calculator.report.hours', { value: formatNumber(results.totalMonthlySavings, locale) }),
      t('calculator.report.annualSavings', { value: money(results.totalAnnualSavings) }),
      t('calculator.report.errorReduction', { value: percent(results.averageErrorReduction) }),
    ]),
    section(t('calculator.report.roiHeading'), [
      t('calculator.report.netFirstYear', { value: money(results.netSavingsFirstYear) }),
      t('calculator.report.firstYearRoi', { value: percent(results.firstYearROI) }),
      results.paybackMonths === null
        ? t('calculator.report.noPayback')
        : t('calculator.report.payback', { count: results.paybackMonths }),
    ]),
    section(t('calculator.report.projectionHeading'), [
      ...roiProjection(results).map((year) =>
        t('calculator.report.projectionYear', {
          year: year.year,
          investment: money(year.investment),
          savings: money(year.savings),
          net: money(year.net),
        }),
      ),
      t('calculator.report.threeYearInvestment', { value: money(results.threeYearInvestment) }),
      t('calculator.report.threeYearSavings', { value: money(results.threeYearSavings) }),
      t('calculator.report.threeYearRoi', { value: percent(results.threeYearROI) }),
    ]),
    section(t('calculator.report.additionalHeading'), [
      ...solutions.map(
        (s) =>
          `- ${t('calculator.report.additionalLine', {
            name: name(s.id),
            errors: percent(s.errorReduction),
            satisfaction: percent(s.customerSatisfaction),
          })}`,
      ),
      ...additionalKeys.map((key) => `- ${t(`calculator.report.additional.${key}`)}`),
    ]),
    section(
      t('calculator.report.nextStepsHeading'),
      nextStepKeys.map((key, i) => `${i + 1}. ${t(`calculator.report.nextSteps.${key}`)}`),
    ),
    [
      t('calculator.report.disclaimer'),
      t('calculator.report.date', { date: formatDate(date, locale) }),
    ],
  ]);
}
