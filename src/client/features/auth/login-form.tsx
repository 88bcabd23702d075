import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loginSchema, type LoginData, type LoginInput } from '#shared/schemas/login.ts';
import {
  FormField,
  linkButtonClass,
  primaryButtonClass,
  TextInput,
} from '#client/components/ui/form-field.tsx';
import { useFieldError } from '#client/lib/field-error.ts';
import { InlineSpinner } from '#client/components/ui/spinner.tsx';
import { useAuth } from './auth-provider.tsx';
import { PasswordInput } from './password-input.tsx';
import { SecondFactorForm } from './second-factor-form.tsx';

/** Where a finished sign-in goes next: an administrator without an authenticator enrols first. */
export interface SignedIn {
  twoFactorSetupRequired: boolean;
}

export function LoginForm({
  onSuccess,
  onSwitch,
  onForgot,
}: {
  onSuccess(signedIn: SignedIn): void;
  onSwitch(): void;
  onForgot(): void;
}) {
  const { t } = useTranslation('auth');
  const { loginMutation } = useAuth();
  // No defaultValues: the prerendered fields start empty anyway, and without them the form adopts
  // what a visitor typed before the app hydrated (decision 0007) instead of erasing it.
  const form = useForm<LoginInput, unknown, LoginData>({ resolver: zodResolver(loginSchema) });
  const { errors, isSubmitting } = form.formState;
  const pending = isSubmitting || loginMutation.isPending;
  const message = useFieldError();
  const [secondFactor, setSecondFactor] = useState(false);

  const submit = form.handleSubmit(async (data) => {
    await loginMutation.mutateAsync(data).then(
      (outcome) => {
        if (outcome.kind === 'second-factor') setSecondFactor(true);
        else onSuccess({ twoFactorSetupRequired: outcome.twoFactorSetupRequired });
      },
      () => undefined,
    );
  });

  if (secondFactor) {
    return (
      <SecondFactorForm
        onSuccess={() => onSuccess({ twoFactorSetupRequired: false })}
        onBack={() => {
          form.resetField('password');
          setSecondFactor(false);
        }}
      />
    );
  }

  return (
    <form
      // Without JavaScript the browser posts the form (nothing lands in an address or a log).
      method="post"
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="login-title"
    >
      <h2 id="login-title" className="text-2xl font-bold text-gray-900 dark:text-white">
        {t('login.title')}
      </h2>
      <p className="-mt-2 text-sm text-gray-600 dark:text-gray-300">{t('login.subtitle')}</p>
      <FormField label={t('fields.email')} error={message(errors.email?.message)}>
        {(a11y) => (
          <TextInput {...a11y} type="email" autoComplete="email" {...form.register('email')} />
        )}
      </FormField>
      <FormField label={t('fields.password')} error={message(errors.password?.message)}>
        {(a11y) => (
          <PasswordInput {...a11y} autoComplete="current-password" {...form.register('password')} />
        )}
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex items-center gap-2 text-sm text-gray-800 dark:text-gray-200">
          <input
            type="checkbox"
            className="size-4 rounded border-gray-400 accent-brand-600"
            {...form.register('rememberMe')}
          />
          {t('login.rememberMe')}
        </label>
        <button type="button" className={linkButtonClass} onClick={onForgot}>
          {t('login.forgot')}
        </button>
      </div>
      <button type="submit" className={primaryButtonClass} disabled={pending}>
        {pending && <InlineSpinner />}
        {pending ? t('login.submitting') : t('login.submit')}
      </button>
      <p className="text-center text-sm text-gray-700 dark:text-gray-300">
        {t('login.noAccount')}{' '}
        <button type="button" className={linkButtonClass} onClick={onSwitch}>
          {t('login.switch')}
        </button>
      </p>
    </form>
  );
}
