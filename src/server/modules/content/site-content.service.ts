import type { Kysely } from 'kysely';
import type { TranslationFields } from '#shared/content/collections.ts';
import { publicCollectionNames } from '#shared/content/content-pages.ts';
import { isImageValue, type ImageValue } from '#shared/content/media.ts';
import {
  clientStripMinimum,
  isEmptySiteContent,
  type ClientItem,
  type SiteContent,
  type TeamMember,
} from '#shared/content/site-content.ts';
import { isSupportedLocale, supportedLocales, type Locale } from '#shared/i18n/locales.ts';
import type { DB } from '#server/db/schema.ts';

/**
 * The site-wide content the public pages are rendered with (issue 23 §2, decision 0125): the team
 * and the clients published in each language, published copies only (decision 0113), in the
 * order their entries were created on the desk, so a person keeps their place in every language
 * and a new publication never reshuffles the page. Clients of a language with fewer than three
 * published are left out: the strip is not shown then.
 */

const text = (fields: TranslationFields, name: string): string | undefined => {
  const value = fields[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

const image = (fields: TranslationFields, name: string): ImageValue | undefined => {
  const value = fields[name];
  return isImageValue(value) ? { mediaId: value.mediaId, alt: value.alt } : undefined;
};

/** Blank optional fields are left out: every page carries these lists in its data. */
const compact = <T extends object>(item: T): T =>
  Object.fromEntries(Object.entries(item).filter(([, value]) => value !== undefined)) as T;

// The desk's schema checked these fields at save (collections.ts): required ones are present.
const teamMember = (id: number, fields: TranslationFields): TeamMember =>
  compact({
    id,
    name: text(fields, 'name') ?? '',
    role: text(fields, 'role') ?? '',
    photo: image(fields, 'photo'),
    bio: text(fields, 'bio'),
    linkedin: text(fields, 'linkedin'),
  });

const clientItem = (id: number, fields: TranslationFields): ClientItem =>
  compact({
    id,
    name: text(fields, 'name') ?? '',
    logo: image(fields, 'logo'),
    link: text(fields, 'link'),
    testimonial: text(fields, 'testimonial'),
    testimonialAuthor: text(fields, 'testimonialAuthor'),
  });

const shownWhole = ['team', 'clients'] as const;

/**
 * Undefined when nothing is published: the build's pages are then exact (decision 0094). One
 * read for the lists and the listings (issue 23 §7 review): the public collections' rows come
 * without their published copy, which only their own pages show.
 */
export async function publishedSiteContent(db: Kysely<DB>): Promise<SiteContent | undefined> {
  const rows = await db
    .selectFrom('content_translation')
    .select((eb) => [
      'entry_id',
      'locale',
      'collection',
      eb
        .case()
        .when('collection', 'in', shownWhole)
        .then(eb.ref('published_json'))
        .else(null)
        .end()
        .as('published_json'),
    ])
    .where('collection', 'in', [...shownWhole, ...publicCollectionNames])
    .where('status', '=', 'published')
    .where('published_json', 'is not', null)
    .orderBy('entry_id', 'asc')
    .execute();
  const team: Partial<Record<Locale, TeamMember[]>> = {};
  const clients: Partial<Record<Locale, ClientItem[]>> = {};
  const published = new Set<string>();
  for (const row of rows) {
    if (!isSupportedLocale(row.locale)) continue;
    if (row.collection !== 'team' && row.collection !== 'clients') {
      published.add(`${row.collection} ${row.locale}`);
      continue;
    }
    const fields = JSON.parse(row.published_json ?? '{}') as TranslationFields;
    const id = Number(row.entry_id);
    if (row.collection === 'team') (team[row.locale] ??= []).push(teamMember(id, fields));
    else (clients[row.locale] ??= []).push(clientItem(id, fields));
  }
  const shown = Object.fromEntries(
    Object.entries(clients).filter(([, list]) => list.length >= clientStripMinimum),
  );
  // The public listings with at least one published entry, per language, in a fixed order.
  const listings: SiteContent['listings'] = {};
  for (const locale of supportedLocales) {
    for (const collection of publicCollectionNames) {
      if (published.has(`${collection} ${locale}`)) (listings[locale] ??= []).push(collection);
    }
  }
  const content = { team, clients: shown, listings };
  return isEmptySiteContent(content) ? undefined : content;
}
