import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { technologySlugs, type TechnologySlug } from '#shared/routes.ts';
import { CallToAction, callToActionButton } from '#client/components/brand/call-to-action.tsx';
import { TechnologyMark } from '#client/components/brand/technology-mark.tsx';
import { TrademarkNotice } from '#client/components/brand/trademark-notice.tsx';
import type { BreadcrumbItem } from '#client/components/layout/breadcrumbs.tsx';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { CardDescription, cardVariants } from '#client/components/ui/card.tsx';
import { Heading } from '#client/components/ui/heading.tsx';
import { Container } from '#client/components/ui/section.tsx';
import { cn } from '#client/lib/cn.ts';
import { useLocalizedPath } from '#client/lib/locale.tsx';

/**
 * /technologies (spec 02 §2 "Technology pages"): back to /, the eight cards with name, category,
 * explanation and benefits, each leading to its page, and calls to action to /demonstracao and /.
 * The document title and meta tags come from the page-metadata table (`meta` in the namespace).
 */
export function TechnologiesOverview() {
  const { t } = useTranslation('technologies');
  const { t: tNav } = useTranslation('navigation');
  const localize = useLocalizedPath();
  // Predefined trail "technologies" (spec 02 §2 "Breadcrumbs").
  const trail: BreadcrumbItem[] = [
    { label: tNav('home'), href: localize('/') },
    { label: t('title'), current: true },
  ];

  return (
    <>
      <div className="border-b border-border bg-linear-to-b from-primary-subtle to-background">
        <Container className="pt-8">
          <Button asChild variant="ghost" size="sm" className="-ml-3 text-muted-foreground">
            <Link to={localize('/')}>
              <ArrowLeft aria-hidden="true" />
              {t('overview.back')}
            </Link>
          </Button>
        </Container>
        {/* No documentTitle: titles and meta tags come from the page-metadata table (`meta`). */}
        <PageHeader title={t('title')} trail={trail}>
          <Badge variant="outline" className="mt-4 bg-surface whitespace-normal uppercase">
            {t('overview.badge')}
          </Badge>
          <p className="mt-4 max-w-3xl pb-12 text-lead text-muted-foreground md:pb-16">
            {t('overview.intro')}
          </p>
        </PageHeader>
      </div>

      <Container className="py-12 md:py-16">
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {technologySlugs.map((slug) => (
            <li key={slug} className="flex">
              <TechnologyCard slug={slug} href={localize(`/tecnologias/${slug}`)} />
            </li>
          ))}
        </ul>
        <TrademarkNotice className="mt-8 max-w-4xl" />
      </Container>

      <CallToAction
        id="technologies-cta"
        title={t('overview.cta.title')}
        description={t('overview.cta.text')}
        align="center"
        className="pb-section"
      >
        <Button asChild size="lg" className={callToActionButton.primary}>
          <Link to={localize('/demonstracao')}>{t('overview.cta.primary')}</Link>
        </Button>
        <Button asChild size="lg" variant="secondary" className={callToActionButton.secondary}>
          <Link to={localize('/')}>{t('overview.cta.secondary')}</Link>
        </Button>
      </CallToAction>
    </>
  );
}

function TechnologyCard({ slug, href }: { slug: TechnologySlug; href: string }) {
  const { t } = useTranslation('technologies');
  const item = t(`items.${slug}`, { returnObjects: true });
  return (
    // Named by its heading (decision 0089): the card that shows a mark carries the technology's
    // name, and the mark beside it stays decorative.
    <article
      data-testid={`technology-card-${slug}`}
      aria-labelledby={`technology-${slug}-name`}
      className={cn(cardVariants(), 'flex w-full flex-col')}
    >
      <div className="flex items-center gap-4">
        <TechnologyMark slug={slug} />
        <div>
          <Heading id={`technology-${slug}-name`} as="h2" size="h3" className="text-xl">
            {item.name}
          </Heading>
          <p className="text-sm font-medium text-link">{item.category}</p>
        </div>
      </div>
      <CardDescription className="mt-4 leading-relaxed">{item.summary}</CardDescription>
      <Heading as="h3" size="h3" className="mt-5 text-sm">
        {t('overview.benefitsTitle')}
      </Heading>
      <ul className="mt-2 space-y-2 text-sm text-muted-foreground">
        {Object.entries(item.benefits).map(([key, benefit]) => (
          <li key={key} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-link" />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <Button asChild variant="link">
          <Link to={href}>
            {t('overview.explore', { name: item.name })}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </article>
  );
}
