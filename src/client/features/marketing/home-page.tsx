import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productIds, productLinks } from '#shared/products.ts';
import { serviceSlugs, technologySlugs } from '#shared/routes.ts';
import { useLocalizedPath } from '#client/lib/locale.tsx';
import { Artwork } from '#client/components/brand/artwork.tsx';
import { TechnologyMark } from '#client/components/brand/technology-mark.tsx';
import { technologyIdentities } from '#client/components/brand/technology-marks.ts';
import { trackEvent } from '#client/lib/analytics.ts';
import { BenefitIcon, benefitKeys } from './benefit-icons.tsx';
import { LeadForm } from './lead-form.tsx';
import { StatisticCard, type Statistic } from './statistic-card.tsx';

/** Spec 01 §2 statistics: 50+, 98%, 40%, 3x (projects, satisfaction, efficiency, ROI). */
const statistics = [
  { key: 'projects', value: 50, suffix: '+' },
  { key: 'satisfaction', value: 98, suffix: '%' },
  { key: 'efficiency', value: 40, suffix: '%' },
  { key: 'roi', value: 3, suffix: 'x' },
] as const;

const sectionTitle = 'text-3xl font-bold tracking-tight text-gray-900 dark:text-white';
const sectionSubtitle = 'mt-3 max-w-2xl text-lg text-gray-700 dark:text-gray-300';
const card =
  'group relative flex h-full flex-col rounded-xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-brand-500 dark:border-gray-700 dark:bg-gray-900';
const secondaryButton =
  'inline-flex items-center justify-center rounded-md border border-gray-300 bg-white px-5 py-3 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 dark:border-gray-600 dark:bg-gray-900 dark:text-white dark:hover:bg-gray-800';
const primaryButton =
  'inline-flex items-center justify-center rounded-md bg-brand-600 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2';
const textLink =
  'font-semibold text-brand-600 underline-offset-2 hover:underline dark:text-brand-50';

function Section({
  id,
  title,
  subtitle,
  children,
  tinted = false,
}: {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={tinted ? 'bg-gray-50 dark:bg-gray-950' : undefined}
    >
      <div className="mx-auto max-w-7xl px-4 py-16 md:py-20">
        <h2 id={`${id}-title`} className={sectionTitle}>
          {title}
        </h2>
        {subtitle && <p className={sectionSubtitle}>{subtitle}</p>}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

/**
 * The home page (spec 01 §2). The first reading's sections keep the spec's order (hero, services,
 * products, statistics, technologies, demonstration form); the second reading's benefits section
 * sits after the services it explains, and its contact section is the same demonstration form.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const localize = useLocalizedPath();

  return (
    <>
      <section
        aria-labelledby="hero-title"
        className="overflow-hidden bg-gradient-to-b from-brand-50 to-white dark:from-gray-950 dark:to-gray-900"
      >
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 md:py-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,35rem)]">
          <div>
            <p className="inline-block rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-600 shadow-sm ring-1 ring-brand-500/20 dark:bg-gray-900 dark:text-brand-50">
              {t('hero.badge')}
            </p>
            <h1
              id="hero-title"
              className="mt-5 max-w-4xl text-4xl font-bold tracking-tight text-gray-900 md:text-6xl dark:text-white"
            >
              {t('hero.title')}
            </h1>
            <p className="mt-5 max-w-3xl text-xl text-gray-800 dark:text-gray-200">
              {t('hero.subtitle')}
            </p>
            <p className="mt-4 max-w-3xl text-gray-700 dark:text-gray-300">
              {t('hero.description')}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              {/* A plain in-page link: it works before hydration and without JavaScript; the smooth
                scroll is CSS (html scroll-behavior) and is turned off under reduced motion. */}
              <a href="#demonstracao" className={primaryButton}>
                {t('hero.primary')}
              </a>
              <Link to={localize('/products')} className={secondaryButton}>
                {t('hero.secondary')}
              </Link>
            </div>
          </div>
          {/* Static file, intrinsic size, fetched early: it never shifts the layout, and on a
              phone it sits below the buttons (decision 0041). */}
          <Artwork
            name="hero"
            alt={t('hero.art')}
            priority
            className="mx-auto h-auto w-full max-w-md lg:max-w-none"
          />
        </div>
      </section>

      <Section id="servicos" title={t('services.title')} subtitle={t('services.subtitle')}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {serviceSlugs.map((slug) => (
            <li key={slug}>
              <article className={`${card} overflow-hidden`}>
                {/* The service's diagram (its words are on the service page). */}
                <Artwork
                  name={`service-${slug}`}
                  alt=""
                  className="h-auto w-full border-b border-gray-200 dark:border-gray-700"
                />
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-lg font-semibold text-gray-900 dark:text-white">
                    <Link
                      to={localize(`/servicos/${slug}`)}
                      className="focus:outline-none after:absolute after:inset-0"
                    >
                      {t(`services.items.${slug}.title`)}
                    </Link>
                  </h3>
                  <p className="mt-2 flex-1 text-gray-700 dark:text-gray-300">
                    {t(`services.items.${slug}.description`)}
                  </p>
                  <span
                    aria-hidden="true"
                    className="mt-4 text-sm font-semibold text-brand-600 dark:text-brand-50"
                  >
                    →
                  </span>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <div className="mt-8">
          <Link to={localize('/servicos')} className={secondaryButton}>
            {t('services.all')}
          </Link>
        </div>
      </Section>

      <Section id="beneficios" title={t('benefits.title')} subtitle={t('benefits.subtitle')} tinted>
        <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {benefitKeys.map((key) => (
            <li key={key} className="flex gap-4">
              <span
                aria-hidden="true"
                className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-600 text-white shadow-sm"
              >
                <BenefitIcon name={key} />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-gray-900 dark:text-white">
                  {t(`benefits.items.${key}.title`)}
                </h3>
                <p className="mt-2 text-gray-700 dark:text-gray-300">
                  {t(`benefits.items.${key}.description`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-10">
          <Link to={localize('/servicos#como-trabalhamos')} className={textLink}>
            {t('benefits.process')} <span aria-hidden="true">→</span>
          </Link>
        </p>
      </Section>

      <Section id="produtos" title={t('products.title')} subtitle={t('products.subtitle')}>
        <ul className="grid gap-6 md:grid-cols-3">
          {productIds.map((id) => {
            const title = t(`products.items.${id}.title`);
            const link = productLinks[id];
            const href = link.kind === 'external' ? link.href : undefined;
            return (
              <li key={id}>
                <article className={`${card} overflow-hidden`}>
                  <div className="border-b border-gray-200 bg-brand-50 px-4 pt-4 dark:border-gray-700 dark:bg-gray-950">
                    <Artwork
                      name={`product-${id}`}
                      alt={t('products.art', { title })}
                      className="h-auto w-full"
                    />
                  </div>
                  <div className="flex flex-1 flex-col p-6">
                    <h3 className="text-lg font-semibold text-gray-900 dark:text-white">{title}</h3>
                    <p className="mt-2 flex-1 text-gray-700 dark:text-gray-300">
                      {t(`products.items.${id}.description`)}
                    </p>
                    {href && (
                      <a
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={`mt-4 text-sm ${textLink}`}
                      >
                        {t('products.external', { title })}
                        <span className="sr-only">
                          {' '}
                          ({t('opensInNewTab', { ns: 'navigation' })})
                        </span>
                        <span aria-hidden="true"> ↗</span>
                      </a>
                    )}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
        <div className="mt-8">
          <Link to={localize('/products')} className={secondaryButton}>
            {t('products.cta')}
          </Link>
        </div>
      </Section>

      <Section id="resultados" title={t('stats.title')} tinted>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {statistics.map(({ key, value, suffix }) => {
            const stat: Statistic = {
              value,
              suffix,
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

      <Section
        id="tecnologias"
        title={t('technologies.title')}
        subtitle={t('technologies.subtitle')}
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {technologySlugs.map((slug) => {
            const { name } = technologyIdentities[slug];
            return (
              <li key={slug}>
                <article className={`${card} p-6`} data-testid={`technology-card-${slug}`}>
                  <TechnologyMark slug={slug} size="sm" />
                  <h3 className="mt-3 font-semibold text-gray-900 dark:text-white">
                    <Link
                      to={localize(`/tecnologias/${slug}`)}
                      onClick={() => trackEvent('technology_interest', { technology: name })}
                      className="focus:outline-none after:absolute after:inset-0"
                    >
                      {name}
                    </Link>
                  </h3>
                  <p className="text-xs font-medium uppercase tracking-wide text-gray-600 dark:text-gray-400">
                    {t(`technologies.items.${slug}.category`)}
                  </p>
                  <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
                    {t(`technologies.items.${slug}.description`)}
                  </p>
                </article>
              </li>
            );
          })}
        </ul>
        <div className="mt-8">
          <Link to={localize('/technologies')} className={secondaryButton}>
            {t('technologies.cta')}
          </Link>
        </div>
      </Section>

      <section
        id="demonstracao"
        aria-labelledby="demonstracao-title"
        className="scroll-mt-20 bg-gray-50 dark:bg-gray-950"
      >
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 md:py-20 lg:grid-cols-2">
          <div>
            <h2 id="demonstracao-title" className={sectionTitle}>
              {t('demo.title')}
            </h2>
            <p className={sectionSubtitle}>{t('demo.subtitle')}</p>
            <p className="mt-8 text-gray-700 dark:text-gray-300">
              {t('demo.faq.text')}{' '}
              <Link to={localize('/faq')} className={textLink}>
                {t('demo.faq.link')}
              </Link>
            </p>
          </div>
          <LeadForm source="home" labelledBy="demonstracao-title" />
        </div>
      </section>
    </>
  );
}
