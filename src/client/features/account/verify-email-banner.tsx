import { useTranslation } from 'react-i18next';
import { InlineSpinner } from '#client/components/ui/spinner.tsx';
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
    <div className="mx-auto max-w-7xl px-4 pt-6">
      <section
        aria-label={t('verification.bannerTitle')}
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
        data-testid="verify-email-banner"
      >
        <div className="grid gap-1 text-sm">
          <p className="font-semibold">{t('verification.bannerTitle')}</p>
          <p>{t('verification.bannerText', { email })}</p>
        </div>
        <button
          type="button"
          className="inline-flex items-center justify-center gap-2 rounded-md border border-amber-500 bg-white px-4 py-2 text-sm font-medium text-amber-950 hover:bg-amber-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-700 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {resend.isPending && <InlineSpinner />}
          {resend.isPending ? t('verification.resending') : t('verification.resend')}
        </button>
      </section>
    </div>
  );
}
