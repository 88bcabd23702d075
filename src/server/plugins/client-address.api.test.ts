import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Env } from '#server/config.ts';
import {
  send,
  startAppForTest,
  validRegistration,
  type TestApp,
} from '#server/test/app-harness.ts';
import { testDatabases, type TestDatabaseKind } from '#server/test/databases.ts';

/**
 * TRUST_PROXY (issue "Operations" §2, decision 0019): the client address that rate limits, logs
 * and sessions record comes from X-Forwarded-For only when the peer is a proxy we trust, and then
 * it is the entry that proxy appended, never one the client wrote itself.
 */

const nginx = '10.0.0.1';
const client = '203.0.113.1';
const forged = '198.51.100.66';

function appWith(kind: TestDatabaseKind, env: Env): Promise<TestApp> {
  return startAppForTest(kind, { RATE_LIMIT_CONTACT_MAX: '1', ...env });
}

function postLead(t: TestApp, remoteAddress: string, forwardedFor?: string) {
  return send(t.app, {
    method: 'POST',
    url: '/api/contacts',
    payload: { name: 'Ana', email: 'ana@example.com' },
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
}

/** The client address of each request log line ("request completed"), in order. */
function loggedAddresses(t: TestApp): string[] {
  return t
    .logs()
    .map((line) => JSON.parse(line) as { msg?: string; req?: { ip?: string } })
    .filter((entry) => entry.msg === 'request completed')
    .map((entry) => entry.req?.ip ?? '');
}

describe.each(testDatabases)('client address on %s', (kind) => {
  it('ignores X-Forwarded-For by default: limits and logs key on the connecting address', async () => {
    const t = await appWith(kind, {});
    expect((await postLead(t, nginx, client)).statusCode).toBe(201);
    // Another "client" through the same peer is the same address: the header changes nothing.
    expect((await postLead(t, nginx, '203.0.113.2')).statusCode).toBe(429);
    expect(loggedAddresses(t)).toEqual([nginx, nginx]);
  });

  it('TRUST_PROXY=true keys on the address nginx appended, not on one the client wrote', async () => {
    const t = await appWith(kind, { TRUST_PROXY: 'true' });
    // nginx's $proxy_add_x_forwarded_for keeps a client-sent header and appends the real address.
    expect((await postLead(t, nginx, `${forged}, ${client}`)).statusCode).toBe(201);
    expect((await postLead(t, nginx, `198.51.100.67, ${client}`)).statusCode).toBe(429);
    expect((await postLead(t, nginx, client)).statusCode).toBe(429);
    expect((await postLead(t, nginx, '203.0.113.2')).statusCode).toBe(201);
    expect(loggedAddresses(t)).toEqual([client, client, client, '203.0.113.2']);
  });

  it('TRUST_PROXY=2 takes the address the outer of two proxies saw (CDN, then nginx)', async () => {
    const t = await appWith(kind, { TRUST_PROXY: '2' });
    const cdn = '192.0.2.10';
    expect((await postLead(t, nginx, `${forged}, ${client}, ${cdn}`)).statusCode).toBe(201);
    expect(loggedAddresses(t)).toEqual([client]);
  });

  it('TRUST_PROXY=<address> trusts that proxy only; anyone else is keyed on its own address', async () => {
    const t = await appWith(kind, { TRUST_PROXY: `${nginx},127.0.0.1` });
    expect((await postLead(t, nginx, client)).statusCode).toBe(201);
    // A direct caller claiming to be someone else is taken at its word... for its own address.
    expect((await postLead(t, '203.0.113.9', client)).statusCode).toBe(201);
    expect((await postLead(t, '203.0.113.9', '203.0.113.3')).statusCode).toBe(429);
    expect(loggedAddresses(t)).toEqual([client, '203.0.113.9', '203.0.113.9']);
  });

  it('records the real client address on the session a sign-in creates', async () => {
    const t = await appWith(kind, { TRUST_PROXY: 'true' });
    const response = await send(t.app, {
      method: 'POST',
      url: '/api/register',
      payload: validRegistration(),
      remoteAddress: nginx,
      headers: { 'x-forwarded-for': `${forged}, ${client}` },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { rows } = await sql<{
      ipAddress: string;
    }>`select "ipAddress" from "session"`.execute(t.app.database.db);
    expect(rows.map((r) => r.ipAddress)).toEqual([client]);
  });
});

describe.each(testDatabases)('the request log line on %s', (kind) => {
  it('is one line per answer with the request id, method, masked URL, address, status and time, and nothing of the request besides', async () => {
    const t = await appWith(kind, {});
    const secret = 'Senha-Secreta-99';
    const answer = await send(t.app, {
      method: 'POST',
      url: `/api/contacts?token=${secret}`,
      payload: { name: 'Ana', email: 'ana@example.com', message: secret },
      remoteAddress: client,
      headers: { cookie: `nexus.session_token=${secret}`, authorization: `Bearer ${secret}` },
    });
    expect(answer.statusCode).toBe(201);
    const lines = t.logs().filter((line) => line.includes('"request completed"'));
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(Object.keys(entry)).toEqual([
      'level',
      'time',
      'pid',
      'hostname',
      'reqId',
      'req',
      'res',
      'responseTime',
      'msg',
    ]);
    expect(entry).toMatchObject({
      level: 30,
      reqId: expect.any(String),
      req: { method: 'POST', url: '/api/contacts?token=[redacted]', ip: client },
      res: { statusCode: 201 },
      responseTime: expect.any(Number),
    });
    expect(t.logs().join('\n')).not.toContain(secret);
  });
});
