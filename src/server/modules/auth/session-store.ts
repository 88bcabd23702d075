import type { FastifyReply, FastifyRequest } from 'fastify';
import { CompiledQuery } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type {
  ActiveSession,
  SessionStore,
  SessionUser,
  SignedIn,
} from '#server/plugins/session.ts';
import { withAuthTables } from './auth-tables.ts';
import type { AuthCookies, AuthInternals, BetterAuthUser } from './better-auth-internals.ts';
import { rememberedSessionSeconds, renewedExpiry } from './session-rules.ts';

/**
 * `request.user` and `request.session` from Better Auth's session cookie and rows, without loading
 * Better Auth (decision 0030): one indexed read per signed-in request (issue 13 §4, decision 0034).
 * Split out of auth.service.ts (issue 24 §4).
 */

/**
 * "Last used" in the session list is the session row's updatedAt, moved forward when the app opens
 * with it (GET /api/user), at most this often: one write per session per few minutes, not per call.
 */
const lastUsedPrecisionMs = 5 * 60 * 1000;

export function fromAuthUser(user: BetterAuthUser): SessionUser {
  return {
    id: user.id,
    fullName: user.name,
    email: user.email,
    isAdmin: Boolean(user.isAdmin),
    isEditor: Boolean(user.isEditor),
    emailVerified: Boolean(user.emailVerified),
    locale: user.locale ?? null,
    createdAt: new Date(user.createdAt),
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
  };
}

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** A row of the session query: the session's columns, then its user's. */
interface SessionRow extends BetterAuthUser {
  sessionId: string;
  expiresAt: Date | string;
  sessionCreatedAt: Date | string;
  updatedAt: Date | string;
  rememberMe: boolean | number | null;
  twoFactorVerified: boolean | number | null;
}

/** The user's columns of the session query, in the order of SQLite's JSON array below. */
const sqliteUserColumns = [
  'id',
  'name',
  'email',
  'emailVerified',
  'isAdmin',
  'isEditor',
  'locale',
  'createdAt',
  'twoFactorEnabled',
] as const;

/**
 * The session query on SQLite: the same single indexed read, with the user's columns as one JSON
 * array from a lookup by primary key instead of a join. better-sqlite3 ran the two-table join in
 * about 16 µs, this in about 3 µs (a third of the CPU of a signed-in GET /api/user in the profile
 * of docs/benchmarks.md; decision 0034). PostgreSQL keeps the join.
 */
const sqliteSessionSql =
  'select "id" as "sessionId", "expiresAt", "createdAt" as "sessionCreatedAt", "updatedAt", ' +
  '"rememberMe", "twoFactorVerified", (select json_array(' +
  sqliteUserColumns.map((column) => `"${column}"`).join(', ') +
  ') from "user" where "user"."id" = "session"."userId") as "user" from "session" where "token" = ?';

type SqliteSessionRow = Omit<SessionRow, keyof BetterAuthUser> & { user: string | null };

/** A tuple of the user's values, each typed by its column (a mapped type keeps the tuple's order). */
type UserValues<Columns extends readonly (keyof BetterAuthUser)[]> = {
  -readonly [I in keyof Columns]: BetterAuthUser[Columns[I]];
};

/** SQLite's JSON array of the user, in `sqliteUserColumns` order. */
type SqliteUserArray = UserValues<typeof sqliteUserColumns>;

/**
 * A session row whose user is gone (not possible with the foreign key) is no session. The object is
 * written out, not built from the column list: this runs for every signed-in request (decision 0144).
 */
function fromSqliteSessionRow(raw: SqliteSessionRow): SessionRow | undefined {
  if (raw.user === null) return undefined;
  const [id, name, email, emailVerified, isAdmin, isEditor, locale, createdAt, twoFactorEnabled] =
    JSON.parse(raw.user) as SqliteUserArray;
  return {
    sessionId: raw.sessionId,
    expiresAt: raw.expiresAt,
    sessionCreatedAt: raw.sessionCreatedAt,
    updatedAt: raw.updatedAt,
    rememberMe: raw.rememberMe,
    twoFactorVerified: raw.twoFactorVerified,
    id,
    name,
    email,
    emailVerified,
    isAdmin,
    isEditor,
    locale,
    createdAt,
    twoFactorEnabled,
  };
}

export interface AuthSessions extends SessionStore {
  /** GET /api/user: "last used" moves forward, a remembered session slides (decision 0025). */
  markUsed(request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn): Promise<void>;
}

export function createSessionStore(deps: {
  database: Database;
  cookies: AuthCookies;
  internals: AuthInternals;
}): AuthSessions {
  const { database, cookies, internals } = deps;
  const db = withAuthTables(database.db);
  const tokens = new WeakMap<ActiveSession, string>();

  /**
   * The session and its user in one indexed read (session.token is unique), compiled once: this
   * runs for every signed-in request (issue 13 §4).
   */
  const sessionQuery = db
    .selectFrom('session')
    .innerJoin('user', 'user.id', 'session.userId')
    .select([
      'session.id as sessionId',
      'session.expiresAt',
      'session.createdAt as sessionCreatedAt',
      'session.updatedAt',
      'session.rememberMe',
      'session.twoFactorVerified',
      'user.id',
      'user.name',
      'user.email',
      'user.emailVerified',
      'user.isAdmin',
      'user.isEditor',
      'user.locale',
      'user.createdAt',
      'user.twoFactorEnabled',
    ])
    .where('session.token', '=', '')
    .compile();
  if (sessionQuery.parameters.length !== 1) throw new Error('the session query takes one token');
  const readSessionRow =
    database.kind === 'sqlite'
      ? async (token: string) => {
          const { rows } = await database.db.executeQuery<SqliteSessionRow>(
            CompiledQuery.raw(sqliteSessionSql, [token]),
          );
          return rows[0] ? fromSqliteSessionRow(rows[0]) : undefined;
        }
      : async (token: string) => {
          const { rows } = await database.db.executeQuery<SessionRow>(
            CompiledQuery.raw(sessionQuery.sql, [token]),
          );
          return rows[0];
        };

  return {
    async read(request, reply) {
      const token = cookies.sessionToken(request);
      if (!token) return null;
      const row = await readSessionRow(token);
      const now = Date.now();
      if (!row || toDate(row.expiresAt).getTime() <= now) {
        cookies.clearSession(reply);
        if (row) await db.deleteFrom('session').where('id', '=', row.sessionId).execute();
        return null;
      }
      const session: ActiveSession = {
        id: row.sessionId,
        expiresAt: toDate(row.expiresAt),
        createdAt: toDate(row.sessionCreatedAt),
        updatedAt: toDate(row.updatedAt),
        rememberMe: row.rememberMe === null ? null : Boolean(row.rememberMe),
        twoFactorVerified: Boolean(row.twoFactorVerified),
      };
      tokens.set(session, token);
      return { session, user: fromAuthUser(row) };
    },

    async markUsed(request, reply, { session }) {
      const now = new Date();
      // A remembered session slides forward while it is used; the row decides, never a cookie.
      const expiresAt = renewedExpiry(session, now);
      if (!expiresAt && now.getTime() - session.updatedAt.getTime() <= lastUsedPrecisionMs) return;
      const token = tokens.get(session);
      if (!token) return;
      await internals.touchSession(token, { updatedAt: now, ...(expiresAt ? { expiresAt } : {}) });
      if (expiresAt) cookies.resendSession(request, reply, rememberedSessionSeconds);
    },
  };
}
