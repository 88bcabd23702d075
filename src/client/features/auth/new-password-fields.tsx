import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '#client/components/ui/form-field.tsx';
import { PasswordInput } from './password-input.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

/** A new password with its live strength meter, and its confirmation (registration, reset). */
export function NewPasswordFields({
  passwordLabel,
  password,
  passwordField,
  confirmField,
  passwordError,
  confirmError,
}: {
  passwordLabel: string;
  /** The value typed so far, for the meter. */
  password: string;
  passwordField: UseFormRegisterReturn;
  confirmField: UseFormRegisterReturn;
  passwordError?: string;
  confirmError?: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormField
        label={passwordLabel}
        error={passwordError}
        hint={<PasswordStrengthMeter password={password} />}
      >
        {(a11y) => <PasswordInput {...a11y} autoComplete="new-password" {...passwordField} />}
      </FormField>
      <FormField label={t('fields.confirmPassword')} error={confirmError}>
        {(a11y) => <PasswordInput {...a11y} autoComplete="new-password" {...confirmField} />}
      </FormField>
    </>
  );
}
