import { useLocalizedPath } from '#client/lib/locale.tsx';
import { AboutPage } from '#client/features/about/about-page.tsx';

export default function Page() {
  const localize = useLocalizedPath();
  return <AboutPage homeHref={localize('/')} demoHref={localize('/demonstracao')} />;
}
