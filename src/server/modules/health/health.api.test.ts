import { describe, expect, it } from 'vitest';
import { send, startAppForTest } from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';

/** Liveness and readiness for load balancers (issue "Operations"). */

describe.each(testDatabases)('health checks on %s', (kind) => {
  it('answers /healthz and /readyz with 200 while the database is up', async () => {
    const t = await startAppForTest(kind);
    const live = await send(t.app, { method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await send(t.app, { method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: true });
  });

  it('answers /readyz with 503 JSON once the database is gone, /healthz still 200', async () => {
    const t = await startAppForTest(kind);
    await t.app.database.close();
    const ready = await send(t.app, { method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['content-type']).toMatch(/^application\/json/);
    expect(ready.json()).toMatchObject({ message: expect.any(String), status: 'unavailable' });
    expect((await send(t.app, { method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
