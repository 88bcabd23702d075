import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Argon2 from '@node-rs/argon2';
import type { betterAuth, BetterAuthOptions } from 'better-auth';
import type { twoFactor } from 'better-auth/plugins/two-factor';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import type { RateLimiter } from '#server/plugins/rate-limit.ts';
import { emailVerificationPrefix } from './email-verification.ts';
import { hashResetIdentifier, resetIdentifierPrefix, revokeResetTokens } from './password-reset.ts';
import { rateLimitKeys } from './rate-limit-keys.ts';
import {
  inheritedLifetime,
  pruneSessions,
  rememberedSessionSeconds,
  sessionRowDefaults,
} from './session-rules.ts';
import {
  recoveryCodeStore,
  secondFactorOfNewSession,
  twoFactorLockout,
  twoFactorIssuer,
} from './two-factor.ts';

/** Header through which we hand Better Auth the client address Fastify resolved (TRUST_PROXY aware). */
export const clientIpHeader = 'x-nexus-client-ip';

export interface AuthDeps {
  config: Config;
  database: Database;
  /** Better Auth's own messages go to our pino logger; their extra arguments are dropped (secrets). */
  log?: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
  /** The server's limiter (its counters may live in memory, decision 0030); absent in tools. */
  limiter?: Pick<RateLimiter, 'reset'>;
}

/**
 * argon2id with one of OWASP's equal-defence configurations: 12 MiB, 3 passes, 1 lane (OWASP lists
 * 46/1, 19/2, 12/3, 9/4 and 7/5 MiB/passes as one level of defence). 12/3 costs ~4.7 ms of CPU per
 * hash here against ~7.9 ms for 19/2: its memory stays in the CPU's cache (decision 0146; 0003).
 * Hashes made with 19/2 before still verify: the parameters are stored in each hash.
 */
export const argon2Options = { memoryCost: 12_288, timeCost: 3, parallelism: 1 };

/**
 * The native argon2 binding, imported with the first hash and kept: an `import()` per sign-in
 * resolved the module again each time, on the event loop (decision 0145). The hash itself runs on
 * libuv's thread pool, off the event loop.
 */
let argon2: Promise<typeof Argon2> | undefined;
const loadArgon2 = () => (argon2 ??= import('@node-rs/argon2'));

/** Better Auth's plugins, loaded with it (never at start-up, decision 0030). */
export interface AuthPlugins {
  twoFactor: typeof twoFactor;
}

export async function loadAuthPlugins(): Promise<AuthPlugins> {
  return { twoFactor: (await import('better-auth/plugins/two-factor')).twoFactor };
}

export function authOptions({ config, database, log, limiter }: AuthDeps, plugins: AuthPlugins) {
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
        hash: async (password: string) => (await loadArgon2()).hash(password, argon2Options),
        verify: async ({ hash: digest, password }: { hash: string; password: string }) =>
          (await loadArgon2()).verify(digest, password),
      },
      // Reset mails are queued by POST /api/forgot-password and rendered by password-reset.ts;
      // Better Auth's own request endpoint is never called.
      onPasswordReset: async ({ user }: { user: { id: string; email: string } }) => {
        // Every other outstanding link ends with the one used (issue 12 §5), and the owner, who
        // has just proved they read the mailbox, is no longer held back by strangers' guesses.
        await revokeResetTokens(database.db, user.id);
        await limiter?.reset(rateLimitKeys.login(user.email.toLowerCase()));
      },
    },
    user: {
      additionalFields: {
        // input: false: a client can never set it (spec 01 §6); only the admin CLI does.
        isAdmin: { type: 'boolean', required: false, defaultValue: false, input: false },
        // Issue 23 §1: the editorial desk's role, granted like the admin role (CLI only).
        isEditor: { type: 'boolean', required: false, defaultValue: false, input: false },
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
        // Whether this session was opened with an authenticator or recovery code (decision 0029).
        twoFactorVerified: { type: 'boolean', required: false, input: false },
      },
    },
    // TOTP and recovery codes for administrators (required) and clients (optional): decision 0029.
    plugins: [
      plugins.twoFactor({
        issuer: twoFactorIssuer,
        backupCodeOptions: {
          amount: 10,
          storeBackupCodes: recoveryCodeStore(config.sessionSecret),
        },
        accountLockout: twoFactorLockout,
      }),
    ],
    databaseHooks: {
      session: {
        create: {
          before: async (session, context) => ({
            data: {
              ...session,
              ...sessionRowDefaults(session),
              ...inheritedLifetime(session, context),
              twoFactorVerified: secondFactorOfNewSession(session, context),
            },
          }),
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

export type Auth = ReturnType<typeof betterAuth<ReturnType<typeof authOptions>>>;

const loaders = new WeakMap<object, () => Promise<Auth>>();

/**
 * Better Auth, loaded when it is first used: importing it costs about 200 ms of CPU, and the first
 * page a new instance serves needs none of it (issue 13 §5, decision 0030). `warmAuth` loads it
 * once the server is listening, so the first sign-in rarely waits for it either. Every call goes
 * through `api` and `$context` exactly as on the instance itself.
 */
export function createAuth(deps: AuthDeps): Auth {
  let instance: Promise<Auth> | undefined;
  const load = () =>
    (instance ??= Promise.all([import('better-auth'), loadAuthPlugins()]).then(
      ([{ betterAuth }, plugins]) => betterAuth(authOptions(deps, plugins)),
    ));
  const api = new Proxy(
    {},
    {
      get:
        (_target, name) =>
        async (...args: unknown[]) => {
          const methods = (await load()).api as unknown as Record<
            string | symbol,
            (...a: unknown[]) => unknown
          >;
          return methods[name]?.(...args);
        },
    },
  );
  const lazy = {
    api,
    get $context() {
      return load().then((auth) => auth.$context);
    },
  };
  loaders.set(lazy, load);
  return lazy as unknown as Auth;
}

/** Loads Better Auth now (after the server is listening), instead of at its first use. */
export async function warmAuth(auth: Auth): Promise<void> {
  await loaders.get(auth)?.();
}

/**
 * True for the errors Better Auth's API throws for a refused call (wrong password, bad token...),
 * recognised without loading Better Auth: every one is a better-call `APIError`.
 */
export function isAuthApiError(
  error: unknown,
): error is Error & { statusCode: number; body?: { code?: string; message?: string } } {
  return (
    error instanceof Error &&
    error.name === 'APIError' &&
    typeof (error as { statusCode?: unknown }).statusCode === 'number'
  );
}

/** Creates or updates Better Auth's tables (user, session, account, verification, twoFactor). */
export async function runAuthMigrations(deps: AuthDeps): Promise<void> {
  const { getMigrations } = await import('better-auth/db/migration');
  const { runMigrations } = await getMigrations(authOptions(deps, await loadAuthPlugins()));
  await runMigrations();
}

/**
 * What Better Auth's tables depend on: its version and the options in this file. Start-up runs
 * Better Auth's migrations (which load it and introspect every table) only when this differs from
 * the one recorded after the last run (db/migrate.ts); a change of this file or an upgrade of
 * Better Auth runs them once.
 */
export function authSchemaFingerprint(): string {
  const hash = createHash('sha256').update(readFileSync(import.meta.filename));
  try {
    const entry = createRequire(import.meta.url).resolve('better-auth');
    hash.update(readFileSync(path.join(path.dirname(entry), '../package.json')));
  } catch {
    hash.update('better-auth: version unknown');
  }
  return hash.digest('hex');
}
