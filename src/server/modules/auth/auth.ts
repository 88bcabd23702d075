import { hash, verify } from '@node-rs/argon2';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';

/** Header through which we hand Better Auth the client address Fastify resolved (TRUST_PROXY aware). */
export const clientIpHeader = 'x-nexus-client-ip';

/** Identifier prefix of our e-mail verification tokens in Better Auth's `verification` table. */
export const emailVerificationPrefix = 'email-verification:';

/** 30 days: the lifetime of a "remember me" session (issue "Accounts API"). */
const rememberedSessionSeconds = 30 * 24 * 60 * 60;

export interface AuthDeps {
  config: Config;
  database: Database;
  /** Better Auth's own messages go to our pino logger; their extra arguments are dropped (secrets). */
  log?: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
  sendPasswordReset(
    user: { email: string; name: string; locale?: string | null },
    token: string,
  ): Promise<void>;
}

/**
 * OWASP's argon2id profile (19 MiB, 2 passes): ~10–20 ms per hash here, far costlier to brute-force
 * than it is to serve. Decision note 0003.
 */
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function authOptions({ config, database, sendPasswordReset, log }: AuthDeps) {
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
      sendResetPassword: async ({
        user,
        token,
      }: {
        user: { email: string; name: string };
        token: string;
      }) => sendPasswordReset(user, token),
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
      // E-mail verification tokens are stored as SHA-256 hashes: a copy of the database does not
      // hold usable links (decision 0016). Reset tokens keep Better Auth's plain default.
      storeIdentifier: { default: 'plain', overrides: { [emailVerificationPrefix]: 'hashed' } },
    },
    session: {
      expiresIn: rememberedSessionSeconds,
      updateAge: 24 * 60 * 60,
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
