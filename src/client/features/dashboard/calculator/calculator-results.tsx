import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale, useLocalizedPath } from '#client/lib/locale.tsx';
import { reportFileName } from '#shared/tools/file-names.ts';
import { calculateRoi, roiProjection, type ProjectionYear } from '#shared/tools/roi.ts';
import { downloadTextFile } from '#client/lib/download.ts';
import { toast } from '#client/lib/toast.ts';
import {
  formatMoney,
  formatMoneyThousands,
  formatNumber,
  formatPercent,
} from '#client/features/dashboard/format.ts';
import { ArrowLeftIcon, DownloadIcon, RestartIcon } from '#client/features/dashboard/icons.tsx';
import {
  cardClass,
  focusTargetClass,
  ghostButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '#client/features/dashboard/tool-page.tsx';
import type { CalculatorState } from './calculator-state.ts';
import { roiInputs, roiReport } from './roi-report.ts';

/**
 * 'Análise de ROI' (spec 02 §2): KPIs, Investimento and Retornos panels, the 3-year projection as
 * a chart and a table, the disclaimer and the report. Recomputed from the inputs on every render
 * (spec 02 §4).
 */
export function CalculatorResults({
  state,
  headingRef,
  onBack,
  onRestart,
}: {
  state: CalculatorState;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBack(): void;
  onRestart(): void;
}) {
  const { t } = useTranslation('dashboard');
  const { locale } = useLocale();
  const localize = useLocalizedPath();
  const results = calculateRoi(roiInputs(state));
  const money = (value: number) => formatMoney(value, locale);
  const percent = (value: number) => formatPercent(value, locale);

  const download = () => {
    const date = new Date();
    downloadTextFile(reportFileName('roi', date), roiReport({ state, t, locale, date }));
    toast({
      title: t('toasts.reportDownloaded'),
      description: t('toasts.roiReportDescription'),
    });
  };

  const kpis = [
    { key: 'roi', value: percent(results.firstYearROI) },
    {
      key: 'payback',
      value:
        results.paybackMonths === null
          ? t('calculator.results.noPayback')
          : formatNumber(results.paybackMonths, locale),
    },
    { key: 'annualSavings', value: formatMoneyThousands(results.totalAnnualSavings, locale) },
    { key: 'hours', value: formatNumber(results.totalMonthlySavings, locale) },
  ] as const;

  const investment = [
    ['implementation', results.totalImplementationCost],
    ['monthly', results.totalMonthlyCost],
    ['firstYear', results.firstYearCost],
    ['threeYears', results.threeYearInvestment],
  ] as const;
  const returns = [
    ['monthlySavings', money(results.totalAnnualSavings / 12)],
    ['annualSavings', money(results.totalAnnualSavings)],
    ['netFirstYear', money(results.netSavingsFirstYear)],
    ['errorReduction', percent(results.averageErrorReduction)],
  ] as const;

  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={onBack}
          className={ghostButtonClass}
          aria-label={t('calculator.results.backToForm')}
          title={t('calculator.results.backToForm')}
        >
          <ArrowLeftIcon />
        </button>
        <h2
          ref={headingRef}
          tabIndex={-1}
          className={`text-2xl font-bold text-gray-900 dark:text-white ${focusTargetClass}`}
        >
          {t('calculator.results.title')}
        </h2>
      </div>

      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {kpis.map((kpi) => (
          <div
            key={kpi.key}
            className="flex flex-col-reverse gap-1 rounded-xl bg-brand-50 p-5 dark:bg-gray-800"
          >
            <dt className="text-sm font-medium text-gray-700 dark:text-gray-300">
              {t(`calculator.results.kpis.${kpi.key}`)}
            </dt>
            <dd className="text-3xl font-bold text-brand-900 dark:text-white">{kpi.value}</dd>
          </div>
        ))}
      </dl>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="roi-investment" className={cardClass}>
          <h3 id="roi-investment" className="text-lg font-semibold text-gray-900 dark:text-white">
            {t('calculator.results.investment.title')}
          </h3>
          <dl className="mt-4 grid gap-3 text-sm">
            {investment.map(([key, value]) => (
              <div key={key} className="flex justify-between gap-4">
                <dt className="text-gray-700 dark:text-gray-300">
                  {t(`calculator.results.investment.${key}`)}
                </dt>
                <dd className="whitespace-nowrap font-semibold text-gray-900 dark:text-white">
                  {money(value)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="roi-returns" className={cardClass}>
          <h3 id="roi-returns" className="text-lg font-semibold text-gray-900 dark:text-white">
            {t('calculator.results.returns.title')}
          </h3>
          <dl className="mt-4 grid gap-3 text-sm">
            {returns.map(([key, value]) => (
              <div key={key} className="flex justify-between gap-4">
                <dt className="text-gray-700 dark:text-gray-300">
                  {t(`calculator.results.returns.${key}`)}
                </dt>
                <dd className="whitespace-nowrap font-semibold text-gray-900 dark:text-white">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <section aria-labelledby="roi-projection" className={cardClass}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id="roi-projection" className="text-lg font-semibold text-gray-900 dark:text-white">
            {t('calculator.results.projection.title')}
          </h3>
          <p className="text-sm font-semibold text-brand-600 dark:text-brand-50">
            {t('calculator.results.projection.roi', { roi: percent(results.threeYearROI) })}
          </p>
        </div>
        <ProjectionChart years={roiProjection(results)} />
        <div className="mt-6 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left text-gray-700 dark:text-gray-300">
              {t('calculator.results.projection.caption')}
            </caption>
            <thead>
              <tr className="border-b border-gray-200 dark:border-gray-700">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t('calculator.results.projection.yearHeader')}
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-semibold">
                  {t('calculator.results.projection.investment')}
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-semibold">
                  {t('calculator.results.projection.savings')}
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  {t('calculator.results.projection.net')}
                </th>
              </tr>
            </thead>
            <tbody>
              {roiProjection(results).map((year) => (
                <tr key={year.year} className="border-b border-gray-100 dark:border-gray-800">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {t('calculator.results.projection.year', { year: year.year })}
                  </th>
                  <td className="whitespace-nowrap py-2 pr-4 text-right">
                    {money(year.investment)}
                  </td>
                  <td className="whitespace-nowrap py-2 pr-4 text-right">{money(year.savings)}</td>
                  <td
                    className={`whitespace-nowrap py-2 text-right font-semibold ${year.net < 0 ? 'text-red-700 dark:text-red-400' : 'text-emerald-700 dark:text-emerald-400'}`}
                  >
                    {money(year.net)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
        {t('calculator.results.disclaimer')}
      </p>

      <div className="flex flex-wrap gap-3">
        <button type="button" className={primaryButtonClass} onClick={download}>
          <DownloadIcon className="size-4" />
          {t('calculator.results.download')}
        </button>
        <Link to={localize('/demonstracao')} className={secondaryButtonClass}>
          {t('calculator.results.implement')}
        </Link>
        <button type="button" className={ghostButtonClass} onClick={onRestart}>
          <RestartIcon className="size-4" />
          {t('calculator.results.startOver')}
        </button>
      </div>
    </div>
  );
}

/**
 * Cumulative investment against cumulative savings per year, as grouped CSS bars with their
 * amounts. Hidden from assistive technology: the table below carries the same figures.
 */
function ProjectionChart({ years }: { years: readonly ProjectionYear[] }) {
  const { t } = useTranslation('dashboard');
  const { locale } = useLocale();
  const max = Math.max(1, ...years.flatMap((y) => [y.investment, y.savings]));
  const bars = (year: ProjectionYear) =>
    [
      { key: 'investment', value: year.investment, color: 'bg-gray-400 dark:bg-gray-500' },
      { key: 'savings', value: year.savings, color: 'bg-brand-600 dark:bg-brand-500' },
    ] as const;

  return (
    <div aria-hidden="true" className="mt-4">
      <div className="grid h-56 grid-cols-3 gap-4 border-b border-gray-300 dark:border-gray-600">
        {years.map((year) => (
          <div key={year.year} className="flex items-end justify-center gap-2">
            {bars(year).map((bar) => (
              <div key={bar.key} className="flex h-full w-1/3 max-w-16 flex-col justify-end">
                <span className="mb-1 text-center text-[11px] leading-tight text-gray-700 dark:text-gray-300">
                  {formatMoneyThousands(bar.value, locale)}
                </span>
                <div
                  className={`rounded-t ${bar.color}`}
                  style={{ height: `${Math.max(1, (bar.value / max) * 80)}%` }}
                />
              </div>
            ))}
          </div>
        ))}
      </div>
      <div className="mt-2 grid grid-cols-3 gap-4 text-center text-sm font-medium text-gray-800 dark:text-gray-200">
        {years.map((year) => (
          <span key={year.year}>
            {t('calculator.results.projection.year', { year: year.year })}
          </span>
        ))}
      </div>
      <div className="mt-3 flex flex-wrap gap-4 text-xs text-gray-700 dark:text-gray-300">
        <span className="inline-flex items-center gap-2">
          <span className="size-3 rounded-sm bg-gray-400 dark:bg-gray-500" />
          {t('calculator.results.projection.investment')}
        </span>
        <span className="inline-flex items-center gap-2">
          <span className="size-3 rounded-sm bg-brand-600 dark:bg-brand-500" />
          {t('calculator.results.projection.savings')}
        </span>
      </div>
    </div>
  );
}
