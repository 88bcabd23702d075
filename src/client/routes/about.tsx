import { useLocalizedPath } from '../app/locale.tsx';
import { AboutPage } from '../features/about/about-page.tsx';

export default function Page() {
  const localize = useLocalizedPath();
  return <AboutPage homeHref={localize('/')} demoHref={localize('/demonstracao')} />;
}
