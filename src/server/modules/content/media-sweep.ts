import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import { recordAuditEvent } from '#server/modules/audit/audit.service.ts';
import { deleteMediaExcept } from '#server/modules/media/media.service.ts';

/**
 * The clean-up of unreferenced images (issue 23 §6, §7; decision 0138, closing 0129's "no garbage
 * collection yet"). An image stays while any translation's working copy, published copy or any
 * kept revision names it (restore keeps working), and for a grace period after its upload, so a
 * file uploaded in the desk whose entry is not saved yet is not lost. Everything else goes.
 */

/** An upload's grace period: a form left open overnight is saved within it. */
export const MEDIA_GRACE_MS = 24 * 60 * 60 * 1000;

/** How often each instance sweeps: deleting is idempotent, so instances need no coordination. */
export const MEDIA_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

// A media id anywhere in the stored JSON: an image field's `mediaId`, or an image's address in a
// rich-text body. A false match (an id-shaped text) only keeps an image; none is ever missed.
const mediaIdInText = /[0-9a-f]{32}-[1-9]\d{0,4}x[1-9]\d{0,4}/g;

/** Every media id the content's working copies, published copies and revisions name. */
export async function referencedMediaIds(db: Kysely<DB>): Promise<Set<string>> {
  const [translations, revisions] = await Promise.all([
    db.selectFrom('content_translation').select(['fields_json', 'published_json']).execute(),
    db.selectFrom('content_revision').select('fields_json').execute(),
  ]);
  const ids = new Set<string>();
  const texts = [
    ...translations.flatMap((row) => [row.fields_json, row.published_json ?? '']),
    ...revisions.map((row) => row.fields_json),
  ];
  for (const text of texts) for (const [id] of text.matchAll(mediaIdInText)) ids.add(id);
  return ids;
}

/**
 * Deletes the images nothing names that were uploaded more than the grace period before `now`,
 * each recorded in the audit trail, in one transaction with the reading of what is named; answers
 * their ids. On SQLite that transaction excludes every save (decision 0030: begin immediate); on
 * PostgreSQL a save naming a day-old, never-saved upload in the very instant of a sweep could
 * still commit beside it: that translation's next save is then refused on the image (decision
 * 0138), never a published image lost, since a published copy names its images before any sweep.
 */
export async function sweepUnreferencedMedia(db: Kysely<DB>, now = new Date()): Promise<string[]> {
  return deleteMediaExcept(
    db,
    referencedMediaIds,
    new Date(now.getTime() - MEDIA_GRACE_MS),
    async (trx, ids) => {
      for (const id of ids) {
        await recordAuditEvent(trx, {
          actorId: null,
          action: 'media.deleted',
          subject: `media:${id}`,
          at: now,
        });
      }
    },
  );
}
