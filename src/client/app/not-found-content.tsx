import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '#client/lib/locale.tsx';

/** Where a lost visitor most likely wanted to go (issue 14 §3), in the page's language. */
const destinations = [
  { key: 'home', path: '/' },
  { key: 'services', path: '/servicos' },
  { key: 'faq', path: '/faq' },
  { key: 'contact', path: '/demonstracao' },
] as const;

/**
 * Spec 01 §2: '404 Page Not Found' with a hint about adding the page to the router. The spec's
 * title and hint stay (the hint small and secondary: it speaks to whoever builds the site); the
 * visitor gets four ways forward.
 */
export function NotFoundContent() {
  const { t } = useTranslation('common');
  const localize = useLocalizedPath();
  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-3xl px-4 py-16 md:py-24">
      <title>{t('notFound.title')}</title>
      <h1
        id="not-found-title"
        className="text-3xl font-bold tracking-tight text-gray-900 md:text-4xl dark:text-white"
      >
        {t('notFound.title')}
      </h1>
      <p className="mt-4 text-lg text-gray-700 dark:text-gray-300">{t('notFound.lead')}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {destinations.map(({ key, path }) => (
          <li key={key}>
            <Link
              to={localize(path)}
              className="group flex h-full flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 dark:border-gray-700 dark:bg-gray-900"
            >
              <span className="font-semibold text-brand-600 group-hover:underline dark:text-brand-50">
                {t(`notFound.links.${key}.title`)} <span aria-hidden="true">→</span>
              </span>
              <span className="mt-1 text-sm text-gray-700 dark:text-gray-300">
                {t(`notFound.links.${key}.description`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-xs text-gray-600 dark:text-gray-400">{t('notFound.hint')}</p>
    </section>
  );
}
