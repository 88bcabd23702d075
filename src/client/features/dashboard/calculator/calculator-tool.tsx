import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isRoiFormComplete } from '#shared/tools/roi.ts';
import { useUserStoredState } from '#client/lib/user-storage.ts';
import { RestartIcon } from '#client/features/dashboard/icons.tsx';
import {
  ToolPage,
  ghostButtonClass,
  useFocusOnChange,
} from '#client/features/dashboard/tool-page.tsx';
import { CalculatorForm } from './calculator-form.tsx';
import { SendToConsultant } from '#client/features/dashboard/consultant/send-to-consultant.tsx';
import { calculatorInput } from '#client/features/dashboard/consultant/tool-result-input.ts';
import { CalculatorResults } from './calculator-results.tsx';
import { calculatorStateSchema, initialCalculatorState } from './calculator-state.ts';

/**
 * /dashboard/calculator (spec 02 §2, §4): form view → 'Análise de ROI' on 'Calcular ROI'; the back
 * arrow returns to the form with every input kept.
 */
export function CalculatorTool({ userId }: { userId: string }) {
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
    <ToolPage title={t('tools.calculator.title')} subtitle={t('calculator.subtitle')}>
      {view === 'results' ? (
        <>
          <CalculatorResults
            state={state}
            headingRef={headingRef}
            onBack={() => setState((s) => ({ ...s, view: 'form' }))}
            onRestart={reset}
          />
          <div className="mt-10">
            <SendToConsultant userId={userId} result={calculatorInput(state)} />
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
          <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 pt-4 dark:border-gray-700">
            <p className="text-sm text-gray-600 dark:text-gray-400">{t('common.savedHint')}</p>
            {state !== initialCalculatorState && (
              <button type="button" className={ghostButtonClass} onClick={reset}>
                <RestartIcon className="size-4" />
                {t('common.startOver')}
              </button>
            )}
          </div>
        </>
      )}
    </ToolPage>
  );
}
