import { hash, verify } from '@node-rs/argon2';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { hashResetIdentifier, resetIdentifierPrefix, revokeResetTokens } from './password-reset.ts';
import { rateLimitKeys } from './rate-limit-keys.ts';
import { pruneSessions, rememberedSessionSeconds, sessionRowDefaults } from './session-rules.ts';

/** Header through which we hand Better Auth the client address Fastify resolved (TRUST_PROXY aware). */
export const clientIpHeader = 'x-nexus-client-ip';

/** Identifier prefix of our e-mail verification tokens in Better Auth's `verification` table. */
export const emailVerificationPrefix = 'email-verification:';

export interface AuthDeps {
  config: Config;
  database: Database;
  /** Better Auth's own messages go to our pino logger; their extra arguments are dropped (secrets). */
  log?: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
}

/**
 * OWASP's argon2id profile (19 MiB, 2 passes): ~10–20 ms per hash here, far costlier to brute-force
 * than it is to serve. Decision note 0003.
 */
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function authOptions({ config, database, log }: AuthDeps) {
  return {
    logger: {
      disabled: !log,
      log: (level: 'debug' | 'info' | 'warn' | 'error', message: string) =>
        log?.[level]({ component: 'better-auth' }, message),
    },
    appName: 'Nexus IA',
    baseURL: config.appUrl.origin,
    basePath: '/api/auth',
    secret: config.sessionSecret,
    // Our own Kysely instance, not just its dialect: on SQLite both then share one connection
    // mutex, so a transaction of ours (account deletion) and one of Better Auth's queue up instead
    // of nesting on the single connection (decision 0016).
    database: {
      db: database.db,
      type: database.kind as 'sqlite' | 'postgres',
      transaction: true,
    },
    telemetry: { enabled: false },
    // Our own DB-backed limiter covers every endpoint (plugins/rate-limit.ts).
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: {
        hash: (password: string) => hash(password, argon2Options),
        verify: ({ hash: digest, password }: { hash: string; password: string }) =>
          verify(digest, password),
      },
      // Reset mails are queued by POST /api/forgot-password and rendered by password-reset.ts;
      // Better Auth's own request endpoint is never called.
      onPasswordReset: async ({ user }: { user: { id: string; email: string } }) => {
        // Every other outstanding link ends with the one used (issue 12 §5), and the owner, who
        // has just proved they read the mailbox, is no longer held back by strangers' guesses.
        await revokeResetTokens(database.db, user.id);
        await database.db
          .deleteFrom('rate_limit')
          .where('key', '=', rateLimitKeys.login(user.email.toLowerCase()))
          .execute();
      },
    },
    user: {
      additionalFields: {
        // input: false: a client can never set it (spec 01 §6); only the admin CLI does.
        isAdmin: { type: 'boolean', required: false, defaultValue: false, input: false },
        birthDate: { type: 'string', required: false },
        cpf: { type: 'string', required: false },
        phone: { type: 'string', required: false },
        locale: { type: 'string', required: false },
      },
    },
    verification: {
      // E-mail verification and reset tokens are stored as SHA-256 hashes: a copy of the database
      // holds no usable link (decisions 0016, 0027).
      storeIdentifier: {
        default: 'plain',
        overrides: {
          [emailVerificationPrefix]: 'hashed',
          [resetIdentifierPrefix]: { hash: async (id: string) => hashResetIdentifier(id) },
        },
      },
    },
    session: {
      expiresIn: rememberedSessionSeconds,
      updateAge: 24 * 60 * 60,
      // Better Auth would renew any session whose browser lacks its `dont_remember` cookie, short
      // ones included; ours renews remembered rows only, in GET /api/user (session-rules.ts, 0025).
      disableSessionRefresh: true,
      additionalFields: {
        // Written once at creation from the lifetime Better Auth gave the session (issue 12 §6).
        rememberMe: { type: 'boolean', required: false, input: false },
      },
    },
    databaseHooks: {
      session: {
        create: {
          before: async (session) => ({ data: { ...session, ...sessionRowDefaults(session) } }),
          after: async (session) => {
            await pruneSessions(database, session, config.sessionsPerAccountMax);
          },
        },
      },
    },
    advanced: {
      cookiePrefix: 'nexus',
      useSecureCookies: config.appUrl.protocol === 'https:',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
    },
  } satisfies BetterAuthOptions;
}

export function createAuth(deps: AuthDeps) {
  return betterAuth(authOptions(deps));
}

export type Auth = ReturnType<typeof createAuth>;

/** Creates or updates Better Auth's tables (user, session, account, verification). */
export async function runAuthMigrations(deps: AuthDeps): Promise<void> {
  const { runMigrations } = await getMigrations(authOptions(deps));
  await runMigrations();
}
