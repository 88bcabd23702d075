import { sql } from 'kysely';
import type { Database } from '#server/db/database.ts';

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
  const result = await database.db
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
  let query = database.db
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
