import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { CollectionName } from '#shared/content/collection-names.ts';
import { collections, type TranslationFields } from '#shared/content/collections.ts';
import type { ContentEntry, TranslationDetail } from '#shared/content/content-answers.ts';
import { defaultLocale, type Locale } from '#shared/i18n/locales.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import type { ContentTranslationTable, DB } from '#server/db/schema.ts';
import { recordAuditEvent, type AuditAction } from '#server/modules/audit/audit.service.ts';
import { storedMediaIds } from '#server/modules/media/media.service.ts';
import { readEntry } from './content-read.service.ts';

/**
 * The editorial desk's content (issue 23 §2, §4, §5; decision 0113). Every change is one
 * transaction: the version check (compare-and-set on `version`), the rows, the append-only
 * revision, the audit event and, when the public pages change, the content version that makes
 * every instance render them again (decision 0094).
 */

export interface Actor {
  id: string;
  name: string;
}
export interface TranslationSave {
  version: number;
  slug: string;
  fields: TranslationFields;
}

export type Ref = { collection: CollectionName; entryId: number; locale: Locale };

export type ChangeResult =
  | { ok: true; entry: ContentEntry; publicChange: boolean }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'slug-taken' }
  | { ok: false; reason: 'missing-media'; fields: string[] }
  | { ok: false; reason: 'stale'; current: TranslationDetail };

export async function bumpContentVersion(trx: Transaction<DB>): Promise<void> {
  await trx
    .updateTable('content_version')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}

export async function audit(
  trx: Transaction<DB>,
  action: AuditAction,
  ref: Ref,
  actor: Actor,
  details: Record<string, unknown>,
  at: string,
): Promise<void> {
  await recordAuditEvent(trx, {
    actorId: actor.id,
    action,
    subject: `content:${ref.entryId}`,
    details: { collection: ref.collection, locale: ref.locale, ...details },
    at: new Date(at),
  });
}

export const translationOf = (trx: Transaction<DB>, ref: Ref) =>
  trx
    .selectFrom('content_translation')
    .selectAll()
    .where('entry_id', '=', ref.entryId)
    .where('locale', '=', ref.locale)
    .executeTakeFirst();

async function slugTaken(trx: Transaction<DB>, ref: Ref, slug: string): Promise<boolean> {
  const other = await trx
    .selectFrom('content_translation')
    .select('entry_id')
    .where('collection', '=', ref.collection)
    .where('locale', '=', ref.locale)
    .where('slug', '=', slug)
    .where('entry_id', '!=', ref.entryId)
    .executeTakeFirst();
  return other !== undefined;
}

export type WriteOutcome =
  | { kind: 'done'; publicChange: boolean }
  | { kind: 'not-found' }
  | { kind: 'slug-taken' }
  | { kind: 'missing-media'; fields: string[] }
  | { kind: 'stale' };

/**
 * Writes a new revision of one translation (a save or a restore). A save that changes nothing
 * keeps the version, so the desk's next save is not refused. A changed slug of a published
 * translation leaves a redirect from the old one (issue 23 §4); a redirect that the new slug
 * would shadow is dropped, since the live page wins.
 */
async function writeRevision(
  trx: Transaction<DB>,
  ref: Ref,
  input: { version: number; slug: string; fieldsJson: string; actor: Actor; at: string },
): Promise<WriteOutcome & { revision?: number }> {
  const current = await translationOf(trx, ref);
  if (current && current.version !== input.version) return { kind: 'stale' };
  if (current && current.slug === input.slug && current.fields_json === input.fieldsJson) {
    return { kind: 'done', publicChange: false, revision: current.revision };
  }
  if (await slugTaken(trx, ref, input.slug)) return { kind: 'slug-taken' };

  const revision = (current?.revision ?? 0) + 1;
  let sourceRevision = revision;
  if (ref.locale !== defaultLocale) {
    const source = await translationOf(trx, { ...ref, locale: defaultLocale });
    sourceRevision = source?.revision ?? 0;
  }
  const who = {
    updated_at: input.at,
    updated_by: input.actor.id,
    updated_by_name: input.actor.name,
  };
  if (current) {
    const changes = {
      slug: input.slug,
      fields_json: input.fieldsJson,
      revision,
      source_revision: sourceRevision,
    };
    if (!(await moveTranslation(trx, current, changes, input.at, input.actor))) {
      return { kind: 'stale' };
    }
  } else {
    await trx
      .insertInto('content_translation')
      .values({
        entry_id: ref.entryId,
        locale: ref.locale,
        collection: ref.collection,
        slug: input.slug,
        status: 'draft',
        fields_json: input.fieldsJson,
        revision,
        source_revision: sourceRevision,
        version: 1,
        published_json: null,
        published_revision: null,
        published_at: null,
        publish_at: null,
        unpublish_at: null,
        ...who,
      })
      .execute();
  }
  await trx
    .insertInto('content_revision')
    .values({
      entry_id: ref.entryId,
      locale: ref.locale,
      revision,
      slug: input.slug,
      fields_json: input.fieldsJson,
      saved_at: input.at,
      saved_by: input.actor.id,
      saved_by_name: input.actor.name,
    })
    .execute();

  const slugMoved = current !== undefined && current.slug !== input.slug;
  const published = current?.status === 'published';
  await trx
    .deleteFrom('content_redirect')
    .where('collection', '=', ref.collection)
    .where('locale', '=', ref.locale)
    .where('old_slug', '=', input.slug)
    .execute();
  if (slugMoved && published) {
    await trx
      .insertInto('content_redirect')
      .values({
        collection: ref.collection,
        locale: ref.locale,
        old_slug: current.slug,
        entry_id: ref.entryId,
        created_at: input.at,
      })
      .execute();
    // The page moved: the listings and the sitemap name the new address.
    await bumpContentVersion(trx);
  }
  return { kind: 'done', publicChange: slugMoved && published, revision };
}

async function conclude(
  db: Kysely<DB>,
  ref: Ref,
  run: () => Promise<WriteOutcome>,
): Promise<ChangeResult> {
  let outcome: WriteOutcome;
  try {
    outcome = await run();
  } catch (error) {
    // Two saves racing for one slug: the unique index decides what the check above could not.
    if (isUniqueViolation(error)) return { ok: false, reason: 'slug-taken' };
    throw error;
  }
  if (outcome.kind === 'not-found') return { ok: false, reason: 'not-found' };
  if (outcome.kind === 'slug-taken') return { ok: false, reason: 'slug-taken' };
  if (outcome.kind === 'missing-media') {
    return { ok: false, reason: 'missing-media', fields: outcome.fields };
  }
  const entry = await readEntry(db, ref.collection, ref.entryId);
  if (!entry) return { ok: false, reason: 'not-found' };
  if (outcome.kind === 'stale') {
    const current = entry.translations.find((t) => t.locale === ref.locale);
    if (!current) return { ok: false, reason: 'not-found' };
    return { ok: false, reason: 'stale', current };
  }
  return { ok: true, entry, publicChange: outcome.publicChange };
}

/**
 * One change of an existing entry's translation: in a transaction, refused as not found when the
 * entry is not of that collection, then concluded (the 409's current copy, the slug race).
 */
export function changeTranslation(
  db: Kysely<DB>,
  input: Ref,
  change: (trx: Transaction<DB>, ref: Ref) => Promise<WriteOutcome>,
): Promise<ChangeResult> {
  const ref: Ref = { collection: input.collection, entryId: input.entryId, locale: input.locale };
  return conclude(db, ref, () =>
    db.transaction().execute(async (trx): Promise<WriteOutcome> => {
      if (!(await entryExists(trx, ref))) return { kind: 'not-found' };
      return change(trx, ref);
    }),
  );
}

/**
 * A change of a translation that exists, at the version the editor read: not found without it,
 * stale (the 409 with the current copy) when it has moved on since (the publish buttons, the
 * schedule).
 */
export function changeAtVersion(
  db: Kysely<DB>,
  input: Ref & { version: number },
  change: (
    trx: Transaction<DB>,
    ref: Ref,
    current: Selectable<ContentTranslationTable>,
  ) => Promise<WriteOutcome>,
): Promise<ChangeResult> {
  return changeTranslation(db, input, async (trx, ref) => {
    const current = await translationOf(trx, ref);
    if (!current) return { kind: 'not-found' };
    if (current.version !== input.version) return { kind: 'stale' };
    return change(trx, ref, current);
  });
}

const entryExists = async (trx: Transaction<DB>, ref: Ref) =>
  (await trx
    .selectFrom('content_entry')
    .select('id')
    .where('id', '=', ref.entryId)
    .where('collection', '=', ref.collection)
    .executeTakeFirst()) !== undefined;

/**
 * The image fields of a save that name a media id the store does not hold (issue 23 §8,
 * decision 0138): the zod schema checks an id's shape, only the store knows whether it was
 * uploaded. Read in the save's transaction, so the page never names an image that is not there.
 */
async function fieldsWithMissingMedia(
  trx: Transaction<DB>,
  collection: CollectionName,
  fields: TranslationFields,
): Promise<string[]> {
  const named = Object.entries(collections[collection].fields).flatMap(([name, field]) => {
    const value = fields[name];
    return field.kind === 'image' && value && typeof value === 'object' && 'mediaId' in value
      ? [{ name, mediaId: value.mediaId }]
      : [];
  });
  const stored = await storedMediaIds(
    trx,
    named.map((field) => field.mediaId),
  );
  return named.filter((field) => !stored.has(field.mediaId)).map((field) => field.name);
}

/** A new entry starts with its pt-BR source as a draft (issue 23 §2: pt-BR is the source). */
export async function createEntry(
  db: Kysely<DB>,
  input: { collection: CollectionName; actor: Actor; save: TranslationSave; at?: Date },
): Promise<ChangeResult> {
  const at = (input.at ?? new Date()).toISOString();
  let entryId = 0;
  let missingMedia: string[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      missingMedia = await fieldsWithMissingMedia(trx, input.collection, input.save.fields);
      if (missingMedia.length > 0) return;
      const created = await trx
        .insertInto('content_entry')
        .values({ collection: input.collection, created_at: at, created_by: input.actor.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      entryId = Number(created.id);
      const ref: Ref = { collection: input.collection, entryId, locale: defaultLocale };
      const written = await writeRevision(trx, ref, {
        version: 0,
        slug: input.save.slug,
        fieldsJson: JSON.stringify(input.save.fields),
        actor: input.actor,
        at,
      });
      // A refused slug must leave no entry behind: throwing rolls the transaction back.
      if (written.kind !== 'done') throw new SlugTaken();
      await audit(trx, 'content.created', ref, input.actor, { slug: input.save.slug }, at);
    });
  } catch (error) {
    if (error instanceof SlugTaken || isUniqueViolation(error)) {
      return { ok: false, reason: 'slug-taken' };
    }
    throw error;
  }
  if (missingMedia.length > 0) return { ok: false, reason: 'missing-media', fields: missingMedia };
  const entry = await readEntry(db, input.collection, entryId);
  if (!entry) throw new Error(`content entry ${entryId} vanished after its creation`);
  return { ok: true, entry, publicChange: false };
}

/** Marks a rolled-back creation whose slug another entry holds. */
class SlugTaken extends Error {}

/** Saves a translation's working copy (a draft); a published page keeps showing what was published. */
export async function saveTranslation(
  db: Kysely<DB>,
  input: Ref & { actor: Actor; save: TranslationSave; at?: Date },
): Promise<ChangeResult> {
  const at = (input.at ?? new Date()).toISOString();
  return changeTranslation(db, input, async (trx, ref) => {
    const missing = await fieldsWithMissingMedia(trx, ref.collection, input.save.fields);
    if (missing.length > 0) return { kind: 'missing-media', fields: missing };
    const written = await writeRevision(trx, ref, {
      version: input.save.version,
      slug: input.save.slug,
      fieldsJson: JSON.stringify(input.save.fields),
      actor: input.actor,
      at,
    });
    if (written.kind === 'done' && written.revision !== undefined) {
      await audit(
        trx,
        'content.saved',
        ref,
        input.actor,
        {
          revision: written.revision,
          slug: input.save.slug,
        },
        at,
      );
    }
    return written;
  });
}

/**
 * Writes `changes` to a translation at the version read and moves its version on: the
 * compare-and-set every change of a translation makes. False when another writer (an editor, the
 * scheduler, another instance) moved it first, so nothing was written. A person's change names
 * them as the last editor; the scheduler's names no one and leaves the last editor as it was.
 */
export async function moveTranslation(
  trx: Transaction<DB>,
  row: { entry_id: number; locale: string; version: number },
  changes: Updateable<ContentTranslationTable>,
  at: string,
  actor?: Actor,
): Promise<boolean> {
  const moved = await trx
    .updateTable('content_translation')
    .set({
      ...changes,
      version: row.version + 1,
      updated_at: at,
      ...(actor ? { updated_by: actor.id, updated_by_name: actor.name } : {}),
    })
    .where('entry_id', '=', row.entry_id)
    .where('locale', '=', row.locale)
    .where('version', '=', row.version)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/**
 * Publishes (the working copy becomes the public one) or unpublishes a translation at the version
 * read, with the content version in the same transaction so every instance renders its pages
 * again (decision 0094). The desk's buttons and the scheduler (decision 0122) both write through
 * here, so what a publish writes cannot differ between them; a publish clears the publish time it
 * may have carried out, an unpublish the unpublish time. False when the row moved first.
 */
export async function movePublication(
  trx: Transaction<DB>,
  current: Selectable<ContentTranslationTable>,
  publish: boolean,
  at: string,
  actor?: Actor,
): Promise<boolean> {
  const publication = publish
    ? {
        status: 'published',
        published_json: current.fields_json,
        published_revision: current.revision,
        published_at: at,
        publish_at: null,
      }
    : { status: 'draft', published_json: null, published_revision: null, unpublish_at: null };
  if (!(await moveTranslation(trx, current, publication, at, actor))) return false;
  await bumpContentVersion(trx);
  return true;
}

/**
 * Publishes (the working copy becomes the public one) or unpublishes a translation, and bumps
 * the content version in the same transaction so every instance renders its pages again
 * (decision 0094).
 */
export async function setPublished(
  db: Kysely<DB>,
  input: Ref & { actor: Actor; version: number; publish: boolean; at?: Date },
): Promise<ChangeResult> {
  const at = (input.at ?? new Date()).toISOString();
  return changeAtVersion(db, input, async (trx, ref, current) => {
    if (!(await movePublication(trx, current, input.publish, at, input.actor))) {
      return { kind: 'stale' };
    }
    await audit(
      trx,
      input.publish ? 'content.published' : 'content.unpublished',
      ref,
      input.actor,
      { revision: current.revision, slug: current.slug },
      at,
    );
    return { kind: 'done', publicChange: true };
  });
}

/**
 * Restores an old revision's fields as a new revision of the working copy (the history stays
 * append-only). The slug stays as it is: an old slug may belong to a redirect or another entry by
 * now, and changing an address is its own decision.
 */
export async function restoreRevision(
  db: Kysely<DB>,
  input: Ref & { actor: Actor; version: number; revision: number; at?: Date },
): Promise<ChangeResult> {
  const at = (input.at ?? new Date()).toISOString();
  return changeTranslation(db, input, async (trx, ref) => {
    const [old, current] = await Promise.all([
      trx
        .selectFrom('content_revision')
        .select('fields_json')
        .where('entry_id', '=', ref.entryId)
        .where('locale', '=', ref.locale)
        .where('revision', '=', input.revision)
        .executeTakeFirst(),
      translationOf(trx, ref),
    ]);
    if (!old || !current) return { kind: 'not-found' };
    const written = await writeRevision(trx, ref, {
      version: input.version,
      slug: current.slug,
      fieldsJson: old.fields_json,
      actor: input.actor,
      at,
    });
    if (written.kind === 'done') {
      await audit(
        trx,
        'content.restored',
        ref,
        input.actor,
        {
          from: input.revision,
          revision: written.revision,
        },
        at,
      );
    }
    return written;
  });
}
