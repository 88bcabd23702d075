import { performance } from 'node:perf_hooks';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import {
  CookieJar,
  expectJsonError,
  makeAdmin,
  registerUser,
  relaxedRateLimits,
  send,
  type SendOptions,
  testAppUrl,
  texts,
} from '#server/test/app-harness.ts';
import { startPostgresCluster, type PostgresCluster } from '#server/test/postgres-cluster.ts';

/**
 * Issue "Operations" §3: with PostgreSQL stopped for real, the API answers 503 (never a 500, never
 * a hung request) and /readyz fails; once PostgreSQL is back, the same process serves again.
 *
 * This file starts its own cluster: the one the global setup shares is used by other test files
 * running in parallel, which must not see it disappear.
 */

const pt = texts.for('pt-BR');

describe('PostgreSQL stopped and started under a running app', () => {
  let cluster: PostgresCluster;
  let dataDir: string;
  let app: FastifyInstance;
  let member: Awaited<ReturnType<typeof registerUser>>;
  let admin: Awaited<ReturnType<typeof registerUser>>;
  let leadBeforeOutage: number;
  const logs: string[] = [];

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'db-faults-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: cluster.url,
      APP_URL: testAppUrl,
      LOG_LEVEL: 'warn',
      CLIENT_DIR: path.join(dataDir, 'no-client-build'),
      LOCALES_DIR: path.resolve(import.meta.dirname, '../../../public/locales'),
      ...relaxedRateLimits,
    });
    const logStream = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        logs.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    app = await buildApp(config, { logStream });
    member = await registerUser(app);
    admin = await registerUser(app, { fullName: 'Carla Administradora' });
    await makeAdmin(app, admin);
    const lead = await send(app, {
      method: 'POST',
      url: '/api/contacts',
      payload: { name: 'Antes da Queda', email: 'antes@example.com' },
    });
    expect(lead.statusCode, lead.body).toBe(201);
    leadBeforeOutage = lead.json<{ id: number }>().id;
  });

  afterAll(async () => {
    await app?.close();
    await cluster?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Sends and notes how long the answer took (printed, not asserted: no timing assertions). */
  async function timed(options: SendOptions): Promise<LightMyRequestResponse> {
    const started = performance.now();
    const response = await send(app, options);
    const ms = Math.round(performance.now() - started);
    console.log(`  ${options.method} ${options.url} → ${response.statusCode} in ${ms} ms`);
    return response;
  }

  const duringOutage: [string, () => SendOptions][] = [
    ['GET /api/user signed in', () => ({ method: 'GET', url: '/api/user', jar: member.jar })],
    [
      'POST /api/contacts',
      () => ({
        method: 'POST',
        url: '/api/contacts',
        payload: { name: 'Durante a Queda', email: 'durante@example.com' },
      }),
    ],
    [
      'POST /api/login',
      () => ({
        method: 'POST',
        url: '/api/login',
        payload: { email: member.email, password: member.password },
        jar: new CookieJar(),
      }),
    ],
    [
      'POST /api/register',
      () => ({ method: 'POST', url: '/api/register', payload: { ...registrationDuringOutage } }),
    ],
    [
      'POST /api/forgot-password',
      () => ({ method: 'POST', url: '/api/forgot-password', payload: { email: member.email } }),
    ],
    [
      'POST /api/reset-password',
      () => ({
        method: 'POST',
        url: '/api/reset-password',
        payload: { token: 'abc', password: 'Nova-Senha1', confirmPassword: 'Nova-Senha1' },
      }),
    ],
    ['GET /api/account', () => ({ method: 'GET', url: '/api/account', jar: member.jar })],
    [
      'GET /api/account/sessions',
      () => ({ method: 'GET', url: '/api/account/sessions', jar: member.jar }),
    ],
    ['GET /api/contacts as admin', () => ({ method: 'GET', url: '/api/contacts', jar: admin.jar })],
    [
      'POST /api/test-email as admin',
      () => ({ method: 'POST', url: '/api/test-email', jar: admin.jar }),
    ],
    ['POST /api/logout signed in', () => ({ method: 'POST', url: '/api/logout', jar: member.jar })],
  ];

  const registrationDuringOutage = {
    fullName: 'Bruno Lima',
    email: 'bruno.outage@example.com',
    password: 'Senha-Forte1',
    confirmPassword: 'Senha-Forte1',
    birthDate: '1990-05-17',
    termsAccepted: true,
  };

  it('answers 503 with Retry-After to every database-backed call while PostgreSQL is stopped, and /readyz fails', async () => {
    // Warm the pool first: the outage must also cut connections the app already holds.
    expect((await timed({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await cluster.stopServer();

    const ready = await timed({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable' });
    expect((await timed({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    for (const [label, request] of duringOutage) {
      const response = await timed(request());
      expect(expectJsonError(response, 503).message, label).toBe(pt('common:errors.unavailable'));
      expect(response.headers['retry-after'], label).toMatch(/^\d+$/);
    }
    // Several at once, as a busy site would send them: all refused, none left waiting.
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        send(app, { method: 'GET', url: '/api/user', jar: member.jar }),
      ),
    );
    expect(burst.map((r) => r.statusCode)).toEqual(Array.from({ length: 20 }, () => 503));
    // The outage is logged as such, not as an unhandled error.
    expect(logs.filter((l) => l.includes('"unhandled error"'))).toEqual([]);
  });

  it('serves again from the same process once PostgreSQL is back, with nothing lost', async () => {
    await cluster.startServer();

    const ready = await timed({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    // The session created before the outage is still valid (it lives in the database).
    const me = await timed({ method: 'GET', url: '/api/user', jar: member.jar });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ email: member.email });

    const lead = await timed({
      method: 'POST',
      url: '/api/contacts',
      payload: { name: 'Depois da Queda', email: 'depois@example.com' },
    });
    expect(lead.statusCode, lead.body).toBe(201);
    const list = await timed({ method: 'GET', url: '/api/contacts', jar: admin.jar });
    expect(list.statusCode).toBe(200);
    const names = leadNames(list.json<LeadPage>());
    expect(names).toContain('Antes da Queda');
    expect(names).toContain('Depois da Queda');
    // Refused during the outage means not stored.
    expect(names).not.toContain('Durante a Queda');
    expect(leadIds(list.json<LeadPage>())).toContain(leadBeforeOutage);

    const login = await timed({
      method: 'POST',
      url: '/api/login',
      payload: { email: member.email, password: member.password },
      jar: new CookieJar(),
    });
    expect(login.statusCode, login.body).toBe(200);
  });
});

type LeadPage = { id: number; name: string }[];
function leadNames(body: LeadPage): string[] {
  return body.map((l) => l.name);
}
function leadIds(body: LeadPage): number[] {
  return body.map((l) => l.id);
}
