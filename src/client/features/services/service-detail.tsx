import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ServiceSlug } from '#shared/routes.ts';
import { Artwork } from '#client/components/brand/artwork.tsx';
import { CallToAction, callToActionButton } from '#client/components/brand/call-to-action.tsx';
import type { BreadcrumbItem } from '#client/components/layout/breadcrumbs.tsx';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#client/components/ui/card.tsx';
import { Section, SectionHeader } from '#client/components/ui/section.tsx';
import { trackEvent } from '#client/lib/analytics.ts';
import { serviceCtaEvent } from './service-analytics.ts';

interface ServiceDetailProps {
  slug: ServiceSlug;
  /** Links in the page's language (the route localizes them). */
  homeHref: string;
  servicesHref: string;
  demoHref: string;
}

/**
 * A service page (spec 02 §2 "Service pages"): badge, title, features, benefits, use cases with
 * industry tags and a call to action to /demonstracao. The lists come from the locale file, so
 * each language holds the same items in its own words (parity is checked by the locale test).
 */
export function ServiceDetail({ slug, homeHref, servicesHref, demoHref }: ServiceDetailProps) {
  const { t } = useTranslation('services');
  const { t: tNav } = useTranslation('navigation');
  const service = t(`items.${slug}`, { returnObjects: true });
  const cta = serviceCtaEvent(slug);
  const onCta = () => trackEvent(cta.name, cta.params);
  // Spec 02 §2 "Breadcrumbs": trails start at Home; every crumb before the page is a page that
  // exists (decision 0023), and the services overview now does (decision 0042).
  const trail: BreadcrumbItem[] = [
    { label: tNav('home'), href: homeHref },
    { label: t('overview.title'), href: servicesHref },
    { label: service.title, current: true },
  ];

  return (
    <>
      {/* PageHeader, like every page, so the document title stays in one place (the SEO layer). */}
      <PageHeader title={service.title} trail={trail}>
        <div className="grid items-center gap-10 pb-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
          <div>
            <Badge className="mt-4 text-sm whitespace-normal">{service.badge}</Badge>
            <p className="mt-5 max-w-3xl text-lead text-muted-foreground">{service.lead}</p>
            <Button asChild size="lg" className="mt-8">
              <Link to={demoHref} onClick={onCta}>
                {t('labels.demo')}
              </Link>
            </Button>
          </div>
          {/* The service's diagram; alt says the flow in words (decision 0041). */}
          <Artwork
            name={`service-${slug}`}
            alt={service.diagram}
            className="h-auto w-full max-w-md rounded-2xl shadow-card lg:max-w-none"
          />
        </div>
      </PageHeader>

      <Section aria-labelledby="service-features" tone="muted" className="mt-12">
        <SectionHeader id="service-features" title={t('labels.features')} />
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {Object.entries(service.features).map(([key, feature]) => (
            <li key={key}>
              <Card className="h-full">
                <CardTitle>{feature.title}</CardTitle>
                <CardDescription className="mt-2 text-base leading-relaxed">
                  {feature.description}
                </CardDescription>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="service-benefits">
        <SectionHeader id="service-benefits" title={t('labels.benefits')} />
        <ul className="mt-8 grid gap-4 md:grid-cols-2">
          {Object.entries(service.benefits).map(([key, benefit]) => (
            <li key={key} className="flex items-start gap-3 text-foreground">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-link" />
              <span className="leading-relaxed">{benefit}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="service-use-cases" tone="muted">
        <SectionHeader id="service-use-cases" title={t('labels.useCases')} />
        <ul className="mt-8 grid gap-6 lg:grid-cols-3">
          {Object.entries(service.useCases).map(([key, useCase]) => (
            <li key={key}>
              <Card className="flex h-full flex-col">
                <CardTitle>{useCase.title}</CardTitle>
                <CardDescription className="mt-2 flex-1 text-base leading-relaxed">
                  {useCase.description}
                </CardDescription>
                <ul aria-label={t('labels.industries')} className="mt-4 flex flex-wrap gap-2">
                  {Object.entries<string>(useCase.industries).map(([industry, label]) => (
                    <li key={industry}>
                      <Badge>{label}</Badge>
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction
        id="service-cta"
        title={service.cta.title}
        description={service.cta.description}
        className="py-section"
      >
        <Button asChild size="lg" className={callToActionButton.primary}>
          <Link to={demoHref} onClick={onCta}>
            {t('labels.demo')}
          </Link>
        </Button>
      </CallToAction>
    </>
  );
}
