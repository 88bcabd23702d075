import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Artwork } from '#client/components/brand/artwork.tsx';
import type { BreadcrumbItem } from '#client/components/layout/breadcrumbs.tsx';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { trackEvent } from '#client/lib/analytics.ts';
import { productIds, productLinks, type ProductId } from '#shared/products.ts';

interface ProductsPageProps {
  /** Links in the page's language (the route localizes them). */
  homeHref: string;
  demoHref: string;
}

const primaryLink =
  'inline-flex items-center justify-center gap-2 rounded-md bg-brand-600 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-gray-950';
const invertedLink =
  'inline-flex items-center justify-center rounded-md bg-white px-5 py-3 text-sm font-semibold text-brand-900 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-brand-900';

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
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-gray-700 dark:text-gray-300">
          {t('intro')}
        </p>
      </PageHeader>

      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-12">
        {productIds.map((id) => (
          <ProductCard key={id} id={id} demoHref={demoHref} />
        ))}
      </div>

      <section aria-labelledby="products-cta" className="mx-auto max-w-7xl px-4 pb-14">
        <div className="rounded-2xl bg-gradient-to-br from-brand-900 to-brand-600 p-8 text-white md:p-12">
          <h2 id="products-cta" className="text-2xl font-bold tracking-tight md:text-3xl">
            {t('cta.title')}
          </h2>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-white/90">
            {t('cta.description')}
          </p>
          <Link
            to={demoHref}
            onClick={() => recordDemoRequest()}
            className={`${invertedLink} mt-8`}
          >
            {t('cta.button')}
          </Link>
        </div>
      </section>
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
      className="scroll-mt-24 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm md:p-10 dark:border-gray-800 dark:bg-gray-900"
    >
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div>
          <h2
            id={`product-${id}`}
            className="text-2xl font-bold tracking-tight text-gray-900 md:text-3xl dark:text-white"
          >
            {product.name}
          </h2>
          <p className="mt-1 text-sm font-semibold uppercase tracking-wide text-brand-600 dark:text-brand-50">
            {product.category}
          </p>

          <h3 className="mt-6 text-lg font-semibold text-gray-900 dark:text-white">
            {t('labels.about')}
          </h3>
          <p className="mt-2 max-w-4xl leading-relaxed text-gray-700 dark:text-gray-300">
            {product.about}
          </p>
        </div>
        {/* A drawing of the product's interface, not a screenshot: alt says so (decision 0041). */}
        <div className="rounded-xl bg-brand-50 p-3 dark:bg-gray-950">
          <Artwork name={`product-${id}`} alt={t('art', { name: product.name })} />
        </div>
      </div>

      <div className="mt-8 grid gap-8 md:grid-cols-3">
        {lists.map((list) => (
          <div key={list.key}>
            <h3 className="text-lg font-semibold text-gray-900 dark:text-white">{list.title}</h3>
            <ul className="mt-3 space-y-2">
              {Object.entries<string>(list.items).map(([key, text]) => (
                <li key={key} className="flex items-start gap-2 text-gray-700 dark:text-gray-300">
                  <CheckIcon />
                  <span className="leading-relaxed">{text}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>

      {'disclaimer' in product && (
        <p className="mt-6 text-sm text-gray-600 dark:text-gray-400">{product.disclaimer}</p>
      )}

      <div className="mt-8">
        {link.kind === 'external' ? (
          <a href={link.href} target="_blank" rel="noopener" className={primaryLink}>
            {t('labels.learnMore', { name: product.name })}
            <span className="sr-only"> ({tNav('opensInNewTab')})</span>
            <ExternalIcon />
          </a>
        ) : (
          <Link to={demoHref} onClick={() => recordDemoRequest(id)} className={primaryLink}>
            {t('labels.requestDemo', { name: product.name })}
          </Link>
        )}
      </div>
    </article>
  );
}

function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-50"
    >
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

function ExternalIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      className="size-4"
    >
      <path d="M11 3h6v6M17 3l-8 8M15 12v4a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h4" />
    </svg>
  );
}
