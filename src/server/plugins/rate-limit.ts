import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { RateLimitRule } from '#server/config.ts';
import type { DatabaseKind } from '#server/db/database.ts';
import { isDatabaseUnavailable } from '#server/db/errors.ts';
import { fixedStatement } from '#server/db/fixed-statements.ts';
import type { DB } from '#server/db/schema.ts';
import type { Translate } from './i18n.ts';

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
  /**
   * Counts one event for `key` unless it is already at its limit (then refused as `peek` would
   * refuse it, nothing counted): `peek` and `hit` in one step, so an attempt refused by a full key
   * adds nothing even when others race it (issue 24 §6: one statement per counter of a sign-in).
   */
  hitUnlessFull(key: string, rule: RateLimitRule): Promise<LimitState>;
  /** Gives back one event counted by `hit` (an attempt that turned out legitimate). */
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Deletes windows that ended; called now and then so the table stays small. */
  sweep(): Promise<number>;
}

/**
 * PostgreSQL's counting upsert (decision 0153): one array per column, so the text is the same
 * for every batch and is planned once per connection. The keys come sorted and the rows are
 * inserted in the array's order, as a multi-row VALUES's rows are.
 */
const countHits = fixedStatement<{ key: string; count: number; reset_at: number }>(
  'nexus_rate_limit_count',
  'insert into rate_limit (key, count, reset_at) ' +
    'select * from unnest($1::text[], $2::integer[], $3::bigint[]) ' +
    'on conflict (key) do update set ' +
    'count = case when rate_limit.reset_at <= $4 then excluded.count else rate_limit.count + excluded.count end, ' +
    'reset_at = case when rate_limit.reset_at <= $4 then excluded.reset_at else rate_limit.reset_at end ' +
    'returning key, count, reset_at',
);

/** Hits counted by one statement at most; more wait for the next. */
const HITS_PER_STATEMENT = 500;
/** Counting statements in flight at once (PostgreSQL's pool has 10 connections). */
const STATEMENTS_IN_FLIGHT = 2;

interface PendingHit {
  key: string;
  rule: RateLimitRule;
  resolve(state: LimitState): void;
  reject(error: unknown): void;
}

/**
 * Fixed-window counters kept in the database, not in process memory, so every instance behind a
 * load balancer counts toward the same limit (issue "Operations": no per-process state). One atomic
 * upsert works the same on SQLite and PostgreSQL (on PostgreSQL with its rows as arrays, 0153).
 *
 * Hits are counted together (decision 0034): those that arrive in the same turn of the event loop,
 * or while earlier ones are being counted, go into one multi-row upsert that adds each key's
 * number of hits at once, in key order (so two instances' statements lock shared rows in the same
 * order and cannot deadlock). The hits of one key get consecutive counts, as if counted one by
 * one. On PostgreSQL a busy key (one address, one mailbox) no longer queues every request behind
 * the row lock of the one before and its commit: a burst costs one statement and one commit.
 * The server hands this limiter its own pool, whose commits do not wait for the WAL flush
 * (`Database.counters`, decision 0100): the write a count allowed flushes it with its own commit.
 */
export function createRateLimiter(
  db: Kysely<DB>,
  kind: DatabaseKind,
  now: () => number = Date.now,
): RateLimiter {
  const state = (count: number, resetAt: number, rule: RateLimitRule, t: number): LimitState => ({
    limited: count > rule.max,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - t) / 1000)),
  });
  const queue: PendingHit[] = [];
  let inFlight = 0;
  let scheduled = false;

  /** Counts the hits of these keys (all hits of a key are in one group) in one statement. */
  async function count(groups: Map<string, PendingHit[]>): Promise<void> {
    const t = now();
    const keys = [...groups.keys()].sort();
    const counts = keys.map((key) => groups.get(key)?.length ?? 0);
    const resets = keys.map(
      (key) => t + (groups.get(key)?.[0] as PendingHit).rule.windowSeconds * 1000,
    );
    const rows =
      kind === 'postgres'
        ? await countHits.run(db, [keys, counts, resets, t])
        : await db
            .insertInto('rate_limit')
            .values(
              keys.map((key, i) => ({ key, count: counts[i] ?? 0, reset_at: resets[i] ?? t })),
            )
            .onConflict((oc) =>
              oc.column('key').doUpdateSet({
                count: sql<number>`case when rate_limit.reset_at <= ${t} then excluded.count else rate_limit.count + excluded.count end`,
                reset_at: sql<number>`case when rate_limit.reset_at <= ${t} then excluded.reset_at else rate_limit.reset_at end`,
              }),
            )
            .returning(['key', 'count', 'reset_at'])
            .execute();
    const counted = new Map(rows.map((row) => [row.key, row]));
    for (const [key, hits] of groups) {
      const row = counted.get(key);
      if (!row) {
        for (const hit of hits)
          hit.reject(new Error(`rate limit upsert returned no row for a key`));
        continue;
      }
      const total = Number(row.count);
      const resetAt = Number(row.reset_at);
      hits.forEach((hit, i) =>
        hit.resolve(state(total - hits.length + 1 + i, resetAt, hit.rule, t)),
      );
    }
  }

  async function flush(batch: PendingHit[]): Promise<void> {
    const groups = new Map<string, PendingHit[]>();
    for (const hit of batch) {
      const hits = groups.get(hit.key);
      if (hits) hits.push(hit);
      else groups.set(hit.key, [hit]);
    }
    try {
      await count(groups);
    } catch (error) {
      if (groups.size === 1 || isDatabaseUnavailable(error)) {
        for (const hit of batch) hit.reject(error);
        return;
      }
      // One key at a time: only a key that cannot be counted fails its requests.
      for (const [key, hits] of groups) {
        await count(new Map([[key, hits]])).catch((keyError: unknown) => {
          for (const hit of hits) hit.reject(keyError);
        });
      }
    }
  }

  function pump(): void {
    scheduled = false;
    while (inFlight < STATEMENTS_IN_FLIGHT && queue.length > 0) {
      const batch = queue.splice(0, HITS_PER_STATEMENT);
      inFlight += 1;
      void flush(batch).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  }

  return {
    hit(key, rule) {
      return new Promise<LimitState>((resolve, reject) => {
        queue.push({ key, rule, resolve, reject });
        // After the I/O callbacks of this turn: hits that arrived together share a statement.
        if (!scheduled && inFlight < STATEMENTS_IN_FLIGHT) {
          scheduled = true;
          setImmediate(pump);
        }
      });
    },
    async hitUnlessFull(key, rule) {
      const t = now();
      const resetAt = t + rule.windowSeconds * 1000;
      // The update's WHERE leaves a full key of a window in progress untouched: no row returned.
      const counted = await db
        .insertInto('rate_limit')
        .values({ key, count: 1, reset_at: resetAt })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet({
              count: sql<number>`case when rate_limit.reset_at <= ${t} then 1 else rate_limit.count + 1 end`,
              reset_at: sql<number>`case when rate_limit.reset_at <= ${t} then excluded.reset_at else rate_limit.reset_at end`,
            })
            .where(sql<boolean>`rate_limit.reset_at <= ${t} or rate_limit.count < ${rule.max}`),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirst();
      if (counted) return state(Number(counted.count), Number(counted.reset_at), rule, t);
      // Full: refused, with when to come back (even if the window ends in between).
      const full = await this.peek(key, rule);
      return {
        limited: true,
        count: Math.max(full.count, rule.max),
        retryAfterSeconds: Math.max(1, full.retryAfterSeconds),
      };
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

/** Keys kept at most; past this, ended windows are swept at once, then the oldest keys dropped. */
const MEMORY_MAX_KEYS = 100_000;

/**
 * The same fixed-window counters in this process's memory, for SQLite only (decision 0030): one
 * server process owns a SQLite file (PostgreSQL is how several instances share one database,
 * decision 0019), so a count in memory is the same count every request of the site sees, and it
 * costs no write transaction per request. What it gives up: a restart forgets the counts of the
 * windows in progress (10 to 60 minutes), and a second server process pointed at the same file
 * would count on its own.
 */
export function createMemoryRateLimiter(
  now: () => number = Date.now,
  maxKeys = MEMORY_MAX_KEYS,
): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const state = (count: number, resetAt: number, rule: RateLimitRule, t: number): LimitState => ({
    limited: count > rule.max,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - t) / 1000)),
  });
  const sweep = (t: number) => {
    let removed = 0;
    for (const [key, window] of windows) {
      if (window.resetAt <= t) {
        windows.delete(key);
        removed += 1;
      }
    }
    return removed;
  };

  const hitNow = (key: string, rule: RateLimitRule): LimitState => {
    const t = now();
    let window = windows.get(key);
    if (!window || window.resetAt <= t) {
      if (!window && windows.size >= maxKeys && sweep(t) === 0) {
        // Only a flood of distinct keys gets here: forget the oldest rather than grow forever.
        const oldest = windows.keys().next().value;
        if (oldest !== undefined) windows.delete(oldest);
      }
      window = { count: 0, resetAt: t + rule.windowSeconds * 1000 };
      windows.set(key, window);
    }
    window.count += 1;
    return state(window.count, window.resetAt, rule, t);
  };

  return {
    async hit(key, rule) {
      return hitNow(key, rule);
    },
    async hitUnlessFull(key, rule) {
      // No await between the check and the count: attempts racing each other see every count.
      const t = now();
      const window = windows.get(key);
      if (window && window.resetAt > t && window.count >= rule.max) {
        return { ...state(window.count, window.resetAt, rule, t), limited: true };
      }
      return hitNow(key, rule);
    },
    async peek(key, rule) {
      const t = now();
      const window = windows.get(key);
      if (!window || window.resetAt <= t) return { limited: false, count: 0, retryAfterSeconds: 0 };
      return { ...state(window.count, window.resetAt, rule, t), limited: window.count >= rule.max };
    },
    async refund(key) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async sweep() {
      return sweep(now());
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

/** Every limit a route may name in `config: { rateLimit }` (README "Environment variables"). */
export type RateLimitName =
  | 'register'
  | 'login'
  | 'twoFactorCode'
  | 'recovery'
  | 'reset'
  | 'verify'
  | 'verification'
  | 'contact'
  | 'account'
  | 'passwordCheck'
  | 'slots'
  | 'meetingLink';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The limit this route counts against, applied by the hooks of registerRateLimits. */
    rateLimit?: RateLimitName;
  }
}

/** One counted attempt: refused, or allowed with what to do if the request then succeeds. */
export interface LimitAttempt {
  refused?: LimitState;
  /** What the 429 says, when a limit has more to say than "too many attempts" (decision 0076). */
  message?: Parameters<Translate>[0];
  /** Runs once the answer is a success (below 400), before it is sent. */
  succeeded?(reply: FastifyReply): Promise<void>;
}

export interface NamedLimit {
  /**
   * `request`: counted before the input is validated, so malformed attempts count too (and a
   * guard such as requireUser has run: keys may name the user). `input`: counted after
   * validation, when the key is part of the input (an e-mail) or a malformed request should cost
   * nothing.
   */
  phase: 'request' | 'input';
  begin(request: FastifyRequest): Promise<LimitAttempt>;
}

/**
 * A fixed-window limit on `key(request)`. With `refundOnSuccess`, a request that succeeds gives
 * its count back, so the limit counts failures only (wrong passwords) while every attempt is
 * still counted before it runs: a burst of parallel guesses cannot slip past.
 */
export function countedLimit(
  limiter: RateLimiter,
  rule: RateLimitRule,
  phase: NamedLimit['phase'],
  key: (request: FastifyRequest) => string,
  options: { refundOnSuccess?: boolean } = {},
): NamedLimit {
  return {
    phase,
    async begin(request) {
      const name = key(request);
      const state = await limiter.hit(name, rule);
      if (state.limited) return { refused: state };
      if (!options.refundOnSuccess) return {};
      return { succeeded: async () => limiter.refund(name) };
    },
  };
}

/**
 * Applies `config.rateLimit` of every route (decision 0031): the route's limit is counted by a hook
 * added after the route's own hooks of that phase (so a guard such as requireUser has run and a
 * per-account key can name the user), and answers 429 with Retry-After when over it; a last hook
 * gives a successful attempt back where the limit says so. Routes without a limit get no hook at
 * all. No handler calls the limiter itself. Register before the routes.
 */
export function registerRateLimits(
  app: FastifyInstance,
  limits: Record<RateLimitName, NamedLimit>,
): void {
  const attempts = new WeakMap<FastifyRequest, LimitAttempt>();
  app.addHook('onRoute', (route) => {
    const name = route.config?.rateLimit;
    if (!name) return;
    const limit = limits[name];
    const count = async function rateLimit(request: FastifyRequest, reply: FastifyReply) {
      const attempt = await limit.begin(request);
      if (attempt.refused) {
        const message = request.t(attempt.message ?? 'common:errors.rateLimited');
        return sendRateLimited(reply, message, attempt.refused);
      }
      if (attempt.succeeded) attempts.set(request, attempt);
      return undefined;
    };
    const phase = limit.phase === 'request' ? 'preValidation' : 'preHandler';
    route[phase] = [...hookList(route[phase]), count] as typeof route.preValidation;
    route.onSend = [
      ...hookList(route.onSend),
      async function giveBack(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
        const attempt = attempts.get(request);
        if (attempt?.succeeded && reply.statusCode < 400) {
          attempts.delete(request);
          await attempt.succeeded(reply);
        }
        return payload;
      },
    ] as typeof route.onSend;
  });
}

function hookList<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
