import { sql } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { recordAuditEvent } from '#server/modules/audit/audit.service.ts';
import { dbBoolean, withAuthTables } from './auth-tables.ts';

export interface AccountSummary {
  email: string;
  fullName: string;
  isAdmin: boolean;
  /** The editorial desk's role (issue 23 §1, decision 0106). */
  isEditor: boolean;
  emailVerified: boolean;
}

const summaryColumns = ['email', 'name', 'isAdmin', 'isEditor', 'emailVerified'] as const;

function toSummary(row: {
  email: string;
  name: string;
  isAdmin: boolean | number | null;
  isEditor: boolean | number | null;
  emailVerified: boolean | number;
}): AccountSummary {
  return {
    email: row.email,
    fullName: row.name,
    isAdmin: Boolean(row.isAdmin),
    isEditor: Boolean(row.isEditor),
    emailVerified: Boolean(row.emailVerified),
  };
}

/** The roles an operator grants from the CLI; each is a column of Better Auth's user table. */
export type Role = 'admin' | 'editor';
const roleColumn = { admin: 'isAdmin', editor: 'isEditor' } as const;

/**
 * Grants or revokes a role. Returns the account, or undefined if the e-mail is unknown. A change
 * (not a repeat of the current state) goes to the audit trail with no actor: the operator's shell
 * is the only way to grant a role (issue 23 §1: every change recorded, who, when, what).
 */
export async function setRole(
  database: Database,
  email: string,
  role: Role,
  granted: boolean,
): Promise<AccountSummary | undefined> {
  const column = roleColumn[role];
  return database.db.transaction().execute(async (trx) => {
    const users = withAuthTables(trx);
    const row = await users
      .selectFrom('user')
      .select(['id', ...summaryColumns])
      .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
      .executeTakeFirst();
    if (!row) return undefined;
    const account = toSummary(row);
    if (account[column] === granted) return account;
    await users
      .updateTable('user')
      .set({ [column]: dbBoolean(database.kind, granted) })
      .where('id', '=', row.id)
      .execute();
    await recordAuditEvent(trx, {
      actorId: null,
      action: 'account.role_changed',
      subject: row.id,
      details: { role, granted, by: 'cli' },
    });
    return { ...account, [column]: granted };
  });
}

/** Grants or revokes the admin role (the tests' and the CLI's `grant`/`revoke`). */
export function setAdmin(
  database: Database,
  email: string,
  isAdmin: boolean,
): Promise<AccountSummary | undefined> {
  return setRole(database, email, 'admin', isAdmin);
}

/** Every account, or only those holding a role (administrators and editors) for `list`. */
export async function listAccounts(
  database: Database,
  onlyWithRole = false,
): Promise<AccountSummary[]> {
  let query = withAuthTables(database.db)
    .selectFrom('user')
    .select(summaryColumns)
    .orderBy('email');
  if (onlyWithRole) {
    const yes = dbBoolean(database.kind, true);
    query = query.where((eb) => eb.or([eb('isAdmin', '=', yes), eb('isEditor', '=', yes)]));
  }
  return (await query.execute()).map(toSummary);
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
      .set({ twoFactorEnabled: dbBoolean(database.kind, false) })
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
