import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { consentCookieName, consentFromCookies } from '#shared/consent-cookie.ts';
import {
  expectJsonError,
  send,
  startTestApp,
  testAppUrl,
  texts,
  useTestApp,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { returnPath } from './consent.routes.ts';

/**
 * POST /api/consent (issue 26 §1, decision 0085): the cookie banner's form without JavaScript, and
 * the same choice as JSON. The form is posted as a browser posts it: urlencoded, our Origin.
 */

const form = 'application/x-www-form-urlencoded';
const sameSite = { origin: testAppUrl, 'sec-fetch-site': 'same-origin' };

function consentSetCookie(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const found = all.find((c) => c.startsWith(`${consentCookieName}=`));
  expect(found, 'a consent cookie').toBeDefined();
  return found ?? '';
}

describe.each(testDatabases)('POST /api/consent on %s', (kind) => {
  const t = useTestApp(kind, {});

  const post = (payload: string, headers: Record<string, string> = {}) =>
    send(t.app, {
      method: 'POST',
      url: '/api/consent',
      payload,
      headers: { 'content-type': form, ...sameSite, ...headers },
    });

  it.each([
    ['accept', true],
    ['reject', false],
  ])(
    'a form post choosing %s: 303 back to the page, the choice in a first-party cookie',
    async (choice, analytics) => {
      const before = Date.now();
      const response = await post(`choice=${choice}&return=%2Fen%2Ffaq%3Fq%3D1`);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/en/faq?q=1');
      expect(response.headers['cache-control']).toBe('no-store');
      const cookie = consentSetCookie(response);
      const value = cookie.split(';')[0] ?? '';
      const kept = consentFromCookies(value);
      expect(kept).toMatchObject({ version: 1, analytics });
      expect(Date.parse(kept?.decidedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
      // Read by the page's scripts (not HttpOnly), a year, the whole site, Lax; http: no Secure.
      const attributes = cookie
        .split(';')
        .slice(1)
        .map((a) => a.trim().toLowerCase());
      expect(attributes.sort()).toEqual(['max-age=31536000', 'path=/', 'samesite=lax']);
    },
  );

  it('answers JSON to a JSON client, with the same cookie', async () => {
    const response = await send(t.app, {
      method: 'POST',
      url: '/api/consent',
      payload: { choice: 'reject' },
      headers: sameSite,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ version: 1, analytics: false });
    expect(consentFromCookies(consentSetCookie(response).split(';')[0])).toMatchObject({
      analytics: false,
    });
  });

  it.each([
    ['a form choice of neither', 'choice=maybe', form],
    ['a form without a choice', 'return=%2F', form],
    ['a JSON choice of neither', JSON.stringify({ choice: 'yes' }), 'application/json'],
    ['a JSON boolean', JSON.stringify({ choice: true }), 'application/json'],
    ['a JSON array', '[]', 'application/json'],
  ])('%s: 400 JSON naming the field, no cookie', async (_label, payload, type) => {
    const response = await post(payload, { 'content-type': type });
    const body = expectJsonError(response, 400);
    expect(body.message).toBe(texts.for('pt-BR')('common:errors.validation'));
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('a return path longer than any page: 400, no cookie', async () => {
    const response = await post(`choice=accept&return=/${'a'.repeat(3000)}`);
    expect(expectJsonError(response, 400).fieldErrors).toHaveProperty('return');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('a form body far beyond two fields: 413 JSON', async () => {
    const response = await post(`choice=accept&pad=${'a'.repeat(5000)}`);
    expectJsonError(response, 413);
  });

  it('the error answers in the page language (English form post)', async () => {
    const response = await post('choice=maybe', { 'accept-language': 'en' });
    expect(expectJsonError(response, 400).message).toBe(
      texts.for('en')('common:errors.validation'),
    );
  });

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['a look-alike host', { origin: 'http://localhost:3000.evil.example' }],
    ['Sec-Fetch-Site cross-site', { origin: testAppUrl, 'sec-fetch-site': 'cross-site' }],
  ])('refuses a form post from %s: 403 JSON, no cookie', async (_label, headers) => {
    const response = await post('choice=accept&return=%2F', headers);
    expect(expectJsonError(response, 403).message).toBe(
      texts.for('pt-BR')('common:errors.foreignOrigin'),
    );
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['another host', 'https://evil.example/'],
    ['a scheme-relative host', '//evil.example/x'],
    ['a backslash host', '/\\evil.example/x'],
    ['a tab-split host', '/\t/evil.example/x'],
    ['a path that normalises to //host', '/.//evil.example/x'],
    ['javascript:', 'javascript:alert(1)'],
    ['our own host as a URL', `${testAppUrl}/en/about`],
    ['the API', '/api/session'],
    ['no path', 'faq'],
  ])('never an open redirect: return=%s goes home', async (_label, wish) => {
    const response = await post(`choice=reject&return=${encodeURIComponent(wish)}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
  });

  it('without a return field, goes back to the same-site Referer', async () => {
    const response = await post('choice=accept', { referer: `${testAppUrl}/es/about?x=1#top` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/es/about?x=1');
  });

  it('a foreign Referer sends the visitor home', async () => {
    const response = await post('choice=accept', { referer: 'https://evil.example/en/about' });
    expect(response.headers.location).toBe('/');
  });

  it('over https the cookie is Secure', async () => {
    const secure = await startTestApp(kind, { APP_URL: 'https://consultoria.example' });
    try {
      const response = await send(secure.app, {
        method: 'POST',
        url: '/api/consent',
        payload: 'choice=accept&return=%2F',
        headers: { 'content-type': form, origin: 'https://consultoria.example' },
      });
      expect(response.statusCode).toBe(303);
      // Attributes in any order (@fastify/cookie writes Secure before SameSite).
      const attributes = consentSetCookie(response)
        .split(';')
        .map((a) => a.trim().toLowerCase());
      expect(attributes).toContain('secure');
    } finally {
      await secure.close();
    }
  });
});

describe('returnPath (no open redirect)', () => {
  const site = ['https://consultoria.example', 'http://127.0.0.1:3000'];
  it.each([
    ['/faq', undefined, '/faq'],
    ['/en/faq?x=1', undefined, '/en/faq?x=1'],
    [undefined, 'http://127.0.0.1:3000/es', '/es'],
    ['//evil.example', 'https://consultoria.example/en', '/en'],
    [undefined, 'not a url', '/'],
    [undefined, undefined, '/'],
  ])('return %s, Referer %s: %s', (wish, referer, to) => {
    expect(returnPath(wish, referer, site)).toBe(to);
  });
});
