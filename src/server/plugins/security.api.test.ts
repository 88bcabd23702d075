import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CookieJar,
  expectJsonError,
  registerUser,
  relaxedRateLimits,
  send,
  sessionCookieName,
  startTestApp,
  type TestApp,
  testAppUrl,
  useTestApp,
  validRegistration,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';

/** CSRF origin check, security headers and HTTPS-only behaviour (issue "Security"). */

function expectLockedDownHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
}

describe.each(testDatabases)('security on %s (http APP_URL)', (kind) => {
  const t = useTestApp(kind);

  const lead = { name: 'Ana', email: 'ana@example.com' };
  const postLead = (headers: Record<string, string>) =>
    send(t.app, { method: 'POST', url: '/api/contacts', payload: lead, headers });

  describe('origin check', () => {
    it.each([
      ['another site', { origin: 'https://evil.example' }],
      ['a look-alike host', { origin: 'http://localhost:3000.evil.example' }],
      ['the same host over https', { origin: 'https://localhost:3000' }],
      ['another port', { origin: 'http://localhost:4000' }],
      ['a sandboxed page (null)', { origin: 'null' }],
      ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
      [
        'Sec-Fetch-Site cross-site even with our Origin',
        { 'sec-fetch-site': 'cross-site', origin: testAppUrl },
      ],
    ])('refuses a POST from %s: 403 JSON, nothing stored', async (_label, headers) => {
      const before = await t.countRows('contact_submission');
      const response = await postLead(headers);
      expect(expectJsonError(response, 403).message).toBe(
        'Requisição recusada: origem não permitida.',
      );
      expect(await t.countRows('contact_submission')).toBe(before);
    });

    it.each([
      ['APP_URL as Origin', { origin: testAppUrl }],
      [
        'APP_URL with Sec-Fetch-Site same-origin',
        { origin: testAppUrl, 'sec-fetch-site': 'same-origin' },
      ],
      ['no Origin at all (curl, server to server)', {}],
      ['Sec-Fetch-Site none (typed by the user)', { 'sec-fetch-site': 'none' }],
    ])('allows a POST with %s', async (_label, headers) => {
      expect((await postLead(headers)).statusCode).toBe(201);
    });

    it('refuses a cross-site sign-in without setting a cookie', async () => {
      const { email, password } = await registerUser(t.app);
      const response = await send(t.app, {
        method: 'POST',
        url: '/api/login',
        payload: { email, password },
        headers: { origin: 'https://evil.example' },
      });
      expectJsonError(response, 403);
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('refuses a cross-site sign-out: the session survives', async () => {
      const { jar } = await registerUser(t.app);
      const response = await send(t.app, {
        method: 'POST',
        url: '/api/logout',
        jar,
        headers: { origin: 'https://evil.example' },
      });
      expectJsonError(response, 403);
      expect((await send(t.app, { method: 'GET', url: '/api/user', jar })).statusCode).toBe(200);
    });

    it('lets reads through from any origin (GET is not a state change)', async () => {
      const { jar } = await registerUser(t.app);
      const response = await send(t.app, {
        method: 'GET',
        url: '/api/user',
        jar,
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      });
      expect(response.statusCode).toBe(200);
      // No CORS grant: another site's script cannot read the answer.
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('headers', () => {
    it.each(['/api/user', '/healthz', '/readyz', '/api/nowhere'])('locks down %s', async (url) => {
      const response = await send(t.app, { method: 'GET', url });
      expectLockedDownHeaders(response);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });

    it('locks down a POST answer and an error answer too', async () => {
      expectLockedDownHeaders(await postLead({}));
      expectLockedDownHeaders(await postLead({ origin: 'https://evil.example' }));
    });
  });

  it('serves translations to any site: /locales/pt-BR/common.json with Access-Control-Allow-Origin *', async () => {
    const response = await send(t.app, {
      method: 'GET',
      url: '/locales/pt-BR/common.json',
      headers: { origin: 'https://other.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ validation: { required: 'Campo obrigatório' } });
  });

  it.each([
    '/locales/../package.json',
    '/locales/pt-BR/../../package.json',
    '/locales/%2e%2e/package.json',
    '/locales/pt-BR/nope.json',
  ])('answers 404 JSON for %s', async (url) => {
    expectJsonError(await send(t.app, { method: 'GET', url }), 404);
  });
});

describe.each(testDatabases)('security on %s (https APP_URL)', (kind) => {
  const appUrl = 'https://www.example.com.br';
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { ...relaxedRateLimits, APP_URL: appUrl });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['/api/user', '/healthz'])('sends HSTS on %s', async (url) => {
    const response = await send(t.app, { method: 'GET', url });
    expectLockedDownHeaders(response);
    expect(response.headers['strict-transport-security']).toMatch(
      /^max-age=\d{8,}; includeSubDomains$/,
    );
  });

  it('sets a Secure, HttpOnly, SameSite=Lax session cookie that works', async () => {
    const jar = new CookieJar();
    const response = await send(t.app, {
      method: 'POST',
      url: '/api/register',
      payload: validRegistration(),
      headers: { origin: appUrl },
      jar,
    });
    expect(response.statusCode, response.body).toBe(201);
    const cookie = response.cookies.find((c) => c.name.endsWith(sessionCookieName));
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.name).toBe(`__Secure-${sessionCookieName}`);
    expect((await send(t.app, { method: 'GET', url: '/api/user', jar })).statusCode).toBe(200);
  });

  it('takes its own https origin and refuses the http one', async () => {
    const lead = { name: 'Ana', email: 'ana@example.com' };
    const post = (origin: string) =>
      send(t.app, { method: 'POST', url: '/api/contacts', payload: lead, headers: { origin } });
    expect((await post(appUrl)).statusCode).toBe(201);
    expectJsonError(await post('http://www.example.com.br'), 403);
  });
});
