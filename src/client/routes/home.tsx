import { useTranslation } from 'react-i18next';
import { organization } from '../../shared/organization.ts';

export default function Home() {
  const { t } = useTranslation('home');
  return (
    <section className="mx-auto max-w-7xl px-4 py-16">
      <title>{`${organization.name} | ${t('meta.title')}`}</title>
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600 dark:text-brand-50">
        {t('hero.badge')}
      </p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-gray-900 md:text-5xl dark:text-white">
        {t('hero.title')}
      </h1>
      <p className="mt-4 max-w-3xl text-lg text-gray-700 dark:text-gray-300">
        {t('hero.subtitle')}
      </p>
    </section>
  );
}
