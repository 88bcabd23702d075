import { useLocalizedPath } from '#client/app/locale.tsx';
import { AboutPage } from '#client/features/about/about-page.tsx';

export default function Page() {
  const localize = useLocalizedPath();
  return <AboutPage homeHref={localize('/')} demoHref={localize('/demonstracao')} />;
}
