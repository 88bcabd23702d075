import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#server/db/schema.ts';

/**
 * What another module may ask of the media store (STYLE.md "a module's tables are its own";
 * decisions 0129 and 0138): whether images exist, and the deletion of the ones nobody names.
 * The content module knows which images its translations and revisions name; the media module
 * alone touches the `media` tables.
 */

/** The ids among `ids` that are stored (issue 23 §8: a save may only name an uploaded image). */
export async function storedMediaIds(db: Kysely<DB>, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('media')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Deletes every image uploaded before `uploadedBefore` whose id is not in the set `keep` reads,
 * with its variants, and lets `deleted` record them, all in one transaction; answers the ids
 * deleted. The caller's grace period is what keeps an upload whose entry is not saved yet, and
 * reading what to keep inside the transaction is what keeps an image a save names meanwhile
 * (decision 0138).
 */
export async function deleteMediaExcept(
  db: Kysely<DB>,
  keep: (trx: Transaction<DB>) => Promise<ReadonlySet<string>>,
  uploadedBefore: Date,
  deleted: (trx: Transaction<DB>, ids: string[]) => Promise<void>,
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const kept = await keep(trx);
    const old = await trx
      .selectFrom('media')
      .select('id')
      .where('created_at', '<', uploadedBefore.toISOString())
      .execute();
    const gone = old.map((row) => row.id).filter((id) => !kept.has(id));
    if (gone.length === 0) return [];
    // Variants first: the foreign key's cascade is on in SQLite only when the pragma is, so the
    // rows are removed explicitly on both databases.
    await trx.deleteFrom('media_variant').where('media_id', 'in', gone).execute();
    await trx.deleteFrom('media').where('id', 'in', gone).execute();
    await deleted(trx, gone);
    return gone;
  });
}
