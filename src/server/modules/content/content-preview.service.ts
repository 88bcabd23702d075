import type { Kysely } from 'kysely';
import type { CollectionName } from '#shared/content/collection-names.ts';
import type { TranslationFields } from '#shared/content/collections.ts';
import { supportedLocales, type Locale } from '#shared/i18n/locales.ts';
import {
  contentPath,
  parseContentPath,
  publicCollections,
  type PublicCollection,
} from '#shared/content/content-pages.ts';
import { saoPauloIsoDate } from '#shared/time/sao-paulo.ts';
import { toIsoString, type DB } from '#server/db/schema.ts';
import type { ContentPreviews, PreviewAnswer } from '#server/plugins/content-preview.ts';
import { entryPageData } from './content-pages.service.ts';
import { PREVIEW_LINK_TTL_MS, signPreview, verifyPreview } from './content-preview-links.ts';

/**
 * Preview links (issue 23 §5, decision 0131): the desk asks for a link to a translation of a
 * collection with public pages, and the link renders that translation's working copy exactly as
 * its public page (same address, route and data as decision 0123's pages), flagged `preview` so
 * the page says `noindex`. Nothing here reads or writes what visitors see.
 */

const isPublicCollection = (collection: CollectionName): collection is PublicCollection =>
  collection in publicCollections;

export interface ContentPreview extends ContentPreviews {
  /** A link to the translation's preview, or undefined when it has no public page to preview. */
  link(
    ref: { collection: CollectionName; entryId: number; locale: Locale },
    now?: Date,
  ): Promise<{ path: string; expiresAt: string } | undefined>;
}

export function createContentPreview(
  db: Kysely<DB>,
  key: Buffer,
  clock: () => Date = () => new Date(),
): ContentPreview {
  const row = (entryId: number, locale: Locale) =>
    db
      .selectFrom('content_translation')
      .select(['collection', 'slug', 'fields_json', 'published_at', 'status', 'publish_at'])
      .where('entry_id', '=', entryId)
      .where('locale', '=', locale)
      .executeTakeFirst();

  return {
    async link(ref, now = clock()) {
      if (!isPublicCollection(ref.collection)) return undefined;
      const found = await row(ref.entryId, ref.locale);
      if (!found || found.collection !== ref.collection) return undefined;
      const expiresAt = Math.floor((now.getTime() + PREVIEW_LINK_TTL_MS) / 1000) * 1000;
      const token = signPreview(key, { entryId: ref.entryId, locale: ref.locale, expiresAt });
      const path = contentPath(ref.collection, ref.locale, found.slug);
      return {
        path: `${path}?preview=${encodeURIComponent(token)}`,
        expiresAt: new Date(expiresAt).toISOString(),
      };
    },

    async resolve(pathname, token): Promise<PreviewAnswer> {
      const address = parseContentPath(pathname);
      // A bad signature is refused before the database is asked anything (decision 0109).
      const verdict = verifyPreview(key, token, clock());
      if (!verdict.ok) return { kind: verdict.reason === 'expired' ? 'expired' : 'none' };
      if (!address?.slug) return { kind: 'none' };
      const { entryId, locale } = verdict.claims;
      // The link names one translation: another language's address, another entry's or a moved
      // slug is not its page.
      if (locale !== address.locale) return { kind: 'none' };
      const found = await row(entryId, locale);
      if (!found || found.collection !== address.collection || found.slug !== address.slug) {
        return { kind: 'none' };
      }
      // The other languages the entry is published in, as its public page would list them.
      const languages = await db
        .selectFrom('content_translation')
        .select(['locale', 'slug'])
        .where('entry_id', '=', entryId)
        .where((eb) => eb.or([eb('status', '=', 'published'), eb('locale', '=', locale)]))
        .execute();
      const order = (lng: string) => supportedLocales.indexOf(lng as Locale);
      const data = entryPageData(
        address.collection,
        locale,
        {
          entryId,
          slug: found.slug,
          fields: JSON.parse(found.fields_json) as TranslationFields,
          // A draft has no publication date yet; the page shows `draft` instead (below).
          publishedAt: toIsoString(found.published_at ?? clock()),
        },
        languages
          .sort((a, b) => order(a.locale) - order(b.locale))
          .map((lng) => ({ locale: lng.locale as Locale, slug: lng.slug })),
      );
      // A draft has no publication date: the page says it is a preview, not yet published, and
      // when its publish is scheduled, that day (decision 0139), never "published today".
      const draft =
        found.status === 'published'
          ? {}
          : {
              draft: {
                publishOn:
                  found.publish_at === null
                    ? null
                    : saoPauloIsoDate(new Date(toIsoString(found.publish_at))),
              },
            };
      return { kind: 'page', data: { ...data, preview: true, ...draft } };
    },
  };
}
