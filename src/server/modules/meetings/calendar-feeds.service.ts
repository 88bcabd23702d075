import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DeskMeeting } from '#shared/schemas/consultants.ts';
import type { DB } from '#server/db/schema.ts';
import { recordAuditEvent } from '#server/modules/audit/audit.service.ts';
import { accountNames } from '#server/modules/auth/users.ts';
import { meetingColumns, namedMeetings } from './desk.queries.ts';

/** SHA-256 of a feed token: what the database keeps (migration 012, decision 0112). */
export const feedTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Each consultant's private calendar feed (issue 25 §6, decision 0112): a token made, rotated or
 * revoked by an admin, and the meetings it opens.
 */
export function createCalendarFeeds(db: Kysely<DB>) {
  /**
   * Stores the token's hash (null: revoked) and records the change in the same transaction;
   * false when there is no such consultant.
   */
  const setFeed = (id: string, actorId: string, hash: string | null) =>
    db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('consultant')
        .set({ feed_token_hash: hash })
        .where('user_id', '=', id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
      await recordAuditEvent(trx, {
        actorId,
        action: 'consultant.feed_changed',
        subject: id,
        details: { feed: hash === null ? 'revoked' : 'rotated' },
      });
      return true;
    });

  return {
    async rotateFeed(id: string, actorId: string): Promise<string | undefined> {
      // 256 random bits: a feed URL cannot be guessed, only leaked (then rotated here).
      const token = randomBytes(32).toString('base64url');
      return (await setFeed(id, actorId, feedTokenHash(token))) ? token : undefined;
    },

    revokeFeed: (id: string, actorId: string): Promise<boolean> => setFeed(id, actorId, null),

    async feed(
      token: string,
      now = new Date(),
    ): Promise<{ name: string; meetings: DeskMeeting[] } | undefined> {
      const row = await db
        .selectFrom('consultant')
        .select('user_id')
        .where('feed_token_hash', '=', feedTokenHash(token))
        .executeTakeFirst();
      if (!row) return undefined;
      // The last 90 days and everything ahead: enough for a calendar, bounded for the request.
      const since = new Date(now.getTime() - 90 * 86_400_000).toISOString();
      const rows = await db
        .selectFrom('meeting')
        .select(meetingColumns)
        .where('consultant_id', '=', row.user_id)
        .where('status', '!=', 'cancelled')
        .where('start_at', '>=', since)
        .orderBy('start_at')
        .limit(2000)
        .execute();
      const names = await accountNames(db, [row.user_id]);
      return { name: names.get(row.user_id) ?? '', meetings: await namedMeetings(db, rows) };
    },
  };
}
