import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  updateProfileSchema,
  type AccountProfile,
  type UpdateProfileData,
  type UpdateProfileInput,
} from '#shared/schemas/account.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { errorMessage, serverFieldErrors } from '#client/lib/error-message.ts';
import { useFieldError } from '#client/lib/field-error.ts';
import { toast } from '#client/lib/toast.ts';
import { useUpdateProfile } from './account.queries.ts';
import { AccountSection } from './account-section.tsx';

const fields = ['fullName', 'phone'] as const;

/** Issue "Account self-service" §1: name and phone with the registration rules; e-mail shown. */
export function ProfileSection({
  profile,
  onSaved,
}: {
  profile: AccountProfile;
  /** The name is shown elsewhere too (the header): the caller refreshes what it must. */
  onSaved(profile: AccountProfile): void;
}) {
  const { t } = useTranslation('account');
  const message = useFieldError();
  const form = useForm<UpdateProfileInput, unknown, UpdateProfileData>({
    resolver: zodResolver(updateProfileSchema),
    mode: 'onTouched',
    defaultValues: { fullName: profile.fullName, phone: profile.phone ?? '' },
  });
  const mutation = useUpdateProfile({
    onSuccess: (saved) => {
      form.reset({ fullName: saved.fullName, phone: saved.phone ?? '' });
      toast({ title: t('profile.savedTitle'), description: t('profile.savedDescription') });
      onSaved(saved);
    },
    onError: (error) => {
      const fieldErrors = serverFieldErrors(error);
      for (const field of fields) {
        const first = fieldErrors[field]?.[0];
        if (first) form.setError(field, { message: first });
      }
      toast({
        title: t('profile.errorTitle'),
        description: errorMessage(error, t('profile.errorTitle')),
        variant: 'destructive',
      });
    },
  });
  const { errors } = form.formState;

  return (
    <AccountSection id="profile" title={t('profile.title')}>
      <dl className="mb-5 grid gap-1 text-sm">
        <dt className="font-medium text-foreground">{t('profile.email')}</dt>
        <dd className="flex flex-wrap items-center gap-2 text-foreground">
          <span className="break-all" data-testid="account-email">
            {profile.email}
          </span>
          <Badge variant={profile.emailVerified ? 'success' : 'warning'}>
            {profile.emailVerified ? t('profile.verified') : t('profile.unverified')}
          </Badge>
        </dd>
        <dd className="text-xs text-muted-foreground">{t('profile.emailHint')}</dd>
      </dl>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((data) => mutation.mutateAsync(data).catch(() => undefined))}
      >
        <FormField label={t('profile.fullName')} error={message(errors.fullName?.message)}>
          {(a11y) => <Input {...a11y} autoComplete="name" {...form.register('fullName')} />}
        </FormField>
        <FormField label={t('profile.phone')} error={message(errors.phone?.message)}>
          {(a11y) => <Input {...a11y} type="tel" autoComplete="tel" {...form.register('phone')} />}
        </FormField>
        <Button type="submit" className="sm:self-start" loading={mutation.isPending}>
          {mutation.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
      </form>
    </AccountSection>
  );
}
