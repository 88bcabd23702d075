import { useLocalizedPath } from '../app/locale.tsx';
import { ProductsPage } from '../features/products/products-page.tsx';

export default function Page() {
  const localize = useLocalizedPath();
  return <ProductsPage homeHref={localize('/')} demoHref={localize('/demonstracao')} />;
}
