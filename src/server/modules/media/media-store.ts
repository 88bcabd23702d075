import type { Kysely } from 'kysely';
import type { MediaFormat } from '#shared/content/media.ts';
import type { DB } from '#server/db/schema.ts';
import type { DerivedMedia } from './media-derive.ts';

/**
 * Where uploaded images live (issue 23 §7; decision 0129). The one implementation keeps them in
 * the database (BLOB on SQLite, bytea on PostgreSQL): one backup holds pages and images, and every
 * instance serves every image without a shared disk. An object store would be a second
 * implementation of this interface.
 */
export interface MediaStore {
  /** Stores an upload and its variants; the same upload again changes nothing. */
  put(media: DerivedMedia, by: string | null): Promise<void>;
  /** A variant's bytes, or undefined when there is no such media, format or width. */
  variant(mediaId: string, format: MediaFormat, width: number): Promise<Uint8Array | undefined>;
}

export function databaseMediaStore(db: Kysely<DB>): MediaStore {
  return {
    async put(media, by) {
      await db.transaction().execute(async (trx) => {
        // The id is the upload's hash: the same file twice is the same media, stored once.
        const existing = await trx
          .selectFrom('media')
          .select('id')
          .where('id', '=', media.mediaId)
          .executeTakeFirst();
        if (existing) return;
        await trx
          .insertInto('media')
          .values({
            id: media.mediaId,
            width: media.width,
            height: media.height,
            source_type: media.sourceType,
            source_bytes: media.sourceBytes,
            created_at: new Date().toISOString(),
            created_by: by,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        await trx
          .insertInto('media_variant')
          .values(
            media.variants.map((variant) => ({
              media_id: media.mediaId,
              format: variant.format,
              width: variant.width,
              height: variant.height,
              data: variant.data,
            })),
          )
          .onConflict((oc) => oc.columns(['media_id', 'format', 'width']).doNothing())
          .execute();
      });
    },
    async variant(mediaId, format, width) {
      const row = await db
        .selectFrom('media_variant')
        .select('data')
        .where('media_id', '=', mediaId)
        .where('format', '=', format)
        .where('width', '=', width)
        .executeTakeFirst();
      return row?.data;
    },
  };
}
