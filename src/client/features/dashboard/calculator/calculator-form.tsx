import { Calculator } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Heading } from '#client/components/ui/heading.tsx';
import { Input } from '#client/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { ChoiceCard } from '#client/components/ui/choice-card.tsx';
import { useLocale } from '#client/lib/locale.tsx';
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
import { formatMoney, formatNumber } from '#shared/format/locale-format.ts';
import { focusTargetClass } from '#client/features/dashboard/tool-page.tsx';
import type { CalculatorState } from './calculator-state.ts';

/** Radix items cannot have an empty value: this one stands for "no urgency" (optional, §5). */
const noUrgency = 'none';

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
      <section aria-labelledby="calculator-company" className={cardVariants()}>
        <Heading
          id="calculator-company"
          ref={headingRef}
          tabIndex={-1}
          size="h3"
          as="h2"
          className={focusTargetClass}
        >
          {t('calculator.companyHeading')}
        </Heading>
        <div className="mt-4 grid gap-5 md:grid-cols-2">
          <FormField label={t('calculator.companySize')}>
            {(a11y) => (
              <Select
                value={state.companySize ?? ''}
                onValueChange={(value) =>
                  onChange((s) => ({ ...s, companySize: isRoiCompanySize(value) ? value : null }))
                }
              >
                <SelectTrigger {...a11y}>
                  <SelectValue placeholder={t('calculator.companySizePlaceholder')} />
                </SelectTrigger>
                <SelectContent>
                  {roiCompanySizes.map((size) => (
                    <SelectItem key={size} value={size}>
                      {t(`calculator.sizes.${size}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <FormField label={t('calculator.urgency')}>
            {(a11y) => (
              <Select
                value={state.urgency ?? ''}
                onValueChange={(value) =>
                  onChange((s) => ({ ...s, urgency: isUrgency(value) ? value : null }))
                }
              >
                <SelectTrigger {...a11y}>
                  <SelectValue placeholder={t('calculator.urgencyPlaceholder')} />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={noUrgency}>{t('calculator.urgencyPlaceholder')}</SelectItem>
                  {urgencyLevels.map((level) => (
                    <SelectItem key={level} value={level}>
                      {t(`calculator.urgencyLevels.${level}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <FormField label={t('calculator.teamSize')} hint={t('calculator.teamSizeHint')}>
            {(a11y) => (
              <Input
                {...a11y}
                inputMode="numeric"
                autoComplete="off"
                maxLength={7}
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
                  className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
                >
                  R$
                </span>
                <Input
                  {...a11y}
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={12}
                  className="pl-10"
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

      <section aria-labelledby="calculator-solutions" className={cardVariants()}>
        <fieldset>
          <legend>
            <Heading id="calculator-solutions" size="h3" as="h2">
              {t('calculator.solutionsHeading')}
            </Heading>
            <span className="mt-1 block text-sm text-muted-foreground">
              {t('calculator.solutionsHint')}
            </span>
          </legend>
          <div className="mt-4 grid gap-3 md:grid-cols-2">
            {aiSolutionIds.map((id) => {
              const solution = aiSolutions[id];
              return (
                <ChoiceCard
                  key={id}
                  type="checkbox"
                  checked={state.selectedSolutions.includes(id)}
                  onChange={() => toggleSolution(id)}
                >
                  <span className="grid gap-1">
                    <span className="font-semibold">{t(`calculator.solutions.${id}.name`)}</span>
                    <span className="text-muted-foreground">
                      {t(`calculator.solutions.${id}.description`)}
                    </span>
                    <span className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
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
                </ChoiceCard>
              );
            })}
          </div>
        </fieldset>
      </section>

      <div className="flex justify-end">
        <Button type="submit" disabled={!complete}>
          <Calculator aria-hidden="true" />
          {t('calculator.submit')}
        </Button>
      </div>
    </form>
  );
}
