import { ArrowRight, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serviceSlugs } from '#shared/routes.ts';
import { Artwork } from '#client/components/brand/artwork.tsx';
import { CallToAction, callToActionButton } from '#client/components/brand/call-to-action.tsx';
import type { BreadcrumbItem } from '#client/components/layout/breadcrumbs.tsx';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#client/components/ui/card.tsx';
import { Heading } from '#client/components/ui/heading.tsx';
import { Container, Section, SectionHeader } from '#client/components/ui/section.tsx';
import { trackEvent } from '#client/lib/analytics.ts';
import type { Localize } from '#client/lib/locale.tsx';

interface ServicesOverviewProps {
  /** Links in the page's language (the route localizes them). */
  localize: Localize;
}

const processSteps = ['diagnosis', 'build', 'launch', 'follow'] as const;
const dataPoints = ['roles', 'minimum', 'training', 'storage'] as const;

/**
 * /servicos (issue 14 §3, decision 0042): the four services, each with its diagram and a link to
 * its page, then how every project runs (stages and what each one delivers) and the data
 * protection stance. Proof comes from the method, never from invented clients or figures.
 */
export function ServicesOverview({ localize }: ServicesOverviewProps) {
  const { t } = useTranslation('services');
  const { t: tNav } = useTranslation('navigation');
  const trail: BreadcrumbItem[] = [
    { label: tNav('home'), href: localize('/') },
    { label: t('overview.title'), current: true },
  ];

  return (
    <>
      <div className="border-b border-border bg-linear-to-b from-primary-subtle to-background pb-12 md:pb-16">
        <PageHeader title={t('overview.title')} trail={trail}>
          <Badge variant="outline" className="mt-4 bg-surface whitespace-normal uppercase">
            {t('overview.badge')}
          </Badge>
          <p className="mt-4 max-w-3xl text-lead text-muted-foreground">{t('overview.intro')}</p>
        </PageHeader>
      </div>

      <Container className="py-12 md:py-16">
        <ul className="grid gap-6 md:grid-cols-2">
          {serviceSlugs.map((slug) => {
            const title = t(`items.${slug}.title`);
            return (
              <li key={slug}>
                <Card
                  interactive
                  padding="none"
                  data-testid={`service-card-${slug}`}
                  className="flex h-full flex-col overflow-hidden"
                >
                  <Artwork
                    name={`service-${slug}`}
                    alt={t(`items.${slug}.diagram`)}
                    className="h-auto w-full border-b border-border"
                  />
                  <div className="flex flex-1 flex-col p-5 sm:p-6">
                    <p className="text-xs font-semibold tracking-wide text-link uppercase">
                      {t(`items.${slug}.badge`)}
                    </p>
                    <CardTitle as="h2" className="mt-2 text-xl">
                      {title}
                    </CardTitle>
                    <CardDescription className="mt-3 flex-1 text-base leading-relaxed">
                      {t(`items.${slug}.lead`)}
                    </CardDescription>
                    <Link
                      to={localize(`/servicos/${slug}`)}
                      className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-link after:absolute after:inset-0 focus-visible:outline-none"
                    >
                      {t('overview.explore', { title })}
                      <ArrowRight aria-hidden="true" className="size-4" />
                    </Link>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      </Container>

      <Section
        id="como-trabalhamos"
        aria-labelledby="services-process"
        tone="muted"
        className="scroll-mt-20"
      >
        <SectionHeader
          id="services-process"
          title={t('overview.process.title')}
          description={t('overview.process.intro')}
        />
        <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {processSteps.map((step, index) => (
            <li key={step}>
              <Card className="flex h-full flex-col">
                <span
                  aria-hidden="true"
                  className="grid size-9 place-items-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <CardTitle className="mt-4">{t(`overview.process.steps.${step}.title`)}</CardTitle>
                <CardDescription className="mt-2 flex-1 leading-relaxed">
                  {t(`overview.process.steps.${step}.description`)}
                </CardDescription>
                <p className="mt-4 border-t border-border pt-4 text-sm text-foreground">
                  <span className="block text-xs font-semibold tracking-wide text-link uppercase">
                    {t('overview.process.deliverable')}
                  </span>
                  {t(`overview.process.steps.${step}.deliverable`)}
                </p>
              </Card>
            </li>
          ))}
        </ol>
      </Section>

      <Section aria-labelledby="services-data">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div>
            <Heading id="services-data">{t('overview.data.title')}</Heading>
            <p className="mt-3 text-lead text-muted-foreground">{t('overview.data.intro')}</p>
            <Button asChild variant="link" className="mt-6">
              <Link to={localize('/privacy-policy')}>{t('overview.data.privacy')}</Link>
            </Button>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {dataPoints.map((point) => (
              <li key={point}>
                <Card className="flex h-full gap-3 shadow-none">
                  <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-link" />
                  <span className="leading-relaxed">{t(`overview.data.points.${point}`)}</span>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <CallToAction
        id="services-cta"
        title={t('overview.cta.title')}
        description={t('overview.cta.description')}
        className="pb-section"
      >
        <Button asChild size="lg" className={callToActionButton.primary}>
          <Link
            to={localize('/demonstracao')}
            onClick={() => trackEvent('demo_request', { source: 'services_page' })}
          >
            {t('labels.demo')}
          </Link>
        </Button>
        <Button asChild size="lg" variant="secondary" className={callToActionButton.secondary}>
          <Link to={localize('/faq')}>{t('overview.cta.faq')}</Link>
        </Button>
      </CallToAction>
    </>
  );
}
