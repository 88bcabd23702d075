import type { Kysely } from 'kysely';
import type { AccountProfile, AccountSession } from '#shared/schemas/account.ts';
import { summarizeUserAgent, type DeviceSummary } from '#shared/tools/user-agent.ts';
import type { Database } from '#server/db/database.ts';
import { toIsoString, type DB } from '#server/db/schema.ts';
import { deleteMailTo } from '#server/modules/notifications/mail-queue.service.ts';
import { dbBoolean, withAuthTables, type DbWithAuth } from './auth-tables.ts';

/**
 * The account's own rows in Better Auth's tables (user, session, account, verification) as the
 * account pages read and end them (issue "Account self-service"; decision 0017). Only the auth
 * service uses these (decision 0031): other modules ask it.
 */

export async function findProfile(
  database: Database,
  userId: string,
): Promise<AccountProfile | undefined> {
  const row = await withAuthTables(database.db)
    .selectFrom('user')
    .select(['id', 'name', 'email', 'emailVerified', 'phone', 'isAdmin', 'isEditor', 'createdAt'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    fullName: row.name,
    email: row.email,
    emailVerified: Boolean(row.emailVerified),
    phone: row.phone,
    isAdmin: Boolean(row.isAdmin),
    isEditor: Boolean(row.isEditor),
    createdAt: toIsoString(row.createdAt),
  };
}

export interface SessionRow {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  device: DeviceSummary;
  current: boolean;
}

/** Sessions still valid at `now`: the current one first, then the most recently used. */
async function activeSessions(
  db: DbWithAuth,
  userId: string,
  currentSessionId: string,
  now: Date,
): Promise<SessionRow[]> {
  const rows = await db
    .selectFrom('session')
    .select(['id', 'createdAt', 'updatedAt', 'expiresAt', 'ipAddress', 'userAgent'])
    .where('userId', '=', userId)
    .execute();
  return rows
    .map((r) => ({
      id: r.id,
      createdAt: toIsoString(r.createdAt),
      lastUsedAt: toIsoString(r.updatedAt),
      expiresAt: toIsoString(r.expiresAt),
      ipAddress: r.ipAddress || null,
      userAgent: r.userAgent || null,
      device: summarizeUserAgent(r.userAgent),
      current: r.id === currentSessionId,
    }))
    .filter((s) => s.current || new Date(s.expiresAt) > now)
    .sort(
      (a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt),
    );
}

export async function listSessions(
  database: Database,
  userId: string,
  currentSessionId: string,
  now = new Date(),
): Promise<AccountSession[]> {
  const sessions = await activeSessions(withAuthTables(database.db), userId, currentSessionId, now);
  return sessions.map(({ id, device, createdAt, lastUsedAt, current }) => ({
    id,
    device,
    createdAt,
    lastUsedAt,
    current,
  }));
}

/** Ends one session of this user; false when it is not theirs or no longer exists. */
export async function revokeSession(
  database: Database,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  const result = await withAuthTables(database.db)
    .deleteFrom('session')
    .where('id', '=', sessionId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of this user except the one in use; returns how many ended. */
export async function revokeOtherSessions(
  database: Database,
  userId: string,
  currentSessionId: string,
): Promise<number> {
  const result = await withAuthTables(database.db)
    .deleteFrom('session')
    .where('userId', '=', userId)
    .where('id', '!=', currentSessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** What an account export holds of the account itself (account/account-export.ts adds the rest). */
export interface AccountRecord {
  profile: AccountProfile & {
    birthDate: string | null;
    cpf: string | null;
    preferredLanguage: string | null;
    updatedAt: string;
  };
  /** How the person signs in; the password is kept only as an argon2id hash, never exported. */
  signInMethods: { method: 'password'; createdAt: string; updatedAt: string }[];
  sessions: Omit<SessionRow, 'id'>[];
}

export async function accountRecord(
  database: Database,
  userId: string,
  currentSessionId: string,
  now = new Date(),
): Promise<AccountRecord | undefined> {
  const db = withAuthTables(database.db);
  const user = await db
    .selectFrom('user')
    .select([
      'id',
      'name',
      'email',
      'emailVerified',
      'phone',
      'birthDate',
      'cpf',
      'locale',
      'isAdmin',
      'isEditor',
      'createdAt',
      'updatedAt',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const [accounts, sessions] = await Promise.all([
    db
      .selectFrom('account')
      .select(['providerId', 'createdAt', 'updatedAt'])
      .where('userId', '=', userId)
      .execute(),
    activeSessions(db, userId, currentSessionId, now),
  ]);
  return {
    profile: {
      id: user.id,
      fullName: user.name,
      email: user.email,
      emailVerified: Boolean(user.emailVerified),
      phone: user.phone,
      birthDate: user.birthDate,
      cpf: user.cpf,
      preferredLanguage: user.locale,
      isAdmin: Boolean(user.isAdmin),
      isEditor: Boolean(user.isEditor),
      createdAt: toIsoString(user.createdAt),
      updatedAt: toIsoString(user.updatedAt),
    },
    signInMethods: accounts
      .filter((a) => a.providerId === 'credential')
      .map((a) => ({
        method: 'password' as const,
        createdAt: toIsoString(a.createdAt),
        updatedAt: toIsoString(a.updatedAt),
      })),
    sessions: sessions.map(({ id: _id, ...session }) => session),
  };
}

export type DeletionResult =
  | { ok: true; email: string; alsoDeleted: number }
  | { ok: false; reason: 'not-found' | 'last-admin' };

/**
 * What else goes with an account, in the same transaction: the caller's own data that names the
 * person (their leads, by a verified address). Returns how many rows it changed.
 */
export type AlsoDelete = (
  trx: Kysely<DB>,
  person: { email: string; emailVerified: boolean },
) => Promise<number>;

/**
 * Deletes the account and everything that names the person, in one transaction (issue "Account
 * self-service" §5): verification tokens, mail addressed to them, sessions, sign-in methods,
 * rate-limit counter rows, the user, and what `alsoDelete` adds. The last administrator may not
 * leave: the site would have nobody left to read its leads (and granting the role again needs
 * shell access).
 */
export async function deleteAccount(
  database: Database,
  userId: string,
  personalKeys: (email: string) => string[],
  alsoDelete: AlsoDelete,
): Promise<DeletionResult> {
  return withAuthTables(database.db)
    .transaction()
    .execute(async (trx): Promise<DeletionResult> => {
      // The user's own row and every admin row, locked in id order on PostgreSQL: two admins
      // deleting themselves at once queue up here (no deadlock), and the second then sees that it
      // is the last one. SQLite runs one write transaction at a time anyway.
      let candidates = trx
        .selectFrom('user')
        .select(['id', 'email', 'isAdmin', 'emailVerified'])
        .where((eb) =>
          eb.or([eb('id', '=', userId), eb('isAdmin', '=', dbBoolean(database.kind, true))]),
        )
        .orderBy('id');
      if (database.kind === 'postgres') candidates = candidates.forUpdate();
      const rows = await candidates.execute();
      const user = rows.find((r) => r.id === userId);
      if (!user) return { ok: false, reason: 'not-found' };
      if (Boolean(user.isAdmin) && rows.filter((r) => Boolean(r.isAdmin)).length <= 1) {
        return { ok: false, reason: 'last-admin' };
      }

      // The same transaction, seen with our own tables only.
      const alsoDeleted = await alsoDelete(trx as unknown as Kysely<DB>, {
        email: user.email,
        emailVerified: Boolean(user.emailVerified),
      });
      await trx.deleteFrom('verification').where('value', '=', userId).execute();
      // Mail to the address, sent or pending: the notifications module's rows, through it.
      await deleteMailTo(trx as unknown as Kysely<DB>, user.email);
      await trx.deleteFrom('session').where('userId', '=', userId).execute();
      await trx.deleteFrom('account').where('userId', '=', userId).execute();
      await trx.deleteFrom('twoFactor').where('userId', '=', userId).execute();
      await trx.deleteFrom('totp_step').where('user_id', '=', userId).execute();
      await trx.deleteFrom('rate_limit').where('key', 'in', personalKeys(user.email)).execute();
      await trx.deleteFrom('user').where('id', '=', userId).execute();
      return { ok: true, email: user.email, alsoDeleted };
    });
}

/**
 * The account's rows as the account module reads and ends them (issue 24 §4): the features
 * (profile, sessions, export, deletion) live in modules/account/account.service.ts; the rows stay
 * this module's, reached only through `AuthService.accounts`.
 */
export interface AccountRows {
  profile(userId: string): Promise<AccountProfile | undefined>;
  updateProfile(
    userId: string,
    input: { fullName: string; phone?: string | null },
  ): Promise<AccountProfile | undefined>;
  listSessions(userId: string, currentSessionId: string): Promise<AccountSession[]>;
  revokeSession(userId: string, sessionId: string): Promise<boolean>;
  revokeOtherSessions(userId: string, currentSessionId: string): Promise<number>;
  record(userId: string, currentSessionId: string): Promise<AccountRecord | undefined>;
  /** Deletes the account's rows and counters (and what `alsoDelete` adds, in its transaction). */
  delete(userId: string, alsoDelete: AlsoDelete): Promise<DeletionResult>;
}

export function createAccountRows(deps: {
  database: Database;
  /** Better Auth writes the user row (its hooks and updatedAt), better-auth-internals.ts. */
  updateUser: (userId: string, fields: { name: string; phone: string | null }) => Promise<unknown>;
  /** Counter keys that name the person, and the limiter that may also hold them in memory. */
  personalKeys: (userId: string, email: string) => string[];
  resetCounter: (key: string) => Promise<void>;
}): AccountRows {
  const { database, personalKeys } = deps;
  return {
    profile: (userId) => findProfile(database, userId),
    async updateProfile(userId, input) {
      await deps.updateUser(userId, { name: input.fullName, phone: input.phone ?? null });
      return findProfile(database, userId);
    },
    listSessions: (userId, currentSessionId) => listSessions(database, userId, currentSessionId),
    revokeSession: (userId, sessionId) => revokeSession(database, userId, sessionId),
    revokeOtherSessions: (userId, currentSessionId) =>
      revokeOtherSessions(database, userId, currentSessionId),
    record: (userId, currentSessionId) => accountRecord(database, userId, currentSessionId),
    async delete(userId, alsoDelete) {
      const keys = (email: string) => personalKeys(userId, email);
      const result = await deleteAccount(database, userId, keys, alsoDelete);
      if (!result.ok) return result;
      // The transaction deleted the counters' rows; a limiter that counts in memory forgets here.
      for (const key of keys(result.email)) await deps.resetCounter(key);
      return result;
    },
  };
}
