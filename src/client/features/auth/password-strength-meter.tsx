import { Check, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  passwordCriteria,
  passwordStrength,
  type PasswordCriteria,
} from '#shared/tools/password-strength.ts';

const criteriaOrder: (keyof PasswordCriteria)[] = [
  'length',
  'uppercase',
  'lowercase',
  'digit',
  'special',
];
const levelStyles = {
  weak: { bar: 'bg-level-weak', text: 'text-level-weak-foreground' },
  medium: { bar: 'bg-level-medium', text: 'text-level-medium-foreground' },
  good: { bar: 'bg-level-good', text: 'text-level-good-foreground' },
  strong: { bar: 'bg-level-strong', text: 'text-level-strong-foreground' },
} as const;

/**
 * Live strength meter and requirement checklist (spec 01 §5): score 0 shows nothing, 1–2 weak,
 * 3 medium, 4 good, 5 strong.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const { score, level } = passwordStrength(password);
  const criteria = passwordCriteria(password);
  return (
    <div className="mt-1" data-testid="password-strength">
      {level && (
        <div className="flex items-center gap-3">
          <div
            className="flex h-1.5 flex-1 gap-1"
            role="meter"
            aria-valuemin={0}
            aria-valuemax={5}
            aria-valuenow={score}
            aria-label={t('strength.label')}
            aria-valuetext={t(`strength.${level}`)}
          >
            {[1, 2, 3, 4, 5].map((step) => (
              <span
                key={step}
                className={`h-full flex-1 rounded-full ${step <= score ? levelStyles[level].bar : 'bg-muted'}`}
              />
            ))}
          </div>
          <span className={`text-xs font-semibold ${levelStyles[level].text}`}>
            {t(`strength.${level}`)}
          </span>
        </div>
      )}
      <ul
        className="mt-2 grid gap-1 text-xs sm:grid-cols-2"
        aria-label={t('strength.requirements')}
      >
        {criteriaOrder.map((key) => (
          <li
            key={key}
            className={`flex items-center gap-1.5 ${
              criteria[key] ? 'text-level-strong-foreground' : 'text-muted-foreground'
            }`}
            data-met={criteria[key]}
          >
            {criteria[key] ? (
              <Check aria-hidden="true" className="size-3.5 shrink-0" strokeWidth={3} />
            ) : (
              <Circle aria-hidden="true" className="size-3.5 shrink-0" />
            )}
            {t(`strength.criteria.${key}`)}
            <span className="sr-only">
              {' '}
              — {criteria[key] ? t('strength.met') : t('strength.notMet')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
