import { supportedLocales, type Locale } from '#shared/i18n/locales.ts';
import type { RichText } from '#shared/rich-text/rich-text.ts';
import { localizedPath, splitLocalePath } from '#shared/routes.ts';
import { trimTrailingSlashes } from '#shared/url-path.ts';
import type { CollectionName } from './collection-names.ts';
import type { ImageValue } from './media.ts';

/**
 * The public pages of the desk's content (issue 23 §2, §4, §7; decision 0123): a listing and a
 * page per published translation, at the registry's localized forms (`/casos`, `/en/casos`,
 * `/es/casos/{slug}`). Their addresses are not in the page registry's prerender list: they exist
 * only while something is published, so the server decides them per request and renders them
 * through the runtime prerendering (decision 0094) with the entry in the root loader's context.
 */
export const publicCollections = {
  'case-studies': '/casos',
  insights: '/insights',
} as const satisfies Partial<Record<CollectionName, string>>;
export type PublicCollection = keyof typeof publicCollections;
export const publicCollectionNames = Object.keys(publicCollections) as PublicCollection[];

/** What a public content address names: a listing (no slug) or one translation. */
export interface ContentAddress {
  collection: PublicCollection;
  locale: Locale;
  slug?: string;
}

const slugSegment = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `/en/casos/x` → case studies, English, slug x; undefined for every other address. */
export function parseContentPath(pathname: string): ContentAddress | undefined {
  const { locale, path } = splitLocalePath(pathname);
  const clean = path.length > 1 ? trimTrailingSlashes(path) : path;
  for (const collection of publicCollectionNames) {
    const base = publicCollections[collection];
    if (clean === base) return { collection, locale };
    if (!clean.startsWith(`${base}/`)) continue;
    const slug = clean.slice(base.length + 1);
    return slugSegment.test(slug) ? { collection, locale, slug } : undefined;
  }
  return undefined;
}

/** The address of a listing (no slug) or of one translation, in its language. */
export function contentPath(collection: PublicCollection, locale: Locale, slug?: string): string {
  const base = publicCollections[collection];
  return localizedPath(slug === undefined ? base : `${base}/${slug}`, locale);
}

/** The insights feed of a language (issue 23 §2): `/insights/feed.xml`, `/en/insights/feed.xml`. */
export const feedPaths: Record<Locale, string> = Object.fromEntries(
  supportedLocales.map((locale) => [locale, localizedPath('/insights/feed.xml', locale)]),
) as Record<Locale, string>;

/** One item of a listing. */
export interface ContentCard {
  path: string;
  title: string;
  summary?: string;
  /** ISO instant the translation was published. */
  publishedAt: string;
  /** Insights: the date the article names, else the day it was published (YYYY-MM-DD). */
  date: string;
  readingMinutes?: number;
  sector?: string;
  /**
   * The listing's thumbnail (issue 23 §2, §6; decision 0139): the cover, else a case study's logo
   * when its client is named (a logo would name an anonymised one), with the alt text of the
   * card's language. Absent: the card shows no image.
   */
  image?: ImageValue & { role: 'cover' | 'logo' };
}

/**
 * What a content page is rendered with, through the root loader's context (decision 0113
 * "Left"): plain data, so it travels in the page's hydration data and the client renders the same.
 */
export interface ContentPageData {
  collection: PublicCollection;
  locale: Locale;
  /** The page's own address, for the client to tell its data from another page's. */
  path: string;
  /**
   * A preview link's render of the working copy (issue 23 §5, decision 0131): the same page,
   * told `noindex`.
   */
  preview?: true;
  /**
   * A preview of a translation not published yet (decision 0139): the page says so, with the day
   * its publish is scheduled (YYYY-MM-DD, São Paulo) when it is, instead of a publication date.
   */
  draft?: { publishOn: string | null };
  /** The languages this page is published in (hreflang), this one included. */
  alternates: { locale: Locale; path: string }[];
  view:
    | { kind: 'list'; items: ContentCard[] }
    | {
        kind: 'entry';
        card: ContentCard;
        /** The published fields but the body, as the collection declares them. */
        fields: Record<string, unknown>;
        body?: ContentBody;
      };
}

/**
 * A body as a page shows it (issue 23 §6): the allow-listed rich-text tree, or paragraphs of a
 * plain-text body (entries saved before the rich-text editor, branch i23-rich).
 */
export type ContentBody = { kind: 'rich'; doc: RichText } | { kind: 'plain'; paragraphs: string[] };
