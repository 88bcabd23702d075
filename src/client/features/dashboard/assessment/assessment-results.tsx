import { Check, Download, RotateCcw } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';
import { Heading } from '#client/components/ui/heading.tsx';
import { useLocale } from '#client/lib/locale.tsx';
import {
  assessmentResult,
  maxAssessmentScore,
  type AssessmentAnswers,
  type CategoryScore,
  type MaturityLevel,
} from '#shared/tools/assessment.ts';
import { reportFileName } from '#shared/tools/file-names.ts';
import { downloadTextFile } from '#client/lib/download.ts';
import { toast } from '#client/lib/toast.ts';
import { RadarChart } from '#client/features/dashboard/charts/radar-chart.tsx';
import { formatPercent } from '#shared/format/locale-format.ts';
import { PdfReportButton } from '#client/features/dashboard/report/pdf-report-button.tsx';
import { focusTargetClass } from '#client/features/dashboard/tool-page.tsx';
import { assessmentPdfReport, assessmentReport, recommendationKeys } from './assessment-report.ts';

const levelBadge: Record<MaturityLevel, BadgeProps['variant']> = {
  beginner: 'warning',
  developing: 'neutral',
  intermediate: 'brand',
  advanced: 'success',
};

/** Results (spec 02 §2): level, percentage, description, four recommendations, chart, reports. */
export function AssessmentResults({
  userId,
  fullName,
  answers,
  headingRef,
  onReview,
  onRestart,
  consultant,
}: {
  userId: string;
  fullName: string;
  answers: AssessmentAnswers;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onReview(): void;
  onRestart(): void;
  /** "Send to a consultant" (issue 16 §4), before the closing call to action. */
  consultant?: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const { locale } = useLocale();
  const result = assessmentResult(answers);
  const levelTitle = t(`assessment.levels.${result.level}.title`);

  const download = () => {
    const date = new Date();
    downloadTextFile(
      reportFileName('assessment', date),
      assessmentReport({ answers, t, locale, date }),
    );
    toast({ title: t('toasts.reportDownloaded') });
  };

  return (
    <div className="grid gap-8">
      <section aria-labelledby="assessment-result" className={cardVariants({ padding: 'lg' })}>
        <Heading id="assessment-result" ref={headingRef} tabIndex={-1} className={focusTargetClass}>
          {t('assessment.results.heading')}
        </Heading>
        <div className="mt-6 grid items-center gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
          <div className="flex flex-wrap items-start gap-6">
            <div className="text-center">
              <p className="text-5xl font-bold text-link">
                {formatPercent(result.percentage, locale)}
              </p>
              <p className="text-sm text-muted-foreground">
                {t('assessment.results.score', { total: result.total, max: maxAssessmentScore })}
              </p>
            </div>
            <div className="min-w-0 flex-1 basis-60">
              <p className="text-sm font-medium text-muted-foreground">
                {t('assessment.results.levelLabel')}
              </p>
              <Badge variant={levelBadge[result.level]} className="mt-1 px-3 py-1 text-base">
                {levelTitle}
              </Badge>
              <p className="mt-3 text-foreground">
                {t(`assessment.levels.${result.level}.description`)}
              </p>
            </div>
          </div>
          {/* Beside the level (issue 16 §2); the per-category list below carries the same figures. */}
          <div className="flex justify-center">
            <RadarChart
              label={t('assessment.results.radarLabel')}
              axes={result.categories.map((score) => ({
                label: t(`assessment.categoriesShort.${score.category}`),
                value: score.points,
                max: score.max,
              }))}
            />
          </div>
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          {/* The PDF is the primary download, the spec's text file the secondary (issue 26 §5). */}
          <PdfReportButton
            userId={userId}
            fullName={fullName}
            report="assessment"
            build={(context) => assessmentPdfReport(answers, context)}
          />
          <Button type="button" variant="secondary" onClick={download}>
            <Download aria-hidden="true" />
            {t('assessment.results.download')}
          </Button>
          <Button type="button" variant="secondary" onClick={onReview}>
            {t('assessment.results.review')}
          </Button>
          <Button type="button" variant="ghost" onClick={onRestart}>
            <RotateCcw aria-hidden="true" />
            {t('assessment.results.restart')}
          </Button>
        </div>
      </section>

      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="assessment-chart" className={cardVariants()}>
          <Heading as="h3" size="h3" id="assessment-chart">
            {t('assessment.results.chartHeading')}
          </Heading>
          <CategoryChart scores={result.categories} />
        </section>
        <section aria-labelledby="assessment-recommendations" className={cardVariants()}>
          <Heading as="h3" size="h3" id="assessment-recommendations">
            {t('assessment.results.recommendationsHeading')}
          </Heading>
          <ul className="mt-4 grid gap-3">
            {recommendationKeys.map((key) => (
              <li key={key} className="flex gap-3 text-foreground">
                <Check
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-success-subtle-foreground"
                />
                {t(`assessment.levels.${result.level}.recommendations.${key}`)}
              </li>
            ))}
          </ul>
        </section>
      </div>

      {/* The result's one next step: the hand-off to a consultant, which says so once it was
          sent (issue 26 §3, decision 0087); no second band offering the same talk. */}
      {consultant}
    </div>
  );
}

/**
 * Points per category as horizontal bars. The list itself is the text equivalent: each row reads
 * "Estratégia e Liderança — 4 de 5"; the bars are decoration.
 */
function CategoryChart({ scores }: { scores: readonly CategoryScore[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <ul className="mt-4 grid gap-4">
      {scores.map((score) => (
        <li key={score.category}>
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span className="font-medium text-foreground">
              {t(`assessment.categories.${score.category}`)}
            </span>
            <span className="text-muted-foreground">
              {t('assessment.results.chartValue', { points: score.points, max: score.max })}
            </span>
          </div>
          <div aria-hidden="true" className="mt-1 h-3 overflow-hidden rounded-full bg-muted">
            <div
              className="h-full rounded-full bg-primary"
              style={{ width: `${(score.points / score.max) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
