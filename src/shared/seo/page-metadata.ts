import { supportedLocales, type Locale } from '#shared/i18n/locales.ts';
import {
  findPage,
  localizedPath,
  publicPages,
  type MetaKeys,
  type PageKind,
  type PageRoute,
} from '#shared/routes.ts';

/** The production address, used where search engines need absolute URLs (canonical, sitemap). */
export const defaultSiteUrl = 'https://www.nexusia.com.br';

/**
 * The page-metadata table of spec 01 §2: one entry per page kind, unknown kinds fall back to
 * home. Titles, descriptions and keywords are texts, so they live in the locale files (each
 * page's `meta` keys in the registry, src/shared/routes.ts), as does each page's structured-data
 * kind; the priorities are here.
 */
export interface PageMetadataEntry {
  priority: number;
  changefreq: 'weekly' | 'monthly' | 'yearly';
}

export const pageMetadata: Record<PageKind, PageMetadataEntry> = {
  home: { priority: 1, changefreq: 'weekly' },
  services: { priority: 0.9, changefreq: 'monthly' },
  demonstracao: { priority: 0.9, changefreq: 'monthly' },
  products: { priority: 0.8, changefreq: 'monthly' },
  technologies: { priority: 0.8, changefreq: 'monthly' },
  about: { priority: 0.7, changefreq: 'monthly' },
  faq: { priority: 0.6, changefreq: 'monthly' },
  dashboard: { priority: 0.5, changefreq: 'monthly' },
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

export type { MetaKeys };

const homeMeta: MetaKeys = { ns: 'home', prefix: 'meta' };

/**
 * The keys to try for a page's texts, most specific first (the registry's `meta`); the last one
 * is always the home entry, so a page whose texts are missing still gets sensible metadata
 * (spec 01 §2 fallback).
 */
export function metaKeys(path: string): MetaKeys[] {
  const own = findPage(path)?.meta ?? [];
  return [...own.filter((m) => m.ns !== homeMeta.ns || m.prefix !== homeMeta.prefix), homeMeta];
}

/**
 * Search engines index the public prerendered pages only; sign-in, password reset, private areas
 * and pages the registry marks `noindex` are not.
 */
export function isIndexable(path: string): boolean {
  const page = findPage(path);
  return Boolean(page && page.access === 'public' && page.prerender && !page.noindex);
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

/** The pages of the sitemap: every indexable page (each language is an alternate). */
export const sitemapPages: readonly PageRoute[] = publicPages.filter((p) => isIndexable(p.path));
