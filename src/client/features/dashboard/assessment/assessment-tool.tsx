import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  assessmentQuestions,
  isAssessmentComplete,
  type AssessmentOptionValue,
} from '#shared/tools/assessment.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Heading } from '#client/components/ui/heading.tsx';
import { ChoiceCard } from '#client/components/ui/choice-card.tsx';
import { useUserStoredState } from '#client/lib/user-storage.ts';
import { ProgressBar } from '#client/features/dashboard/progress-bar.tsx';
import {
  SavedProgress,
  ToolNextStep,
  ToolPage,
  focusTargetClass,
  useFocusedHeading,
  type ToolPageProps,
} from '#client/features/dashboard/tool-page.tsx';
import { assessmentInput } from '#client/features/dashboard/consultant/tool-result-input.ts';
import { AssessmentResults } from './assessment-results.tsx';
import {
  assessmentProgressPercent,
  assessmentStateSchema,
  initialAssessmentState,
} from './assessment-state.ts';

const lastIndex = assessmentQuestions.length - 1;

/**
 * /dashboard/assessment (spec 02 §2, §4): six questions one at a time; Previous disabled on the
 * first, Next disabled until answered, 'Ver Resultados' on the last; answers can be changed.
 */
export function AssessmentTool({ userId, fullName, nextStep }: ToolPageProps) {
  const { t } = useTranslation('dashboard');
  const [state, setState, reset] = useUserStoredState(
    userId,
    'assessment',
    assessmentStateSchema,
    initialAssessmentState,
  );
  const showingResults = state.showResults && isAssessmentComplete(state.answers);
  const headingRef = useFocusedHeading(showingResults ? 'results' : state.index);

  const question = assessmentQuestions[state.index] ?? assessmentQuestions[0];
  if (!question) return null;
  const answer = state.answers[question.id];
  const isLast = state.index === lastIndex;
  const total = assessmentQuestions.length;
  const percent = assessmentProgressPercent(state.answers);

  const choose = (value: AssessmentOptionValue) =>
    setState((s) => ({ ...s, answers: { ...s.answers, [question.id]: value } }));
  const next = () =>
    setState((s) =>
      s.index === lastIndex ? { ...s, showResults: true } : { ...s, index: s.index + 1 },
    );
  const previous = () => setState((s) => ({ ...s, index: Math.max(0, s.index - 1) }));

  return (
    <ToolPage>
      {showingResults ? (
        <AssessmentResults
          userId={userId}
          fullName={fullName}
          answers={state.answers}
          headingRef={headingRef}
          onReview={() => setState((s) => ({ ...s, index: 0, showResults: false }))}
          onRestart={reset}
          consultant={
            <ToolNextStep
              userId={userId}
              nextStep={nextStep}
              result={assessmentInput(state.answers)}
            />
          }
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
                <span className="block text-sm font-semibold tracking-wide text-link uppercase">
                  {t(`assessment.categories.${question.category}`)}
                </span>
                <Heading ref={headingRef} tabIndex={-1} className={`mt-1 ${focusTargetClass}`}>
                  {t(`assessment.questions.${question.id}.question`)}
                </Heading>
              </legend>
              <div className="mt-6 grid gap-3">
                {question.options.map((option) => (
                  <ChoiceCard
                    key={option.value}
                    type="radio"
                    name={`assessment-${question.id}`}
                    value={option.value}
                    checked={answer === option.value}
                    onChange={() => choose(option.value)}
                  >
                    <span>{t(`assessment.questions.${question.id}.options.${option.value}`)}</span>
                  </ChoiceCard>
                ))}
              </div>
            </fieldset>
            <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
              <Button
                type="button"
                variant="secondary"
                disabled={state.index === 0}
                onClick={previous}
              >
                <ArrowLeft aria-hidden="true" />
                {t('assessment.previous')}
              </Button>
              <Button type="submit" disabled={!answer}>
                {isLast ? t('assessment.seeResults') : t('assessment.next')}
                <ArrowRight aria-hidden="true" />
              </Button>
            </div>
          </form>
          <SavedProgress started={Object.keys(state.answers).length > 0} onReset={reset} />
        </div>
      )}
    </ToolPage>
  );
}
