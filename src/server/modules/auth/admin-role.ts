import { sql } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { withAuthTables } from './auth-tables.ts';

export interface AccountSummary {
  email: string;
  fullName: string;
  isAdmin: boolean;
  emailVerified: boolean;
}

/** better-sqlite3 binds no booleans; SQLite keeps them as 0/1, PostgreSQL as real booleans. */
function dbBool(database: Database, value: boolean): boolean | number {
  return database.kind === 'sqlite' ? Number(value) : value;
}

/** Grants or revokes the admin role. Returns the account, or undefined if the e-mail is unknown. */
export async function setAdmin(
  database: Database,
  email: string,
  isAdmin: boolean,
): Promise<AccountSummary | undefined> {
  const normalized = email.trim().toLowerCase();
  const result = await withAuthTables(database.db)
    .updateTable('user')
    .set({ isAdmin: dbBool(database, isAdmin) })
    .where(sql<string>`lower(email)`, '=', normalized)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  return (await listAccounts(database)).find((a) => a.email.toLowerCase() === normalized);
}

export async function listAccounts(
  database: Database,
  onlyAdmins = false,
): Promise<AccountSummary[]> {
  let query = withAuthTables(database.db)
    .selectFrom('user')
    .select(['email', 'name', 'isAdmin', 'emailVerified'])
    .orderBy('email');
  if (onlyAdmins) query = query.where('isAdmin', '=', dbBool(database, true));
  const rows = await query.execute();
  return rows.map((r) => ({
    email: r.email,
    fullName: r.name,
    isAdmin: Boolean(r.isAdmin),
    emailVerified: Boolean(r.emailVerified),
  }));
}

/**
 * For an operator, when someone lost both their authenticator and their recovery codes (decision
 * 0029, docs/operations.md): turns their two-factor sign-in off and ends every session, so the next
 * sign-in is with the password, and an administrator enrols again before the admin area opens.
 * Returns undefined if the e-mail is unknown.
 */
export async function resetTwoFactor(
  database: Database,
  email: string,
): Promise<{ email: string; wasEnabled: boolean; sessionsEnded: number } | undefined> {
  const db = withAuthTables(database.db);
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('user')
      .select(['id', 'email'])
      .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
      .executeTakeFirst();
    if (!user) return undefined;
    const removed = await trx
      .deleteFrom('twoFactor')
      .where('userId', '=', user.id)
      .executeTakeFirst();
    await trx
      .updateTable('user')
      .set({ twoFactorEnabled: dbBool(database, false) })
      .where('id', '=', user.id)
      .execute();
    const ended = await trx.deleteFrom('session').where('userId', '=', user.id).executeTakeFirst();
    return {
      email: user.email,
      wasEnabled: Number(removed.numDeletedRows) > 0,
      sessionsEnded: Number(ended.numDeletedRows),
    };
  });
}
