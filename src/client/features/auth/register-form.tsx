import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { registerSchema, type RegisterData, type RegisterInput } from '#shared/schemas/register.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useFieldError } from '#client/lib/field-error.ts';
import { serverFieldErrors } from '#client/lib/error-message.ts';
import { useAuth } from './auth-provider.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

/** The form's fields are the schema's: a server message for any of them goes next to it. */
const fields = registerSchema.keyof().options;

export function RegisterForm({
  onSuccess,
  onSwitch,
  termsHref,
  privacyHref,
}: {
  onSuccess(): void;
  onSwitch(): void;
  termsHref: string;
  privacyHref: string;
}) {
  const { t } = useTranslation('auth');
  const { registerMutation } = useAuth();
  const form = useForm<RegisterInput, unknown, RegisterData>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    defaultValues: {
      fullName: '',
      email: '',
      password: '',
      confirmPassword: '',
      birthDate: '',
      cpf: '',
      phone: '',
      termsAccepted: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const pending = isSubmitting || registerMutation.isPending;
  const message = useFieldError();
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';

  const submit = form.handleSubmit(async (data) => {
    try {
      await registerMutation.mutateAsync(data);
      onSuccess();
    } catch (error) {
      // The server's per-field messages (e.g. e-mail already registered) go next to their field.
      const fieldErrors = serverFieldErrors(error);
      for (const field of fields) {
        const first = fieldErrors[field]?.[0];
        if (first) form.setError(field, { message: first });
      }
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-5"
      aria-labelledby="register-title"
    >
      <div className="flex flex-col gap-1.5">
        <h2 id="register-title" className="text-h2">
          {t('register.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('register.subtitle')}</p>
      </div>
      <FormField label={t('fields.fullName')} error={message(errors.fullName?.message)}>
        {(a11y) => <Input {...a11y} autoComplete="name" {...form.register('fullName')} />}
      </FormField>
      <FormField label={t('fields.email')} error={message(errors.email?.message)}>
        {(a11y) => (
          <Input {...a11y} type="email" autoComplete="email" {...form.register('email')} />
        )}
      </FormField>
      <NewPasswordFields
        passwordLabel={t('fields.password')}
        password={password}
        passwordField={form.register('password')}
        confirmField={form.register('confirmPassword')}
        passwordError={message(errors.password?.message)}
        confirmError={message(errors.confirmPassword?.message)}
      />
      <FormField label={t('fields.birthDate')} error={message(errors.birthDate?.message)}>
        {(a11y) => (
          <Input {...a11y} type="date" autoComplete="bday" {...form.register('birthDate')} />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('fields.cpf')} error={message(errors.cpf?.message)}>
          {(a11y) => (
            <Input
              {...a11y}
              inputMode="numeric"
              placeholder="000.000.000-00"
              {...form.register('cpf')}
            />
          )}
        </FormField>
        <FormField label={t('fields.phone')} error={message(errors.phone?.message)}>
          {(a11y) => <Input {...a11y} type="tel" autoComplete="tel" {...form.register('phone')} />}
        </FormField>
      </div>
      <div>
        <Checkbox
          aria-invalid={Boolean(errors.termsAccepted)}
          {...form.register('termsAccepted')}
          label={
            <Trans
              t={t}
              i18nKey="register.terms"
              components={{
                terms: (
                  <a
                    href={termsHref}
                    target="_blank"
                    rel="noopener"
                    className="font-medium text-link underline underline-offset-2"
                  />
                ),
                privacy: (
                  <a
                    href={privacyHref}
                    target="_blank"
                    rel="noopener"
                    className="font-medium text-link underline underline-offset-2"
                  />
                ),
              }}
            />
          }
        />
        {errors.termsAccepted?.message && (
          <p className="mt-1.5 text-sm text-destructive-subtle-foreground">
            {message(errors.termsAccepted.message)}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full" loading={pending}>
        {pending ? t('register.submitting') : t('register.submit')}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {t('register.haveAccount')}{' '}
        <Button type="button" variant="link" size="sm" onClick={onSwitch}>
          {t('register.switch')}
        </Button>
      </p>
    </form>
  );
}
