import type { ColumnType, Kysely } from 'kysely';
import type { DB, Timestamp } from '#server/db/schema.ts';

/**
 * Better Auth's tables as our own queries see them (decision 0002: Better Auth creates and owns
 * them, camelCase columns). Only the columns we read or match on are typed; writes other than
 * deletions go through Better Auth's adapter, which knows each dialect's formats.
 */

/** Typed here only: other modules read accounts through users.ts (decision 0091). */
export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: ColumnType<boolean | number, boolean | number, boolean | number>;
  isAdmin: ColumnType<boolean | number | null, boolean | number, boolean | number>;
  /** The editorial desk's role (issue 23 §1, decision 0106); null on rows older than the column. */
  isEditor: ColumnType<boolean | number | null, boolean | number | undefined, boolean | number>;
  locale: string | null;
  createdAt: Timestamp;
  /** Set by the two-factor plugin once an authenticator is confirmed (decision 0029). */
  twoFactorEnabled: ColumnType<boolean | number | null, boolean | number, boolean | number>;
  phone: string | null;
  birthDate: string | null;
  cpf: string | null;
  updatedAt: Timestamp;
}

export interface SessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  /** Also moved forward when the session is used (decision 0016): our "last used". */
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  /** Whether the session may slide forward (decision 0025); null on rows older than the column. */
  rememberMe: ColumnType<boolean | number | null, never, never>;
  /** Opened with a second factor (decision 0029); null on rows older than two-factor sign-in. */
  twoFactorVerified: boolean | number | null;
}

export interface AccountTable {
  id: string;
  userId: string;
  providerId: string;
  /** The argon2id hash: read to be left out, never to be shown. */
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  /** The owner's user id, for reset and e-mail verification tokens alike. */
  value: string;
  expiresAt: Timestamp;
}

/** The two-factor plugin's row: an encrypted TOTP secret and digests of the recovery codes. */
export interface TwoFactorTable {
  id: string;
  userId: string;
  /** The TOTP secret, encrypted by Better Auth with SESSION_SECRET (totp-steps.ts reads it). */
  secret: string;
  /** A JSON list of recovery-code digests (two-factor.ts), never the codes. */
  backupCodes: string;
  verified: boolean | number | null;
}

export type AuthTables = {
  user: AuthUserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  twoFactor: TwoFactorTable;
};

export type DbWithAuth = Kysely<DB & AuthTables>;

/** The same connection, seeing Better Auth's tables too (Kysely's `withTables`, no copy). */
export function withAuthTables(db: Kysely<DB>): DbWithAuth {
  return db.withTables<AuthTables>();
}

/** A boolean as the database stores it, for `where` clauses on Better Auth's flag columns. */
export function dbBoolean(kind: 'sqlite' | 'postgres', value: boolean): boolean | number {
  return kind === 'sqlite' ? Number(value) : value;
}
