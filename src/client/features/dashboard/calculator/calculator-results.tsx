import { ArrowLeft, Download, RotateCcw } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { Heading } from '#client/components/ui/heading.tsx';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#client/components/ui/table.tsx';
import { useLocale } from '#client/lib/locale.tsx';
import { reportFileName } from '#shared/tools/file-names.ts';
import { calculateRoi, roiProjection } from '#shared/tools/roi.ts';
import { downloadTextFile } from '#client/lib/download.ts';
import { toast } from '#client/lib/toast.ts';
import {
  formatMoney,
  formatMoneyThousands,
  formatNumber,
  formatPercent,
} from '#shared/format/locale-format.ts';
import { focusTargetClass } from '#client/features/dashboard/tool-page.tsx';
import { BarChart } from '#client/features/dashboard/charts/bar-chart.tsx';
import { PdfReportButton } from '#client/features/dashboard/report/pdf-report-button.tsx';
import type { CalculatorState } from './calculator-state.ts';
import { paybackCount, roiInputs, roiPdfReport, roiReport } from './roi-report.ts';

/**
 * 'Análise de ROI' (spec 02 §2): KPIs, Investimento and Retornos panels, the 3-year projection as
 * a chart and a table, the disclaimer and the report. Recomputed from the inputs on every render
 * (spec 02 §4).
 */
export function CalculatorResults({
  userId,
  fullName,
  state,
  headingRef,
  onBack,
  onRestart,
}: {
  userId: string;
  fullName: string;
  state: CalculatorState;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBack(): void;
  onRestart(): void;
}) {
  const { t } = useTranslation('dashboard');
  const { locale } = useLocale();
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

  const projection = roiProjection(results);
  const kpis = [
    { key: 'roi', label: t('calculator.results.kpis.roi'), value: percent(results.firstYearROI) },
    {
      key: 'payback',
      // "1 Mês Payback", "26 Meses Payback" (issue 14: it read "1 Meses Payback").
      label: t('calculator.results.kpis.payback', { count: paybackCount(results.paybackMonths) }),
      value:
        results.paybackMonths === null
          ? t('calculator.results.noPayback')
          : formatNumber(results.paybackMonths, locale),
    },
    {
      key: 'annualSavings',
      label: t('calculator.results.kpis.annualSavings'),
      value: formatMoneyThousands(results.totalAnnualSavings, locale),
    },
    {
      key: 'hours',
      label: t('calculator.results.kpis.hours'),
      value: formatNumber(results.totalMonthlySavings, locale),
    },
  ];

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
    // One column that never grows past the screen (issue 14 §4): long figures wrap instead.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={onBack}
          aria-label={t('calculator.results.backToForm')}
          title={t('calculator.results.backToForm')}
        >
          <ArrowLeft aria-hidden="true" />
        </Button>
        <Heading ref={headingRef} tabIndex={-1} className={focusTargetClass}>
          {t('calculator.results.title')}
        </Heading>
      </div>

      {/* A phone lists the figures as label–value rows; from sm they are tiles (issue 14 §4) whose
          figure shrinks with the tile (a container query), so "R$ 12.007,2k" stays on one line in
          the four narrow tiles beside the portal's sidebar; a break is the last resort. */}
      <dl className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
        {kpis.map((kpi) => (
          <div
            key={kpi.key}
            className="@container flex min-w-0 items-baseline justify-between gap-3 rounded-xl bg-primary-subtle px-4 py-3 sm:flex-col-reverse sm:items-start sm:justify-start sm:gap-1 sm:p-5"
          >
            <dt className="text-sm font-medium text-muted-foreground">{kpi.label}</dt>
            <dd className="text-right text-2xl font-bold text-foreground tabular-nums [overflow-wrap:anywhere] sm:text-left sm:text-[clamp(1.25rem,12.5cqi,1.875rem)]">
              {kpi.value}
            </dd>
          </div>
        ))}
      </dl>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="roi-investment" className={cardVariants()}>
          <Heading as="h3" size="h3" id="roi-investment">
            {t('calculator.results.investment.title')}
          </Heading>
          <dl className="mt-4 grid gap-3 text-sm">
            {investment.map(([key, value]) => (
              <div key={key} className="flex justify-between gap-4">
                <dt className="text-muted-foreground">
                  {t(`calculator.results.investment.${key}`)}
                </dt>
                <dd className="whitespace-nowrap font-semibold text-foreground">{money(value)}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="roi-returns" className={cardVariants()}>
          <Heading as="h3" size="h3" id="roi-returns">
            {t('calculator.results.returns.title')}
          </Heading>
          <dl className="mt-4 grid gap-3 text-sm">
            {returns.map(([key, value]) => (
              <div key={key} className="flex justify-between gap-4">
                <dt className="text-muted-foreground">{t(`calculator.results.returns.${key}`)}</dt>
                <dd className="whitespace-nowrap font-semibold text-foreground">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <section aria-labelledby="roi-projection" className={cardVariants()}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <Heading as="h3" size="h3" id="roi-projection">
            {t('calculator.results.projection.title')}
          </Heading>
          <p className="text-sm font-semibold text-link">
            {t('calculator.results.projection.roi', { roi: percent(results.threeYearROI) })}
          </p>
        </div>
        <BarChart
          label={t('calculator.results.projection.chartLabel')}
          series={[
            { name: t('calculator.results.projection.investment'), tone: 'neutral' },
            { name: t('calculator.results.projection.savings'), tone: 'brand' },
          ]}
          groups={projection.map((year) => ({
            label: t('calculator.results.projection.year', { year: year.year }),
            values: [year.investment, year.savings],
            valueTexts: [
              formatMoneyThousands(year.investment, locale),
              formatMoneyThousands(year.savings, locale),
            ],
          }))}
          tickText={(value) => formatMoneyThousands(value, locale)}
        />
        {/* Four money columns do not fit a 360 px phone: there each year is a short list. */}
        <div className="mt-6 hidden sm:block">
          <Table aria-label={t('calculator.results.projection.caption')}>
            <TableCaption>{t('calculator.results.projection.caption')}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">{t('calculator.results.projection.yearHeader')}</TableHead>
                <TableHead scope="col" className="text-right">
                  {t('calculator.results.projection.investment')}
                </TableHead>
                <TableHead scope="col" className="text-right">
                  {t('calculator.results.projection.savings')}
                </TableHead>
                <TableHead scope="col" className="text-right">
                  {t('calculator.results.projection.net')}
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {projection.map((year) => (
                <TableRow key={year.year}>
                  <TableHead
                    scope="row"
                    className="text-sm font-medium text-foreground normal-case"
                  >
                    {t('calculator.results.projection.year', { year: year.year })}
                  </TableHead>
                  <TableCell className="text-right whitespace-nowrap">
                    {money(year.investment)}
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    {money(year.savings)}
                  </TableCell>
                  <TableCell
                    className={`text-right font-semibold whitespace-nowrap ${year.net < 0 ? 'text-destructive-subtle-foreground' : 'text-success-subtle-foreground'}`}
                  >
                    {money(year.net)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <div className="mt-6 sm:hidden">
          <p className="mb-2 text-sm text-muted-foreground">
            {t('calculator.results.projection.caption')}
          </p>
          <ul className="grid gap-3">
            {projection.map((year) => (
              <li key={year.year} className="rounded-lg border border-border p-3 text-sm">
                <h4 className="font-semibold text-foreground">
                  {t('calculator.results.projection.year', { year: year.year })}
                </h4>
                <dl className="mt-2 grid gap-1">
                  {(
                    [
                      ['investment', year.investment],
                      ['savings', year.savings],
                      ['net', year.net],
                    ] as const
                  ).map(([key, value]) => (
                    <div key={key} className="flex justify-between gap-3">
                      <dt className="text-muted-foreground">
                        {t(`calculator.results.projection.${key}`)}
                      </dt>
                      <dd className="whitespace-nowrap font-semibold text-foreground">
                        {money(value)}
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Alert variant="warning" className="p-4">
        {t('calculator.results.disclaimer')}
      </Alert>

      <div className="flex flex-wrap gap-3">
        {/* The PDF is the primary download, the spec's text file the secondary (issue 26 §5). */}
        <PdfReportButton
          userId={userId}
          fullName={fullName}
          report="roi"
          build={(context) => roiPdfReport(state, context)}
        />
        <Button type="button" variant="secondary" onClick={download}>
          <Download aria-hidden="true" />
          {t('calculator.results.download')}
        </Button>
        <Button type="button" variant="ghost" onClick={onRestart}>
          <RotateCcw aria-hidden="true" />
          {t('calculator.results.startOver')}
        </Button>
      </div>
    </div>
  );
}
