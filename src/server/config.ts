import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting the server reads, parsed once at boot (STYLE.md habit 10). Each rate limit is here
 * too, so operators tune abuse protection from one table (README "Environment variables").
 */

/**
 * Longest request path the page handler looks at: longer ones are answered 414 before any page
 * matching (issue 22 finding 1). Real paths are a few dozen characters; nginx allows 8 KB lines.
 */
export const requestPathMaxLength = 2048;

/** Today's rooms: one Jitsi room per meeting, no account or API call (decision 0102). */
export const DEFAULT_VIDEO_URL_TEMPLATE = 'https://meet.jit.si/nexus-{id}';

/** An http(s) address once `{id}` is filled, with `{id}` in it: each meeting gets its own room. */
function isVideoUrlTemplate(template: string): boolean {
  if (!template.includes('{id}')) return false;
  try {
    const url = new URL(template.replaceAll('{id}', '00000000-0000-4000-8000-000000000000'));
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset for SQLite)')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  APP_URL: z.url({ protocol: /^https?$/ }).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('"Nexus IA" <nao-responda@nexusia.com.br>'),
  CLIENT_DIR: z.string().min(1).default('./build/client'),
  LOCALES_DIR: z.string().min(1).default('./public/locales'),
  // The same variable the client build reads: with it, pages allow Google's tag origins (CSP).
  VITE_GA_MEASUREMENT_ID: z.string().trim().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  RATE_LIMIT_LOGIN_ACCOUNT_MAX: positiveInt(10),
  RATE_LIMIT_LOGIN_IP_MAX: positiveInt(30),
  RATE_LIMIT_LOGIN_WINDOW_SECONDS: positiveInt(15 * 60),
  RATE_LIMIT_REGISTER_MAX: positiveInt(10),
  RATE_LIMIT_REGISTER_WINDOW_SECONDS: positiveInt(60 * 60),
  RATE_LIMIT_RECOVERY_MAX: positiveInt(5),
  RATE_LIMIT_RECOVERY_WINDOW_SECONDS: positiveInt(15 * 60),
  // Per hour, the lifetime of a reset link (issue 22 finding 2, decision 0076).
  RATE_LIMIT_RECOVERY_EMAIL_MAX: positiveInt(3),
  RATE_LIMIT_RECOVERY_MAILS_MAX: positiveInt(10),
  RATE_LIMIT_CONTACT_MAX: positiveInt(20),
  RATE_LIMIT_CONTACT_WINDOW_SECONDS: positiveInt(10 * 60),
  RATE_LIMIT_VERIFICATION_MAX: positiveInt(3),
  RATE_LIMIT_VERIFICATION_WINDOW_SECONDS: positiveInt(15 * 60),
  RATE_LIMIT_PASSWORD_CHECK_MAX: positiveInt(10),
  RATE_LIMIT_PASSWORD_CHECK_WINDOW_SECONDS: positiveInt(15 * 60),
  // Issue 25 §5: the booking's free times and the meeting links, per client address.
  RATE_LIMIT_SLOTS_MAX: positiveInt(120),
  RATE_LIMIT_SLOTS_WINDOW_SECONDS: positiveInt(60),
  RATE_LIMIT_MEETING_LINK_MAX: positiveInt(30),
  RATE_LIMIT_MEETING_LINK_WINDOW_SECONDS: positiveInt(10 * 60),
  // Issue 25 §5: each meeting's video room, `{id}` replaced by the meeting's id.
  MEETING_VIDEO_URL_TEMPLATE: z
    .string()
    .default(DEFAULT_VIDEO_URL_TEMPLATE)
    .refine(isVideoUrlTemplate, {
      message: 'must be an http(s) address containing {id}, e.g. https://meet.jit.si/nexus-{id}',
    }),
  RATE_LIMIT_ACCOUNT_MAX: positiveInt(60),
  RATE_LIMIT_ACCOUNT_WINDOW_SECONDS: positiveInt(10 * 60),
  // How long the server waits for a slow client (issue 12): not only nginx bounds them.
  HTTP_HEADERS_TIMEOUT_SECONDS: positiveInt(10),
  HTTP_REQUEST_TIMEOUT_SECONDS: positiveInt(30),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: positiveInt(72),
  HTTP_IDLE_TIMEOUT_SECONDS: positiveInt(120),
  // How long a stop waits for requests still running before it closes anyway (decision 0162).
  SHUTDOWN_GRACE_SECONDS: positiveInt(10),
  // Sessions one account may hold at once; a sign-in past it ends the oldest (issue 12 finding 7).
  SESSIONS_PER_ACCOUNT_MAX: positiveInt(10),
  // New-lead notification (issue 6): these addresses instead of every admin's, comma-separated.
  LEAD_NOTIFY_TO: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('each address must be a valid e-mail address')))
    .optional(),
  // How often each instance looks for mail due (new leads also wake it at once), decision 0015.
  MAIL_QUEUE_POLL_SECONDS: positiveInt(30),
  // How often each instance looks for a due content schedule (decision 0122); the journeys set 1
  // so a scheduled page shows within seconds (decision 0131).
  CONTENT_SCHEDULE_TICK_SECONDS: positiveInt(15),
});

/**
 * TRUST_PROXY: off by default, since a client could otherwise pick its own address (and dodge the
 * rate limits) with one header. `true` trusts exactly one hop, the proxy in front of us, whose
 * last X-Forwarded-For entry is the address it saw: a client's own copy of the header, which nginx
 * keeps in front of that entry, is ignored. Trusting *every* hop would hand the choice to the
 * client, so it is not offered.
 */
const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);
const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

function parseTrustProxy(raw: string, ctx: z.RefinementCtx): false | number | string[] {
  const value = raw.trim().toLowerCase();
  if (['false', '0', 'no', 'off', ''].includes(value)) return false;
  if (['true', 'yes', 'on'].includes(value)) return 1;
  if (/^\d+$/.test(value) && Number(value) <= 10) return Number(value);
  const entries = value.split(',').map((e) => e.trim());
  if (entries.every((e) => proxyNames.has(e) || proxyAddress.safeParse(e).success)) return entries;
  ctx.addIssue({
    code: 'custom',
    message:
      'must be false, true (one proxy in front), a number of proxy hops (up to 10) or a ' +
      'comma-separated list of proxy addresses (IP, CIDR, loopback, linklocal, uniquelocal)',
  });
  return z.NEVER;
}

export type Env = Record<string, string | undefined>;

/**
 * The window of the reset-mail caps: one hour, the lifetime of a reset link (decision 0027), so
 * that when a cap refuses, every link the inbox got in the window still works (decision 0076).
 */
export const recoveryMailWindowSeconds = 60 * 60;

export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  dataDir: string;
  appUrl: URL;
  sessionSecret: string;
  mail: { smtpUrl?: string; from: string; outboxDir: string };
  clientDir: string;
  localesDir: string;
  /** Google Analytics is configured (the tag still loads only after the visitor's consent). */
  analytics: boolean;
  logLevel: string;
  /**
   * Which peers may tell us the client's address (X-Forwarded-For): none, the nearest N hops, or
   * the listed proxy addresses. Fastify's `trustProxy` takes each form as is (decision 0019).
   */
  trustProxy: false | number | string[];
  rateLimits: {
    loginAccount: RateLimitRule;
    loginIp: RateLimitRule;
    register: RateLimitRule;
    /** Recovery requests per client address (and reset attempts, verification links opened). */
    recovery: RateLimitRule;
    /** Reset mails one address may have sent to one e-mail per hour (decision 0076). */
    recoveryEmail: RateLimitRule;
    /** Reset mails sent to one e-mail per hour, whoever asked (decision 0076). */
    recoveryMails: RateLimitRule;
    contact: RateLimitRule;
    /** Verification e-mails asked for again, per account (issue "Account self-service" §2). */
    verification: RateLimitRule;
    /** Wrong current passwords per account (password change, account deletion). */
    passwordCheck: RateLimitRule;
    /** Profile edits, session revocations and data exports per account. */
    account: RateLimitRule;
    /** GET /api/meetings/slots per client address (issue 25 §5). */
    slots: RateLimitRule;
    /** The manage page's calls (read, cancel, move) per client address (issue 25 §5). */
    meetingLink: RateLimitRule;
  };
  meetings: {
    /** The video room of each meeting, `{id}` being the meeting's id (issue 25 §5). */
    videoUrlTemplate: string;
  };
  /** How long a client may take (milliseconds); see buildApp. */
  http: {
    /** From the connection's first byte to the end of the request headers. */
    headersTimeoutMs: number;
    /** From the first byte to the end of the whole request, body included. */
    requestTimeoutMs: number;
    /** A kept-alive connection with no request in flight. */
    keepAliveTimeoutMs: number;
    /** A connection on which nothing moves at all, in either direction. */
    idleTimeoutMs: number;
    /** A stop waits this long for requests still running, then closes anyway (decision 0162). */
    shutdownGraceMs: number;
  };
  /** Sessions one account may hold at once; signing in past it ends the oldest. */
  sessionsPerAccountMax: number;
  notifications: {
    /** Recipients of the new-lead e-mail; empty means every admin (issue 6). */
    leadNotifyTo: string[];
    mailQueuePollMs: number;
  };
  content: {
    /** How often each instance carries out due schedules (decision 0122). */
    scheduleTickMs: number;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment. Throws ConfigError with one line per problem, naming the variable. */
export function loadConfig(env: Env = process.env): Config {
  // Empty strings mean "unset" (a common .env habit), so defaults still apply.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production) {
    const missing = [
      !e.SESSION_SECRET &&
        'SESSION_SECRET (a random string of 32+ characters, e.g. `openssl rand -hex 32`)',
      !e.APP_URL && 'APP_URL (the public address of the site, e.g. https://www.example.com.br)',
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new ConfigError(
        `NODE_ENV=production needs these variables set:\n${missing.map((m) => `  ${m}`).join('\n')}\n` +
          'See "Production" in README.md and docs/operations.md.',
      );
    }
  }

  const dataDir = path.resolve(e.DATA_DIR);
  const appUrl = new URL(e.APP_URL ?? `http://localhost:${e.PORT}`);
  const rule = (max: number, windowSeconds: number): RateLimitRule => ({ max, windowSeconds });

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'app.db') },
    dataDir,
    appUrl,
    sessionSecret: e.SESSION_SECRET ?? persistedSecret(dataDir),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
    clientDir: path.resolve(e.CLIENT_DIR),
    localesDir: path.resolve(e.LOCALES_DIR),
    analytics: Boolean(e.VITE_GA_MEASUREMENT_ID),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimits: {
      loginAccount: rule(e.RATE_LIMIT_LOGIN_ACCOUNT_MAX, e.RATE_LIMIT_LOGIN_WINDOW_SECONDS),
      loginIp: rule(e.RATE_LIMIT_LOGIN_IP_MAX, e.RATE_LIMIT_LOGIN_WINDOW_SECONDS),
      register: rule(e.RATE_LIMIT_REGISTER_MAX, e.RATE_LIMIT_REGISTER_WINDOW_SECONDS),
      recovery: rule(e.RATE_LIMIT_RECOVERY_MAX, e.RATE_LIMIT_RECOVERY_WINDOW_SECONDS),
      recoveryEmail: rule(e.RATE_LIMIT_RECOVERY_EMAIL_MAX, recoveryMailWindowSeconds),
      recoveryMails: rule(e.RATE_LIMIT_RECOVERY_MAILS_MAX, recoveryMailWindowSeconds),
      contact: rule(e.RATE_LIMIT_CONTACT_MAX, e.RATE_LIMIT_CONTACT_WINDOW_SECONDS),
      verification: rule(e.RATE_LIMIT_VERIFICATION_MAX, e.RATE_LIMIT_VERIFICATION_WINDOW_SECONDS),
      passwordCheck: rule(
        e.RATE_LIMIT_PASSWORD_CHECK_MAX,
        e.RATE_LIMIT_PASSWORD_CHECK_WINDOW_SECONDS,
      ),
      account: rule(e.RATE_LIMIT_ACCOUNT_MAX, e.RATE_LIMIT_ACCOUNT_WINDOW_SECONDS),
      slots: rule(e.RATE_LIMIT_SLOTS_MAX, e.RATE_LIMIT_SLOTS_WINDOW_SECONDS),
      meetingLink: rule(e.RATE_LIMIT_MEETING_LINK_MAX, e.RATE_LIMIT_MEETING_LINK_WINDOW_SECONDS),
    },
    meetings: { videoUrlTemplate: e.MEETING_VIDEO_URL_TEMPLATE },
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      // Node requires the whole request's limit to be at least the headers' one.
      requestTimeoutMs:
        Math.max(e.HTTP_REQUEST_TIMEOUT_SECONDS, e.HTTP_HEADERS_TIMEOUT_SECONDS) * 1000,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_SECONDS * 1000,
      shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    },
    sessionsPerAccountMax: e.SESSIONS_PER_ACCOUNT_MAX,
    notifications: {
      leadNotifyTo: e.LEAD_NOTIFY_TO ?? [],
      mailQueuePollMs: e.MAIL_QUEUE_POLL_SECONDS * 1000,
    },
    content: { scheduleTickMs: e.CONTENT_SCHEDULE_TICK_SECONDS * 1000 },
  };
}

/**
 * Outside production a secret is generated once and kept under DATA_DIR, so sessions survive
 * restarts without anyone having to invent a secret for a local run.
 */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: fall through and create it
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
