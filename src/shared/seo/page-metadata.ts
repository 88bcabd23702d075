import { supportedLocales, type Locale } from '#shared/i18n/locales.ts';
import {
  findPage,
  localizedPath,
  publicPages,
  type PageKind,
  type PageRoute,
} from '#shared/routes.ts';

/** The production address, used where search engines need absolute URLs (canonical, sitemap). */
export const defaultSiteUrl = 'https://www.nexusia.com.br';

/**
 * The page-metadata table of spec 01 §2: one entry per page kind, unknown kinds fall back to
 * home. Titles, descriptions and keywords are texts, so they live in the locale files (see
 * `metaKeys`); priorities and the schema.org type are here.
 */
export interface PageMetadataEntry {
  priority: number;
  changefreq: 'weekly' | 'monthly' | 'yearly';
  /** schema.org type of the page's main entity besides the organization. */
  schemaType: 'WebSite' | 'Service' | 'FAQPage' | 'AboutPage' | 'ContactPage' | 'WebPage';
}

export const pageMetadata: Record<PageKind, PageMetadataEntry> = {
  home: { priority: 1, changefreq: 'weekly', schemaType: 'WebSite' },
  services: { priority: 0.9, changefreq: 'monthly', schemaType: 'Service' },
  demonstracao: { priority: 0.9, changefreq: 'monthly', schemaType: 'ContactPage' },
  products: { priority: 0.8, changefreq: 'monthly', schemaType: 'WebPage' },
  technologies: { priority: 0.8, changefreq: 'monthly', schemaType: 'WebPage' },
  about: { priority: 0.7, changefreq: 'monthly', schemaType: 'AboutPage' },
  faq: { priority: 0.6, changefreq: 'monthly', schemaType: 'FAQPage' },
  dashboard: { priority: 0.5, changefreq: 'monthly', schemaType: 'WebPage' },
};

/**
 * Pages outside the spec's table (legal texts, the i18n demo) still belong in the sitemap, but
 * below every page of the table: falling back to "home" would give the privacy policy priority 1.
 */
export const unlistedPagePriority = 0.3;

/** Spec 01 §2: unknown kinds take the home entry. */
export function metadataFor(kind: string | undefined): PageMetadataEntry {
  return kind && kind in pageMetadata ? pageMetadata[kind as PageKind] : pageMetadata.home;
}

export function sitemapPriority(page: PageRoute): number {
  return page.kind ? metadataFor(page.kind).priority : unlistedPagePriority;
}

/** Where a page's title/description/keywords live: `${ns}:${prefix}.title` and so on. */
export interface MetaKeys {
  ns: 'home' | 'technologies' | 'services' | 'products' | 'about' | 'faq' | 'terms' | 'privacy';
  prefix: string;
}

/**
 * The keys to try for a page's texts, most specific first; the last one is always the home
 * entry, so a page whose texts are missing still gets sensible metadata (spec 01 §2 fallback).
 */
export function metaKeys(path: string): MetaKeys[] {
  const home: MetaKeys = { ns: 'home', prefix: 'meta' };
  const detail = /^\/(tecnologias|servicos)\/([^/]+)$/.exec(path);
  if (detail) {
    const ns = detail[1] === 'tecnologias' ? 'technologies' : 'services';
    return [{ ns, prefix: `items.${detail[2]}.meta` }, { ns, prefix: 'meta' }, home];
  }
  const byPath: Record<string, MetaKeys> = {
    '/technologies': { ns: 'technologies', prefix: 'meta' },
    '/products': { ns: 'products', prefix: 'meta' },
    '/servicos': { ns: 'services', prefix: 'overview.meta' },
    '/about': { ns: 'about', prefix: 'meta' },
    '/faq': { ns: 'faq', prefix: 'meta' },
    '/demonstracao': { ns: 'home', prefix: 'demo.meta' },
    '/i18n-demo': { ns: 'home', prefix: 'i18nDemo.meta' },
    '/terms-of-use': { ns: 'terms', prefix: 'meta' },
    '/privacy-policy': { ns: 'privacy', prefix: 'meta' },
  };
  const own = byPath[path];
  return own ? [own, home] : [home];
}

/** Search engines index the public pages only; sign-in, password reset and private areas are noindex. */
export function isIndexable(path: string): boolean {
  const page = findPage(path);
  return Boolean(page && page.access === 'public' && page.prerender);
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

/** hreflang alternates (spec 01 §2): pt-BR at the bare path, en under /en, es under /es, x-default bare. */
export function alternates(siteUrl: string, path: string): { hreflang: string; href: string }[] {
  return [
    ...supportedLocales.map((locale: Locale) => ({
      hreflang: locale,
      href: absoluteUrl(siteUrl, localizedPath(path, locale)),
    })),
    { hreflang: 'x-default', href: absoluteUrl(siteUrl, path) },
  ];
}

export const ogLocales: Record<Locale, string> = { 'pt-BR': 'pt_BR', en: 'en_US', es: 'es_ES' };

/** The pages of the sitemap: every public, prerendered page (each language is an alternate). */
export const sitemapPages: readonly PageRoute[] = publicPages;
