import { useTranslation } from 'react-i18next';
import { PageStub } from '../features/marketing/page-stub.tsx';

export default function Page() {
  const { t } = useTranslation('technologies');
  return <PageStub title={t('title')} />;
}
