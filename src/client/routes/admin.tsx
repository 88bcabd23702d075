import { useTranslation } from 'react-i18next';
import { organization } from '../../shared/organization.ts';

export default function Admin() {
  const { t } = useTranslation('admin');
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <title>{`${t('title')} | ${organization.name}`}</title>
      <h1 className="text-3xl font-bold text-gray-900 dark:text-white">{t('title')}</h1>
      <p className="mt-2 text-gray-700 dark:text-gray-300">{t('subtitle')}</p>
    </section>
  );
}
