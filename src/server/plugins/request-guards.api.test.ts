import { beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '#server/test/app-harness.ts';
import {
  expectJsonError,
  makeAdmin,
  registerUser,
  send,
  type SendOptions,
  texts,
  useTestApp,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';

/**
 * Issue 12 finding 4 and "also expected": NUL never reaches a database (SQLite's FTS5 and
 * PostgreSQL both failed on it with a 500), private answers are never stored by a cache, and
 * readiness tells anonymous callers nothing about the stack.
 */

const pt = texts.for('pt-BR');

describe.each(testDatabases)('request guards on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: CookieJar;
  let client: CookieJar;
  beforeAll(async () => {
    const registered = await registerUser(t.app);
    await makeAdmin(t.app, registered);
    admin = registered.jar;
    client = (await registerUser(t.app)).jar;
  });

  const call = (method: SendOptions['method'], url: string, options: SendOptions = {}) =>
    send(t.app, { method, url, ...options });

  describe('finding 4: NUL in a query or a path parameter', () => {
    it.each([
      ['GET', '/api/contacts?q=ab%00cd'],
      ['GET', '/api/contacts/summary?q=ab%00cd'],
      ['GET', '/api/contacts/export.csv?q=ab%00cd'],
      ['GET', '/api/contacts?status=new&q=%00'],
      ['GET', '/api/contacts?q=ok&q=ab%00cd'],
      ['PATCH', '/api/contacts/1%00'],
    ] as const)('%s %s answers 400 JSON to an admin', async (method, url) => {
      const response = await call(method, url, { jar: admin, payload: { status: 'closed' } });
      expect(expectJsonError(response, 400).message).toBe(pt('common:errors.badRequest'));
    });

    it.each([
      ['DELETE', '/api/account/sessions/ab%00cd'],
      ['GET', '/api/user?x=%00'],
    ] as const)('%s %s answers 400 JSON to a signed-in client', async (method, url) => {
      expectJsonError(await call(method, url, { jar: client }), 400);
    });

    it('answers 400 JSON to a page address holding NUL', async () => {
      expectJsonError(await call('GET', '/faq%00.html'), 400);
    });

    it.each([
      ['/api/contacts', { name: 'Ana\u0000', email: 'ana@example.com' }],
      ['/api/contacts', { name: 'Ana', email: 'ana@example.com', company: 'A\u0000' }],
      ['/api/contacts', { name: 'Ana', email: 'ana@example.com', message: 'oi\u0000' }],
      ['/api/login', { email: 'ana@example.com', password: 'Senha-Forte1\u0000' }],
      ['/api/forgot-password', { email: 'ana\u0000@example.com' }],
    ])('refuses NUL in the body of POST %s with 400 field errors', async (url, payload) => {
      const response = await call('POST', url, { payload });
      const body = expectJsonError(response, 400);
      expect(Object.values(body.fieldErrors ?? {}).flat()).toContain(pt('common:validation.type'));
    });
  });

  describe('finding 10: line breaks in single-line fields of a lead', () => {
    it.each([
      ['name', { name: 'Ana\nE-mail: ladrao@evil.example', email: 'ana@example.com' }],
      ['name', { name: 'Ana\r\nBcc: ladrao@evil.example', email: 'ana@example.com' }],
      ['company', { name: 'Ana', email: 'ana@example.com', company: 'ACME\u2028Nome: X' }],
    ])('refuses %s with 400, storing nothing', async (field, payload) => {
      const before = await t.countRows('contact_submission');
      const body = expectJsonError(await call('POST', '/api/contacts', { payload }), 400);
      expect(body.fieldErrors?.[field]).toEqual([pt('common:validation.singleLine')]);
      expect(await t.countRows('contact_submission')).toBe(before);
    });

    it('still takes a message of several lines', async () => {
      const payload = { name: 'Ana', email: 'ana@example.com', message: 'Oi.\nTudo bem?' };
      expect((await call('POST', '/api/contacts', { payload })).statusCode).toBe(201);
    });
  });

  describe('private answers are never cached', () => {
    it.each([
      ['GET', '/api/user', 'client'],
      ['GET', '/api/account', 'client'],
      ['GET', '/api/account/sessions', 'client'],
      ['GET', '/api/contacts', 'admin'],
      ['GET', '/api/contacts/summary', 'admin'],
      ['PATCH', '/api/account', 'client'],
      ['GET', '/api/user', 'nobody'],
      ['GET', '/api/contacts', 'nobody'],
      ['GET', '/api/contacts', 'client'],
    ] as const)('%s %s (%s) carries Cache-Control: no-store', async (method, url, who) => {
      const jar = who === 'admin' ? admin : who === 'client' ? client : undefined;
      const response = await call(method, url, { jar, payload: { fullName: 'Ana Souza' } });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });

  describe('/readyz', () => {
    it('says ready, not which database answers', async () => {
      const response = await call('GET', '/readyz');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ready', database: true });
      expect(response.body).not.toMatch(/sqlite|postgres/i);
    });
  });
});
