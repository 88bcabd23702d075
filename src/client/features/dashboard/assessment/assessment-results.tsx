import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#client/lib/locale.tsx';
import {
  assessmentResult,
  maxAssessmentScore,
  type AssessmentAnswers,
  type CategoryScore,
} from '#shared/tools/assessment.ts';
import { reportFileName } from '#shared/tools/file-names.ts';
import { downloadTextFile } from '#client/lib/download.ts';
import { toast } from '#client/lib/toast.ts';
import { DemoCallToAction } from '#client/features/dashboard/demo-cta.tsx';
import { formatPercent } from '#client/features/dashboard/format.ts';
import { CheckIcon, DownloadIcon, RestartIcon } from '#client/features/dashboard/icons.tsx';
import {
  cardClass,
  focusTargetClass,
  ghostButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '#client/features/dashboard/tool-page.tsx';
import { assessmentReport, recommendationKeys } from './assessment-report.ts';

const levelAccent = {
  beginner: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  developing: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  intermediate: 'bg-violet-100 text-violet-900 dark:bg-violet-900/40 dark:text-violet-100',
  advanced: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
} as const;

/** Results (spec 02 §2): level, percentage, description, four recommendations, chart, report. */
export function AssessmentResults({
  answers,
  headingRef,
  onReview,
  onRestart,
  consultant,
}: {
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
      <section aria-labelledby="assessment-result" className={`${cardClass} p-6 md:p-8`}>
        <h2
          id="assessment-result"
          ref={headingRef}
          tabIndex={-1}
          className={`text-2xl font-bold text-gray-900 dark:text-white ${focusTargetClass}`}
        >
          {t('assessment.results.heading')}
        </h2>
        <div className="mt-6 flex flex-wrap items-center gap-6">
          <div className="text-center">
            <p className="text-5xl font-bold text-brand-600 dark:text-brand-50">
              {formatPercent(result.percentage, locale)}
            </p>
            <p className="text-sm text-gray-700 dark:text-gray-300">
              {t('assessment.results.score', { total: result.total, max: maxAssessmentScore })}
            </p>
          </div>
          <div className="flex-1">
            <p className="text-sm font-medium text-gray-700 dark:text-gray-300">
              {t('assessment.results.levelLabel')}
            </p>
            <p
              className={`mt-1 inline-block rounded-full px-3 py-1 text-lg font-semibold ${levelAccent[result.level]}`}
            >
              {levelTitle}
            </p>
            <p className="mt-3 text-gray-800 dark:text-gray-200">
              {t(`assessment.levels.${result.level}.description`)}
            </p>
          </div>
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <button type="button" className={primaryButtonClass} onClick={download}>
            <DownloadIcon className="size-4" />
            {t('assessment.results.download')}
          </button>
          <button type="button" className={secondaryButtonClass} onClick={onReview}>
            {t('assessment.results.review')}
          </button>
          <button type="button" className={ghostButtonClass} onClick={onRestart}>
            <RestartIcon className="size-4" />
            {t('assessment.results.restart')}
          </button>
        </div>
      </section>

      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="assessment-chart" className={cardClass}>
          <h3 id="assessment-chart" className="text-lg font-semibold text-gray-900 dark:text-white">
            {t('assessment.results.chartHeading')}
          </h3>
          <CategoryChart scores={result.categories} />
        </section>
        <section aria-labelledby="assessment-recommendations" className={cardClass}>
          <h3
            id="assessment-recommendations"
            className="text-lg font-semibold text-gray-900 dark:text-white"
          >
            {t('assessment.results.recommendationsHeading')}
          </h3>
          <ul className="mt-4 grid gap-3">
            {recommendationKeys.map((key) => (
              <li key={key} className="flex gap-3 text-gray-800 dark:text-gray-200">
                <CheckIcon className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                {t(`assessment.levels.${result.level}.recommendations.${key}`)}
              </li>
            ))}
          </ul>
        </section>
      </div>

      {consultant}

      <DemoCallToAction
        title={t('assessment.results.ctaTitle')}
        text={t('assessment.results.ctaText')}
        action={t('assessment.results.ctaAction')}
      />
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
            <span className="font-medium text-gray-900 dark:text-white">
              {t(`assessment.categories.${score.category}`)}
            </span>
            <span className="text-gray-700 dark:text-gray-300">
              {t('assessment.results.chartValue', { points: score.points, max: score.max })}
            </span>
          </div>
          <div
            aria-hidden="true"
            className="mt-1 h-3 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700"
          >
            <div
              className="h-full rounded-full bg-brand-600"
              style={{ width: `${(score.points / score.max) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
