import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { generate } from 'otplib';
import { afterAll, beforeAll, expect, onTestFinished } from 'vitest';
import { buildApp, type BuildOptions } from '#server/app.ts';
import { loadConfig, type Config, type Env } from '#server/config.ts';
import { setAdmin } from '#server/modules/auth/admin-role.ts';
import { loadTranslator } from '#server/plugins/i18n.ts';
import { createTestDatabaseUrl, type TestDatabaseKind } from './databases.ts';

/**
 * One real app per test (or suite) on a fresh database: the same buildApp as production, driven
 * through app.inject(). Logs are kept in memory so tests can prove no secret ever reaches them,
 * and mail lands in DATA_DIR/outbox (no SMTP_URL), where tests read it back.
 */

/** Limits high enough that suites sharing one app never trip them; rate-limit tests set their own. */
export const relaxedRateLimits: Env = {
  RATE_LIMIT_LOGIN_ACCOUNT_MAX: '10000',
  RATE_LIMIT_LOGIN_IP_MAX: '10000',
  RATE_LIMIT_REGISTER_MAX: '10000',
  RATE_LIMIT_RECOVERY_MAX: '10000',
  RATE_LIMIT_RECOVERY_EMAIL_MAX: '10000',
  RATE_LIMIT_RECOVERY_MAILS_MAX: '10000',
  RATE_LIMIT_CONTACT_MAX: '10000',
  RATE_LIMIT_SLOTS_MAX: '10000',
  RATE_LIMIT_MEETING_LINK_MAX: '10000',
};

/** APP_URL of every test app; origin checks, reset links and cookies are judged against it. */
export const testAppUrl = 'http://localhost:3000';

const localesDir = fileURLToPath(new URL('../../../public/locales', import.meta.url));

/** The texts the app answers with, for expected values (`texts.for('en')('common:errors.notFound')`). */
export const texts = loadTranslator(localesDir);

/** What a password of only 'fraca' is told (spec 01 §5's four rules), in the language of `tr`. */
export function weakPasswordMessages(tr: ReturnType<typeof texts.for>): string[] {
  return [
    tr('common:validation.passwordMin'),
    tr('common:validation.passwordUppercase'),
    tr('common:validation.passwordNumber'),
    tr('common:validation.passwordSpecial'),
  ];
}

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The decoded body (quoted-printable and base64 undone). */
  text: string;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  kind: TestDatabaseKind;
  /** Every log line written so far, raw (pino JSON). */
  logs(): string[];
  /** The mails in the outbox, oldest first. */
  outbox(): Promise<OutboxMail[]>;
  /**
   * The mails to `address`, polling the outbox for up to 2 s until there are `count` of them:
   * reset mails are sent in the background, after the answer.
   */
  mailsTo(address: string, count?: number): Promise<OutboxMail[]>;
  /** Row count of a table, straight from the database. */
  countRows(
    table: 'user' | 'session' | 'account' | 'verification' | 'contact_submission',
  ): Promise<number>;
  /** Closes the app, then drops its database. */
  close(): Promise<void>;
}

export async function startTestApp(
  kind: TestDatabaseKind,
  envOverrides: Env = {},
  appOptions: Omit<BuildOptions, 'logStream'> = {},
): Promise<TestApp> {
  const database = await createTestDatabaseUrl(kind);
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl,
      // Debug, not info: the more the app logs, the stronger "no secret in the logs" is.
      LOG_LEVEL: 'debug',
      APP_URL: testAppUrl,
      // API tests never need the client build: without it every unknown path is a JSON 404.
      CLIENT_DIR: path.join(database.dataDir, 'no-client-build'),
      LOCALES_DIR: localesDir,
      ...envOverrides,
    });
    const started = await buildApp(config, { ...appOptions, logStream });
    const outbox = () => readOutbox(config.mail.outboxDir);
    return {
      app: started,
      config,
      kind,
      logs: () => [...lines],
      outbox,
      async mailsTo(address, count = 1) {
        const deadline = Date.now() + 2000;
        for (;;) {
          const mails = (await outbox()).filter((m) => m.to === address);
          if (mails.length >= count || Date.now() > deadline) return mails;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      },
      async countRows(table) {
        const { rows } = await sql<{
          n: number | string;
        }>`select count(*) as n from ${sql.table(table)}`.execute(started.database.db);
        return Number(rows[0]?.n);
      },
      async close() {
        await started.close();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/**
 * The one app a suite's tests share, the set-up every `describe.each(testDatabases)` suite wrote out
 * by hand (issue 24): started on a fresh database before the suite's first test, closed after its
 * last. Call it where the suite's `beforeAll` stood, so hooks keep their order; the object it
 * returns forwards to the running app, so the suite holds it in a `const`.
 */
export function useTestApp(
  kind: TestDatabaseKind,
  envOverrides: Env | (() => Env) = relaxedRateLimits,
  appOptions: Omit<BuildOptions, 'logStream'> = {},
): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    // A function is read when the app starts: for values an earlier `beforeAll` makes (a folder).
    started = await startTestApp(
      kind,
      typeof envOverrides === 'function' ? envOverrides() : envOverrides,
      appOptions,
    );
  });
  afterAll(async () => {
    await started?.close();
  });
  const current = (): TestApp => {
    if (!started) throw new Error('the suite app is read before its beforeAll ran');
    return started;
  };
  return {
    kind,
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    logs: () => current().logs(),
    outbox: () => current().outbox(),
    mailsTo: (address, count) => current().mailsTo(address, count),
    countRows: (table) => current().countRows(table),
    close: () => current().close(),
  };
}

/**
 * One test's own app, closed when that test finishes: for a test that sets its own limits or
 * breaks its app. Rate limits relaxed as `useTestApp`'s, `env` over them (decision 0099).
 */
export async function startAppForTest(kind: TestDatabaseKind, env: Env = {}): Promise<TestApp> {
  const t = await startTestApp(kind, { ...relaxedRateLimits, ...env });
  onTestFinished(() => t.close());
  return t;
}

/** The mails written to an outbox directory (DATA_DIR/outbox), oldest first. */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  const mails = await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const mail = parseEml(await readFile(file, 'utf8'));
      return mail && { file, ...mail };
    }),
  );
  // A file still being written has no body yet: it is read on the next poll.
  return mails.filter((m) => m !== undefined);
}

/** Just enough of RFC 5322/2045/2047 for the plain-text mails nodemailer writes. */
export function parseEml(raw: string): Omit<OutboxMail, 'file'> | undefined {
  const normalized = raw.replace(/\r\n/g, '\n');
  const split = normalized.indexOf('\n\n');
  if (split === -1) return undefined;
  const head = normalized.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const body = normalized.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return {
    to: decodeEncodedWords(headers.get('to') ?? ''),
    subject: decodeEncodedWords(headers.get('subject') ?? ''),
    text,
  };
}

function decodeQuotedPrintable(body: string): string {
  const softBreaksRemoved = body.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (softBreaksRemoved[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(softBreaksRemoved[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(
      /=\?([^?]+)\?([QB])\?([^?]*)\?=/gi,
      (_, _charset: string, kind: string, data: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** A browser's cookie store, reduced to what the API tests need: name=value pairs. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Keeps what the response set; a cookie set empty or already expired is removed. */
  store(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) {
      const expired =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** The `cookie` request header, or undefined when the jar is empty. */
  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface SendOptions extends Omit<InjectOptions, 'cookies'> {
  /** Sends its cookies and keeps the ones the response sets. */
  jar?: CookieJar;
}

/** app.inject with a cookie jar. */
export async function send(
  app: FastifyInstance,
  options: SendOptions,
): Promise<LightMyRequestResponse> {
  const { jar, headers = {}, ...rest } = options;
  const cookie = jar?.header();
  const response = await app.inject({
    ...rest,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
  jar?.store(response);
  return response;
}

/** Every non-2xx answer of the API is JSON with a string `message` (plugins/errors.ts). */
export function expectJsonError(
  response: LightMyRequestResponse,
  status: number,
): { message: string; fieldErrors?: Record<string, string[]> } {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json<{ message: unknown; fieldErrors?: Record<string, string[]> }>();
  expect(typeof body.message).toBe('string');
  expect(body.message).not.toBe('');
  return body as { message: string; fieldErrors?: Record<string, string[]> };
}

/** The session cookie's name (auth.ts: cookiePrefix "nexus"; https adds the __Secure- prefix). */
export const sessionCookieName = 'nexus.session_token';

let emailCounter = 0;

/** A valid registration body (spec 01 §5) with an e-mail no other test uses. */
export function validRegistration(overrides: Record<string, unknown> = {}) {
  emailCounter += 1;
  return {
    fullName: 'Ana Souza',
    email: `ana.${process.pid}.${emailCounter}.${Date.now()}@example.com`,
    password: 'Senha-Forte1',
    confirmPassword: 'Senha-Forte1',
    birthDate: '1990-05-17',
    termsAccepted: true,
    ...overrides,
  };
}

/** Registers an account (signed in, through the jar) and returns its body. */
export async function registerUser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = validRegistration(overrides);
  const jar = new CookieJar();
  const response = await send(app, { method: 'POST', url: '/api/register', payload: body, jar });
  expect(response.statusCode, response.body).toBe(201);
  return { ...body, jar, user: response.json<{ user: { id: string } }>().user };
}

/** Signs in through POST /api/login; the session lands in the returned jar. */
export async function signIn(
  app: FastifyInstance,
  credentials: { email: string; password: string; rememberMe?: boolean },
  jar = new CookieJar(),
) {
  const response = await send(app, {
    method: 'POST',
    url: '/api/login',
    payload: credentials,
    jar,
  });
  return { response, jar };
}

const resetLink = /^http:\/\/localhost:3000\/reset-password\?token=([^\s&]+)$/m;

/** The token of the reset link in a password reset mail. */
export function resetTokenOf(mail: OutboxMail): string {
  const token = resetLink.exec(mail.text)?.[1];
  if (!token) throw new Error(`no reset link in mail:\n${mail.text}`);
  return decodeURIComponent(token);
}

/** The code an authenticator app shows in time step `step` (RFC 6238: Unix time / 30 s). */
export function totpCodeAt(secret: string, step: number): Promise<string> {
  return generate({ secret, epoch: step * 30 });
}

const lastStepHandedOut = new Map<string, number>();

/**
 * A code the authenticator app shows for a base32 secret, from a time step not handed out before
 * for it: the server accepts each step once (decision 0077), as a person waits for the app's next
 * code. That is the current step, else the next one (the server accepts one step ahead), else
 * this waits until the next one is current.
 */
export async function totpCode(secret: string): Promise<string> {
  const current = Math.floor(Date.now() / 30_000);
  const step = Math.max(current, (lastStepHandedOut.get(secret) ?? current - 1) + 1);
  lastStepHandedOut.set(secret, step);
  const wait = (step - 1) * 30_000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 100));
  return totpCodeAt(secret, step);
}

/**
 * Turns on two-factor sign-in for the account signed in through `jar`, as a person does on the
 * account page; the jar then holds a session that has passed the second factor (decision 0029).
 */
export async function enrolSecondFactor(
  app: FastifyInstance,
  account: { password: string; jar: CookieJar },
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await send(app, {
    method: 'POST',
    url: '/api/account/two-factor/setup',
    payload: { password: account.password },
    jar: account.jar,
  });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, recoveryCodes } = setup.json<{ secret: string; recoveryCodes: string[] }>();
  const confirmed = await send(app, {
    method: 'POST',
    url: '/api/account/two-factor/confirm',
    payload: { code: await totpCode(secret) },
    jar: account.jar,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, recoveryCodes };
}

/**
 * Grants the admin role (as the CLI does) and enrols the account's authenticator, so its jar may
 * use the admin API: administrators without a second factor are refused (decision 0029).
 */
export async function makeAdmin(
  app: FastifyInstance,
  account: { email: string; password: string; jar: CookieJar },
): Promise<{ secret: string; recoveryCodes: string[] }> {
  expect(await setAdmin(app.database, account.email, true)).toMatchObject({ isAdmin: true });
  return enrolSecondFactor(app, account);
}

/**
 * `adminCast` for a suite: made in a `beforeAll` (after the ones declared before it), its fields
 * read inside tests (issue 24: one set-up in one place).
 */
export function useAdminCast(t: { readonly app: FastifyInstance }): AdminCast {
  const cast = {} as AdminCast;
  beforeAll(async () => {
    Object.assign(cast, await adminCast(t.app));
  });
  return cast;
}

type AdminCast = Awaited<ReturnType<typeof adminCast>>;

/**
 * The accounts the admin routes' tests sign in as: two enrolled admins (Carla, Bruno), a member,
 * and an admin without the second factor, whom every admin route refuses (issue 12).
 */
export async function adminCast(app: FastifyInstance): Promise<{
  carla: CookieJar;
  carlaId: string;
  bruno: CookieJar;
  member: CookieJar;
  unenrolled: CookieJar;
}> {
  const a = await registerUser(app, { fullName: 'Carla Administradora' });
  await makeAdmin(app, a);
  const b = await registerUser(app, { fullName: 'Bruno Gerente' });
  await makeAdmin(app, b);
  const member = (await registerUser(app)).jar;
  const c = await registerUser(app, { fullName: 'Celia Semfator' });
  await setAdmin(app.database, c.email, true);
  return { carla: a.jar, carlaId: a.user.id, bruno: b.jar, member, unenrolled: c.jar };
}
