import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isSupportedLocale, type Locale } from '#shared/i18n/locales.ts';
import { organization } from '#shared/organization.ts';
import { findPage, localizedPath, splitLocalePath, type PageRoute } from '#shared/routes.ts';
import {
  absoluteUrl,
  alternates,
  isIndexable,
  metaKeys,
  ogLocales,
} from '#shared/seo/page-metadata.ts';
import { shareImagePath, shareImageSize } from '#shared/seo/share-image.ts';
import {
  breadcrumbJsonLd,
  jsonLdScript,
  organizationJsonLd,
  pageNodesJsonLd,
  type JsonLd,
  type ListedItem,
} from '#shared/seo/structured-data.ts';
import { trimTrailingSlashes } from '#shared/url-path.ts';
import { useContentPage } from '#client/lib/content-page.tsx';
import { useFirmFacts } from '#client/lib/firm-facts.tsx';
import { siteUrl } from '#client/lib/site-url.ts';

/**
 * Head tags of every prerendered public page (issue 4 item 5, issue 15 §1-2): title, description,
 * keywords, canonical, hreflang alternates, Open Graph and Twitter with the page's share image,
 * robots and one JSON-LD graph, all derived from the page's registry entry (src/shared/routes.ts).
 * React 19 hoists the title, meta and link elements into <head>, at build time and in the browser
 * alike. Other pages (sign-in, dashboard, admin) set their own title and are noindex.
 */
export function PageSeo() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation('navigation');
  const facts = useFirmFacts();
  const content = useContentPage();
  const { locale, path } = splitLocalePath(pathname);
  const clean = path.length > 1 ? trimTrailingSlashes(path) : path;
  const page = findPage(clean);
  // A content page writes its own head (features/content-pages/content-seo.tsx, decision 0123).
  if (content) return null;
  if (!page || !isIndexable(clean)) return <meta name="robots" content="noindex, nofollow" />;

  // Keys come from the registry, so they are read untyped; a missing text is undefined.
  const resource = (nsKey: string): unknown => {
    const [ns = '', ...key] = nsKey.split(':');
    return i18n.getResource(i18n.language, ns, key.join(':')) as unknown;
  };
  const text = (nsKey: string): string | undefined => {
    const value = resource(nsKey);
    return typeof value === 'string' && value ? value : undefined;
  };
  const meta = (field: 'title' | 'description' | 'keywords') => {
    for (const { ns, prefix } of metaKeys(clean)) {
      const found = text(`${ns}:${prefix}.${field}`);
      if (found) return found;
    }
    return undefined;
  };

  const lang: Locale = isSupportedLocale(i18n.language) ? i18n.language : locale;
  const pageTitle = meta('title') ?? organization.name;
  const title =
    clean === '/' ? `${organization.name} | ${pageTitle}` : `${pageTitle} | ${organization.name}`;
  const description = meta('description') ?? '';
  const keywords = meta('keywords');
  const localized = (p: string) => localizedPath(p, locale);
  const canonical = absoluteUrl(siteUrl, localized(clean));
  const image = absoluteUrl(siteUrl, shareImagePath(clean, lang));
  const crumbName = (p: PageRoute) => (p.crumb && text(p.crumb.name)) ?? pageTitle;

  const trail = breadcrumbTrail(page).map((p) => ({ name: crumbName(p), path: localized(p.path) }));
  const entities: JsonLd[] = [
    organizationJsonLd(siteUrl, lang, text('home:meta.description') ?? description, facts),
  ];
  if (trail.length > 1) entities.push(breadcrumbJsonLd(siteUrl, trail, canonical));
  entities.push(
    ...pageNodesJsonLd({
      siteUrl,
      locale: lang,
      kind: page.schema ?? 'WebPage',
      url: canonical,
      title: pageTitle,
      description,
      image,
      hasBreadcrumb: trail.length > 1,
      faq: page.schema === 'FAQPage' ? faqItems(resource('faq:items')) : undefined,
      listed: page.lists && listedItems(page, text, localized),
      service: page.schema === 'Service' ? { name: crumbName(page), description } : undefined,
    }),
  );

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords && <meta name="keywords" content={keywords} />}
      <meta name="robots" content="index, follow" />
      <link rel="canonical" href={canonical} />
      {alternates(siteUrl, clean).map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={organization.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={ogLocales[lang]} />
      {Object.entries(ogLocales)
        .filter(([code]) => code !== lang)
        .map(([code, og]) => (
          <meta key={code} property="og:locale:alternate" content={og} />
        ))}
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(shareImageSize.width)} />
      <meta property="og:image:height" content={String(shareImageSize.height)} />
      <meta property="og:image:alt" content={title} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={title} />
      <script
        type="application/ld+json"
        // Data, not code: built from our own texts, with `<` escaped (jsonLdScript).
        dangerouslySetInnerHTML={{ __html: jsonLdScript(entities) }}
      />
    </>
  );
}

/** Home, the pages above this one (registry `crumb.parent`), and the page itself. */
function breadcrumbTrail(page: PageRoute): PageRoute[] {
  const trail: PageRoute[] = [];
  for (let at: PageRoute | undefined = page; at && at.path !== '/';) {
    trail.unshift(at);
    at = at.crumb?.parent ? findPage(at.crumb.parent) : undefined;
  }
  const home = findPage('/');
  return home ? [home, ...trail] : trail;
}

function faqItems(items: unknown): { question: string; answer: string }[] {
  if (!Array.isArray(items)) return [];
  return items.filter(
    (item): item is { question: string; answer: string } =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as { question?: unknown }).question === 'string' &&
      typeof (item as { answer?: unknown }).answer === 'string',
  );
}

/** What a CollectionPage lists, in the page's language, with absolute addresses. */
function listedItems(
  page: PageRoute,
  text: (nsKey: string) => string | undefined,
  localized: (path: string) => string,
): ListedItem[] {
  const listing = page.lists;
  if (!listing) return [];
  return listing.items.map((item) => {
    const fill = (key: string) => key.replaceAll('{item}', item);
    const ownPage = listing.path && absoluteUrl(siteUrl, localized(fill(listing.path)));
    return {
      name: text(fill(listing.name)) ?? item,
      description: listing.description && text(fill(listing.description)),
      url: ownPage || listing.url?.(item),
    };
  });
}
