import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CookieJar,
  makeAdmin,
  registerUser,
  send,
  useTestApp,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { maskUrl } from './logging.ts';

describe('maskUrl: the request line keeps paths and parameter names, never values (decision 0078)', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin?q=ana%40example.com', '/admin?q=[redacted]'],
    [
      '/api/contacts?q=ana@example.com&status=new&page=2',
      '/api/contacts?q=[redacted]&status=[redacted]&page=[redacted]',
    ],
    ['/reset-password?token=abc', '/reset-password?token=[redacted]'],
    ['/auth?redirect=%2Fadmin%3Fq%3Dana%40example.com', '/auth?redirect=[redacted]'],
    ['/about?utm_source=news&&x=', '/about?utm_source=[redacted]&&x='],
    ['/about?ana@example.com', '/about?[redacted]'],
    ['/about?', '/about?'],
    ['/about?q=a=b', '/about?q=[redacted]'],
  ])('%s → %s', (url, logged) => {
    expect(maskUrl(url)).toBe(logged);
  });
});

/**
 * Issue 22 "also noted": an admin's search for a lead's e-mail reached the request log through
 * `/admin?q=` and `/api/contacts?q=`. The log line now says which parameters were sent, not what.
 */
describe.each(testDatabases)('the request line of an admin search on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: CookieJar;
  const leadEmail = 'lead.privado@example.com';
  beforeAll(async () => {
    const account = await registerUser(t.app);
    await makeAdmin(t.app, account);
    admin = account.jar;
    const lead = await send(t.app, {
      method: 'POST',
      url: '/api/contacts',
      payload: { name: 'Lia', email: leadEmail },
    });
    expect(lead.statusCode, lead.body).toBe(201);
  });

  const requestLines = () =>
    t
      .logs()
      .filter((line) => line.includes('"request completed"'))
      .map((line) => (JSON.parse(line) as { req: { url: string } }).req.url);

  it.each([
    ['/api/contacts', 200],
    ['/api/contacts/summary', 200],
    ['/api/contacts/export.csv', 200],
    ['/admin', 404],
  ])('%s?q= is logged with the search masked', async (path, status) => {
    const url = `${path}?q=${encodeURIComponent(leadEmail)}&status=new`;
    const response = await send(t.app, { method: 'GET', url, jar: admin });
    expect(response.statusCode, response.body).toBe(status);
    if (path === '/api/contacts') expect(response.body).toContain(leadEmail);
    expect(requestLines()).toContain(`${path}?q=[redacted]&status=[redacted]`);
    const logs = t.logs().join('\n');
    expect(logs).not.toContain(leadEmail);
    expect(logs).not.toContain(encodeURIComponent(leadEmail));
  });
});
