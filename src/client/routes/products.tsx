import { useLocalizedPath } from '#client/lib/locale.tsx';
import { ProductsPage } from '#client/features/products/products-page.tsx';

export default function Page() {
  const localize = useLocalizedPath();
  return <ProductsPage homeHref={localize('/')} demoHref={localize('/demonstracao')} />;
}
