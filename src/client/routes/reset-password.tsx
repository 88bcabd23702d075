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
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Heading } from '#client/components/ui/heading.tsx';
import { useFieldError } from '#client/lib/field-error.ts';
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
    <div className="bg-muted px-gutter py-12 sm:py-20">
      <Card padding="lg" className="mx-auto w-full max-w-md">
        <title>{`${t('reset.title')} | ${organization.name}`}</title>
        <Heading size="h2" as="h1">
          {t('reset.title')}
        </Heading>
        {token ? (
          <form
            noValidate
            className="mt-6 flex flex-col gap-5"
            onSubmit={form.handleSubmit((data) =>
              mutation.mutateAsync(data).catch(() => undefined),
            )}
          >
            <p className="text-sm text-muted-foreground">{t('reset.description')}</p>
            <NewPasswordFields
              passwordLabel={t('fields.newPassword')}
              password={password}
              passwordField={form.register('password')}
              confirmField={form.register('confirmPassword')}
              passwordError={message(errors.password?.message)}
              confirmError={message(errors.confirmPassword?.message)}
            />
            <Button type="submit" size="lg" className="w-full" loading={mutation.isPending}>
              {mutation.isPending ? t('reset.submitting') : t('reset.submit')}
            </Button>
          </form>
        ) : (
          <p className="mt-6 text-muted-foreground" role="alert">
            {t('reset.missingToken')}
          </p>
        )}
        <p className="mt-6 text-sm">
          <Button asChild variant="link" size="sm">
            <Link to={localize('/auth')}>{t('reset.backToLogin')}</Link>
          </Button>
        </p>
      </Card>
    </div>
  );
}
