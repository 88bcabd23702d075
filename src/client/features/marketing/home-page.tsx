import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productIds, productLinks } from '#shared/products.ts';
import { serviceSlugs, technologySlugs } from '#shared/routes.ts';
import { useLocalizedPath } from '#client/lib/locale.tsx';
import { trackEvent } from '#client/lib/analytics.ts';
import { LeadForm } from './lead-form.tsx';
import { StatisticCard, type Statistic } from './statistic-card.tsx';

/** Spec 01 §2 statistics: 50+, 98%, 40%, 3x (projects, satisfaction, efficiency, ROI). */
const statistics = [
  { key: 'projects', value: 50, suffix: '+' },
  { key: 'satisfaction', value: 98, suffix: '%' },
  { key: 'efficiency', value: 40, suffix: '%' },
  { key: 'roi', value: 3, suffix: 'x' },
] as const;

/** Shown on the cards until the technology pages provide their own marks (no third-party logos). */
const technologyNames: Record<(typeof technologySlugs)[number], string> = {
  langchain: 'LangChain',
  langgraph: 'LangGraph',
  n8n: 'n8n',
  openai: 'OpenAI',
  'vertical-ai': 'Vertical AI',
  'google-a2a': 'Google A2A',
  agno: 'Agno',
  tensorflow: 'TensorFlow',
};

const sectionTitle = 'text-3xl font-bold tracking-tight text-gray-900 dark:text-white';
const sectionSubtitle = 'mt-3 max-w-2xl text-lg text-gray-700 dark:text-gray-300';
const card =
  'group relative flex h-full flex-col rounded-xl border border-gray-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-brand-500 dark:border-gray-700 dark:bg-gray-900';
const secondaryButton =
  'inline-flex items-center justify-center rounded-md border border-gray-300 bg-white px-5 py-3 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 dark:border-gray-600 dark:bg-gray-900 dark:text-white dark:hover:bg-gray-800';
const primaryButton =
  'inline-flex items-center justify-center rounded-md bg-brand-600 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2';

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

/** The home page (spec 01 §2), sections in the spec's order. */
export function HomePage() {
  const { t } = useTranslation('home');
  const localize = useLocalizedPath();

  return (
    <>
      <section
        aria-labelledby="hero-title"
        className="bg-gradient-to-b from-brand-50 to-white dark:from-gray-950 dark:to-gray-900"
      >
        <div className="mx-auto max-w-7xl px-4 py-20 md:py-28">
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
          <p className="mt-4 max-w-3xl text-gray-700 dark:text-gray-300">{t('hero.description')}</p>
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
      </section>

      <Section id="servicos" title={t('services.title')} subtitle={t('services.subtitle')}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {serviceSlugs.map((slug) => (
            <li key={slug}>
              <article className={card}>
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
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="produtos" title={t('products.title')} subtitle={t('products.subtitle')} tinted>
        <ul className="grid gap-6 md:grid-cols-3">
          {productIds.map((id) => {
            const title = t(`products.items.${id}.title`);
            const link = productLinks[id];
            const href = link.kind === 'external' ? link.href : undefined;
            return (
              <li key={id}>
                <article className={card}>
                  <h3 className="text-lg font-semibold text-gray-900 dark:text-white">{title}</h3>
                  <p className="mt-2 flex-1 text-gray-700 dark:text-gray-300">
                    {t(`products.items.${id}.description`)}
                  </p>
                  {href && (
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="mt-4 text-sm font-semibold text-brand-600 underline-offset-2 hover:underline dark:text-brand-50"
                    >
                      {t('products.external', { title })}
                      <span className="sr-only"> ({t('opensInNewTab', { ns: 'navigation' })})</span>
                      <span aria-hidden="true"> ↗</span>
                    </a>
                  )}
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

      <Section id="resultados" title={t('stats.title')}>
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
        tinted
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {technologySlugs.map((slug) => {
            const name = technologyNames[slug];
            return (
              <li key={slug}>
                <article className={card}>
                  <span
                    aria-hidden="true"
                    className="grid size-10 place-items-center rounded-lg bg-brand-600 text-sm font-bold text-white"
                  >
                    {name.slice(0, 2)}
                  </span>
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

      <section id="demonstracao" aria-labelledby="demonstracao-title" className="scroll-mt-20">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 md:py-20 lg:grid-cols-2">
          <div>
            <h2 id="demonstracao-title" className={sectionTitle}>
              {t('demo.title')}
            </h2>
            <p className={sectionSubtitle}>{t('demo.subtitle')}</p>
          </div>
          <LeadForm source="home" labelledBy="demonstracao-title" />
        </div>
      </section>
    </>
  );
}
