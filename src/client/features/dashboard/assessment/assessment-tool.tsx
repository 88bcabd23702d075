import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  assessmentCategories,
  assessmentOptionValues,
  assessmentQuestions,
  isAssessmentComplete,
} from '#shared/tools/assessment.ts';
import { useUserStoredState } from '#client/lib/user-storage.ts';
import { ArrowLeftIcon, ArrowRightIcon, RestartIcon } from '#client/features/dashboard/icons.tsx';
import { ProgressBar } from '#client/features/dashboard/progress-bar.tsx';
import {
  ToolPage,
  choiceCardClass,
  choiceInputClass,
  focusTargetClass,
  ghostButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
  useFocusOnChange,
} from '#client/features/dashboard/tool-page.tsx';
import { SendToConsultant } from '#client/features/dashboard/consultant/send-to-consultant.tsx';
import { assessmentInput } from '#client/features/dashboard/consultant/tool-result-input.ts';
import { AssessmentResults } from './assessment-results.tsx';

const lastIndex = assessmentQuestions.length - 1;

const stateSchema = z.object({
  index: z.number().int().min(0).max(lastIndex),
  answers: z.partialRecord(z.enum(assessmentCategories), z.enum(assessmentOptionValues)),
  showResults: z.boolean(),
});
export type AssessmentState = z.infer<typeof stateSchema>;
const initialState: AssessmentState = { index: 0, answers: {}, showResults: false };

/**
 * /dashboard/assessment (spec 02 §2, §4): six questions one at a time; Previous disabled on the
 * first, Next disabled until answered, 'Ver Resultados' on the last; answers can be changed.
 */
export function AssessmentTool({ userId }: { userId: string }) {
  const { t } = useTranslation('dashboard');
  const [state, setState, reset] = useUserStoredState(
    userId,
    'assessment',
    stateSchema,
    initialState,
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const showingResults = state.showResults && isAssessmentComplete(state.answers);
  useFocusOnChange(headingRef, showingResults ? 'results' : state.index);

  const question = assessmentQuestions[state.index] ?? assessmentQuestions[0];
  if (!question) return null;
  const answer = state.answers[question.id];
  const isLast = state.index === lastIndex;
  const total = assessmentQuestions.length;
  const percent = Math.round(((state.index + 1) / total) * 100);

  const choose = (value: (typeof assessmentOptionValues)[number]) =>
    setState((s) => ({ ...s, answers: { ...s.answers, [question.id]: value } }));
  const next = () =>
    setState((s) =>
      s.index === lastIndex ? { ...s, showResults: true } : { ...s, index: s.index + 1 },
    );
  const previous = () => setState((s) => ({ ...s, index: Math.max(0, s.index - 1) }));

  return (
    <ToolPage title={t('tools.assessment.title')} subtitle={t('assessment.subtitle')}>
      {showingResults ? (
        <AssessmentResults
          answers={state.answers}
          headingRef={headingRef}
          onReview={() => setState((s) => ({ ...s, index: 0, showResults: false }))}
          onRestart={reset}
          consultant={<SendToConsultant userId={userId} result={assessmentInput(state.answers)} />}
        />
      ) : (
        <div className="mx-auto max-w-3xl">
          <ProgressBar
            label={t('assessment.progress', { current: state.index + 1, total })}
            percent={percent}
            percentText={t('assessment.progressPercent', { percent })}
          />
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (answer) next();
            }}
          >
            <fieldset>
              <legend className="w-full">
                <span className="block text-sm font-semibold uppercase tracking-wide text-brand-600 dark:text-brand-50">
                  {t(`assessment.categories.${question.category}`)}
                </span>
                <h2
                  ref={headingRef}
                  tabIndex={-1}
                  className={`mt-1 text-2xl font-bold text-gray-900 dark:text-white ${focusTargetClass}`}
                >
                  {t(`assessment.questions.${question.id}.question`)}
                </h2>
              </legend>
              <div className="mt-6 grid gap-3">
                {question.options.map((option) => (
                  <label key={option.value} className={choiceCardClass}>
                    <input
                      type="radio"
                      name={`assessment-${question.id}`}
                      value={option.value}
                      checked={answer === option.value}
                      onChange={() => choose(option.value)}
                      className={choiceInputClass}
                    />
                    <span>{t(`assessment.questions.${question.id}.options.${option.value}`)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={state.index === 0}
                onClick={previous}
              >
                <ArrowLeftIcon className="size-4" />
                {t('assessment.previous')}
              </button>
              <button type="submit" className={primaryButtonClass} disabled={!answer}>
                {isLast ? t('assessment.seeResults') : t('assessment.next')}
                <ArrowRightIcon className="size-4" />
              </button>
            </div>
          </form>
          <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 pt-4 dark:border-gray-700">
            <p className="text-sm text-gray-600 dark:text-gray-400">{t('common.savedHint')}</p>
            {Object.keys(state.answers).length > 0 && (
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
