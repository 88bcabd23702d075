import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  forgotPasswordSchema,
  type ForgotPasswordData,
  type ForgotPasswordInput,
} from '#shared/schemas/forgot-password.ts';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { FormField, primaryButtonClass, TextInput } from '#client/components/ui/form-field.tsx';
import { useFieldError } from '#client/lib/field-error.ts';
import { InlineSpinner } from '#client/components/ui/spinner.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';
import { useRequestPasswordReset } from './auth.queries.ts';

/** Spec 01 §2/§4: opens on click; closes on overlay, close or cancel; success toasts, closes, resets. */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const fieldError = useFieldError();
  const form = useForm<ForgotPasswordInput, unknown, ForgotPasswordData>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const mutation = useRequestPasswordReset({
    onSuccess: () => {
      toast({ title: t('forgot.successTitle'), description: t('forgot.successDescription') });
      form.reset();
      onOpenChange(false);
    },
    onError: (error) =>
      toast({
        title: t('forgot.errorTitle'),
        description: errorMessage(error, t('forgot.errorDefault')),
        variant: 'destructive',
      }),
  });
  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };
  const emailError = form.formState.errors.email?.message;

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('forgot.title')}
      description={t('forgot.description')}
      closeLabel={t('common:actions.close')}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((data) =>
          mutation.mutateAsync(data.email).catch(() => undefined),
        )}
      >
        <FormField label={t('fields.email')} error={fieldError(emailError)}>
          {(a11y) => (
            <TextInput {...a11y} type="email" autoComplete="email" {...form.register('email')} />
          )}
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={() => close(false)}
            className="rounded-md border border-gray-300 px-4 py-2.5 text-sm font-medium hover:bg-gray-100 dark:border-gray-600 dark:hover:bg-gray-800"
          >
            {t('forgot.cancel')}
          </button>
          <button
            type="submit"
            className={`${primaryButtonClass} sm:w-auto`}
            disabled={mutation.isPending}
          >
            {mutation.isPending && <InlineSpinner />}
            {mutation.isPending ? t('forgot.submitting') : t('forgot.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
