import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { useLocale, useLocalizedPath } from '#client/lib/locale.tsx';
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
import { formatNumber } from '#client/features/dashboard/format.ts';
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  DownloadIcon,
  RestartIcon,
} from '#client/features/dashboard/icons.tsx';
import { ProgressBar } from '#client/features/dashboard/progress-bar.tsx';
import {
  ToolPage,
  cardClass,
  choiceCardClass,
  choiceInputClass,
  focusTargetClass,
  ghostButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
  useFocusOnChange,
} from '#client/features/dashboard/tool-page.tsx';
import { SendToConsultant } from '#client/features/dashboard/consultant/send-to-consultant.tsx';
import { automationInput } from '#client/features/dashboard/consultant/tool-result-input.ts';
import {
  answerLine,
  automationReport,
  contextOptionLabels,
  processTexts,
} from './automation-report.ts';

const stateSchema = z.object({
  step: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  areas: z.array(z.enum(automationAreaIds)),
  answers: z.object({
    companySize: z.enum(contextQuestionOptions.companySize).optional(),
    manualArea: z.enum(contextQuestionOptions.manualArea).optional(),
    mainPain: z.enum(contextQuestionOptions.mainPain).optional(),
  }),
});
type FinderState = z.infer<typeof stateSchema>;
const initialState: FinderState = { step: 1, areas: [], answers: {} };

/**
 * /dashboard/automation (spec 02 §2, §4, §5): step 1 areas (at least one), step 2 the context
 * questions (all required), step 3 the processes ranked by impact and ease, with the report.
 */
export function AutomationTool({ userId }: { userId: string }) {
  const { t } = useTranslation('dashboard');
  const [state, setState, reset] = useUserStoredState(
    userId,
    'automation',
    stateSchema,
    initialState,
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A stored step 3 without what it needs (edited storage) falls back to the step that is missing.
  const step =
    state.step >= 2 && !canAdvance(1, state.areas, state.answers)
      ? 1
      : state.step === 3 && !canAdvance(2, state.areas, state.answers)
        ? 2
        : state.step;
  useFocusOnChange(headingRef, step);
  const labels = contextOptionLabels(t);
  const advance = () => setState((s) => ({ ...s, step: step === 1 ? 2 : 3 }));

  return (
    <ToolPage title={t('tools.automation.title')} subtitle={t('automation.subtitle')}>
      {step === 3 ? (
        <>
          <FinderResults state={state} headingRef={headingRef} onRestart={reset} />
          <div className="mt-10">
            <SendToConsultant
              userId={userId}
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
                  <h2
                    ref={headingRef}
                    tabIndex={-1}
                    className={`text-2xl font-bold text-gray-900 dark:text-white ${focusTargetClass}`}
                  >
                    {t('automation.step1.heading')}
                  </h2>
                  <span className="mt-1 block text-sm text-gray-700 dark:text-gray-300">
                    {t('automation.step1.hint')}
                  </span>
                </legend>
                <div className="mt-6 grid gap-3 sm:grid-cols-2">
                  {automationAreaIds.map((area) => (
                    <label key={area} className={choiceCardClass}>
                      <input
                        type="checkbox"
                        checked={state.areas.includes(area)}
                        onChange={() =>
                          setState((s) => ({ ...s, areas: toggleArea(s.areas, area) }))
                        }
                        className={choiceInputClass}
                      />
                      <span>
                        <span className="block font-semibold">
                          {t(`automation.areas.${area}.name`)}
                        </span>
                        <span className="block text-gray-700 dark:text-gray-300">
                          {t(`automation.areas.${area}.description`)}
                        </span>
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : (
              <div>
                <h2
                  ref={headingRef}
                  tabIndex={-1}
                  className={`text-2xl font-bold text-gray-900 dark:text-white ${focusTargetClass}`}
                >
                  {t('automation.step2.heading')}
                </h2>
                <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
                  {t('automation.step2.hint')}
                </p>
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
                <button
                  type="button"
                  className={secondaryButtonClass}
                  onClick={() => setState((s) => ({ ...s, step: 1 }))}
                >
                  <ArrowLeftIcon className="size-4" />
                  {t('automation.back')}
                </button>
              ) : (
                <span />
              )}
              <button
                type="submit"
                className={primaryButtonClass}
                disabled={!canAdvance(step, state.areas, state.answers)}
              >
                {step === 1 ? t('automation.continue') : t('automation.seeRecommendations')}
                <ArrowRightIcon className="size-4" />
              </button>
            </div>
          </form>
          <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 pt-4 dark:border-gray-700">
            <p className="text-sm text-gray-600 dark:text-gray-400">{t('common.savedHint')}</p>
            {state !== initialState && (
              <button type="button" className={ghostButtonClass} onClick={reset}>
                <RestartIcon className="size-4" />
                {t('common.startOver')}
              </button>
            )}
          </div>
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
      <legend className="text-lg font-semibold text-gray-900 dark:text-white">
        {t(`automation.questions.${id}.question`)}
      </legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option} className={choiceCardClass}>
            <input
              type="radio"
              name={`finder-${question}`}
              value={option}
              checked={answers[question] === option}
              onChange={() => onAnswer({ ...answers, [question]: option })}
              className={choiceInputClass}
            />
            <span>{answerLine(labels, question, option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function FinderResults({
  state,
  headingRef,
  onRestart,
}: {
  state: FinderState;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onRestart(): void;
}) {
  const { t } = useTranslation('dashboard');
  const { locale } = useLocale();
  const localize = useLocalizedPath();
  const processes = recommendProcesses(state.areas);
  const hours = totalMonthlyHours(processes);

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
      <section aria-labelledby="finder-results" className={`${cardClass} p-6 md:p-8`}>
        <h2
          id="finder-results"
          ref={headingRef}
          tabIndex={-1}
          className={`text-2xl font-bold text-gray-900 dark:text-white ${focusTargetClass}`}
        >
          {t('automation.results.heading')}
        </h2>
        <dl className="mt-6 grid gap-4 sm:grid-cols-3">
          {kpis.map((kpi) => (
            <div
              key={kpi.label}
              className="flex flex-col-reverse gap-1 rounded-lg bg-brand-50 p-4 dark:bg-gray-800"
            >
              <dt className="text-sm text-gray-700 dark:text-gray-300">{kpi.label}</dt>
              <dd className="text-3xl font-bold text-brand-900 dark:text-white">{kpi.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="button" className={primaryButtonClass} onClick={download}>
            <DownloadIcon className="size-4" />
            {t('automation.results.download')}
          </button>
          <Link to={localize('/demonstracao')} className={secondaryButtonClass}>
            {t('automation.results.schedule')}
          </Link>
          <button type="button" className={ghostButtonClass} onClick={onRestart}>
            <RestartIcon className="size-4" />
            {t('automation.results.restart')}
          </button>
        </div>
      </section>

      <section aria-labelledby="finder-processes">
        <h2 id="finder-processes" className="text-2xl font-bold text-gray-900 dark:text-white">
          {t('automation.results.prioritized')}
        </h2>
        <ol className="mt-6 grid gap-4 lg:grid-cols-2">
          {processes.map((process, index) => {
            const text = processTexts(process, t);
            return (
              <li key={process.id}>
                <article
                  aria-labelledby={`process-${process.id}`}
                  className={`${cardClass} flex h-full flex-col gap-3`}
                >
                  <div className="flex items-start justify-between gap-3">
                    <h3
                      id={`process-${process.id}`}
                      className="text-lg font-semibold text-gray-900 dark:text-white"
                    >
                      {text.name}
                    </h3>
                    <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-900 dark:bg-gray-800 dark:text-white">
                      {t('automation.results.rank', { rank: index + 1 })}
                    </span>
                  </div>
                  <p className="text-sm text-gray-700 dark:text-gray-300">{text.description}</p>
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
                        <dt className="text-gray-600 dark:text-gray-400">
                          {t(`automation.results.${key}`)}
                        </dt>
                        <dd className="font-medium text-gray-900 dark:text-white">{value}</dd>
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
