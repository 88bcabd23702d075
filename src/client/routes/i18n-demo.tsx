import { useTranslation } from 'react-i18next';
import { PageStub } from '../features/marketing/page-stub.tsx';

export default function Page() {
  const { t } = useTranslation('home');
  return <PageStub title={t('i18nDemo.title')} />;
}
