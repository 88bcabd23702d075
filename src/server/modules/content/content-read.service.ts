import type { Kysely, Selectable } from 'kysely';
import type { CollectionName } from '#shared/content/collection-names.ts';
import { collections, type TranslationFields } from '#shared/content/collections.ts';
import type {
  ContentEntry,
  ContentList,
  ContentRevisions,
  TranslationDetail,
  TranslationState,
  TranslationSummary,
} from '#shared/content/content-answers.ts';
import { defaultLocale, supportedLocales, type Locale } from '#shared/i18n/locales.ts';
import { toIsoString, type ContentTranslationTable, type DB } from '#server/db/schema.ts';

/**
 * What the desk reads of its content (issue 23 §2, §4, §5; decision 0113): the board with each
 * translation's state, one entry with every translation, and a translation's revisions.
 */

export type TranslationRow = Selectable<ContentTranslationTable>;
type Row = TranslationRow;
type Ref = { collection: CollectionName; entryId: number; locale: Locale };

const iso = (value: Date | string | null) => (value === null ? null : toIsoString(value));
export const parseFields = (json: string) => JSON.parse(json) as TranslationFields;

export function titleOf(collection: CollectionName, fields: TranslationFields | undefined): string {
  const value = fields?.[collections[collection].titleField];
  return typeof value === 'string' ? value : '';
}

/** Issue 23 §4: outdated wins, since it is what needs work; pt-BR is the source, never outdated. */
function stateOf(row: Row | undefined, sourceRevision: number): TranslationState {
  if (!row) return 'missing';
  if (row.locale !== defaultLocale && row.source_revision < sourceRevision) return 'outdated';
  return row.status === 'published' ? 'published' : 'draft';
}

function summaryOf(
  locale: Locale,
  row: Row | undefined,
  sourceRevision: number,
): TranslationSummary {
  return {
    locale,
    state: stateOf(row, sourceRevision),
    published: row?.status === 'published',
    unpublishedChanges: row?.status === 'published' && row.published_revision !== row.revision,
    slug: row?.slug ?? null,
    version: row?.version ?? 0,
    updatedAt: row ? toIsoString(row.updated_at) : null,
    updatedBy: row?.updated_by_name ?? null,
  };
}

function detailOf(row: Row, sourceRevision: number): TranslationDetail {
  return {
    ...summaryOf(row.locale as Locale, row, sourceRevision),
    fields: parseFields(row.fields_json),
    revision: row.revision,
    sourceRevision: row.source_revision,
    publishedAt: iso(row.published_at),
    publishAt: iso(row.publish_at),
    unpublishAt: iso(row.unpublish_at),
  };
}

const sourceRevisionOf = (rows: Row[]) =>
  rows.find((row) => row.locale === defaultLocale)?.revision ?? 0;

/** Every entry of a collection with each language's state, newest first (the board). */
export async function listContent(
  db: Kysely<DB>,
  collection: CollectionName,
): Promise<ContentList> {
  const [entries, rows] = await Promise.all([
    db
      .selectFrom('content_entry')
      .select('id')
      .where('collection', '=', collection)
      .orderBy('id', 'desc')
      .execute(),
    db.selectFrom('content_translation').selectAll().where('collection', '=', collection).execute(),
  ]);
  const byEntry = new Map<number, Row[]>();
  for (const row of rows) byEntry.set(row.entry_id, [...(byEntry.get(row.entry_id) ?? []), row]);
  return {
    collection,
    entries: entries.map(({ id }) => {
      const own = byEntry.get(id) ?? [];
      const source = sourceRevisionOf(own);
      const sourceRow = own.find((row) => row.locale === defaultLocale);
      return {
        id,
        title: titleOf(collection, sourceRow && parseFields(sourceRow.fields_json)),
        translations: supportedLocales.map((locale) =>
          summaryOf(
            locale,
            own.find((row) => row.locale === locale),
            source,
          ),
        ),
      };
    }),
  };
}

export async function readEntry(
  db: Kysely<DB>,
  collection: CollectionName,
  entryId: number,
): Promise<ContentEntry | undefined> {
  const entry = await db
    .selectFrom('content_entry')
    .select('id')
    .where('id', '=', entryId)
    .where('collection', '=', collection)
    .executeTakeFirst();
  if (!entry) return undefined;
  const rows = await db
    .selectFrom('content_translation')
    .selectAll()
    .where('entry_id', '=', entryId)
    .execute();
  const source = sourceRevisionOf(rows);
  const ordered = supportedLocales.flatMap((locale) => rows.filter((r) => r.locale === locale));
  const sourceRow = rows.find((row) => row.locale === defaultLocale);
  return {
    id: entryId,
    collection,
    title: titleOf(collection, sourceRow && parseFields(sourceRow.fields_json)),
    sourceRevision: source,
    translations: ordered.map((row) => detailOf(row, source)),
  };
}

export async function listRevisions(
  db: Kysely<DB>,
  ref: Ref,
): Promise<ContentRevisions | undefined> {
  const entry = await db
    .selectFrom('content_entry')
    .select('id')
    .where('id', '=', ref.entryId)
    .where('collection', '=', ref.collection)
    .executeTakeFirst();
  if (!entry) return undefined;
  const rows = await db
    .selectFrom('content_revision')
    .selectAll()
    .where('entry_id', '=', ref.entryId)
    .where('locale', '=', ref.locale)
    .orderBy('revision', 'desc')
    .execute();
  return {
    revisions: rows.map((row) => ({
      revision: row.revision,
      slug: row.slug,
      title: titleOf(ref.collection, parseFields(row.fields_json)),
      savedAt: toIsoString(row.saved_at),
      savedBy: row.saved_by_name,
    })),
  };
}
