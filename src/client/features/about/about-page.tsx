import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { organization } from '#shared/organization.ts';
import type { BreadcrumbItem } from '#client/components/layout/breadcrumbs.tsx';
import { PageHeader } from '#client/components/layout/page-header.tsx';

interface AboutPageProps {
  /** Links in the page's language (the route localizes them). */
  homeHref: string;
  demoHref: string;
}

const storyParagraphs = ['origin', 'growth', 'today'] as const;

const invertedLink =
  'inline-flex items-center justify-center rounded-md bg-white px-5 py-3 text-sm font-semibold text-brand-900 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-brand-900';

/** Spec 02 §2 "About page": mission, four values, story and a button to /demonstracao. */
export function AboutPage({ homeHref, demoHref }: AboutPageProps) {
  const { t } = useTranslation('about');
  const { t: tNav } = useTranslation('navigation');
  const trail: BreadcrumbItem[] = [
    { label: tNav('home'), href: homeHref },
    { label: t('title'), current: true },
  ];
  const values = t('values.items', { returnObjects: true });
  // Facts come from the one organization module (spec 01 §1), never from the texts.
  const facts = {
    name: organization.name,
    city: organization.address.locality,
    region: organization.address.region,
    year: organization.foundingYear,
  };

  return (
    <>
      <PageHeader title={t('title')} trail={trail}>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-gray-700 dark:text-gray-300">
          {t('intro')}
        </p>
      </PageHeader>

      <section aria-labelledby="about-mission" className="mx-auto max-w-7xl px-4 py-12">
        <div className="rounded-2xl border-l-4 border-brand-600 bg-brand-50 p-8 md:p-10 dark:bg-gray-900">
          <h2
            id="about-mission"
            className="text-sm font-semibold uppercase tracking-wide text-brand-900 dark:text-brand-50"
          >
            {t('mission.title')}
          </h2>
          <p className="mt-3 max-w-4xl text-xl leading-relaxed font-medium text-gray-900 md:text-2xl dark:text-white">
            {t('mission.text')}
          </p>
        </div>
      </section>

      <section aria-labelledby="about-values" className="bg-gray-50 py-14 dark:bg-gray-900">
        <div className="mx-auto max-w-7xl px-4">
          <h2
            id="about-values"
            className="text-2xl font-bold tracking-tight text-gray-900 dark:text-white"
          >
            {t('values.title')}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {Object.entries(values).map(([key, value], index) => (
              <li
                key={key}
                className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm dark:border-gray-800 dark:bg-gray-950"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-gray-900 dark:text-white">
                  {value.title}
                </h3>
                <p className="mt-2 leading-relaxed text-gray-700 dark:text-gray-300">
                  {value.description}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="about-story"
        className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-3"
      >
        <div className="lg:col-span-2">
          <h2
            id="about-story"
            className="text-2xl font-bold tracking-tight text-gray-900 dark:text-white"
          >
            {t('story.title')}
          </h2>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-gray-700 dark:text-gray-300">
            {storyParagraphs.map((key) => (
              <p key={key}>{t(`story.paragraphs.${key}`, facts)}</p>
            ))}
          </div>
        </div>
        <aside
          aria-label={t('story.facts.label')}
          className="self-start rounded-xl border border-gray-200 p-6 dark:border-gray-800"
        >
          <dl className="space-y-4">
            <div>
              <dt className="text-sm text-gray-600 dark:text-gray-400">
                {t('story.facts.founded')}
              </dt>
              <dd className="text-2xl font-bold text-gray-900 dark:text-white">{facts.year}</dd>
            </div>
            <div>
              <dt className="text-sm text-gray-600 dark:text-gray-400">
                {t('story.facts.headquarters')}
              </dt>
              <dd className="text-2xl font-bold text-gray-900 dark:text-white">
                {t('story.facts.headquartersValue', facts)}
              </dd>
            </div>
          </dl>
        </aside>
      </section>

      <section aria-labelledby="about-cta" className="mx-auto max-w-7xl px-4 pb-14">
        <div className="rounded-2xl bg-gradient-to-br from-brand-900 to-brand-600 p-8 text-white md:p-12">
          <h2 id="about-cta" className="text-2xl font-bold tracking-tight md:text-3xl">
            {t('cta.title')}
          </h2>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-white/90">
            {t('cta.description')}
          </p>
          <Link to={demoHref} className={`${invertedLink} mt-8`}>
            {t('cta.button')}
          </Link>
        </div>
      </section>
    </>
  );
}
