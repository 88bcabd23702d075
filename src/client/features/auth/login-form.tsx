import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loginSchema, type LoginData, type LoginInput } from '#shared/schemas/login.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useFieldError } from '#client/lib/field-error.ts';
import { useAuth } from './auth-provider.tsx';
import { PasswordInput } from './password-input.tsx';
import { SecondFactorForm } from './second-factor-form.tsx';

/**
 * Where a finished sign-in goes next: an administrator or editor without an authenticator enrols
 * first, in their own area (its guard offers the enrolment before anything else; decision 0029).
 */
export interface SignedIn {
  enrolAt: '/admin' | '/admin/content' | null;
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
        else if (!outcome.twoFactorSetupRequired) onSuccess({ enrolAt: null });
        else onSuccess({ enrolAt: outcome.user.isAdmin ? '/admin' : '/admin/content' });
      },
      () => undefined,
    );
  });

  if (secondFactor) {
    return (
      <SecondFactorForm
        onSuccess={() => onSuccess({ enrolAt: null })}
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
      className="flex flex-col gap-5"
      aria-labelledby="login-title"
    >
      <div className="flex flex-col gap-1.5">
        <h2 id="login-title" className="text-h2">
          {t('login.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('login.subtitle')}</p>
      </div>
      <FormField label={t('fields.email')} error={message(errors.email?.message)}>
        {(a11y) => (
          <Input {...a11y} type="email" autoComplete="email" {...form.register('email')} />
        )}
      </FormField>
      <FormField label={t('fields.password')} error={message(errors.password?.message)}>
        {(a11y) => (
          <PasswordInput {...a11y} autoComplete="current-password" {...form.register('password')} />
        )}
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Checkbox label={t('login.rememberMe')} {...form.register('rememberMe')} />
        <Button type="button" variant="link" size="sm" onClick={onForgot}>
          {t('login.forgot')}
        </Button>
      </div>
      <Button type="submit" size="lg" className="w-full" loading={pending}>
        {pending ? t('login.submitting') : t('login.submit')}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {t('login.noAccount')}{' '}
        <Button type="button" variant="link" size="sm" onClick={onSwitch}>
          {t('login.switch')}
        </Button>
      </p>
    </form>
  );
}
