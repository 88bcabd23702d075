import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { deleteAccountSchema, type DeleteAccountInput } from '#shared/schemas/account.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogFooter } from '#client/components/ui/dialog.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { errorMessage, serverFieldErrors } from '#client/lib/error-message.ts';
import { useFieldError } from '#client/lib/field-error.ts';
import { useFirmFacts } from '#client/lib/firm-facts.tsx';
import { useDeleteAccount } from './account.queries.ts';
import { AccountSection } from './account-section.tsx';
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
  const { dataProtectionEmail } = useFirmFacts();
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
        <Alert variant="warning" className="mb-4">
          {t('delete.unverifiedNote', { email: dataProtectionEmail })}
        </Alert>
      )}
      <Button variant="destructive" onClick={() => setOpen(true)}>
        {t('delete.open')}
      </Button>
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
            <p role="alert" className="text-sm text-destructive-subtle-foreground">
              {errors.root.message}
            </p>
          )}
          <DialogFooter className="mt-2">
            <Button type="button" variant="secondary" onClick={() => close(false)}>
              {tc('actions.cancel')}
            </Button>
            <Button type="submit" variant="destructive" loading={mutation.isPending}>
              {mutation.isPending ? t('delete.deleting') : t('delete.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </Dialog>
    </AccountSection>
  );
}
