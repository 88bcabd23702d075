import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { organization } from '#shared/organization.ts';
import { deleteAccountSchema, type DeleteAccountInput } from '#shared/schemas/account.ts';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { InlineSpinner } from '#client/components/ui/spinner.tsx';
import { errorMessage, serverFieldErrors } from '#client/lib/error-message.ts';
import { useFieldError } from '#client/lib/field-error.ts';
import { useDeleteAccount } from './account.queries.ts';
import { AccountSection, dangerButtonClass, secondaryButtonClass } from './account-section.tsx';
import type { PasswordWidgets } from './widgets.ts';

/**
 * Issue "Account self-service" §5: deletion confirmed by password. What happens next (sign-out,
 * the landing page, its toast) is the caller's, which receives the server's sentence.
 */
export function DeleteSection({
  emailVerified,
  widgets,
  onDeleted,
}: {
  emailVerified: boolean;
  widgets: Pick<PasswordWidgets, 'PasswordInput'>;
  onDeleted(message: string): void;
}) {
  const { PasswordInput } = widgets;
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const message = useFieldError();
  const [open, setOpen] = useState(false);
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });
  const mutation = useDeleteAccount({
    onSuccess: (answer) => onDeleted(answer.message),
    onError: (error) => {
      const passwordError = serverFieldErrors(error).password?.[0];
      // A wrong password belongs to its field; anything else (the last administrator) to the form.
      if (passwordError)
        form.setError('password', { message: passwordError }, { shouldFocus: true });
      else form.setError('root', { message: errorMessage(error, t('delete.errorTitle')) });
    },
  });
  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      mutation.reset();
    }
    setOpen(next);
  };
  const { errors } = form.formState;

  return (
    <AccountSection
      id="delete"
      tone="danger"
      title={t('delete.title')}
      description={<p>{t('delete.description')}</p>}
    >
      {!emailVerified && (
        <p className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t('delete.unverifiedNote', { email: organization.dataProtectionOfficer.email })}
        </p>
      )}
      <button type="button" className={dangerButtonClass} onClick={() => setOpen(true)}>
        {t('delete.open')}
      </button>
      <Dialog
        open={open}
        onOpenChange={close}
        title={t('delete.dialogTitle')}
        description={t('delete.dialogDescription')}
        closeLabel={tc('actions.close')}
      >
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit((data) =>
            mutation.mutateAsync(data.password).catch(() => undefined),
          )}
        >
          <FormField label={t('delete.password')} error={message(errors.password?.message)}>
            {(a11y) => (
              <PasswordInput
                {...a11y}
                autoComplete="current-password"
                {...form.register('password')}
              />
            )}
          </FormField>
          {errors.root?.message && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {errors.root.message}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className={secondaryButtonClass} onClick={() => close(false)}>
              {tc('actions.cancel')}
            </button>
            <button type="submit" className={dangerButtonClass} disabled={mutation.isPending}>
              {mutation.isPending && <InlineSpinner />}
              {mutation.isPending ? t('delete.deleting') : t('delete.confirm')}
            </button>
          </div>
        </form>
      </Dialog>
    </AccountSection>
  );
}
