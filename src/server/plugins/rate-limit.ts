import type { FastifyReply } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { RateLimitRule } from '#server/config.ts';
import type { DB } from '#server/db/schema.ts';

export interface LimitState {
  /** True once the count has gone past the rule's maximum in the current window. */
  limited: boolean;
  count: number;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one event for `key` and says whether the key is now over its limit. */
  hit(key: string, rule: RateLimitRule): Promise<LimitState>;
  /** Says whether `key` is already at its limit, without counting anything. */
  peek(key: string, rule: RateLimitRule): Promise<LimitState>;
  /** Gives back one event counted by `hit` (an attempt that turned out legitimate). */
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Deletes windows that ended; called now and then so the table stays small. */
  sweep(): Promise<number>;
}

/**
 * Fixed-window counters kept in the database, not in process memory, so every instance behind a
 * load balancer counts toward the same limit (issue "Operations": no per-process state). One atomic
 * upsert per event works the same on SQLite and PostgreSQL.
 */
export function createRateLimiter(db: Kysely<DB>, now: () => number = Date.now): RateLimiter {
  const state = (count: number, resetAt: number, rule: RateLimitRule, t: number): LimitState => ({
    limited: count > rule.max,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - t) / 1000)),
  });

  return {
    async hit(key, rule) {
      const t = now();
      const resetAt = t + rule.windowSeconds * 1000;
      const row = await db
        .insertInto('rate_limit')
        .values({ key, count: 1, reset_at: resetAt })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when rate_limit.reset_at <= ${t} then 1 else rate_limit.count + 1 end`,
            reset_at: sql<number>`case when rate_limit.reset_at <= ${t} then ${resetAt} else rate_limit.reset_at end`,
          }),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow();
      return state(Number(row.count), Number(row.reset_at), rule, t);
    },
    async peek(key, rule) {
      const t = now();
      const row = await db
        .selectFrom('rate_limit')
        .select(['count', 'reset_at'])
        .where('key', '=', key)
        .where('reset_at', '>', t)
        .executeTakeFirst();
      if (!row) return { limited: false, count: 0, retryAfterSeconds: 0 };
      const count = Number(row.count);
      // At the maximum already: the next attempt would be one too many.
      return { ...state(count, Number(row.reset_at), rule, t), limited: count >= rule.max };
    },
    async refund(key) {
      await db
        .updateTable('rate_limit')
        .set({ count: sql<number>`count - 1` })
        .where('key', '=', key)
        .where('count', '>', 0)
        .execute();
    },
    async reset(key) {
      await db.deleteFrom('rate_limit').where('key', '=', key).execute();
    },
    async sweep() {
      const result = await db
        .deleteFrom('rate_limit')
        .where('reset_at', '<=', now())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/** The 429 answer, with Retry-After so clients and proxies know when to come back. */
export function sendRateLimited(
  reply: FastifyReply,
  message: string,
  state: LimitState,
): FastifyReply {
  return reply
    .code(429)
    .header('retry-after', String(state.retryAfterSeconds))
    .type('application/json; charset=utf-8')
    .send({ message });
}
