import { useTranslation } from 'react-i18next';
import { PageStub } from '../features/marketing/page-stub.tsx';

export default function Page() {
  const { t } = useTranslation('faq');
  return <PageStub title={t('title')} />;
}
