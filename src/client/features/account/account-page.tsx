import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { organization } from '#shared/organization.ts';
import type { AccountProfile } from '#shared/schemas/account.ts';
import type { BreadcrumbItem } from '#client/components/layout/breadcrumbs.tsx';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { CenteredSpinner } from '#client/components/ui/spinner.tsx';
import { accountQueryOptions } from './account.queries.ts';
import { secondaryButtonClass } from './account-section.tsx';
import { DataSection } from './data-section.tsx';
import { DeleteSection } from './delete-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';
import type { PasswordWidgets } from './widgets.ts';

/**
 * "My account" (issue "Account self-service"): every LGPD right the person can exercise alone,
 * on one page. The route supplies what belongs to other features (password widgets, the
 * session's user, where to go after deletion).
 */
export function AccountPage({
  trail,
  widgets,
  onProfileSaved,
  onDeleted,
}: {
  /** Breadcrumb items before this page (Home, Dashboard). */
  trail: BreadcrumbItem[];
  widgets: PasswordWidgets;
  onProfileSaved(profile: AccountProfile): void;
  onDeleted(message: string): void;
}) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const profile = useQuery(accountQueryOptions);

  return (
    <>
      <PageHeader
        title={t('title')}
        documentTitle={`${t('title')} | ${organization.name}`}
        trail={[...trail, { label: t('title'), current: true }]}
      >
        <p className="mt-2 max-w-3xl text-gray-700 dark:text-gray-300">{t('subtitle')}</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pb-16 pt-8">
        {profile.isPending ? (
          <CenteredSpinner label={t('title')} />
        ) : profile.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3">
            <span className="text-red-700 dark:text-red-400">{t('profile.loadError')}</span>
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => void profile.refetch()}
            >
              {tc('actions.retry')}
            </button>
          </div>
        ) : (
          <div className="grid gap-6 lg:grid-cols-2">
            <ProfileSection profile={profile.data} onSaved={onProfileSaved} />
            <PasswordSection widgets={widgets} />
            <div className="lg:col-span-2">
              <TwoFactorSection PasswordInput={widgets.PasswordInput} />
            </div>
            <div className="lg:col-span-2">
              <SessionsSection />
            </div>
            <div className="lg:col-span-2">
              <DataSection emailVerified={profile.data.emailVerified} />
            </div>
            <div className="lg:col-span-2">
              <DeleteSection
                emailVerified={profile.data.emailVerified}
                widgets={widgets}
                onDeleted={onDeleted}
              />
            </div>
          </div>
        )}
      </div>
    </>
  );
}
