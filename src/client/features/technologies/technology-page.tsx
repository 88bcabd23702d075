import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TechnologySlug } from '#shared/routes.ts';
import { useLocalizedPath } from '#client/lib/locale.tsx';
import type { BreadcrumbItem } from '#client/components/layout/breadcrumbs.tsx';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { TechnologyMark } from '#client/components/brand/technology-mark.tsx';
import { CallToAction } from './call-to-action.tsx';
import { CheckIcon } from './icons.tsx';

/**
 * /tecnologias/{slug} (spec 02 §2 "Technology pages"): hero, feature grid, use-case grid (a sector
 * grid for Vertical AI), 'why choose' checklist and the call to action. The texts are the
 * `items.<slug>` subtree of the technologies namespace; its shape decides which grid is shown.
 */
export function TechnologyPage({ slug }: { slug: TechnologySlug }) {
  const { t } = useTranslation('technologies');
  const { t: tNav } = useTranslation('navigation');
  const localize = useLocalizedPath();
  const item = t(`items.${slug}`, { returnObjects: true });
  const { name } = item;
  // Predefined trail of the technology pages (spec 02 §2 "Breadcrumbs"): Home > Tecnologias > name.
  const trail: BreadcrumbItem[] = [
    { label: tNav('home'), href: localize('/') },
    { label: t('title'), href: localize('/technologies') },
    { label: name, current: true },
  ];

  return (
    <>
      <section className="border-b border-gray-200 bg-linear-to-b from-brand-50 to-white dark:border-gray-800 dark:from-gray-900 dark:to-gray-950">
        {/* No documentTitle: titles and meta tags come from the page-metadata table (`items.<slug>.meta`). */}
        <PageHeader title={name} trail={trail}>
          <div className="grid gap-8 pb-12 md:grid-cols-[1fr_auto] md:items-start md:pb-16">
            <div>
              <p className="mt-4 inline-flex rounded-full bg-white px-3 py-1 text-xs font-semibold uppercase tracking-wide text-brand-900 ring-1 ring-brand-500/30 dark:bg-gray-800 dark:text-brand-50">
                {item.category}
              </p>
              <p className="mt-5 max-w-3xl text-xl font-medium leading-snug text-gray-900 md:text-2xl dark:text-gray-100">
                {item.headline}
              </p>
              <p className="mt-4 max-w-3xl text-base leading-relaxed text-gray-700 md:text-lg dark:text-gray-300">
                {item.intro}
              </p>
            </div>
            <div className="hidden md:block">
              <TechnologyMark slug={slug} size="lg" />
            </div>
          </div>
        </PageHeader>
      </section>

      <Section
        id="technology-features"
        title={t('detail.featuresTitle')}
        intro={t('detail.featuresIntro', { name })}
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {Object.entries(item.features).map(([key, feature]) => (
            <li
              key={key}
              className="rounded-xl border border-gray-200 bg-white p-6 dark:border-gray-800 dark:bg-gray-900"
            >
              <h3 className="text-lg font-semibold text-gray-900 dark:text-white">
                {feature.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-gray-700 dark:text-gray-300">
                {feature.description}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      {'sectors' in item ? (
        <Section
          id="technology-sectors"
          title={t('detail.sectorsTitle')}
          intro={t('detail.sectorsIntro')}
          muted
        >
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="sector-grid">
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
        <Section
          id="technology-use-cases"
          title={t('detail.useCasesTitle')}
          intro={t('detail.useCasesIntro', { name })}
          muted
        >
          <ul className="grid gap-6 md:grid-cols-2" data-testid="use-case-grid">
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

      <Section
        id="technology-why"
        title={t('detail.whyTitle', { name })}
        intro={t('detail.whyIntro', { name })}
      >
        <ul className="grid gap-4 md:grid-cols-2">
          {Object.entries(item.why).map(([key, reason]) => (
            <li
              key={key}
              className="flex gap-3 rounded-lg bg-emerald-50 p-4 text-gray-800 dark:bg-gray-900 dark:text-gray-200"
            >
              <CheckIcon className="mt-0.5 text-emerald-700 dark:text-emerald-400" />
              <span>{reason}</span>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction
        id="technology-cta"
        title={t('detail.cta.title', { name })}
        text={t('detail.cta.text')}
        primary={{ to: localize('/demonstracao'), label: t('detail.cta.consulting') }}
        secondary={{ to: localize('/technologies'), label: t('detail.cta.others') }}
      />
    </>
  );
}

function Section({
  id,
  title,
  intro,
  muted = false,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={muted ? 'bg-gray-50 dark:bg-gray-900/40' : 'bg-white dark:bg-gray-950'}
    >
      <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
        <h2
          id={id}
          className="text-2xl font-bold tracking-tight text-gray-900 md:text-3xl dark:text-white"
        >
          {title}
        </h2>
        <p className="mt-3 max-w-3xl text-gray-700 dark:text-gray-300">{intro}</p>
        <div className="mt-8">{children}</div>
      </div>
    </section>
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
    <article className="h-full rounded-xl border border-gray-200 bg-white p-6 shadow-sm dark:border-gray-800 dark:bg-gray-900">
      <h3 className="text-lg font-semibold text-gray-900 dark:text-white">{title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-gray-700 dark:text-gray-300">{description}</p>
      <ul className="mt-4 space-y-2 text-sm text-gray-800 dark:text-gray-200">
        {points.map((point) => (
          <li key={point} className="flex gap-2">
            <CheckIcon className="text-emerald-600 dark:text-emerald-400" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
