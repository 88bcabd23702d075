import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  recoveryCodeSchema,
  totpCodeSchema,
  type TotpCodeData,
  type TotpCodeInput,
} from '#shared/schemas/two-factor.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { serverFieldErrors } from '#client/lib/error-message.ts';
import { useFieldError } from '#client/lib/field-error.ts';
import { useAuth } from './auth-provider.tsx';

/**
 * The second step of signing in to an account with two-factor sign-in (issue 12, decision 0029):
 * the code the authenticator app shows, or one of the recovery codes. The password step left only
 * a short-lived challenge cookie; a session exists once a code is accepted.
 */
export function SecondFactorForm({ onSuccess, onBack }: { onSuccess(): void; onBack(): void }) {
  const { t } = useTranslation('auth');
  const { secondFactorMutation } = useAuth();
  const [method, setMethod] = useState<'app' | 'recovery'>('app');
  const form = useForm<TotpCodeInput, unknown, TotpCodeData>({
    resolver: zodResolver(method === 'app' ? totpCodeSchema : recoveryCodeSchema),
    defaultValues: { code: '' },
  });
  const { errors } = form.formState;
  const message = useFieldError();
  const { reset, setFocus } = form;

  // Cleared when the method is switched, not in an effect after the new field is drawn: an
  // effect ran after the paint and wiped a code typed or pasted at once (a flaky journey showed it).
  const switchMethod = () => {
    reset({ code: '' });
    setMethod(method === 'app' ? 'recovery' : 'app');
  };
  useEffect(() => {
    setFocus('code');
  }, [method, setFocus]);

  const submit = form.handleSubmit(async ({ code }) => {
    await secondFactorMutation.mutateAsync({ method, code }).then(onSuccess, (error: unknown) => {
      const first = serverFieldErrors(error).code?.[0];
      if (first) form.setError('code', { message: first }, { shouldFocus: true });
    });
  });

  const app = method === 'app';
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="second-factor-title"
    >
      <h2 id="second-factor-title" className="text-2xl font-bold text-foreground">
        {app ? t('twoFactor.title') : t('twoFactor.recoveryTitle')}
      </h2>
      <p className="-mt-2 text-sm text-muted-foreground">
        {app ? t('twoFactor.subtitle') : t('twoFactor.recoverySubtitle')}
      </p>
      <FormField
        label={app ? t('twoFactor.code') : t('twoFactor.recoveryCode')}
        error={message(errors.code?.message)}
      >
        {(a11y) => (
          <Input
            {...a11y}
            key={method}
            className="font-mono tracking-widest"
            {...(app
              ? { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 12 }
              : { autoComplete: 'off', autoCapitalize: 'off', spellCheck: false, maxLength: 40 })}
            {...form.register('code')}
          />
        )}
      </FormField>
      <Button type="submit" className="w-full" loading={secondFactorMutation.isPending}>
        {secondFactorMutation.isPending ? t('twoFactor.submitting') : t('twoFactor.submit')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button type="button" variant="link" size="sm" onClick={switchMethod}>
          {app ? t('twoFactor.useRecovery') : t('twoFactor.useApp')}
        </Button>
        <Button type="button" variant="link" size="sm" onClick={onBack}>
          {t('twoFactor.back')}
        </Button>
      </div>
    </form>
  );
}
