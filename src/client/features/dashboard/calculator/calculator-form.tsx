import { useTranslation } from 'react-i18next';
import { useLocale } from '#client/lib/locale.tsx';
import { FormField, inputClass } from '#client/components/ui/form-field.tsx';
import {
  aiSolutionIds,
  aiSolutions,
  isRoiCompanySize,
  isRoiFormComplete,
  roiCompanySizes,
  urgencyLevels,
  type AiSolutionId,
  type UrgencyLevel,
} from '#shared/tools/roi.ts';
import { formatMoney, formatNumber } from '#client/features/dashboard/format.ts';
import { CalculatorIcon } from '#client/features/dashboard/icons.tsx';
import {
  cardClass,
  choiceCardClass,
  choiceInputClass,
  focusTargetClass,
  primaryButtonClass,
} from '#client/features/dashboard/tool-page.tsx';
import type { CalculatorState } from './calculator-state.ts';
import type { RefObject } from 'react';

function isUrgency(value: string): value is UrgencyLevel {
  return (urgencyLevels as readonly string[]).includes(value);
}

/** 'Calculadora de ROI' form (spec 02 §2, §5): 'Calcular ROI' only when the form is complete. */
export function CalculatorForm({
  state,
  headingRef,
  onChange,
  onSubmit,
}: {
  state: CalculatorState;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onChange(update: (state: CalculatorState) => CalculatorState): void;
  onSubmit(): void;
}) {
  const { t } = useTranslation('dashboard');
  const { locale } = useLocale();
  const complete = isRoiFormComplete(state);
  const toggleSolution = (id: AiSolutionId) =>
    onChange((s) => ({
      ...s,
      selectedSolutions: s.selectedSolutions.includes(id)
        ? s.selectedSolutions.filter((x) => x !== id)
        : aiSolutionIds.filter((x) => x === id || s.selectedSolutions.includes(x)),
    }));

  return (
    <form
      aria-label={t('calculator.formTitle')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) onSubmit();
      }}
      className="grid gap-8"
    >
      <section aria-labelledby="calculator-company" className={cardClass}>
        <h2
          id="calculator-company"
          ref={headingRef}
          tabIndex={-1}
          className={`text-xl font-bold text-gray-900 dark:text-white ${focusTargetClass}`}
        >
          {t('calculator.companyHeading')}
        </h2>
        <div className="mt-4 grid gap-5 md:grid-cols-2">
          <FormField label={t('calculator.companySize')}>
            {(a11y) => (
              <select
                {...a11y}
                className={inputClass}
                value={state.companySize ?? ''}
                onChange={(e) => {
                  const value = e.target.value;
                  onChange((s) => ({ ...s, companySize: isRoiCompanySize(value) ? value : null }));
                }}
              >
                <option value="">{t('calculator.companySizePlaceholder')}</option>
                {roiCompanySizes.map((size) => (
                  <option key={size} value={size}>
                    {t(`calculator.sizes.${size}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t('calculator.urgency')}>
            {(a11y) => (
              <select
                {...a11y}
                className={inputClass}
                value={state.urgency ?? ''}
                onChange={(e) => {
                  const value = e.target.value;
                  onChange((s) => ({ ...s, urgency: isUrgency(value) ? value : null }));
                }}
              >
                <option value="">{t('calculator.urgencyPlaceholder')}</option>
                {urgencyLevels.map((level) => (
                  <option key={level} value={level}>
                    {t(`calculator.urgencyLevels.${level}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t('calculator.teamSize')} hint={t('calculator.teamSizeHint')}>
            {(a11y) => (
              <input
                {...a11y}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                maxLength={7}
                className={inputClass}
                value={state.teamSize}
                onChange={(e) => {
                  const teamSize = e.target.value;
                  onChange((s) => ({ ...s, teamSize }));
                }}
              />
            )}
          </FormField>
          <FormField label={t('calculator.hourlyRate')} hint={t('calculator.hourlyRateHint')}>
            {(a11y) => (
              <div className="relative">
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-gray-600 dark:text-gray-400"
                >
                  R$
                </span>
                <input
                  {...a11y}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={12}
                  className={`${inputClass} pl-10`}
                  value={state.hourlyRate}
                  onChange={(e) => {
                    const hourlyRate = e.target.value;
                    onChange((s) => ({ ...s, hourlyRate }));
                  }}
                />
              </div>
            )}
          </FormField>
        </div>
      </section>

      <section aria-labelledby="calculator-solutions" className={cardClass}>
        <fieldset>
          <legend>
            <h2
              id="calculator-solutions"
              className="text-xl font-bold text-gray-900 dark:text-white"
            >
              {t('calculator.solutionsHeading')}
            </h2>
            <span className="mt-1 block text-sm text-gray-700 dark:text-gray-300">
              {t('calculator.solutionsHint')}
            </span>
          </legend>
          <div className="mt-4 grid gap-3 md:grid-cols-2">
            {aiSolutionIds.map((id) => {
              const solution = aiSolutions[id];
              return (
                <label key={id} className={choiceCardClass}>
                  <input
                    type="checkbox"
                    checked={state.selectedSolutions.includes(id)}
                    onChange={() => toggleSolution(id)}
                    className={choiceInputClass}
                  />
                  <span className="grid gap-1">
                    <span className="font-semibold">{t(`calculator.solutions.${id}.name`)}</span>
                    <span className="text-gray-700 dark:text-gray-300">
                      {t(`calculator.solutions.${id}.description`)}
                    </span>
                    <span className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-gray-700 dark:text-gray-300">
                      <span>
                        {t('calculator.solutionFacts.from', {
                          price: formatMoney(solution.basePrice, locale),
                        })}
                      </span>
                      <span>
                        {t('calculator.solutionFacts.savings', {
                          hours: formatNumber(solution.timesSavings, locale),
                        })}
                      </span>
                      <span>
                        {t('calculator.solutionFacts.weeks', {
                          weeks: solution.implementationWeeks,
                        })}
                      </span>
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      </section>

      <div className="flex justify-end">
        <button type="submit" className={primaryButtonClass} disabled={!complete}>
          <CalculatorIcon className="size-4" />
          {t('calculator.submit')}
        </button>
      </div>
    </form>
  );
}
