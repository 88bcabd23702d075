import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../app/locale.tsx';
import { PageHeader } from '../../components/layout/page-header.tsx';
import type { BreadcrumbItem } from '../../components/layout/breadcrumbs.tsx';

/**
 * A page whose content is built by a later issue: its title and breadcrumb are real, so every link
 * of the site already lands somewhere meaningful.
 */
export function PageStub({ title, parents = [] }: { title: string; parents?: BreadcrumbItem[] }) {
  const { t } = useTranslation('navigation');
  const localize = useLocalizedPath();
  const trail: BreadcrumbItem[] = [
    { label: t('home'), href: localize('/') },
    ...parents,
    { label: title, current: true },
  ];
  return <PageHeader title={title} trail={trail} />;
}
