import { useTranslation } from 'react-i18next';

/** Spec 01 §2: '404 Page Not Found' with a hint about adding the page to the router. */
export function NotFoundContent() {
  const { t } = useTranslation('common');
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-start px-4 py-20">
      <title>{t('notFound.title')}</title>
      <h1 className="text-3xl font-bold text-gray-900 dark:text-white">{t('notFound.title')}</h1>
      <p className="mt-4 text-gray-700 dark:text-gray-300">{t('notFound.hint')}</p>
    </section>
  );
}
