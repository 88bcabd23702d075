import { sql, type Kysely } from 'kysely';
import { defaultLocale, isSupportedLocale, type Locale } from '#shared/i18n/locales.ts';
import { compiledOnce } from '#server/db/fixed-statements.ts';
import type { DB } from '#server/db/schema.ts';
import { withAuthTables } from './auth-tables.ts';

/**
 * What other modules may read of the accounts (issue 24 §1, decision 0091): the few lookups the
 * lead desk needs, and nothing else. Better Auth's `user` table is typed only inside this module
 * (auth-tables.ts): the `DB` every other module sees has no `user`, so a query of it elsewhere does
 * not compile. Each lookup takes the caller's connection or transaction, so a read that belongs
 * to a write (the admins a new lead's mail goes to) runs inside it.
 */

/** An account as the lead desk names it. */
export interface AccountName {
  id: string;
  name: string;
}

/** An administrator a new-lead notification goes to, in the administrator's own language. */
export interface AdminRecipient {
  email: string;
  name: string;
  locale: Locale;
}

// A literal, not a parameter: better-sqlite3 binds no booleans; SQLite reads TRUE as 1.
const isAdminColumn = sql<boolean>`${sql.ref('isAdmin')} = true`;

/** The names of these accounts by id; an id whose account is gone is absent. */
export async function accountNames(
  db: Kysely<DB>,
  ids: Iterable<string>,
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  const names = new Map<string, string>();
  if (wanted.length === 0) return names;
  const rows = await withAuthTables(db)
    .selectFrom('user')
    .select(['id', 'name'])
    .where('id', 'in', wanted)
    .execute();
  for (const row of rows) names.set(row.id, row.name);
  return names;
}

/** True when this account is an administrator now. */
export async function isAdministrator(db: Kysely<DB>, id: string): Promise<boolean> {
  const row = await withAuthTables(db)
    .selectFrom('user')
    .select('id')
    .where('id', '=', id)
    .where(isAdminColumn)
    .executeTakeFirst();
  return row !== undefined;
}

/** The administrators by name (then id): everyone a lead may be assigned to. */
export async function administrators(db: Kysely<DB>): Promise<AccountName[]> {
  return withAuthTables(db)
    .selectFrom('user')
    .select(['id', 'name'])
    .where(isAdminColumn)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/**
 * The administrators' read, compiled once per database: every lead batch makes it, and its text
 * never changes, so PostgreSQL keeps it prepared too (decision 0153).
 */
const recipientsQuery = compiledOnce('nexus_administrator_recipients', (db) =>
  withAuthTables(db)
    .selectFrom('user')
    .select(['email', 'name', 'locale'])
    .where(isAdminColumn)
    .orderBy('email'),
);

/** The administrators by e-mail, each in their language (the site's default if unset). */
export async function administratorRecipients(db: Kysely<DB>): Promise<AdminRecipient[]> {
  const rows = await recipientsQuery(db);
  return rows.map((admin) => ({
    email: admin.email,
    name: admin.name,
    locale: isSupportedLocale(admin.locale) ? admin.locale : defaultLocale,
  }));
}

/** An account found by e-mail (any case), with its role: the CLI's `consultant <email>` (issue 25 §1). */
export async function accountByEmail(
  db: Kysely<DB>,
  email: string,
): Promise<{ id: string; name: string; email: string; isAdmin: boolean } | undefined> {
  const row = await withAuthTables(db)
    .selectFrom('user')
    .select(['id', 'name', 'email', 'isAdmin'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row && { id: row.id, name: row.name, email: row.email, isAdmin: Boolean(row.isAdmin) };
}

/** Names and e-mails of these accounts by id (the CLI's consultant list); gone accounts absent. */
export async function accountsByIds(
  db: Kysely<DB>,
  ids: Iterable<string>,
): Promise<Map<string, { name: string; email: string }>> {
  const wanted = [...new Set(ids)];
  const found = new Map<string, { name: string; email: string }>();
  if (wanted.length === 0) return found;
  const rows = await withAuthTables(db)
    .selectFrom('user')
    .select(['id', 'name', 'email'])
    .where('id', 'in', wanted)
    .execute();
  for (const row of rows) found.set(row.id, { name: row.name, email: row.email });
  return found;
}

/** Where and in which language to write to an account (the meeting invitation, issue 25 §5). */
export async function accountContact(
  db: Kysely<DB>,
  id: string,
): Promise<{ name: string; email: string; locale: Locale } | undefined> {
  const row = await withAuthTables(db)
    .selectFrom('user')
    .select(['name', 'email', 'locale'])
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      name: row.name,
      email: row.email,
      locale: isSupportedLocale(row.locale) ? row.locale : defaultLocale,
    }
  );
}
