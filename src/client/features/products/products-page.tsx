import { ArrowUpRight, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productIds, productLinks, type ProductId } from '#shared/products.ts';
import { Artwork } from '#client/components/brand/artwork.tsx';
import { CallToAction, callToActionButton } from '#client/components/brand/call-to-action.tsx';
import type { BreadcrumbItem } from '#client/components/layout/breadcrumbs.tsx';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';
import { Heading } from '#client/components/ui/heading.tsx';
import { Container } from '#client/components/ui/section.tsx';
import { trackEvent } from '#client/lib/analytics.ts';
import { cn } from '#client/lib/cn.ts';

interface ProductsPageProps {
  /** Links in the page's language (the route localizes them). */
  homeHref: string;
  demoHref: string;
}

/** Product names make long labels: on a phone the button wraps instead of widening the page. */
const wrappingButton = 'h-auto min-h-12 w-full py-3 whitespace-normal sm:w-auto';

/** A demonstration asked for from this page is a conversion from the products page (spec 02 §2). */
function recordDemoRequest(product?: ProductId) {
  trackEvent(
    'demo_request',
    product ? { source: 'products_page', product } : { source: 'products_page' },
  );
}

/** Spec 02 §2 "Products page": three products with about, features, benefits and use cases. */
export function ProductsPage({ homeHref, demoHref }: ProductsPageProps) {
  const { t } = useTranslation('products');
  const { t: tNav } = useTranslation('navigation');
  const trail: BreadcrumbItem[] = [
    { label: tNav('home'), href: homeHref },
    { label: t('title'), current: true },
  ];

  return (
    <>
      <PageHeader title={t('title')} trail={trail}>
        <p className="mt-4 max-w-3xl text-lead text-muted-foreground">{t('intro')}</p>
      </PageHeader>

      <Container className="flex flex-col gap-10 py-12">
        {productIds.map((id) => (
          <ProductCard key={id} id={id} demoHref={demoHref} />
        ))}
      </Container>

      <CallToAction
        id="products-cta"
        title={t('cta.title')}
        description={t('cta.description')}
        className="pb-14"
      >
        <Button asChild size="lg" className={callToActionButton.primary}>
          <Link to={demoHref} onClick={() => recordDemoRequest()}>
            {t('cta.button')}
          </Link>
        </Button>
      </CallToAction>
    </>
  );
}

function ProductCard({ id, demoHref }: { id: ProductId; demoHref: string }) {
  const { t } = useTranslation('products');
  const { t: tNav } = useTranslation('navigation');
  const product = t(`items.${id}`, { returnObjects: true });
  const link = productLinks[id];
  const lists = [
    { key: 'features', title: t('labels.features'), items: product.features },
    { key: 'benefits', title: t('labels.benefits'), items: product.benefits },
    { key: 'useCases', title: t('labels.useCases'), items: product.useCases },
  ] as const;

  return (
    // The id lets other pages link straight to one product (/products#crypto).
    <article
      id={id}
      aria-labelledby={`product-${id}`}
      className={cn(cardVariants({ padding: 'lg' }), 'scroll-mt-24 md:p-10')}
    >
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div>
          <Heading id={`product-${id}`} size="h2">
            {product.name}
          </Heading>
          <p className="mt-1 text-sm font-semibold tracking-wide text-link uppercase">
            {product.category}
          </p>

          <Heading as="h3" size="h3" className="mt-6">
            {t('labels.about')}
          </Heading>
          <p className="mt-2 max-w-4xl leading-relaxed text-muted-foreground">{product.about}</p>
        </div>
        {/* A drawing of the product's interface, not a screenshot: alt says so (decision 0041). */}
        <div className="rounded-xl bg-primary-subtle p-3">
          <Artwork name={`product-${id}`} alt={t('art', { name: product.name })} />
        </div>
      </div>

      <div className="mt-8 grid gap-8 md:grid-cols-3">
        {lists.map((list) => (
          <div key={list.key}>
            <Heading as="h3" size="h3">
              {list.title}
            </Heading>
            <ul className="mt-3 space-y-2">
              {Object.entries<string>(list.items).map(([key, text]) => (
                <li key={key} className="flex items-start gap-2 text-muted-foreground">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-link" />
                  <span className="leading-relaxed">{text}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>

      {'disclaimer' in product && (
        <p className="mt-6 text-sm text-muted-foreground">{product.disclaimer}</p>
      )}

      <div className="mt-8">
        {link.kind === 'external' ? (
          <Button asChild size="lg" className={wrappingButton}>
            <a href={link.href} target="_blank" rel="noopener">
              {t('labels.learnMore', { name: product.name })}
              <span className="sr-only"> ({tNav('opensInNewTab')})</span>
              <ArrowUpRight aria-hidden="true" />
            </a>
          </Button>
        ) : (
          <Button asChild size="lg" className={wrappingButton}>
            <Link to={demoHref} onClick={() => recordDemoRequest(id)}>
              {t('labels.requestDemo', { name: product.name })}
            </Link>
          </Button>
        )}
      </div>
    </article>
  );
}
