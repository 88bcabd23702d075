import { serviceSlugs, type ServiceSlug } from '#shared/routes.ts';
import { useLocalizedPath } from '#client/lib/locale.tsx';
import { NotFoundContent } from '#client/app/not-found-content.tsx';
import { ServiceDetail } from '#client/features/services/service-detail.tsx';
import type { Route } from './+types/service';

function isServiceSlug(value: string): value is ServiceSlug {
  return (serviceSlugs as readonly string[]).includes(value);
}

export default function Service({ params }: Route.ComponentProps) {
  const localize = useLocalizedPath();
  if (!isServiceSlug(params.slug)) return <NotFoundContent />;
  return (
    <ServiceDetail
      slug={params.slug}
      homeHref={localize('/')}
      servicesHref={localize('/servicos')}
      demoHref={localize('/demonstracao')}
    />
  );
}
