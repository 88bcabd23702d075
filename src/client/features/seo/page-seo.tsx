import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isSupportedLocale, type Locale } from '#shared/i18n/locales.ts';
import { organization } from '#shared/organization.ts';
import { findPage, localizedPath, splitLocalePath } from '#shared/routes.ts';
import {
  absoluteUrl,
  alternates,
  isIndexable,
  metadataFor,
  metaKeys,
  ogLocales,
} from '#shared/seo/page-metadata.ts';
import {
  breadcrumbJsonLd,
  faqPageJsonLd,
  jsonLdScript,
  organizationJsonLd,
  serviceJsonLd,
  type JsonLd,
} from '#shared/seo/structured-data.ts';
import { siteUrl } from '#client/lib/site-url.ts';

/** Title of a page for breadcrumbs: where its name lives in the locale files. */
const pageTitleKeys: Record<string, string> = {
  '/technologies': 'technologies:title',
  '/products': 'products:title',
  '/servicos': 'services:overview.title',
  '/about': 'about:title',
  '/faq': 'faq:title',
  '/demonstracao': 'home:demo.title',
  '/i18n-demo': 'home:i18nDemo.title',
  '/terms-of-use': 'terms:title',
  '/privacy-policy': 'privacy:title',
};

/**
 * Head tags of every prerendered public page (issue 4 item 5): title, description, keywords,
 * canonical, hreflang alternates, Open Graph, Twitter, robots and JSON-LD. React 19 hoists the
 * title, meta and link elements into <head>, at build time and in the browser alike. Other pages
 * (sign-in, dashboard, admin) set their own title and are noindex.
 */
export function PageSeo() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation('navigation');
  const { locale, path } = splitLocalePath(pathname);
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const page = findPage(clean);
  if (!page || !isIndexable(clean)) return <meta name="robots" content="noindex, nofollow" />;

  // Keys are built from the path, so they are read untyped; a missing text is undefined.
  const resource = (nsKey: string): unknown => {
    const [ns = '', key = ''] = nsKey.split(':');
    return i18n.getResource(i18n.language, ns, key) as unknown;
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
  const homeTitle = meta('title') ?? organization.name;
  const title =
    clean === '/' ? `${organization.name} | ${homeTitle}` : `${homeTitle} | ${organization.name}`;
  const description = meta('description') ?? '';
  const keywords = meta('keywords');
  const canonical = absoluteUrl(siteUrl, pathname === '/' ? '/' : pathname.replace(/\/+$/, ''));
  const localized = (p: string) => localizedPath(p, locale);
  const home = { name: t('home'), path: localized('/') };

  const trail: { name: string; path: string }[] = [home];
  const detail = /^\/(tecnologias|servicos)\/([^/]+)$/.exec(clean);
  if (detail?.[1] === 'tecnologias') {
    trail.push({ name: text('technologies:title') ?? '', path: localized('/technologies') });
    trail.push({ name: text(`technologies:items.${detail[2]}.name`) ?? '', path: pathname });
  } else if (detail?.[1] === 'servicos') {
    // The same trail as the page shows: Home > Serviços > service (decision 0042).
    trail.push({ name: text('services:overview.title') ?? '', path: localized('/servicos') });
    trail.push({ name: text(`services:items.${detail[2]}.title`) ?? '', path: pathname });
  } else if (pageTitleKeys[clean]) {
    trail.push({ name: text(pageTitleKeys[clean]) ?? homeTitle, path: pathname });
  }

  const entities: JsonLd[] = [
    organizationJsonLd(siteUrl, lang, text('home:meta.description') ?? description),
  ];
  if (trail.length > 1) entities.push(breadcrumbJsonLd(siteUrl, trail));
  const kind = metadataFor(page.kind).schemaType;
  if (kind === 'FAQPage') {
    const items = resource('faq:items');
    if (Array.isArray(items)) {
      entities.push(
        faqPageJsonLd(
          items.filter(
            (item): item is { question: string; answer: string } =>
              typeof item === 'object' &&
              item !== null &&
              typeof (item as { question?: unknown }).question === 'string' &&
              typeof (item as { answer?: unknown }).answer === 'string',
          ),
        ),
      );
    }
  }
  if (kind === 'Service' && detail?.[1] === 'servicos') {
    entities.push(
      serviceJsonLd(siteUrl, {
        name: text(`services:items.${detail[2]}.title`) ?? homeTitle,
        description,
        path: pathname,
      }),
    );
  }

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
      <meta property="og:image" content={absoluteUrl(siteUrl, '/og-image.png')} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={absoluteUrl(siteUrl, '/og-image.png')} />
      <script
        type="application/ld+json"
        // Data, not code: built from our own texts, with `<` escaped (jsonLdScript).
        dangerouslySetInnerHTML={{ __html: jsonLdScript(entities) }}
      />
    </>
  );
}
