import { I18nDemoPage } from '#client/features/marketing/i18n-demo-page.tsx';

export default function Page() {
  return <I18nDemoPage />;
}
