import type { ServiceSlug } from '#shared/routes.ts';

export interface ServiceCtaEvent {
  name: 'demo_request' | 'service_engagement';
  params: Record<string, string>;
}

/**
 * What a service page's call to action records (spec 02 §2 "Service pages"): the automation page
 * counts as a demonstration request, the other three as engagement with that service.
 */
export function serviceCtaEvent(slug: ServiceSlug): ServiceCtaEvent {
  return slug === 'automacao-inteligente'
    ? { name: 'demo_request', params: { source: 'service', service: slug } }
    : { name: 'service_engagement', params: { service: slug } };
}
