import { isRoiFormComplete } from '#shared/tools/roi.ts';
import { useUserStoredState } from '#client/lib/user-storage.ts';
import {
  SavedProgress,
  ToolNextStep,
  ToolPage,
  useFocusedHeading,
  type ToolPageProps,
} from '#client/features/dashboard/tool-page.tsx';
import { CalculatorForm } from './calculator-form.tsx';
import { calculatorInput } from '#client/features/dashboard/consultant/tool-result-input.ts';
import { CalculatorResults } from './calculator-results.tsx';
import { calculatorStateSchema, initialCalculatorState } from './calculator-state.ts';

/**
 * /dashboard/calculator (spec 02 §2, §4): form view → 'Análise de ROI' on 'Calcular ROI'; the back
 * arrow returns to the form with every input kept.
 */
export function CalculatorTool({ userId, fullName, nextStep }: ToolPageProps) {
  const [state, setState, reset] = useUserStoredState(
    userId,
    'calculator',
    calculatorStateSchema,
    initialCalculatorState,
  );
  // The result view needs a complete form; a stored 'results' with incomplete inputs shows the form.
  const view = state.view === 'results' && isRoiFormComplete(state) ? 'results' : 'form';
  const headingRef = useFocusedHeading(view);

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
            <ToolNextStep userId={userId} nextStep={nextStep} result={calculatorInput(state)} />
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
          <SavedProgress started={state !== initialCalculatorState} onReset={reset} />
        </>
      )}
    </ToolPage>
  );
}
