import { useTranslation } from 'react-i18next';
import { organization } from '../../../shared/organization.ts';
import { useLocalizedPath } from '../../app/locale.tsx';
import { PageHeader } from '../../components/layout/page-header.tsx';
import type { BreadcrumbItem } from '../../components/layout/breadcrumbs.tsx';

/** A dashboard page whose tool comes with the dashboard issue: title and trail Home > Dashboard > Tool. */
export function DashboardPageStub({ title }: { title?: string }) {
  const { t } = useTranslation('dashboard');
  const { t: tn } = useTranslation('navigation');
  const localize = useLocalizedPath();
  const trail: BreadcrumbItem[] = [
    { label: tn('home'), href: localize('/') },
    title ? { label: t('title'), href: '/dashboard' } : { label: t('title'), current: true },
    ...(title ? [{ label: title, current: true }] : []),
  ];
  const heading = title ?? t('title');
  return (
    <PageHeader title={heading} documentTitle={`${heading} | ${organization.name}`} trail={trail} />
  );
}
