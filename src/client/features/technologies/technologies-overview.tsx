import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { technologySlugs, type TechnologySlug } from '#shared/routes.ts';
import { useLocalizedPath } from '#client/lib/locale.tsx';
import type { BreadcrumbItem } from '#client/components/layout/breadcrumbs.tsx';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { TechnologyMark } from '#client/components/brand/technology-mark.tsx';
import { CallToAction } from './call-to-action.tsx';
import { ArrowLeftIcon, CheckIcon } from './icons.tsx';

const linkFocus =
  'rounded-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2';

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
      <section className="border-b border-gray-200 bg-linear-to-b from-brand-50 to-white dark:border-gray-800 dark:from-gray-900 dark:to-gray-950">
        <div className="mx-auto max-w-7xl px-4 pt-8">
          <Link
            to={localize('/')}
            className={`inline-flex items-center gap-2 text-sm font-medium text-gray-700 hover:text-gray-900 dark:text-gray-300 dark:hover:text-white ${linkFocus}`}
          >
            <ArrowLeftIcon />
            {t('overview.back')}
          </Link>
        </div>
        {/* No documentTitle: titles and meta tags come from the page-metadata table (`meta`). */}
        <PageHeader title={t('title')} trail={trail}>
          <p className="mt-4 inline-flex rounded-full bg-white px-3 py-1 text-xs font-semibold uppercase tracking-wide text-brand-900 ring-1 ring-brand-500/30 dark:bg-gray-800 dark:text-brand-50">
            {t('overview.badge')}
          </p>
          <p className="mt-4 max-w-3xl pb-12 text-lg leading-relaxed text-gray-700 md:pb-16 dark:text-gray-300">
            {t('overview.intro')}
          </p>
        </PageHeader>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {technologySlugs.map((slug) => (
            <li key={slug} className="flex">
              <TechnologyCard slug={slug} href={localize(`/tecnologias/${slug}`)} />
            </li>
          ))}
        </ul>
      </div>

      <CallToAction
        id="technologies-cta"
        title={t('overview.cta.title')}
        text={t('overview.cta.text')}
        primary={{ to: localize('/demonstracao'), label: t('overview.cta.primary') }}
        secondary={{ to: localize('/'), label: t('overview.cta.secondary') }}
      />
    </>
  );
}

function TechnologyCard({ slug, href }: { slug: TechnologySlug; href: string }) {
  const { t } = useTranslation('technologies');
  const item = t(`items.${slug}`, { returnObjects: true });
  return (
    <article
      data-testid={`technology-card-${slug}`}
      className="flex w-full flex-col rounded-xl border border-gray-200 bg-white p-6 shadow-sm dark:border-gray-800 dark:bg-gray-900"
    >
      <div className="flex items-center gap-4">
        <TechnologyMark slug={slug} />
        <div>
          <h2 className="text-xl font-semibold text-gray-900 dark:text-white">{item.name}</h2>
          <p className="text-sm font-medium text-brand-600 dark:text-brand-50">{item.category}</p>
        </div>
      </div>
      <p className="mt-4 text-sm leading-relaxed text-gray-700 dark:text-gray-300">
        {item.summary}
      </p>
      <h3 className="mt-5 text-sm font-semibold text-gray-900 dark:text-white">
        {t('overview.benefitsTitle')}
      </h3>
      <ul className="mt-2 space-y-2 text-sm text-gray-700 dark:text-gray-300">
        {Object.entries(item.benefits).map(([key, benefit]) => (
          <li key={key} className="flex gap-2">
            <CheckIcon className="text-emerald-600 dark:text-emerald-400" />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <Link
          to={href}
          className={`inline-flex items-center gap-1 text-sm font-semibold text-brand-600 hover:underline dark:text-brand-50 ${linkFocus}`}
        >
          {t('overview.explore', { name: item.name })}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}
