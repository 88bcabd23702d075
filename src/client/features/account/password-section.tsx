import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  changePasswordSchema,
  type ChangePasswordData,
  type ChangePasswordInput,
} from '#shared/schemas/account.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { errorMessage, serverFieldErrors } from '#client/lib/error-message.ts';
import { useFieldError } from '#client/lib/field-error.ts';
import { toast } from '#client/lib/toast.ts';
import { useChangePassword } from './account.queries.ts';
import { AccountSection } from './account-section.tsx';
import type { PasswordWidgets } from './widgets.ts';

const fields = ['currentPassword', 'password', 'confirmPassword'] as const;

/**
 * Issue "Account self-service" §1: current password required, strength meter, and every other
 * session signed out afterwards (the server does it; the session list is refreshed here).
 */
export function PasswordSection({ widgets }: { widgets: PasswordWidgets }) {
  const { PasswordInput, NewPasswordFields } = widgets;
  const { t } = useTranslation('account');
  const message = useFieldError();
  const form = useForm<ChangePasswordInput, unknown, ChangePasswordData>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const mutation = useChangePassword({
    onSuccess: (answer) => {
      form.reset();
      toast({ title: t('password.successTitle'), description: answer.message });
    },
    onError: (error) => {
      const fieldErrors = serverFieldErrors(error);
      for (const field of fields) {
        const first = fieldErrors[field]?.[0];
        if (first) form.setError(field, { message: first }, { shouldFocus: true });
      }
      toast({
        title: t('password.errorTitle'),
        description: errorMessage(error, t('password.errorTitle')),
        variant: 'destructive',
      });
    },
  });
  const { errors } = form.formState;

  return (
    <AccountSection
      id="password"
      title={t('password.title')}
      description={<p>{t('password.description')}</p>}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((data) => mutation.mutateAsync(data).catch(() => undefined))}
      >
        <FormField label={t('password.current')} error={message(errors.currentPassword?.message)}>
          {(a11y) => (
            <PasswordInput
              {...a11y}
              autoComplete="current-password"
              {...form.register('currentPassword')}
            />
          )}
        </FormField>
        <NewPasswordFields
          passwordLabel={t('password.new')}
          password={password}
          passwordField={form.register('password')}
          confirmField={form.register('confirmPassword')}
          passwordError={message(errors.password?.message)}
          confirmError={message(errors.confirmPassword?.message)}
        />
        <Button type="submit" className="sm:self-start" loading={mutation.isPending}>
          {mutation.isPending ? t('password.submitting') : t('password.submit')}
        </Button>
      </form>
    </AccountSection>
  );
}
