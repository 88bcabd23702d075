import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AccountProfile } from '#shared/schemas/account.ts';
import { Button } from '#client/components/ui/button.tsx';
import { CenteredSpinner } from '#client/components/ui/spinner.tsx';
import { accountQueryOptions } from './account.queries.ts';
import { DataSection } from './data-section.tsx';
import { DeleteSection } from './delete-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';
import type { PasswordWidgets } from './widgets.ts';

/**
 * "My account" (issue "Account self-service"): every LGPD right the person can exercise alone,
 * on one page. The route supplies what belongs to other features (password widgets, what to do
 * after a change); its title, intro and breadcrumb come from the portal layout.
 */
export function AccountPage({
  widgets,
  onProfileSaved,
  onDeleted,
}: {
  widgets: PasswordWidgets;
  onProfileSaved(profile: AccountProfile): void;
  onDeleted(message: string): void;
}) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const profile = useQuery(accountQueryOptions);

  if (profile.isPending) return <CenteredSpinner label={t('title')} />;
  if (profile.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3">
        <span className="text-destructive-subtle-foreground">{t('profile.loadError')}</span>
        <Button variant="secondary" onClick={() => void profile.refetch()}>
          {tc('actions.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <ProfileSection profile={profile.data} onSaved={onProfileSaved} />
      <PasswordSection widgets={widgets} />
      <div className="xl:col-span-2">
        <TwoFactorSection PasswordInput={widgets.PasswordInput} />
      </div>
      <div className="xl:col-span-2">
        <SessionsSection />
      </div>
      <div className="xl:col-span-2">
        <DataSection emailVerified={profile.data.emailVerified} />
      </div>
      <div className="xl:col-span-2">
        <DeleteSection
          emailVerified={profile.data.emailVerified}
          widgets={widgets}
          onDeleted={onDeleted}
        />
      </div>
    </div>
  );
}
