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
  formatMoneyThousands,
  formatNumber,
  formatPercent,
} from '#shared/format/locale-format.ts';
import {
  toolReport,
  type ReportContext,
  type ReportDocument,
} from '#client/features/dashboard/report/report-document.ts';
import { section, textReport } from '#client/features/dashboard/text-report.ts';
import type { CalculatorState } from './calculator-state.ts';

/** The figures both reports print, from the calculator's state in the reader's language. */
function roiReportFigures(state: CalculatorState, t: TFunction<'dashboard'>, locale: Locale) {
  const inputs = roiInputs(state);
  return {
    inputs,
    results: calculateRoi(inputs),
    money: (value: number) => formatMoney(value, locale),
    percent: (value: number) => formatPercent(value, locale),
    multiplier: inputs.companySize ? companySizeMultipliers[inputs.companySize] : 1,
    solutions: inputs.selectedSolutions.map((id) => aiSolutions[id]),
    name: (id: (typeof aiSolutionIds)[number]) => t(`calculator.solutions.${id}.name`),
  };
}

/** "5 meses" or "no payback": the PDF's highlight and the work summary's figure. */
export function paybackText(
  months: number | null,
  t: TFunction<'dashboard'>,
  locale: Locale,
): string {
  return months === null
    ? t('calculator.results.noPayback')
    : t('calculator.pdf.paybackValue', { count: months, value: formatNumber(months, locale) });
}

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
  const { inputs, results, money, percent, multiplier, solutions, name } = roiReportFigures(
    state,
    t,
    locale,
  );

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

/**
 * Plural 'other' when the investment never pays back: "Meses Payback" over "Sem retorno" rather
 * than a singular label (Portuguese counts 0 as singular).
 */
export function paybackCount(months: number | null): number {
  return months ?? Number.POSITIVE_INFINITY;
}

/**
 * The ROI calculator's PDF (issue 16 §1): who and when, the four KPIs, the inputs, the selected
 * solutions, investment and returns, the 3-year projection as bars and a table, additional
 * benefits, next steps and the estimate's disclaimer.
 */
export function roiPdfReport(state: CalculatorState, context: ReportContext): ReportDocument {
  const { t, locale } = context;
  const { inputs, results, money, percent, multiplier, solutions, name } = roiReportFigures(
    state,
    t,
    locale,
  );
  const projection = roiProjection(results);
  return toolReport(context, {
    title: t('calculator.pdf.title'),
    subtitle: t('calculator.pdf.subtitle'),
    highlights: [
      { label: t('calculator.results.kpis.roi'), value: percent(results.firstYearROI) },
      {
        label: t('calculator.pdf.payback'),
        value: paybackText(results.paybackMonths, t, locale),
      },
      {
        label: t('calculator.results.kpis.annualSavings'),
        value: formatMoneyThousands(results.totalAnnualSavings, locale),
      },
      {
        label: t('calculator.results.kpis.hours'),
        value: formatNumber(results.totalMonthlySavings, locale),
      },
    ],
    sections: [
      {
        heading: t('calculator.pdf.inputsHeading'),
        blocks: [
          {
            kind: 'facts',
            items: [
              ...(inputs.companySize
                ? [
                    {
                      label: t('calculator.pdf.inputs.size'),
                      value: t(`calculator.sizes.${inputs.companySize}`),
                    },
                  ]
                : []),
              {
                label: t('calculator.pdf.inputs.team'),
                value: t('calculator.pdf.teamValue', {
                  count: inputs.teamSize,
                  value: formatNumber(inputs.teamSize, locale),
                }),
              },
              { label: t('calculator.pdf.inputs.rate'), value: money(inputs.averageHourlyRate) },
              ...(state.urgency
                ? [
                    {
                      label: t('calculator.pdf.inputs.urgency'),
                      value: t(`calculator.urgencyLevels.${state.urgency}`),
                    },
                  ]
                : []),
            ],
          },
          {
            kind: 'table',
            columns: [
              { header: t('calculator.pdf.columns.solution'), width: 0.34 },
              { header: t('calculator.pdf.columns.implementation'), width: 0.19, align: 'right' },
              { header: t('calculator.pdf.columns.monthly'), width: 0.17, align: 'right' },
              { header: t('calculator.pdf.columns.hours'), width: 0.15, align: 'right' },
              { header: t('calculator.pdf.columns.weeks'), width: 0.15, align: 'right' },
            ],
            rows: solutions.map((s) => [
              name(s.id),
              money(s.basePrice * multiplier),
              money(s.monthlyCost * multiplier),
              formatNumber(s.timesSavings, locale),
              formatNumber(s.implementationWeeks, locale),
            ]),
          },
        ],
      },
      {
        heading: t('calculator.pdf.investmentReturnsHeading'),
        blocks: [
          {
            kind: 'factGroups',
            groups: [
              {
                title: t('calculator.results.investment.title'),
                items: (
                  [
                    ['implementation', results.totalImplementationCost],
                    ['monthly', results.totalMonthlyCost],
                    ['firstYear', results.firstYearCost],
                    ['threeYears', results.threeYearInvestment],
                  ] as const
                ).map(([key, value]) => ({
                  label: t(`calculator.results.investment.${key}`),
                  value: money(value),
                })),
              },
              {
                title: t('calculator.results.returns.title'),
                items: [
                  {
                    label: t('calculator.results.returns.monthlySavings'),
                    value: money(results.totalAnnualSavings / 12),
                  },
                  {
                    label: t('calculator.results.returns.annualSavings'),
                    value: money(results.totalAnnualSavings),
                  },
                  {
                    label: t('calculator.results.returns.netFirstYear'),
                    value: money(results.netSavingsFirstYear),
                  },
                  {
                    label: t('calculator.results.returns.errorReduction'),
                    value: percent(results.averageErrorReduction),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        heading: t('calculator.results.projection.title'),
        blocks: [
          {
            kind: 'chart',
            chart: {
              kind: 'bars',
              series: [
                { name: t('calculator.results.projection.investment'), tone: 'neutral' },
                { name: t('calculator.results.projection.savings'), tone: 'brand' },
              ],
              groups: projection.map((year) => ({
                label: t('calculator.results.projection.year', { year: year.year }),
                values: [year.investment, year.savings],
                valueTexts: [
                  formatMoneyThousands(year.investment, locale),
                  formatMoneyThousands(year.savings, locale),
                ],
              })),
              tickText: (value) => formatMoneyThousands(value, locale),
            },
          },
          {
            kind: 'table',
            columns: [
              { header: t('calculator.results.projection.yearHeader'), width: 0.16 },
              {
                header: t('calculator.results.projection.investment'),
                width: 0.28,
                align: 'right',
              },
              { header: t('calculator.results.projection.savings'), width: 0.28, align: 'right' },
              { header: t('calculator.results.projection.net'), width: 0.28, align: 'right' },
            ],
            rows: projection.map((year) => [
              t('calculator.results.projection.year', { year: year.year }),
              money(year.investment),
              money(year.savings),
              money(year.net),
            ]),
          },
          {
            kind: 'paragraph',
            text: t('calculator.results.projection.roi', { roi: percent(results.threeYearROI) }),
          },
          // The spec's disclaimer (spec 02 §2) sits with the figures it qualifies.
          { kind: 'paragraph', tone: 'note', text: t('calculator.results.disclaimer') },
        ],
      },
      {
        heading: t('calculator.pdf.additionalHeading'),
        blocks: [
          {
            kind: 'list',
            ordered: false,
            items: [
              ...solutions.map((s) =>
                t('calculator.report.additionalLine', {
                  name: name(s.id),
                  errors: percent(s.errorReduction),
                  satisfaction: percent(s.customerSatisfaction),
                }),
              ),
              ...additionalKeys.map((key) => t(`calculator.report.additional.${key}`)),
            ],
          },
        ],
      },
    ],
    nextSteps: nextStepKeys.map((key) => t(`calculator.report.nextSteps.${key}`)),
  });
}
