import type { ReactNode } from 'react';
import {
  ArrowRight,
  ArrowUpRight,
  Blocks,
  CalendarRange,
  ChartLine,
  GraduationCap,
  LifeBuoy,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productIds, productLinks } from '#shared/products.ts';
import { serviceSlugs, technologySlugs } from '#shared/routes.ts';
import { Artwork } from '#client/components/brand/artwork.tsx';
import { HeroDrawing } from '#client/components/brand/hero-drawing.tsx';
import { TechnologyMark } from '#client/components/brand/technology-mark.tsx';
import { technologyIdentities } from '#client/components/brand/technology-marks.ts';
import { TrademarkNotice } from '#client/components/brand/trademark-notice.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#client/components/ui/card.tsx';
import { Heading } from '#client/components/ui/heading.tsx';
import { Container, Section, SectionHeader } from '#client/components/ui/section.tsx';
import { trackEvent } from '#client/lib/analytics.ts';
import { useFirmFacts } from '#client/lib/firm-facts.tsx';
import { useLocalizedPath } from '#client/lib/locale.tsx';
import { usePublishedForPage } from '#client/lib/site-content.tsx';
import { ClientStrip } from './client-strip.tsx';
import { LeadForm } from './lead-form.tsx';
import { StatisticCard, type Statistic } from './statistic-card.tsx';

/**
 * Spec 01 §2 statistics (projects, satisfaction, efficiency, ROI), in this order. Their figures are
 * firm facts (issue 23 §3; defaults 50+, 98%, 40%, 3x in src/shared/firm/firm-fact-defaults.ts).
 */
const statisticKeys = ['projects', 'satisfaction', 'efficiency', 'roi'] as const;

/** The benefits of the second reading (spec 01 §2), in the order of the locale files. */
const benefits: [key: string, icon: LucideIcon][] = [
  ['measured', ChartLine],
  ['weeks', CalendarRange],
  ['lgpd', ShieldCheck],
  ['ownership', GraduationCap],
  ['integration', Blocks],
  ['support', LifeBuoy],
];

/** A card title whose link covers the whole card (Card `interactive` shows its focus). */
const coveringLink = 'after:absolute after:inset-0 focus-visible:outline-none';

/**
 * The home page (spec 01 §2). The first reading's sections keep the spec's order (hero, services,
 * products, statistics, technologies, demonstration form); the second reading's benefits section
 * sits after the services it explains, and its contact section is the same demonstration form.
 */
export function HomePage({
  contactForm = <LeadForm source="home" labelledBy="demonstracao-title" />,
}: {
  /** The section's form; the route may wrap it with the offer to book (issue 25 §2). */
  contactForm?: ReactNode;
}) {
  const { t } = useTranslation('home');
  const localize = useLocalizedPath();
  const { homeStatistics } = useFirmFacts();
  const { clients } = usePublishedForPage();

  return (
    <>
      <section
        aria-labelledby="hero-title"
        className="overflow-hidden bg-linear-to-b from-primary-subtle to-background"
      >
        {/* A phone's first screen holds the call to action above the cookie banner (issue 26 §6,
            decision 0081): less room above the badge there. */}
        <Container className="grid items-center gap-10 pt-8 pb-16 md:py-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,35rem)]">
          <div>
            <Badge variant="outline" className="bg-surface px-3 py-1 text-sm text-link shadow-card">
              {t('hero.badge')}
            </Badge>
            <Heading id="hero-title" size="display" className="mt-5 max-w-4xl">
              {t('hero.title')}
            </Heading>
            <p className="mt-5 max-w-3xl text-lead text-foreground">{t('hero.subtitle')}</p>
            <p className="mt-4 max-w-3xl text-muted-foreground">{t('hero.description')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              {/* A plain in-page link: it works before hydration and without JavaScript; the smooth
                scroll is CSS (html scroll-behavior) and is turned off under reduced motion. */}
              <Button asChild size="lg">
                <a href="#demonstracao">{t('hero.primary')}</a>
              </Button>
              <Button asChild size="lg" variant="secondary">
                <Link to={localize('/products')}>{t('hero.secondary')}</Link>
              </Button>
            </div>
          </div>
          {/* In the page, not a request: on a phone it sits below the buttons, and the
              heading's paint must not share the network with it (decision 0075). Its box is
              sized by its proportions, so it never shifts the layout (decision 0041). */}
          <HeroDrawing label={t('hero.art')} className="mx-auto w-full max-w-md lg:max-w-none" />
        </Container>
      </section>

      <Section id="servicos" aria-labelledby="servicos-title">
        <SectionHeader
          id="servicos-title"
          title={t('services.title')}
          description={t('services.subtitle')}
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {serviceSlugs.map((slug) => (
            <li key={slug}>
              <Card interactive padding="none" className="flex h-full flex-col overflow-hidden">
                {/* The service's diagram (its words are on the service page). Not on a phone:
                    there the four decorative drawings were fetched with the stylesheet, before
                    the first paint, although they lie a screen below it; the card keeps its
                    title and text, and the services pages show the diagrams (decision 0075). */}
                <Artwork
                  name={`service-${slug}`}
                  alt=""
                  className="hidden h-auto w-full border-b border-border sm:block"
                />
                <div className="flex flex-1 flex-col p-5 sm:p-6">
                  <CardTitle>
                    <Link to={localize(`/servicos/${slug}`)} className={coveringLink}>
                      {t(`services.items.${slug}.title`)}
                    </Link>
                  </CardTitle>
                  <CardDescription className="mt-2 flex-1 text-base">
                    {t(`services.items.${slug}.description`)}
                  </CardDescription>
                  <ArrowRight aria-hidden="true" className="mt-4 size-5 text-link" />
                </div>
              </Card>
            </li>
          ))}
        </ul>
        <Button asChild variant="secondary" size="lg" className="mt-8">
          <Link to={localize('/servicos')}>{t('services.all')}</Link>
        </Button>
      </Section>

      <Section id="beneficios" aria-labelledby="beneficios-title" tone="muted">
        <SectionHeader
          id="beneficios-title"
          title={t('benefits.title')}
          description={t('benefits.subtitle')}
        />
        <ul className="mt-10 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map(([key, Icon]) => (
            <li key={key} className="flex gap-4">
              <span
                aria-hidden="true"
                className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary text-primary-foreground shadow-card"
              >
                <Icon className="size-6" />
              </span>
              <div>
                <Heading as="h3" size="h3">
                  {t(`benefits.items.${key as 'measured'}.title`)}
                </Heading>
                <p className="mt-2 text-muted-foreground">
                  {t(`benefits.items.${key as 'measured'}.description`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
        <Button asChild variant="link" className="mt-10">
          <Link to={`${localize('/servicos')}#como-trabalhamos`}>
            {t('benefits.process')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </Section>

      <Section id="produtos" aria-labelledby="produtos-title">
        <SectionHeader
          id="produtos-title"
          title={t('products.title')}
          description={t('products.subtitle')}
        />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {productIds.map((id) => {
            const title = t(`products.items.${id}.title`);
            const link = productLinks[id];
            const href = link.kind === 'external' ? link.href : undefined;
            return (
              <li key={id}>
                <Card padding="none" className="flex h-full flex-col overflow-hidden">
                  <div className="border-b border-border bg-primary-subtle px-4 pt-4">
                    <Artwork name={`product-${id}`} alt={t('products.art', { title })} />
                  </div>
                  <div className="flex flex-1 flex-col p-5 sm:p-6">
                    <CardTitle>{title}</CardTitle>
                    <CardDescription className="mt-2 flex-1 text-base">
                      {t(`products.items.${id}.description`)}
                    </CardDescription>
                    {href && (
                      <Button asChild variant="link" className="mt-4 self-start">
                        <a href={href} target="_blank" rel="noopener noreferrer">
                          {t('products.external', { title })}
                          <span className="sr-only">
                            {' '}
                            ({t('opensInNewTab', { ns: 'navigation' })})
                          </span>
                          <ArrowUpRight aria-hidden="true" />
                        </a>
                      </Button>
                    )}
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
        <Button asChild variant="secondary" size="lg" className="mt-8">
          <Link to={localize('/products')}>{t('products.cta')}</Link>
        </Button>
      </Section>

      <Section id="resultados" aria-labelledby="resultados-title" tone="muted">
        <SectionHeader id="resultados-title" title={t('stats.title')} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {statisticKeys.map((key, index) => {
            const figure = homeStatistics[index] ?? { value: 0, suffix: '' };
            const stat: Statistic = {
              value: figure.value,
              suffix: figure.suffix,
              label: t(`stats.items.${key}.label`),
              description: t(`stats.items.${key}.description`),
            };
            return (
              <li key={key}>
                <StatisticCard stat={stat} />
              </li>
            );
          })}
        </ul>
      </Section>

      {/* Issue 23 §2: after the figures, the clients behind them, once three are published. */}
      <ClientStrip clients={clients} />

      <Section id="tecnologias" aria-labelledby="tecnologias-title">
        <SectionHeader
          id="tecnologias-title"
          title={t('technologies.title')}
          description={t('technologies.subtitle')}
        />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {technologySlugs.map((slug) => {
            const { name } = technologyIdentities[slug];
            return (
              <li key={slug}>
                <Card interactive className="h-full" data-testid={`technology-card-${slug}`}>
                  <TechnologyMark slug={slug} size="sm" />
                  <CardTitle className="mt-3 text-base">
                    <Link
                      to={localize(`/tecnologias/${slug}`)}
                      onClick={() => trackEvent('technology_interest', { technology: name })}
                      className={coveringLink}
                    >
                      {name}
                    </Link>
                  </CardTitle>
                  <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                    {t(`technologies.items.${slug}.category`)}
                  </p>
                  <CardDescription className="mt-2">
                    {t(`technologies.items.${slug}.description`)}
                  </CardDescription>
                </Card>
              </li>
            );
          })}
        </ul>
        <Button asChild variant="secondary" size="lg" className="mt-8">
          <Link to={localize('/technologies')}>{t('technologies.cta')}</Link>
        </Button>
        <TrademarkNotice className="mt-6 max-w-4xl" />
      </Section>

      <Section
        id="demonstracao"
        aria-labelledby="demonstracao-title"
        tone="muted"
        className="scroll-mt-20"
      >
        <div className="grid gap-10 lg:grid-cols-2">
          <SectionHeader
            id="demonstracao-title"
            title={t('demo.title')}
            description={t('demo.subtitle')}
          >
            <p className="mt-5 text-muted-foreground">
              {t('demo.faq.text')}{' '}
              <Link
                to={localize('/faq')}
                className="font-semibold text-link underline-offset-4 hover:underline"
              >
                {t('demo.faq.link')}
              </Link>
            </p>
          </SectionHeader>
          {contactForm}
        </div>
      </Section>
    </>
  );
}
