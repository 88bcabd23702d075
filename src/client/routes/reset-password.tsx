import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { organization } from '#shared/organization.ts';
import {
  resetPasswordSchema,
  type ResetPasswordData,
  type ResetPasswordInput,
} from '#shared/schemas/reset-password.ts';
import { useLocalizedPath } from '#client/lib/locale.tsx';
import { linkButtonClass, primaryButtonClass } from '#client/components/ui/form-field.tsx';
import { useFieldError } from '#client/lib/field-error.ts';
import { InlineSpinner } from '#client/components/ui/spinner.tsx';
import { useResetPassword } from '#client/features/auth/auth.queries.ts';
import { NewPasswordFields } from '#client/features/auth/new-password-fields.tsx';
import { fullPageRedirect } from '#client/features/auth/redirect.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';

/** Completes recovery with the token from the e-mailed link (foundation issue, spec 01 §4). */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const localize = useLocalizedPath();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const form = useForm<ResetPasswordInput, unknown, ResetPasswordData>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const mutation = useResetPassword({
    onSuccess: (answer) => {
      toast({ title: t('reset.successTitle'), description: answer.message });
      fullPageRedirect(localize('/auth'));
    },
    onError: (error) =>
      toast({
        title: t('reset.errorTitle'),
        description: errorMessage(error, t('reset.errorDefault')),
        variant: 'destructive',
      }),
  });
  const { errors } = form.formState;
  const message = useFieldError();
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <title>{`${t('reset.title')} | ${organization.name}`}</title>
      <h1 className="text-2xl font-bold text-gray-900 dark:text-white">{t('reset.title')}</h1>
      {token ? (
        <form
          noValidate
          className="mt-6 flex flex-col gap-4"
          onSubmit={form.handleSubmit((data) => mutation.mutateAsync(data).catch(() => undefined))}
        >
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('reset.description')}</p>
          <NewPasswordFields
            passwordLabel={t('fields.newPassword')}
            password={password}
            passwordField={form.register('password')}
            confirmField={form.register('confirmPassword')}
            passwordError={message(errors.password?.message)}
            confirmError={message(errors.confirmPassword?.message)}
          />
          <button type="submit" className={primaryButtonClass} disabled={mutation.isPending}>
            {mutation.isPending && <InlineSpinner />}
            {mutation.isPending ? t('reset.submitting') : t('reset.submit')}
          </button>
        </form>
      ) : (
        <p className="mt-6 text-gray-700 dark:text-gray-300" role="alert">
          {t('reset.missingToken')}
        </p>
      )}
      <p className="mt-6 text-sm">
        <Link to={localize('/auth')} className={linkButtonClass}>
          {t('reset.backToLogin')}
        </Link>
      </p>
    </div>
  );
}
