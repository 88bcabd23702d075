import type { ToolResultInput } from '#shared/schemas/tool-result.ts';
import type { ReactNode } from 'react';
import { RotateCcw } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isRoiFormComplete } from '#shared/tools/roi.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useUserStoredState } from '#client/lib/user-storage.ts';
import { ToolPage, useFocusOnChange } from '#client/features/dashboard/tool-page.tsx';
import { CalculatorForm } from './calculator-form.tsx';
import { SendToConsultant } from '#client/features/dashboard/consultant/send-to-consultant.tsx';
import { calculatorInput } from '#client/features/dashboard/consultant/tool-result-input.ts';
import { CalculatorResults } from './calculator-results.tsx';
import { calculatorStateSchema, initialCalculatorState } from './calculator-state.ts';

/**
 * /dashboard/calculator (spec 02 §2, §4): form view → 'Análise de ROI' on 'Calcular ROI'; the back
 * arrow returns to the form with every input kept.
 */
export function CalculatorTool({
  userId,
  fullName,
  nextStep,
}: {
  userId: string;
  fullName: string;
  /**
   * The result's one next step (issue 26 §3), given by the route that may put another feature
   * there (issue 25 §2: booking a call about this result); "send to a consultant" otherwise.
   */
  nextStep?: (result: ToolResultInput) => ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const [state, setState, reset] = useUserStoredState(
    userId,
    'calculator',
    calculatorStateSchema,
    initialCalculatorState,
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The result view needs a complete form; a stored 'results' with incomplete inputs shows the form.
  const view = state.view === 'results' && isRoiFormComplete(state) ? 'results' : 'form';
  useFocusOnChange(headingRef, view);

  return (
    <ToolPage>
      {view === 'results' ? (
        <>
          <CalculatorResults
            userId={userId}
            fullName={fullName}
            state={state}
            headingRef={headingRef}
            onBack={() => setState((s) => ({ ...s, view: 'form' }))}
            onRestart={reset}
          />
          <div className="mt-10">
            {nextStep ? (
              nextStep(calculatorInput(state))
            ) : (
              <SendToConsultant userId={userId} result={calculatorInput(state)} />
            )}
          </div>
        </>
      ) : (
        <>
          <CalculatorForm
            state={state}
            headingRef={headingRef}
            onChange={setState}
            onSubmit={() => setState((s) => ({ ...s, view: 'results' }))}
          />
          <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
            <p className="text-sm text-muted-foreground">{t('common.savedHint')}</p>
            {state !== initialCalculatorState && (
              <Button type="button" variant="ghost" onClick={reset}>
                <RotateCcw aria-hidden="true" />
                {t('common.startOver')}
              </Button>
            )}
          </div>
        </>
      )}
    </ToolPage>
  );
}
