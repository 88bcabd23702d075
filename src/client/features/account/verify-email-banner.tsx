import { useTranslation } from 'react-i18next';
import { MailWarning } from 'lucide-react';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';
import { useResendVerification } from './account.queries.ts';

/**
 * Issue "Account self-service" §2: an unverified person may use the dashboard, with this reminder
 * and a way to have the link sent again (the server limits how often).
 */
export function VerifyEmailBanner({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const resend = useResendVerification({
    onSuccess: (answer) =>
      toast({ title: t('verification.sentTitle'), description: answer.message }),
    onError: (error) =>
      toast({
        title: t('verification.errorTitle'),
        description: errorMessage(error, t('verification.errorTitle')),
        variant: 'destructive',
      }),
  });
  return (
    <Alert
      variant="warning"
      role="region"
      aria-label={t('verification.bannerTitle')}
      className="mb-8 flex flex-wrap items-center justify-between gap-3 p-4 text-base"
      data-testid="verify-email-banner"
    >
      <div className="flex gap-3 text-sm">
        <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="grid gap-1">
          <p className="font-semibold">{t('verification.bannerTitle')}</p>
          <p>{t('verification.bannerText', { email })}</p>
        </div>
      </div>
      <Button
        variant="secondary"
        size="sm"
        loading={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? t('verification.resending') : t('verification.resend')}
      </Button>
    </Alert>
  );
}
