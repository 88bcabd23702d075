import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  forgotPasswordSchema,
  type ForgotPasswordData,
  type ForgotPasswordInput,
} from '#shared/schemas/forgot-password.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogFooter } from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useFieldError } from '#client/lib/field-error.ts';
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
            <Input {...a11y} type="email" autoComplete="email" {...form.register('email')} />
          )}
        </FormField>
        <DialogFooter className="mt-2">
          <Button type="button" variant="secondary" onClick={() => close(false)}>
            {t('forgot.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {mutation.isPending ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
