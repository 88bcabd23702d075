import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { organization } from '#shared/organization.ts';
import type { BreadcrumbItem } from '#client/components/layout/breadcrumbs.tsx';
import { CallToAction, callToActionButton } from '#client/components/brand/call-to-action.tsx';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardDescription, CardTitle, cardVariants } from '#client/components/ui/card.tsx';
import { Heading } from '#client/components/ui/heading.tsx';
import { Container, Section, SectionHeader } from '#client/components/ui/section.tsx';
import { cn } from '#client/lib/cn.ts';
import { useFirmFacts } from '#client/lib/firm-facts.tsx';
import { usePublishedForPage } from '#client/lib/site-content.tsx';
import { TeamSection } from './team-section.tsx';

interface AboutPageProps {
  /** Links in the page's language (the route localizes them). */
  homeHref: string;
  demoHref: string;
}

const storyParagraphs = ['origin', 'growth', 'today'] as const;

/**
 * Spec 02 §2 "About page": mission, four values, story and a button to /demonstracao; the team
 * once the desk publishes one (issue 23 §2).
 */
export function AboutPage({ homeHref, demoHref }: AboutPageProps) {
  const { t } = useTranslation('about');
  const { t: tNav } = useTranslation('navigation');
  const trail: BreadcrumbItem[] = [
    { label: tNav('home'), href: homeHref },
    { label: t('title'), current: true },
  ];
  const values = t('values.items', { returnObjects: true });
  // Facts, never the texts (spec 01 §1): the city from the stored facts (issue 23 §3); the name
  // and founding year are not desk settings.
  const firm = useFirmFacts();
  const { team } = usePublishedForPage();
  const facts = {
    name: organization.name,
    city: firm.addressLocality,
    region: firm.addressRegion,
    year: organization.foundingYear,
  };

  return (
    <>
      <PageHeader title={t('title')} trail={trail}>
        <p className="mt-4 max-w-3xl text-lead text-muted-foreground">{t('intro')}</p>
      </PageHeader>

      <Container className="py-12">
        <section
          aria-labelledby="about-mission"
          className="rounded-2xl border-l-4 border-primary bg-primary-subtle p-8 md:p-10"
        >
          <h2
            id="about-mission"
            className="text-sm font-semibold tracking-wide text-primary-subtle-foreground uppercase"
          >
            {t('mission.title')}
          </h2>
          <p className="mt-3 max-w-4xl text-xl leading-relaxed font-medium text-foreground md:text-2xl">
            {t('mission.text')}
          </p>
        </section>
      </Container>

      <Section aria-labelledby="about-values" tone="muted">
        <SectionHeader id="about-values" title={t('values.title')} />
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {Object.entries(values).map(([key, value], index) => (
            <li key={key}>
              <Card className="h-full">
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <CardTitle className="mt-4">{value.title}</CardTitle>
                <CardDescription className="mt-2 text-base leading-relaxed">
                  {value.description}
                </CardDescription>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="about-story">
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <Heading id="about-story">{t('story.title')}</Heading>
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted-foreground">
              {storyParagraphs.map((key) => (
                <p key={key}>{t(`story.paragraphs.${key}`, facts)}</p>
              ))}
            </div>
          </div>
          <aside
            aria-label={t('story.facts.label')}
            className={cn(cardVariants(), 'self-start shadow-none')}
          >
            <dl className="space-y-4">
              <div>
                <dt className="text-sm text-muted-foreground">{t('story.facts.founded')}</dt>
                <dd className="text-2xl font-bold text-foreground">{facts.year}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted-foreground">{t('story.facts.headquarters')}</dt>
                <dd className="text-2xl font-bold text-foreground">
                  {t('story.facts.headquartersValue', facts)}
                </dd>
              </div>
            </dl>
          </aside>
        </div>
      </Section>

      <TeamSection team={team} />

      <CallToAction
        id="about-cta"
        title={t('cta.title')}
        description={t('cta.description')}
        className="pb-14"
      >
        <Button asChild size="lg" className={callToActionButton.primary}>
          <Link to={demoHref}>{t('cta.button')}</Link>
        </Button>
      </CallToAction>
    </>
  );
}
