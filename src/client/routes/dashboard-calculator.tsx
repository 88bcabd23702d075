import { useTranslation } from 'react-i18next';
import { DashboardPageStub } from '../features/marketing/dashboard-stub.tsx';

export default function Page() {
  const { t } = useTranslation('dashboard');
  return <DashboardPageStub title={t('tools.calculator.title')} />;
}
