import { Trans, useTranslation } from 'react-i18next';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { useFirmFacts } from '#client/lib/firm-facts.tsx';
import { toast } from '#client/lib/toast.ts';
import { useDownloadAccountData } from './account.queries.ts';
import { AccountSection } from './account-section.tsx';

const rights = ['access', 'correction', 'deletion'] as const;

/**
 * LGPD art. 18 in plain words, and "download my data" (art. 18 II and V, art. 19: a copy in a
 * format other software reads). Whatever the page cannot do goes to the data-protection officer.
 */
export function DataSection({ emailVerified }: { emailVerified: boolean }) {
  const { t } = useTranslation('account');
  const officer = { email: useFirmFacts().dataProtectionEmail };
  const download = useDownloadAccountData({
    onSuccess: () =>
      toast({ title: t('data.downloadedTitle'), description: t('data.downloadedDescription') }),
    onError: (error) =>
      toast({
        title: t('data.errorTitle'),
        description: errorMessage(error, t('data.errorTitle')),
        variant: 'destructive',
      }),
  });

  return (
    <AccountSection id="data" title={t('data.title')} description={<p>{t('data.description')}</p>}>
      <ul className="grid list-disc gap-2 pl-5 text-sm text-foreground">
        {rights.map((right) => (
          <li key={right}>{t(`data.rights.${right}`)}</li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-foreground">
        <Trans
          t={t}
          i18nKey="data.contact"
          values={{ email: officer.email }}
          components={{
            email: (
              <a
                href={`mailto:${officer.email}`}
                className="font-medium text-link underline underline-offset-2"
              />
            ),
          }}
        />
      </p>
      {!emailVerified && (
        <Alert variant="warning" className="mt-4">
          {t('data.leadsUnverified')}
        </Alert>
      )}
      <Button className="mt-5" loading={download.isPending} onClick={() => download.mutate()}>
        {download.isPending ? t('data.downloading') : t('data.download')}
      </Button>
    </AccountSection>
  );
}
