import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serviceSlugs } from '#shared/routes.ts';
import { Artwork } from '#client/components/brand/artwork.tsx';
import type { BreadcrumbItem } from '#client/components/layout/breadcrumbs.tsx';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { trackEvent } from '#client/lib/analytics.ts';

interface ServicesOverviewProps {
  /** Links in the page's language (the route localizes them). */
  localize: (path: string) => string;
}

const processSteps = ['diagnosis', 'build', 'launch', 'follow'] as const;
const dataPoints = ['roles', 'minimum', 'training', 'storage'] as const;

const card =
  'relative flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-brand-500 dark:border-gray-800 dark:bg-gray-900';
const textLink =
  'font-semibold text-brand-600 underline-offset-2 hover:underline dark:text-brand-50';
const invertedLink =
  'inline-flex items-center justify-center rounded-md bg-white px-5 py-3 text-sm font-semibold text-brand-900 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-brand-900';
const outlineInvertedLink =
  'inline-flex items-center justify-center rounded-md border border-white/70 px-5 py-3 text-sm font-semibold text-white hover:bg-white/10 focus:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-brand-900';

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
      <section className="border-b border-gray-200 bg-linear-to-b from-brand-50 to-white pb-12 md:pb-16 dark:border-gray-800 dark:from-gray-900 dark:to-gray-950">
        <PageHeader title={t('overview.title')} trail={trail}>
          <p className="mt-4 inline-flex rounded-full bg-white px-3 py-1 text-xs font-semibold uppercase tracking-wide text-brand-900 ring-1 ring-brand-500/30 dark:bg-gray-800 dark:text-brand-50">
            {t('overview.badge')}
          </p>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-gray-700 dark:text-gray-300">
            {t('overview.intro')}
          </p>
        </PageHeader>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
        <ul className="grid gap-6 md:grid-cols-2">
          {serviceSlugs.map((slug) => {
            const title = t(`items.${slug}.title`);
            return (
              <li key={slug}>
                <article data-testid={`service-card-${slug}`} className={card}>
                  <Artwork
                    name={`service-${slug}`}
                    alt={t(`items.${slug}.diagram`)}
                    className="h-auto w-full border-b border-gray-200 dark:border-gray-800"
                  />
                  <div className="flex flex-1 flex-col p-6">
                    <p className="text-xs font-semibold uppercase tracking-wide text-brand-600 dark:text-brand-50">
                      {t(`items.${slug}.badge`)}
                    </p>
                    <h2 className="mt-2 text-xl font-semibold text-gray-900 dark:text-white">
                      {title}
                    </h2>
                    <p className="mt-3 flex-1 leading-relaxed text-gray-700 dark:text-gray-300">
                      {t(`items.${slug}.lead`)}
                    </p>
                    <Link
                      to={localize(`/servicos/${slug}`)}
                      className={`mt-6 text-sm ${textLink} focus:outline-none after:absolute after:inset-0`}
                    >
                      {t('overview.explore', { title })} <span aria-hidden="true">→</span>
                    </Link>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </div>

      <section
        id="como-trabalhamos"
        aria-labelledby="services-process"
        className="scroll-mt-20 bg-gray-50 py-14 md:py-20 dark:bg-gray-900"
      >
        <div className="mx-auto max-w-7xl px-4">
          <h2
            id="services-process"
            className="text-2xl font-bold tracking-tight text-gray-900 md:text-3xl dark:text-white"
          >
            {t('overview.process.title')}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-gray-700 dark:text-gray-300">
            {t('overview.process.intro')}
          </p>
          <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {processSteps.map((step, index) => (
              <li
                key={step}
                className="relative flex flex-col rounded-xl border border-gray-200 bg-white p-6 dark:border-gray-800 dark:bg-gray-950"
              >
                <span
                  aria-hidden="true"
                  className="grid size-9 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-gray-900 dark:text-white">
                  {t(`overview.process.steps.${step}.title`)}
                </h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-gray-700 dark:text-gray-300">
                  {t(`overview.process.steps.${step}.description`)}
                </p>
                <p className="mt-4 border-t border-gray-200 pt-4 text-sm text-gray-900 dark:border-gray-800 dark:text-gray-100">
                  <span className="block text-xs font-semibold uppercase tracking-wide text-brand-600 dark:text-brand-50">
                    {t('overview.process.deliverable')}
                  </span>
                  {t(`overview.process.steps.${step}.deliverable`)}
                </p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="services-data" className="mx-auto max-w-7xl px-4 py-14 md:py-20">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div>
            <h2
              id="services-data"
              className="text-2xl font-bold tracking-tight text-gray-900 md:text-3xl dark:text-white"
            >
              {t('overview.data.title')}
            </h2>
            <p className="mt-3 text-lg text-gray-700 dark:text-gray-300">
              {t('overview.data.intro')}
            </p>
            <p className="mt-6">
              <Link to={localize('/privacy-policy')} className={textLink}>
                {t('overview.data.privacy')}
              </Link>
            </p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {dataPoints.map((point) => (
              <li
                key={point}
                className="flex gap-3 rounded-xl border border-gray-200 p-5 text-gray-800 dark:border-gray-800 dark:text-gray-200"
              >
                <ShieldIcon />
                <span className="leading-relaxed">{t(`overview.data.points.${point}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="services-cta" className="mx-auto max-w-7xl px-4 pb-14">
        <div className="rounded-2xl bg-gradient-to-br from-brand-900 to-brand-600 p-8 text-white md:p-12">
          <h2 id="services-cta" className="text-2xl font-bold tracking-tight md:text-3xl">
            {t('overview.cta.title')}
          </h2>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-white/90">
            {t('overview.cta.description')}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to={localize('/demonstracao')}
              onClick={() => trackEvent('demo_request', { source: 'services_page' })}
              className={invertedLink}
            >
              {t('labels.demo')}
            </Link>
            <Link to={localize('/faq')} className={outlineInvertedLink}>
              {t('overview.cta.faq')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

function ShieldIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-50"
    >
      <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5" />
    </svg>
  );
}
