import { USER_AGENT_MAX_LENGTH } from '#shared/tools/user-agent.ts';
import type { Database } from '#server/db/database.ts';
import { withAuthTables } from './auth-tables.ts';

/**
 * What a session may cost and how long it may live (issue 12 findings 1, 6 and 7; decision 0025).
 * Better Auth creates the rows; these rules run in its session hooks and in GET /api/user.
 */

/** 30 days: the lifetime of a "remember me" session, renewed while it is used (decision 0003). */
export const rememberedSessionSeconds = 30 * 24 * 60 * 60;
/** Better Auth gives a sign-in without "remember me" one day; such a session is never renewed. */
export const shortSessionSeconds = 24 * 60 * 60;
/** A remembered session is pushed forward at most once a day: one write per day, not per call. */
const renewEverySeconds = 24 * 60 * 60;

const day = shortSessionSeconds * 1000;

/** A session row as Better Auth hands it to the hooks (the fields these rules read). */
interface NewSession {
  id?: string;
  userId: string;
  userAgent?: string | null;
  expiresAt: Date;
  createdAt: Date;
}

/**
 * Before the row is written: the User-Agent is kept to what a device summary reads, and whether
 * the session is "remembered" is written on the row, from the lifetime Better Auth gave it. From
 * then on the row decides; no cookie does (finding 6).
 */
export function sessionRowDefaults(session: NewSession): {
  userAgent: string | null;
  rememberMe: boolean;
} {
  const lifetime = new Date(session.expiresAt).getTime() - new Date(session.createdAt).getTime();
  return {
    userAgent: session.userAgent ? session.userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null,
    rememberMe: lifetime > day + 60_000,
  };
}

/**
 * After a sign-in: the account keeps its `max` newest sessions and the oldest others end
 * (finding 7). The session just created is never one of them. One statement (issue 24 §6,
 * decision 0100): the surplus is chosen inside the delete, one round trip per sign-in instead of
 * a read and a delete.
 *
 * On PostgreSQL the surplus is locked as it is chosen, skipping rows another statement holds
 * (decision 0159): parallel sign-ins of one account deleted overlapping rows in orders of their
 * own plans and deadlocked, answering the sign-in 500 (1 in 1,398 under `bench:api` (c)). This
 * statement now never waits for a row, so it cannot be part of a deadlock; a row skipped is being
 * changed by another sign-in's prune or a sign-out, and an account briefly over `max` is pruned by
 * its next sign-in. SQLite runs one writer at a time.
 */
export async function pruneSessions(
  database: Database,
  session: { id: string; userId: string },
  max: number,
): Promise<number> {
  const db = withAuthTables(database.db);
  const result = await db
    .deleteFrom('session')
    .where('userId', '=', session.userId)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('session')
        .select('id')
        .where('userId', '=', session.userId)
        .where('id', '!=', session.id)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        // SQLite takes an OFFSET only after a LIMIT; -1 is "no limit" there.
        .$if(database.kind === 'sqlite', (qb) => qb.limit(-1))
        .offset(Math.max(0, max - 1))
        .$if(database.kind === 'postgres', (qb) => qb.forUpdate().skipLocked()),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The fields of a session Better Auth returns that decide its renewal. */
interface ActiveSession {
  expiresAt: Date | string;
  createdAt: Date | string;
  rememberMe?: boolean | null;
}

/**
 * Remembered, from the row alone. Rows written before this column existed carry null: their
 * lifetime tells (a short session was created with one day to live and never moved).
 */
export function isRemembered(session: ActiveSession): boolean {
  if (session.rememberMe !== undefined && session.rememberMe !== null) {
    return Boolean(session.rememberMe);
  }
  const lifetime = new Date(session.expiresAt).getTime() - new Date(session.createdAt).getTime();
  return lifetime > day + 60_000;
}

/** The part of Better Auth's endpoint context that holds the request's own session. */
interface ReplacingContext {
  context?: {
    session?: { session?: (ActiveSession & { userId?: string }) | null } | null;
  };
}

/**
 * A session that replaces the request's own (a password change, two-factor sign-in turned on or
 * off: Better Auth ends the old one and opens a new one as if "remember me" had been ticked) keeps
 * the old one's lifetime and "remember me" (issue 22 finding 4, decision 0077): a short session
 * must not become a 30-day one. Undefined for a session that replaces none, such as a sign-in.
 */
export function inheritedLifetime(
  session: { userId: string },
  context: ReplacingContext | null | undefined,
): { expiresAt: Date; rememberMe: boolean } | undefined {
  const current = context?.context?.session?.session;
  if (!current || current.userId !== session.userId) return undefined;
  return { expiresAt: new Date(current.expiresAt), rememberMe: isRemembered(current) };
}

/** The new end of a remembered session used at `now`, or undefined when it needs none yet. */
export function renewedExpiry(session: ActiveSession, now: Date): Date | undefined {
  if (!isRemembered(session)) return undefined;
  const renewedAt = new Date(session.expiresAt).getTime() - rememberedSessionSeconds * 1000;
  if (now.getTime() - renewedAt < renewEverySeconds * 1000) return undefined;
  return new Date(now.getTime() + rememberedSessionSeconds * 1000);
}
