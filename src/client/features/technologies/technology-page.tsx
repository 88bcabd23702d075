import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TechnologySlug } from '#shared/routes.ts';
import { useLocalizedPath } from '#client/lib/locale.tsx';
import { CallToAction, callToActionButton } from '#client/components/brand/call-to-action.tsx';
import type { BreadcrumbItem } from '#client/components/layout/breadcrumbs.tsx';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { CardDescription, CardTitle, Card, cardVariants } from '#client/components/ui/card.tsx';
import { Section, SectionHeader } from '#client/components/ui/section.tsx';
import { cn } from '#client/lib/cn.ts';
import { TechnologyMark } from '#client/components/brand/technology-mark.tsx';
import { TrademarkNotice } from '#client/components/brand/trademark-notice.tsx';

/**
 * /tecnologias/{slug} (spec 02 §2 "Technology pages"): hero, feature grid, use-case grid (a sector
 * grid for Vertical AI), 'why choose' checklist and the call to action. The name, category and
 * meta are the listing's (`technologies:items.<slug>`); the rest is the page's own
 * (`technology-pages:items.<slug>`, whose shape decides which grid is shown), a namespace the
 * listing does not embed, so a visit from the listing loads it here (decision 0141).
 */
export function TechnologyPage({ slug }: { slug: TechnologySlug }) {
  const { t: tList } = useTranslation('technologies');
  const { t } = useTranslation('technology-pages');
  const { t: tNav } = useTranslation('navigation');
  const localize = useLocalizedPath();
  const { name, category } = tList(`items.${slug}`, { returnObjects: true });
  const item = t(`items.${slug}`, { returnObjects: true });
  // Predefined trail of the technology pages (spec 02 §2 "Breadcrumbs"): Home > Tecnologias > name.
  const trail: BreadcrumbItem[] = [
    { label: tNav('home'), href: localize('/') },
    { label: tList('title'), href: localize('/technologies') },
    { label: name, current: true },
  ];

  return (
    <>
      <div className="border-b border-border bg-linear-to-b from-primary-subtle to-background">
        {/* No documentTitle: titles and meta tags come from the page-metadata table (`items.<slug>.meta`). */}
        <PageHeader title={name} trail={trail}>
          <div className="grid gap-6 pb-12 md:grid-cols-[1fr_auto] md:items-start md:gap-8 md:pb-16">
            <div>
              <Badge variant="outline" className="mt-4 bg-surface whitespace-normal uppercase">
                {category}
              </Badge>
              <p className="mt-5 max-w-3xl text-xl leading-snug font-medium text-foreground md:text-2xl">
                {item.headline}
              </p>
              <p className="mt-4 max-w-3xl text-base leading-relaxed text-muted-foreground md:text-lg">
                {item.intro}
              </p>
            </div>
            {/* First on a phone, beside the text from md up: the same mark as everywhere (0040). */}
            <div className="order-first mt-4 md:order-none md:mt-0">
              <TechnologyMark slug={slug} size="lg" />
            </div>
          </div>
        </PageHeader>
      </div>

      <Section aria-labelledby="technology-features">
        <SectionHeader
          id="technology-features"
          title={t('detail.featuresTitle')}
          description={t('detail.featuresIntro', { name })}
        />
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {Object.entries(item.features).map(([key, feature]) => (
            <li key={key}>
              <Card className="h-full shadow-none">
                <CardTitle>{feature.title}</CardTitle>
                <CardDescription className="mt-2 leading-relaxed">
                  {feature.description}
                </CardDescription>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      {'sectors' in item ? (
        <Section aria-labelledby="technology-sectors" tone="muted">
          <SectionHeader
            id="technology-sectors"
            title={t('detail.sectorsTitle')}
            description={t('detail.sectorsIntro')}
          />
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="sector-grid">
            {Object.entries(item.sectors).map(([key, sector]) => (
              <li key={key}>
                <ShowcaseCard
                  title={sector.title}
                  description={sector.description}
                  points={Object.values(sector.examples)}
                />
              </li>
            ))}
          </ul>
        </Section>
      ) : (
        <Section aria-labelledby="technology-use-cases" tone="muted">
          <SectionHeader
            id="technology-use-cases"
            title={t('detail.useCasesTitle')}
            description={t('detail.useCasesIntro', { name })}
          />
          <ul className="mt-8 grid gap-6 md:grid-cols-2" data-testid="use-case-grid">
            {Object.entries(item.useCases).map(([key, useCase]) => (
              <li key={key}>
                <ShowcaseCard
                  title={useCase.title}
                  description={useCase.description}
                  points={Object.values(useCase.benefits)}
                />
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section aria-labelledby="technology-why">
        <SectionHeader
          id="technology-why"
          title={t('detail.whyTitle', { name })}
          description={t('detail.whyIntro', { name })}
        />
        <ul className="mt-8 grid gap-4 md:grid-cols-2">
          {Object.entries(item.why).map(([key, reason]) => (
            <li
              key={key}
              className="flex gap-3 rounded-lg bg-success-subtle p-4 text-success-subtle-foreground"
            >
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span className="text-foreground">{reason}</span>
            </li>
          ))}
        </ul>
        <TrademarkNotice className="mt-8 max-w-4xl" />
      </Section>

      <CallToAction
        id="technology-cta"
        title={t('detail.cta.title', { name })}
        description={t('detail.cta.text')}
        align="center"
        className="pb-section"
      >
        <Button asChild size="lg" className={callToActionButton.primary}>
          <Link to={localize('/demonstracao')}>{t('detail.cta.consulting')}</Link>
        </Button>
        <Button asChild size="lg" variant="secondary" className={callToActionButton.secondary}>
          <Link to={localize('/technologies')}>{t('detail.cta.others')}</Link>
        </Button>
      </CallToAction>
    </>
  );
}

/** A use case or a sector: what it is and what it brings. */
function ShowcaseCard({
  title,
  description,
  points,
}: {
  title: string;
  description: string;
  points: string[];
}) {
  return (
    <article className={cn(cardVariants(), 'h-full')}>
      <CardTitle>{title}</CardTitle>
      <CardDescription className="mt-2 leading-relaxed">{description}</CardDescription>
      <ul className="mt-4 space-y-2 text-sm text-foreground">
        {points.map((point) => (
          <li key={point} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-link" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
