import type { Kysely } from 'kysely';
import type { CollectionName } from '#shared/content/collection-names.ts';
import type { TranslationFields } from '#shared/content/collections.ts';
import { supportedLocales, type Locale } from '#shared/i18n/locales.ts';
import { toIsoString, type DB } from '#server/db/schema.ts';

/**
 * What the public pages may show of the desk's content (issue 23 §4, §7; decision 0113): only
 * published copies (`published_json`), never a draft and never another language's text. A page
 * exists in a language only when that translation is published, and its alternates (hreflang)
 * are the languages published, no others.
 */

export interface PublishedItem {
  entryId: number;
  slug: string;
  fields: TranslationFields;
  publishedAt: string;
}

export type PublishedLookup =
  | { kind: 'page'; item: PublishedItem; alternates: { locale: Locale; slug: string }[] }
  /** An old slug of a published translation: answered 301 to the current one (issue 23 §4). */
  | { kind: 'redirect'; slug: string }
  | { kind: 'none' };

const published = (db: Kysely<DB>, collection: CollectionName) =>
  db
    .selectFrom('content_translation')
    .select(['entry_id', 'locale', 'slug', 'published_json', 'published_at'])
    .where('collection', '=', collection)
    .where('status', '=', 'published')
    .where('published_json', 'is not', null);

function itemOf(row: {
  entry_id: number;
  slug: string;
  published_json: string | null;
  published_at: Date | string | null;
}): PublishedItem {
  return {
    entryId: row.entry_id,
    slug: row.slug,
    fields: JSON.parse(row.published_json ?? '{}') as TranslationFields,
    publishedAt: toIsoString(row.published_at ?? new Date(0)),
  };
}

/** A language's listing: its published translations, the most recently published first. */
export async function publishedList(
  db: Kysely<DB>,
  collection: CollectionName,
  locale: Locale,
): Promise<PublishedItem[]> {
  const rows = await published(db, collection)
    .where('locale', '=', locale)
    .orderBy('published_at', 'desc')
    .orderBy('entry_id', 'desc')
    .execute();
  return rows.map(itemOf);
}

/** One address of a collection in one language: the page, a redirect to where it moved, or none. */
export async function findPublished(
  db: Kysely<DB>,
  collection: CollectionName,
  locale: Locale,
  slug: string,
): Promise<PublishedLookup> {
  const row = await published(db, collection)
    .where('locale', '=', locale)
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (row) {
    const languages = await published(db, collection)
      .where('entry_id', '=', row.entry_id)
      .execute();
    const order = (locale: string) => supportedLocales.indexOf(locale as Locale);
    return {
      kind: 'page',
      item: itemOf(row),
      alternates: languages
        .sort((a, b) => order(a.locale) - order(b.locale))
        .map((alt) => ({ locale: alt.locale as Locale, slug: alt.slug })),
    };
  }
  const moved = await db
    .selectFrom('content_redirect')
    .innerJoin('content_translation', (join) =>
      join
        .onRef('content_translation.entry_id', '=', 'content_redirect.entry_id')
        .onRef('content_translation.locale', '=', 'content_redirect.locale'),
    )
    .select('content_translation.slug')
    .where('content_redirect.collection', '=', collection)
    .where('content_redirect.locale', '=', locale)
    .where('content_redirect.old_slug', '=', slug)
    .where('content_translation.status', '=', 'published')
    .executeTakeFirst();
  return moved ? { kind: 'redirect', slug: moved.slug } : { kind: 'none' };
}
