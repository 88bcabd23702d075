import { ArrowLeft, ArrowRight, Download, RotateCcw } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';
import { Heading } from '#client/components/ui/heading.tsx';
import { ChoiceCard } from '#client/components/ui/choice-card.tsx';
import { useLocale } from '#client/lib/locale.tsx';
import {
  automationAreaIds,
  canAdvance,
  contextQuestionIds,
  contextQuestionOptions,
  expectedFirstYearRoi,
  finderProgress,
  recommendProcesses,
  toggleArea,
  totalMonthlyHours,
  type ContextAnswers,
  type ContextOption,
  type ContextQuestionId,
} from '#shared/tools/automation-finder.ts';
import { reportFileName } from '#shared/tools/file-names.ts';
import { downloadTextFile } from '#client/lib/download.ts';
import { toast } from '#client/lib/toast.ts';
import { useUserStoredState } from '#client/lib/user-storage.ts';
import { formatNumber } from '#shared/format/locale-format.ts';
import { ProgressBar } from '#client/features/dashboard/progress-bar.tsx';
import {
  SavedProgress,
  ToolNextStep,
  ToolPage,
  focusTargetClass,
  useFocusedHeading,
  type ToolPageProps,
} from '#client/features/dashboard/tool-page.tsx';
import { ImpactEaseMatrix } from '#client/features/dashboard/charts/impact-ease-matrix.tsx';
import { automationInput } from '#client/features/dashboard/consultant/tool-result-input.ts';
import { PdfReportButton } from '#client/features/dashboard/report/pdf-report-button.tsx';
import {
  answerLine,
  automationPdfReport,
  automationReport,
  contextOptionLabels,
  matrixComplexities,
  matrixLabels,
  matrixPoints,
  processTexts,
} from './automation-report.ts';
import {
  effectiveFinderStep,
  finderStateSchema,
  initialFinderState,
  type FinderState,
} from './automation-state.ts';

/**
 * /dashboard/automation (spec 02 §2, §4, §5): step 1 areas (at least one), step 2 the context
 * questions (all required), step 3 the processes ranked by impact and ease, with the report.
 */
export function AutomationTool({ userId, fullName, nextStep }: ToolPageProps) {
  const { t } = useTranslation('dashboard');
  const [state, setState, reset] = useUserStoredState(
    userId,
    'automation',
    finderStateSchema,
    initialFinderState,
  );
  const step = effectiveFinderStep(state);
  const headingRef = useFocusedHeading(step);
  const labels = contextOptionLabels(t);
  const advance = () => setState((s) => ({ ...s, step: step === 1 ? 2 : 3 }));

  return (
    <ToolPage>
      {step === 3 ? (
        <>
          <FinderResults
            userId={userId}
            fullName={fullName}
            state={state}
            headingRef={headingRef}
            onRestart={reset}
          />
          <div className="mt-10">
            <ToolNextStep
              userId={userId}
              nextStep={nextStep}
              result={automationInput(state.areas, state.answers)}
            />
          </div>
        </>
      ) : (
        <div className="mx-auto max-w-3xl">
          <ProgressBar
            label={t('automation.step', { step })}
            percent={finderProgress(step)}
            percentText={t('automation.stepPercent', { percent: finderProgress(step) })}
          />
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (canAdvance(step, state.areas, state.answers)) advance();
            }}
          >
            {step === 1 ? (
              <fieldset>
                <legend>
                  <Heading ref={headingRef} tabIndex={-1} className={focusTargetClass}>
                    {t('automation.step1.heading')}
                  </Heading>
                  <span className="mt-1 block text-sm text-muted-foreground">
                    {t('automation.step1.hint')}
                  </span>
                </legend>
                <div className="mt-6 grid gap-3 sm:grid-cols-2">
                  {automationAreaIds.map((area) => (
                    <ChoiceCard
                      key={area}
                      type="checkbox"
                      checked={state.areas.includes(area)}
                      onChange={() => setState((s) => ({ ...s, areas: toggleArea(s.areas, area) }))}
                    >
                      <span>
                        <span className="block font-semibold">
                          {t(`automation.areas.${area}.name`)}
                        </span>
                        <span className="block text-muted-foreground">
                          {t(`automation.areas.${area}.description`)}
                        </span>
                      </span>
                    </ChoiceCard>
                  ))}
                </div>
              </fieldset>
            ) : (
              <div>
                <Heading ref={headingRef} tabIndex={-1} className={focusTargetClass}>
                  {t('automation.step2.heading')}
                </Heading>
                <p className="mt-1 text-sm text-muted-foreground">{t('automation.step2.hint')}</p>
                <div className="mt-6 grid gap-8">
                  {contextQuestionIds.map((question) => (
                    <ContextQuestion
                      key={question}
                      question={question}
                      answers={state.answers}
                      labels={labels}
                      onAnswer={(answers) => setState((s) => ({ ...s, answers }))}
                    />
                  ))}
                </div>
              </div>
            )}
            <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
              {step === 2 ? (
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => setState((s) => ({ ...s, step: 1 }))}
                >
                  <ArrowLeft aria-hidden="true" />
                  {t('automation.back')}
                </Button>
              ) : (
                <span />
              )}
              <Button type="submit" disabled={!canAdvance(step, state.areas, state.answers)}>
                {step === 1 ? t('automation.continue') : t('automation.seeRecommendations')}
                <ArrowRight aria-hidden="true" />
              </Button>
            </div>
          </form>
          <SavedProgress started={state !== initialFinderState} onReset={reset} />
        </div>
      )}
    </ToolPage>
  );
}

function ContextQuestion<Q extends ContextQuestionId>({
  question,
  answers,
  labels,
  onAnswer,
}: {
  question: Q;
  answers: ContextAnswers;
  labels: ReturnType<typeof contextOptionLabels>;
  onAnswer(answers: ContextAnswers): void;
}) {
  const { t } = useTranslation('dashboard');
  const options: readonly ContextOption<Q>[] = contextQuestionOptions[question];
  const id: ContextQuestionId = question;
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-foreground">
        {t(`automation.questions.${id}.question`)}
      </legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <ChoiceCard
            key={option}
            type="radio"
            name={`finder-${question}`}
            value={option}
            checked={answers[question] === option}
            onChange={() => onAnswer({ ...answers, [question]: option })}
          >
            <span>{answerLine(labels, question, option)}</span>
          </ChoiceCard>
        ))}
      </div>
    </fieldset>
  );
}

function FinderResults({
  userId,
  fullName,
  state,
  headingRef,
  onRestart,
}: {
  userId: string;
  fullName: string;
  state: FinderState;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onRestart(): void;
}) {
  const { t } = useTranslation('dashboard');
  const { locale } = useLocale();
  const processes = recommendProcesses(state.areas);
  const hours = totalMonthlyHours(processes);
  const processNames = processes.map((process) => processTexts(process, t).name);

  const download = () => {
    const date = new Date();
    downloadTextFile(
      reportFileName('automation', date),
      automationReport({ areas: state.areas, answers: state.answers, t, locale, date }),
    );
    toast({
      title: t('toasts.reportDownloaded'),
      description: t('toasts.automationReportDescription'),
    });
  };

  const kpis = [
    {
      label: t('automation.results.processesFound'),
      value: formatNumber(processes.length, locale),
    },
    {
      label: t('automation.results.hoursSaved'),
      value: t('automation.results.hoursValue', { hours: formatNumber(hours, locale) }),
    },
    {
      label: t('automation.results.expectedRoi'),
      value: t('automation.results.roiValue', expectedFirstYearRoi),
    },
  ];

  return (
    <div className="grid gap-10">
      <section aria-labelledby="finder-results" className={cardVariants({ padding: 'lg' })}>
        <Heading id="finder-results" ref={headingRef} tabIndex={-1} className={focusTargetClass}>
          {t('automation.results.heading')}
        </Heading>
        <dl className="mt-6 grid gap-4 sm:grid-cols-3">
          {kpis.map((kpi) => (
            <div
              key={kpi.label}
              className="flex flex-col-reverse gap-1 rounded-lg bg-primary-subtle p-4"
            >
              <dt className="text-sm text-muted-foreground">{kpi.label}</dt>
              <dd className="text-3xl font-bold text-foreground">{kpi.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          {/* The PDF is the primary download, the spec's text file the secondary (issue 26 §5). */}
          <PdfReportButton
            userId={userId}
            fullName={fullName}
            report="automation"
            build={(context) =>
              automationPdfReport({ areas: state.areas, answers: state.answers }, context)
            }
          />
          <Button type="button" variant="secondary" onClick={download}>
            <Download aria-hidden="true" />
            {t('automation.results.download')}
          </Button>
          <Button type="button" variant="ghost" onClick={onRestart}>
            <RotateCcw aria-hidden="true" />
            {t('automation.results.restart')}
          </Button>
        </div>
      </section>

      <section aria-labelledby="finder-matrix" className={cardVariants()}>
        <Heading id="finder-matrix" size="h3" as="h2">
          {t('automation.matrix.heading')}
        </Heading>
        <p className="mt-1 text-sm text-muted-foreground">{t('automation.matrix.hint')}</p>
        <div className="mt-4">
          <ImpactEaseMatrix
            caption={t('automation.matrix.caption')}
            rowTitle={t('automation.matrix.rowTitle')}
            columnTitle={t('automation.matrix.complexityTitle')}
            rows={matrixLabels(t).rows}
            columns={matrixComplexities.map((c) => t(`automation.complexity.${c}`))}
            points={matrixPoints(processes)}
            pointLabel={(rank) =>
              t('automation.matrix.point', { rank, name: processNames[rank - 1] ?? '' })
            }
            emptyLabel={t('automation.matrix.empty')}
          />
        </div>
      </section>

      <section aria-labelledby="finder-processes">
        <Heading id="finder-processes">{t('automation.results.prioritized')}</Heading>
        <ol className="mt-6 grid gap-4 lg:grid-cols-2">
          {processes.map((process, index) => {
            const text = processTexts(process, t);
            return (
              <li key={process.id}>
                <article
                  aria-labelledby={`process-${process.id}`}
                  className={cardVariants({ className: 'flex h-full flex-col gap-3' })}
                >
                  <div className="flex items-start justify-between gap-3">
                    <h3 id={`process-${process.id}`} className="text-h3 text-foreground">
                      {text.name}
                    </h3>
                    <Badge>{t('automation.results.rank', { rank: index + 1 })}</Badge>
                  </div>
                  <p className="text-sm text-muted-foreground">{text.description}</p>
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                    {(
                      [
                        ['area', text.area],
                        ['complexity', text.complexity],
                        ['impact', text.impact],
                        ['time', text.time],
                        ['savings', text.savings],
                      ] as const
                    ).map(([key, value]) => (
                      <div key={key}>
                        <dt className="text-muted-foreground">{t(`automation.results.${key}`)}</dt>
                        <dd className="font-medium text-foreground">{value}</dd>
                      </div>
                    ))}
                  </dl>
                </article>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
