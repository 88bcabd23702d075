import type { Kysely } from 'kysely';
import { bodyText, contentBody, readingMinutes } from '#shared/content/content-body.ts';
import {
  contentPath,
  parseContentPath,
  type ContentCard,
  type ContentPageData,
  type PublicCollection,
} from '#shared/content/content-pages.ts';
import { isImageValue, type ImageValue } from '#shared/content/media.ts';
import { escapeHtml } from '#shared/html.ts';
import { supportedLocales, type Locale } from '#shared/i18n/locales.ts';
import { saoPauloIsoDate } from '#shared/time/sao-paulo.ts';
import { parseCalendarDate } from '#shared/tools/calendar-date.ts';
import type { DB } from '#server/db/schema.ts';
import type { ContentAnswer, ContentPages } from '#server/plugins/runtime-prerender-content.ts';
import { findPublished, publishedList, type PublishedItem } from './content-public.service.ts';

/**
 * The public pages of published content (issue 23 §2, §4, §7; decision 0123), from what
 * content-public.service.ts may read: published copies only, per language, no fallback.
 *
 * - A listing exists in a language while at least one entry is published in it; otherwise its
 *   address answers 404 like any unknown one (nothing links to it: decision 0123).
 * - An entry's page exists in the languages it is published in; an old slug answers 301 to the
 *   current one; anything else (a draft, an unpublished entry, another language's slug) is 404.
 */

const stringField = (fields: Record<string, unknown>, name: string): string | undefined => {
  const value = fields[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/** A card's thumbnail: the cover, else a named client's logo (decisions 0130, 0139). */
function thumbnailOf(
  collection: PublicCollection,
  fields: Record<string, unknown>,
): ContentCard['image'] {
  const image = (value: ImageValue, role: 'cover' | 'logo') => ({
    mediaId: value.mediaId,
    alt: value.alt,
    role,
  });
  if (isImageValue(fields.cover)) return image(fields.cover, 'cover');
  const named = fields.anonymisedClient !== true;
  if (collection === 'case-studies' && named && isImageValue(fields.logo)) {
    return image(fields.logo, 'logo');
  }
  return undefined;
}

function cardOf(collection: PublicCollection, locale: Locale, item: PublishedItem): ContentCard {
  const fields = item.fields as Record<string, unknown>;
  const named = stringField(fields, 'publishedOn');
  const body = contentBody(fields.body);
  const image = thumbnailOf(collection, fields);
  return {
    path: contentPath(collection, locale, item.slug),
    title: stringField(fields, 'title') ?? item.slug,
    summary: stringField(fields, 'summary'),
    publishedAt: item.publishedAt,
    // An article's own date when it names one, else the São Paulo day it was published.
    date: named && parseCalendarDate(named) ? named : saoPauloIsoDate(new Date(item.publishedAt)),
    ...(collection === 'insights' ? { readingMinutes: readingMinutes(bodyText(body)) } : {}),
    ...(collection === 'case-studies' ? { sector: stringField(fields, 'sector') } : {}),
    ...(image ? { image } : {}),
  };
}

/**
 * An entry's page as visitors see it, from one copy of its fields: the published copy, or the
 * working copy a preview link shows (decision 0131), so both render through the same data.
 */
export function entryPageData(
  collection: PublicCollection,
  locale: Locale,
  item: PublishedItem,
  alternates: { locale: Locale; slug: string }[],
): ContentPageData {
  const { body, ...fields } = item.fields as Record<string, unknown>;
  return {
    collection,
    locale,
    path: contentPath(collection, locale, item.slug),
    alternates: alternates.map((alt) => ({
      locale: alt.locale,
      path: contentPath(collection, alt.locale, alt.slug),
    })),
    view: {
      kind: 'entry',
      card: cardOf(collection, locale, item),
      fields,
      body: contentBody(body),
    },
  };
}

/** More distinct addresses than the site has pages: a crawl of made-up slugs cannot grow it. */
export const contentAnswerCacheLimit = 1000;

/**
 * Answers kept for one content version (issue 23 §7 review: every content request read the
 * database before the page cache, three reads for a listing, also for a 404). `version` moves
 * whenever the runtime prerendering sees `content_version` move (decision 0094), in this process
 * at once after a save, elsewhere within the one-second poll; the first ask after that drops
 * everything kept. A pending answer is shared (single-flight) and dropped if it fails. Only
 * published content goes through here: a draft's preview must not (decision 0133).
 */
export function perContentVersion<T>(version: () => number, limit = contentAnswerCacheLimit) {
  let at = version();
  const kept = new Map<string, Promise<T>>();
  return (key: string, compute: () => Promise<T>): Promise<T> => {
    const now = version();
    if (now !== at) {
      kept.clear();
      at = now;
    }
    const hit = kept.get(key);
    if (hit) return hit;
    const pending = compute();
    // First in, first out: the oldest key goes (a Map iterates in insertion order).
    if (kept.size >= limit) kept.delete(kept.keys().next().value as string);
    kept.set(key, pending);
    pending.catch(() => {
      if (kept.get(key) === pending) kept.delete(key);
    });
    return pending;
  };
}

export function createContentPages(
  db: Kysely<DB>,
  /** The runtime prerendering's generation: moves with `content_version` (decision 0094). */
  version: () => number = () => 0,
): ContentPages & {
  feed(
    locale: Locale,
    origin: string,
    channel: { title: string; description: string },
  ): Promise<string | undefined>;
} {
  const answers = perContentVersion<ContentAnswer | undefined>(version);
  const texts = perContentVersion<string | undefined>(version);
  const listingData = async (
    collection: PublicCollection,
    locale: Locale,
  ): Promise<ContentPageData | undefined> => {
    const lists = await Promise.all(
      supportedLocales.map(async (lng) => [lng, await publishedList(db, collection, lng)] as const),
    );
    const own = lists.find(([lng]) => lng === locale)?.[1] ?? [];
    if (own.length === 0) return undefined;
    return {
      collection,
      locale,
      path: contentPath(collection, locale),
      alternates: lists
        .filter(([, items]) => items.length > 0)
        .map(([lng]) => ({ locale: lng, path: contentPath(collection, lng) })),
      view: { kind: 'list', items: own.map((item) => cardOf(collection, locale, item)) },
    };
  };

  // What each answer is when read now; kept per content version below (decision 0133).
  const read = {
    async resolve(pathname: string): Promise<ContentAnswer | undefined> {
      const address = parseContentPath(pathname);
      if (!address) return undefined;
      const { collection, locale, slug } = address;
      if (slug === undefined) {
        const data = await listingData(collection, locale);
        return data ? { kind: 'page', data } : { kind: 'none' };
      }
      const found = await findPublished(db, collection, locale, slug);
      if (found.kind === 'redirect') {
        return { kind: 'redirect', location: contentPath(collection, locale, found.slug) };
      }
      if (found.kind === 'none') return { kind: 'none' };
      return {
        kind: 'page',
        data: entryPageData(collection, locale, found.item, found.alternates),
      };
    },

    async sitemapUrls(origin: string): Promise<string> {
      const urls: string[] = [];
      for (const collection of ['case-studies', 'insights'] as const) {
        const lists = await Promise.all(
          supportedLocales.map(
            async (lng) => [lng, await publishedList(db, collection, lng)] as const,
          ),
        );
        for (const [locale, items] of lists) {
          if (items.length === 0) continue;
          const listingLinks = lists
            .filter(([, others]) => others.length > 0)
            .map(([lng]) => ({ locale: lng, path: contentPath(collection, lng) }));
          urls.push(sitemapUrl(origin, contentPath(collection, locale), listingLinks));
          for (const item of items) {
            // Alternates: the same entry's published translations (issue 23 §4).
            const links = lists.flatMap(([lng, others]) =>
              others
                .filter((other) => other.entryId === item.entryId)
                .map((other) => ({ locale: lng, path: contentPath(collection, lng, other.slug) })),
            );
            urls.push(
              sitemapUrl(
                origin,
                contentPath(collection, locale, item.slug),
                links,
                item.publishedAt,
              ),
            );
          }
        }
      }
      return urls.join('\n');
    },

    async feed(
      locale: Locale,
      origin: string,
      channel: { title: string; description: string },
    ): Promise<string | undefined> {
      const items = await publishedList(db, 'insights', locale);
      if (items.length === 0) return undefined;
      return rssFeed(
        origin,
        locale,
        channel,
        items.map((item) => cardOf('insights', locale, item)),
      );
    },
  };

  return {
    // Every address of a collection, a 404 included: parseContentPath keeps others out.
    resolve: (pathname) =>
      parseContentPath(pathname)
        ? answers(pathname, () => read.resolve(pathname))
        : Promise.resolve(undefined),
    sitemapUrls: async (origin) =>
      (await texts(`sitemap ${origin}`, () => read.sitemapUrls(origin))) ?? '',
    // The channel's texts come from the locale files, fixed for the process: not in the key.
    feed: (locale, origin, channel) =>
      texts(`feed ${locale} ${origin}`, () => read.feed(locale, origin, channel)),
  };
}

/** Text for XML: the five predefined entities (escapeHtml's set). */
const xml = escapeHtml;

function sitemapUrl(
  origin: string,
  path: string,
  links: { locale: Locale; path: string }[],
  lastmod?: string,
): string {
  const alternates = links.map(
    (link) =>
      `    <xhtml:link rel="alternate" hreflang="${link.locale}" href="${xml(origin + link.path)}"/>`,
  );
  return [
    '  <url>',
    `    <loc>${xml(origin + path)}</loc>`,
    ...(lastmod ? [`    <lastmod>${lastmod.slice(0, 10)}</lastmod>`] : []),
    ...alternates,
    '  </url>',
  ].join('\n');
}

/** RSS 2.0 (issue 23 §2: a feed per language), the newest first; every text escaped. */
function rssFeed(
  origin: string,
  locale: Locale,
  channel: { title: string; description: string },
  cards: ContentCard[],
): string {
  const listing = origin + contentPath('insights', locale);
  const items = cards.map((card) =>
    [
      '    <item>',
      `      <title>${xml(card.title)}</title>`,
      `      <link>${xml(origin + card.path)}</link>`,
      `      <guid isPermaLink="true">${xml(origin + card.path)}</guid>`,
      `      <pubDate>${new Date(card.publishedAt).toUTCString()}</pubDate>`,
      ...(card.summary ? [`      <description>${xml(card.summary)}</description>`] : []),
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0">',
    '  <channel>',
    `    <title>${xml(channel.title)}</title>`,
    `    <link>${xml(listing)}</link>`,
    `    <description>${xml(channel.description)}</description>`,
    `    <language>${locale}</language>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
