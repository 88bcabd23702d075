import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

/** loadConfig: the env parsed once at boot (STYLE.md habit 10). */

const secret = 'x'.repeat(32);

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'config-test-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

function configError(env: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('has working defaults for a local run', () => {
    // SESSION_SECRET given so the test does not write ./data/session-secret in the repository.
    const config = loadConfig({ SESSION_SECRET: secret });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      database: { kind: 'sqlite', file: path.resolve('./data/app.db') },
      sessionSecret: secret,
      clientDir: path.resolve('./build/client'),
      localesDir: path.resolve('./public/locales'),
      logLevel: 'info',
      trustProxy: false,
      mail: { smtpUrl: undefined, outboxDir: path.resolve('./data/outbox') },
      rateLimits: {
        loginAccount: { max: 10, windowSeconds: 900 },
        loginIp: { max: 30, windowSeconds: 900 },
        register: { max: 10, windowSeconds: 3600 },
        recovery: { max: 5, windowSeconds: 900 },
        // Reset mails per e-mail and address, and per e-mail, per hour (decision 0076).
        recoveryEmail: { max: 3, windowSeconds: 3600 },
        recoveryMails: { max: 10, windowSeconds: 3600 },
        contact: { max: 20, windowSeconds: 600 },
      },
    });
    expect(config.appUrl.href).toBe('http://localhost:3000/');
  });

  it('derives APP_URL from PORT when APP_URL is unset', () => {
    expect(loadConfig({ SESSION_SECRET: secret, PORT: '8080' }).appUrl.origin).toBe(
      'http://localhost:8080',
    );
  });

  it('reads every variable it is given', async () => {
    const dir = await tempDir();
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '4000',
      HOST: '0.0.0.0',
      DATA_DIR: dir,
      APP_URL: 'https://www.example.com.br',
      SESSION_SECRET: secret,
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Site <site@example.com>',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'yes',
      RATE_LIMIT_LOGIN_ACCOUNT_MAX: '3',
      RATE_LIMIT_LOGIN_WINDOW_SECONDS: '60',
      RATE_LIMIT_RECOVERY_EMAIL_MAX: '2',
      RATE_LIMIT_RECOVERY_MAILS_MAX: '6',
    });
    expect(config).toMatchObject({
      env: 'test',
      port: 4000,
      host: '0.0.0.0',
      database: { kind: 'sqlite', file: path.join(dir, 'app.db') },
      mail: {
        smtpUrl: 'smtps://user:pass@smtp.example.com:465',
        from: 'Site <site@example.com>',
        outboxDir: path.join(dir, 'outbox'),
      },
      logLevel: 'warn',
      trustProxy: 1,
      rateLimits: {
        loginAccount: { max: 3, windowSeconds: 60 },
        loginIp: { max: 30, windowSeconds: 60 },
        recoveryEmail: { max: 2, windowSeconds: 3600 },
        recoveryMails: { max: 6, windowSeconds: 3600 },
      },
    });
    expect(config.appUrl.origin).toBe('https://www.example.com.br');
  });

  it.each<[string, false | number | string[]]>([
    ['false', false],
    ['0', false],
    ['true', 1],
    ['1', 1],
    ['yes', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 192.168.1.10', ['10.0.0.0/8', '192.168.1.10']],
    ['loopback,::1,fd00::/8', ['loopback', '::1', 'fd00::/8']],
  ])('reads TRUST_PROXY=%s as %j (never "trust every hop")', (value, expected) => {
    expect(loadConfig({ SESSION_SECRET: secret, TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['postgres://app:secret@db:5432/site', 'postgresql://localhost/site'])(
    'uses PostgreSQL when DATABASE_URL is %s',
    (url) => {
      expect(loadConfig({ SESSION_SECRET: secret, DATABASE_URL: url }).database).toEqual({
        kind: 'postgres',
        url,
      });
    },
  );

  it('treats empty strings as unset, so defaults still apply', () => {
    const config = loadConfig({
      SESSION_SECRET: secret,
      PORT: '',
      DATABASE_URL: '',
      LOG_LEVEL: '',
    });
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('sqlite');
    expect(config.logLevel).toBe('info');
  });

  it.each([
    ['NODE_ENV', 'staging'],
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['DATABASE_URL', 'mysql://localhost/site'],
    ['DATABASE_URL', './data/app.db'],
    ['APP_URL', 'ftp://example.com'],
    ['APP_URL', 'not a url'],
    ['SESSION_SECRET', 'too-short'],
    ['SMTP_URL', 'http://smtp.example.com'],
    ['LOG_LEVEL', 'verbose'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', '11'],
    ['TRUST_PROXY', '10.0.0.300'],
    ['TRUST_PROXY', '10.0.0.1,nginx'],
    ['RATE_LIMIT_LOGIN_ACCOUNT_MAX', '0'],
    ['RATE_LIMIT_REGISTER_MAX', '1.5'],
    ['RATE_LIMIT_CONTACT_WINDOW_SECONDS', 'ten'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    const error = configError({ SESSION_SECRET: secret, [name]: value });
    expect(error.name).toBe('ConfigError');
    expect(error.message).toMatch(new RegExp(`^\\s+${name}: `, 'm'));
  });

  it('names every invalid variable at once', () => {
    const { message } = configError({ PORT: 'abc', LOG_LEVEL: 'loud', SESSION_SECRET: 'short' });
    for (const name of ['PORT', 'LOG_LEVEL', 'SESSION_SECRET']) expect(message).toContain(name);
  });

  it('refuses production without SESSION_SECRET and APP_URL, naming both', () => {
    const { message } = configError({ NODE_ENV: 'production' });
    expect(message).toContain('NODE_ENV=production');
    expect(message).toContain('SESSION_SECRET');
    expect(message).toContain('APP_URL');
  });

  it.each([
    ['SESSION_SECRET', { APP_URL: 'https://www.example.com.br' }],
    ['APP_URL', { SESSION_SECRET: secret }],
  ])('refuses production without %s alone', (missing, env) => {
    const { message } = configError({ NODE_ENV: 'production', ...env });
    expect(message).toContain(missing);
    expect(message).not.toContain(missing === 'APP_URL' ? 'SESSION_SECRET' : 'APP_URL');
  });

  it('starts in production with both set, never writing a secret file', async () => {
    const dir = await tempDir();
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: secret,
      APP_URL: 'https://www.example.com.br',
      DATA_DIR: dir,
    });
    expect(config.env).toBe('production');
    expect(config.sessionSecret).toBe(secret);
    await expect(stat(path.join(dir, 'session-secret'))).rejects.toThrow();
  });

  it('outside production, generates a session secret once, keeps it under DATA_DIR and reuses it', async () => {
    const dir = await tempDir();
    const dataDir = path.join(dir, 'nested', 'data');
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dataDir, 'session-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(first.sessionSecret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first.sessionSecret);
  });

  it('replaces a stored secret that is too short', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, 'session-secret'), 'short\n');
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
  });

  it('prefers SESSION_SECRET over a stored one', async () => {
    const dir = await tempDir();
    loadConfig({ DATA_DIR: dir });
    expect(loadConfig({ DATA_DIR: dir, SESSION_SECRET: secret }).sessionSecret).toBe(secret);
  });
});
