import { sql } from 'kysely';
import { organization } from '#shared/organization.ts';
import type { AccountProfile, AccountSession } from '#shared/schemas/account.ts';
import { summarizeUserAgent, type DeviceSummary } from '#shared/tools/user-agent.ts';
import type { Database } from '#server/db/database.ts';
import { toIsoString } from '#server/db/schema.ts';
import { dbBoolean, withAuthTables, type DbWithAuth } from '#server/modules/auth/auth-tables.ts';
import { personalRateLimitKeys } from '#server/modules/auth/rate-limit-keys.ts';

/**
 * What replaces a lead's personal data when its sender deletes their account (issue "Account
 * self-service" §5, decision 0017). The lead itself stays, so the inbox's counts and dates remain
 * true. The same values for everyone: anonymised leads cannot be grouped back into one person.
 * `.invalid` is reserved (RFC 2606): no mail can ever reach that address.
 */
export const anonymisedLead = {
  name: 'Contato anonimizado',
  email: 'anonimizado@anonimizado.invalid',
  company: null,
  message: null,
} as const;

export async function findProfile(
  database: Database,
  userId: string,
): Promise<AccountProfile | undefined> {
  const row = await withAuthTables(database.db)
    .selectFrom('user')
    .select(['id', 'name', 'email', 'emailVerified', 'phone', 'isAdmin', 'createdAt'])
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
    createdAt: toIsoString(row.createdAt),
  };
}

interface SessionRow {
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

export interface ExportedLead {
  id: number;
  name: string;
  email: string;
  company: string | null;
  message: string | null;
  createdAt: string;
}

/**
 * The "download my data" file (LGPD art. 18 II and V, art. 19 II: a complete copy in a format
 * other software can read). Field names are English and stable (`format`, `version`) so the
 * file stays machine-readable whatever language the person uses.
 */
export interface AccountExport {
  format: 'nexus-ia.account-export';
  version: 1;
  exportedAt: string;
  controller: {
    name: string;
    legalName: string;
    dataProtectionOfficer: { name: string; email: string };
  };
  profile: AccountProfile & {
    birthDate: string | null;
    cpf: string | null;
    preferredLanguage: string | null;
    updatedAt: string;
  };
  /** How the person signs in; the password itself is kept only as an argon2id hash, never exported. */
  signInMethods: { method: 'password'; createdAt: string; updatedAt: string }[];
  sessions: Omit<SessionRow, 'id'>[];
  /**
   * Leads (contact requests) sent with the account's e-mail address. Only once that address is
   * verified: anyone may register with any address, and the leads are the address owner's data.
   */
  leads:
    | { included: true; items: ExportedLead[] }
    | { included: false; reason: 'email-not-verified'; items: [] };
}

function leadsByEmail(db: DbWithAuth, email: string) {
  return db
    .selectFrom('contact_submission')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase());
}

export async function exportAccount(
  database: Database,
  userId: string,
  currentSessionId: string,
  now = new Date(),
): Promise<AccountExport | undefined> {
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
      'createdAt',
      'updatedAt',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const emailVerified = Boolean(user.emailVerified);
  const [accounts, sessions, leads] = await Promise.all([
    db
      .selectFrom('account')
      .select(['providerId', 'createdAt', 'updatedAt'])
      .where('userId', '=', userId)
      .execute(),
    activeSessions(db, userId, currentSessionId, now),
    emailVerified
      ? leadsByEmail(db, user.email)
          .select(['id', 'name', 'email', 'company', 'message', 'created_at'])
          .orderBy('created_at')
          .orderBy('id')
          .execute()
      : Promise.resolve([]),
  ]);
  return {
    format: 'nexus-ia.account-export',
    version: 1,
    exportedAt: now.toISOString(),
    controller: {
      name: organization.name,
      legalName: organization.legalName,
      dataProtectionOfficer: { ...organization.dataProtectionOfficer },
    },
    profile: {
      id: user.id,
      fullName: user.name,
      email: user.email,
      emailVerified,
      phone: user.phone,
      birthDate: user.birthDate,
      cpf: user.cpf,
      preferredLanguage: user.locale,
      isAdmin: Boolean(user.isAdmin),
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
    leads: emailVerified
      ? {
          included: true,
          items: leads.map((l) => ({
            id: Number(l.id),
            name: l.name,
            email: l.email,
            company: l.company,
            message: l.message,
            createdAt: toIsoString(l.created_at),
          })),
        }
      : { included: false, reason: 'email-not-verified', items: [] },
  };
}

export type DeletionResult =
  { ok: true; anonymisedLeads: number } | { ok: false; reason: 'not-found' | 'last-admin' };

/**
 * Deletes the account and everything that names the person, in one transaction (issue "Account
 * self-service" §5): verification tokens, mail addressed to them, sessions, sign-in methods, rate-limit counters, the user;
 * their leads are anonymised in place. The last administrator may not leave: the site would have
 * nobody left to read its leads (and granting the role again needs shell access).
 */
export async function deleteAccount(database: Database, userId: string): Promise<DeletionResult> {
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

      // Leads are tied to the person only through a verified address (see AccountExport.leads).
      let anonymisedLeads = 0;
      if (user.emailVerified) {
        const result = await trx
          .updateTable('contact_submission')
          .set(anonymisedLead)
          .where(sql<string>`lower(email)`, '=', user.email.toLowerCase())
          .executeTakeFirst();
        anonymisedLeads = Number(result.numUpdatedRows);
      }
      await trx.deleteFrom('verification').where('value', '=', userId).execute();
      // Mail to the address, sent or pending (a reset link, a lead notification to an admin).
      await trx
        .deleteFrom('mail_job')
        .where(sql<string>`lower(recipient)`, '=', user.email.toLowerCase())
        .execute();
      await trx.deleteFrom('session').where('userId', '=', userId).execute();
      await trx.deleteFrom('account').where('userId', '=', userId).execute();
      await trx.deleteFrom('twoFactor').where('userId', '=', userId).execute();
      await trx
        .deleteFrom('rate_limit')
        .where('key', 'in', personalRateLimitKeys(userId, user.email))
        .execute();
      await trx.deleteFrom('user').where('id', '=', userId).execute();
      return { ok: true, anonymisedLeads };
    });
}
