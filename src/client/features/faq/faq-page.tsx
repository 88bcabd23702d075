import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '#client/lib/locale.tsx';
import type { BreadcrumbItem } from '#client/components/layout/breadcrumbs.tsx';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { FaqAccordion } from './faq-accordion.tsx';
import { QuickAnswerIconSvg } from './faq-icons.tsx';
import {
  faqFilters,
  faqReducer,
  initialFaqState,
  quickAnswerIcon,
  visibleItems,
} from './faq-state.ts';

/**
 * The FAQ page (spec 02 §2): breadcrumb, hero, quick answers, filterable questions, call to
 * action. Every text comes from the `faq` namespace; the same `items` feed the FAQPage structured
 * data, so they are plain text (no markup, no placeholders).
 */
export function FaqPage() {
  const { t } = useTranslation('faq');
  const { t: tNav } = useTranslation('navigation');
  const localize = useLocalizedPath();
  const [state, dispatch] = useReducer(faqReducer, initialFaqState);

  const items = t('items', { returnObjects: true });
  const quickAnswers = t('quickAnswers', { returnObjects: true });
  const shown = visibleItems(items, state.filter);
  const trail: BreadcrumbItem[] = [
    { label: tNav('home'), href: localize('/') },
    { label: t('breadcrumb'), current: true },
  ];

  return (
    <>
      {/* No documentTitle: titles and meta tags come from the central page metadata. */}
      <PageHeader title={t('title')} trail={trail}>
        <p className="mt-4 inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900 dark:bg-gray-800 dark:text-brand-50">
          {t('hero.badge')}
        </p>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-gray-700 dark:text-gray-300">
          {t('hero.subtitle')}
        </p>
      </PageHeader>

      <section aria-labelledby="faq-quick-title" className="mx-auto max-w-7xl px-4 pt-12">
        <h2
          id="faq-quick-title"
          className="text-2xl font-bold tracking-tight text-gray-900 dark:text-white"
        >
          {t('quick.title')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {quickAnswers.map((quick) => (
            <li
              key={quick.question}
              className="flex flex-col rounded-xl border border-gray-200 bg-white p-6 shadow-sm dark:border-gray-800 dark:bg-gray-900"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-600 dark:bg-gray-800 dark:text-brand-50">
                <QuickAnswerIconSvg icon={quickAnswerIcon(quick.category)} />
              </span>
              <h3 className="mt-4 text-base font-semibold text-gray-900 dark:text-white">
                {quick.question}
              </h3>
              <p className="mt-1 text-xl font-bold text-brand-600 dark:text-brand-50">
                {quick.answer}
              </p>
              <p className="mt-2 text-sm leading-relaxed text-gray-600 dark:text-gray-300">
                {quick.details}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="faq-list-title" className="mx-auto max-w-7xl px-4 py-16">
        <h2
          id="faq-list-title"
          className="text-2xl font-bold tracking-tight text-gray-900 dark:text-white"
        >
          {t('list.title')}
        </h2>
        <div role="group" aria-label={t('list.filterLabel')} className="mt-6 flex flex-wrap gap-2">
          {faqFilters.map((filter) => {
            const selected = state.filter === filter;
            return (
              <button
                key={filter}
                type="button"
                aria-pressed={selected}
                onClick={() => dispatch({ type: 'filter', filter })}
                className={`rounded-full border px-4 py-2 text-sm font-medium transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-gray-950 ${
                  selected
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-gray-300 bg-white text-gray-700 hover:border-brand-500 hover:text-brand-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-200 dark:hover:text-white'
                }`}
              >
                {t(`categories.${filter}`)}
              </button>
            );
          })}
        </div>
        <p aria-live="polite" className="mt-4 text-sm text-gray-600 dark:text-gray-300">
          {t('list.showing', { count: items.length, shown: shown.length })}
        </p>
        <div className="mt-4 max-w-4xl">
          <FaqAccordion
            items={shown}
            open={state.open}
            onToggle={(position) => dispatch({ type: 'toggle', position })}
          />
        </div>
      </section>

      <section
        aria-labelledby="faq-cta-title"
        className="bg-gradient-to-br from-brand-900 to-brand-600 text-white"
      >
        <div className="mx-auto max-w-3xl px-4 py-16 text-center">
          <h2 id="faq-cta-title" className="text-3xl font-bold tracking-tight">
            {t('cta.title')}
          </h2>
          <p className="mt-4 text-lg text-white/90">{t('cta.text')}</p>
          <Link
            to={localize('/demonstracao')}
            className="mt-8 inline-block rounded-md bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-brand-900"
          >
            {t('cta.button')}
          </Link>
        </div>
      </section>
    </>
  );
}
