import { useTranslation } from 'react-i18next';
import { serviceSlugs, type ServiceSlug } from '../../shared/routes.ts';
import { NotFoundContent } from '../app/not-found-content.tsx';
import { PageStub } from '../features/marketing/page-stub.tsx';
import type { Route } from './+types/service';

export default function Service({ params }: Route.ComponentProps) {
  const { t } = useTranslation('services');
  const slug = params.slug as ServiceSlug;
  if (!serviceSlugs.includes(slug)) return <NotFoundContent />;
  return <PageStub title={t(`items.${slug}.title`)} />;
}
