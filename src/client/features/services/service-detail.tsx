import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ServiceSlug } from '#shared/routes.ts';
import type { BreadcrumbItem } from '#client/components/layout/breadcrumbs.tsx';
import { Artwork } from '#client/components/brand/artwork.tsx';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { trackEvent } from '#client/lib/analytics.ts';
import { serviceCtaEvent } from './service-analytics.ts';

interface ServiceDetailProps {
  slug: ServiceSlug;
  /** Links in the page's language (the route localizes them). */
  homeHref: string;
  servicesHref: string;
  demoHref: string;
}

const primaryLink =
  'inline-flex items-center justify-center rounded-md bg-brand-600 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-gray-950';
const invertedLink =
  'inline-flex items-center justify-center rounded-md bg-white px-5 py-3 text-sm font-semibold text-brand-900 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-brand-900';

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
        <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
          <div>
            <p className="mt-4 inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900 dark:bg-brand-900 dark:text-brand-50">
              {service.badge}
            </p>
            <p className="mt-5 max-w-3xl text-lg leading-relaxed text-gray-700 dark:text-gray-300">
              {service.lead}
            </p>
            <Link to={demoHref} onClick={onCta} className={`${primaryLink} mt-8`}>
              {t('labels.demo')}
            </Link>
          </div>
          {/* The service's diagram; alt says the flow in words (decision 0041). */}
          <Artwork
            name={`service-${slug}`}
            alt={service.diagram}
            className="h-auto w-full max-w-md rounded-2xl shadow-sm lg:max-w-none"
          />
        </div>
      </PageHeader>

      <section
        aria-labelledby="service-features"
        className="mt-12 bg-gray-50 py-14 dark:bg-gray-900"
      >
        <div className="mx-auto max-w-7xl px-4">
          <h2
            id="service-features"
            className="text-2xl font-bold tracking-tight text-gray-900 dark:text-white"
          >
            {t('labels.features')}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {Object.entries(service.features).map(([key, feature]) => (
              <li
                key={key}
                className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm dark:border-gray-800 dark:bg-gray-950"
              >
                <h3 className="text-lg font-semibold text-gray-900 dark:text-white">
                  {feature.title}
                </h3>
                <p className="mt-2 leading-relaxed text-gray-700 dark:text-gray-300">
                  {feature.description}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="service-benefits" className="mx-auto max-w-7xl px-4 py-14">
        <h2
          id="service-benefits"
          className="text-2xl font-bold tracking-tight text-gray-900 dark:text-white"
        >
          {t('labels.benefits')}
        </h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-2">
          {Object.entries(service.benefits).map(([key, benefit]) => (
            <li key={key} className="flex items-start gap-3 text-gray-800 dark:text-gray-200">
              <CheckIcon />
              <span className="leading-relaxed">{benefit}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="service-use-cases" className="bg-gray-50 py-14 dark:bg-gray-900">
        <div className="mx-auto max-w-7xl px-4">
          <h2
            id="service-use-cases"
            className="text-2xl font-bold tracking-tight text-gray-900 dark:text-white"
          >
            {t('labels.useCases')}
          </h2>
          <ul className="mt-8 grid gap-6 lg:grid-cols-3">
            {Object.entries(service.useCases).map(([key, useCase]) => (
              <li
                key={key}
                className="flex flex-col rounded-xl border border-gray-200 bg-white p-6 shadow-sm dark:border-gray-800 dark:bg-gray-950"
              >
                <h3 className="text-lg font-semibold text-gray-900 dark:text-white">
                  {useCase.title}
                </h3>
                <p className="mt-2 flex-1 leading-relaxed text-gray-700 dark:text-gray-300">
                  {useCase.description}
                </p>
                <ul aria-label={t('labels.industries')} className="mt-4 flex flex-wrap gap-2">
                  {Object.entries<string>(useCase.industries).map(([industry, label]) => (
                    <li
                      key={industry}
                      className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-900 dark:bg-brand-900 dark:text-brand-50"
                    >
                      {label}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="service-cta" className="mx-auto max-w-7xl px-4 py-14">
        <div className="rounded-2xl bg-gradient-to-br from-brand-900 to-brand-600 p-8 text-white md:p-12">
          <h2 id="service-cta" className="max-w-3xl text-2xl font-bold tracking-tight md:text-3xl">
            {service.cta.title}
          </h2>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-white/90">
            {service.cta.description}
          </p>
          <Link to={demoHref} onClick={onCta} className={`${invertedLink} mt-8`}>
            {t('labels.demo')}
          </Link>
        </div>
      </section>
    </>
  );
}

function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-50"
    >
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}
