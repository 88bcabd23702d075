import { useTranslation } from 'react-i18next';
import { technologySlugs, type TechnologySlug } from '../../shared/routes.ts';
import { useLocalizedPath } from '../app/locale.tsx';
import { NotFoundContent } from '../app/not-found-content.tsx';
import { PageStub } from '../features/marketing/page-stub.tsx';
import type { Route } from './+types/technology';

export default function Technology({ params }: Route.ComponentProps) {
  const { t } = useTranslation('technologies');
  const localize = useLocalizedPath();
  const slug = params.slug as TechnologySlug;
  if (!technologySlugs.includes(slug)) return <NotFoundContent />;
  return (
    <PageStub
      title={t(`items.${slug}.name`)}
      parents={[{ label: t('title'), href: localize('/technologies') }]}
    />
  );
}
