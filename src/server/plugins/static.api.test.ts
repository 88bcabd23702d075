import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestPathMaxLength } from '#server/config.ts';
import {
  expectJsonError,
  send,
  startTestApp,
  texts,
  type TestApp,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { localeCookie } from './static.ts';

/** A minimal client build: three language variants of two pages and the SPA fallback. */
function fakeClientBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'client-build-'));
  const page = (file: string, lang: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(
      path.join(root, file),
      `<!doctype html><html lang="${lang}"><body>${file}</body></html>`,
    );
  };
  page('index.html', 'pt-BR');
  page('en/index.html', 'en');
  page('es/index.html', 'es');
  page('about/index.html', 'pt-BR');
  page('en/about/index.html', 'en');
  page('es/about/index.html', 'es');
  writeFileSync(
    path.join(root, '__spa-fallback.html'),
    '<!doctype html><html><body>app</body></html>',
  );
  return root;
}

describe('language of the first paint (issue 4 item 6, decision 0006)', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = fakeClientBuild();
    t = await startTestApp('sqlite', { CLIENT_DIR: clientDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it.each([
    ['/', 'user-locale=en', '/en'],
    ['/', 'user-locale=es', '/es'],
    ['/about', 'user-locale=en', '/en/about'],
    ['/about/', 'theme=dark; user-locale=es', '/es/about'],
    ['/about?utm_source=news', 'user-locale=en', '/en/about?utm_source=news'],
  ])(
    'a returning visitor at %s with %s is sent to %s before anything paints',
    async (url, cookie, to) => {
      const response = await get(url, cookie);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(to);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers.vary).toBe('accept-encoding, cookie, accept-language');
    },
  );

  it.each([
    ['/', undefined, 'index.html'],
    ['/', 'user-locale=pt-BR', 'index.html'],
    ['/about', 'user-locale=fr', 'about/index.html'],
    ['/about', 'user-locale=%E0%A4', 'about/index.html'],
  ])('%s with cookie %s is the Portuguese page', async (url, cookie, file) => {
    const response = await get(url, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(file);
    expect(response.headers.vary).toBe('accept-encoding, cookie, accept-language');
  });

  it.each([
    ['/en/about', 'user-locale=es', 'en/about/index.html'],
    ['/es', 'user-locale=en', 'es/index.html'],
    ['/en', 'user-locale=pt-BR', 'en/index.html'],
  ])('an explicit language prefix wins: %s with %s', async (url, cookie, file) => {
    const response = await get(url, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(file);
  });

  it('never redirects the client-rendered areas, which follow the saved language in place', async () => {
    const response = await get('/dashboard', 'user-locale=en');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('app');
  });
});

/**
 * Decision 0073: a first visit (no saved choice) is decided by the server in spec 01 §4's order,
 * country → Accept-Language → pt-BR, and answered before any page is sent. The app trusts one
 * proxy here, so each visitor's address is the one named in X-Forwarded-For.
 */
describe('language of a first visit, decided by the server (decision 0073)', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = fakeClientBuild();
    t = await startTestApp('sqlite', { CLIENT_DIR: clientDir, TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const visit = (url: string, headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') =>
    send(t.app, {
      method,
      url,
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': '192.168.0.20', ...headers },
    });

  const cookie = (locale: string) =>
    `user-locale=${encodeURIComponent(locale)}; Max-Age=31536000; Path=/; SameSite=Lax`;

  it.each([
    ['/', { 'accept-language': 'en-US,en;q=0.9' }, '/en', 'en'],
    ['/about', { 'accept-language': 'es-419,es;q=0.9' }, '/es/about', 'es'],
    ['/about/?utm_source=news', { 'accept-language': 'en' }, '/en/about?utm_source=news', 'en'],
    ['/', { 'accept-language': 'pt-BR', 'x-forwarded-for': '8.8.8.8' }, '/en', 'en'],
    ['/about', { 'accept-language': 'en-US', 'x-forwarded-for': '81.0.0.1' }, '/es/about', 'es'],
  ])('GET %s with %o: 302 to %s, the language saved', async (url, headers, location, saved) => {
    const response = await visit(url, headers);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
    expect(response.headers['set-cookie']).toBe(cookie(saved));
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toBe('accept-encoding, cookie, accept-language');
    expect(response.body).toBe('');
  });

  it.each([
    ['a Portuguese browser, no country', { 'accept-language': 'pt-BR,pt;q=0.9' }],
    ['European Portuguese', { 'accept-language': 'pt-PT' }],
    [
      'a Brazilian address in an English browser',
      { 'accept-language': 'en-US', 'x-forwarded-for': '177.0.0.1' },
    ],
    ['only languages we lack', { 'accept-language': 'fr-FR,de;q=0.8' }],
  ])(
    '%s: the Portuguese page at once, Portuguese saved, kept out of shared caches',
    async (_label, headers) => {
      const response = await visit('/', headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<html lang="pt-BR">');
      expect(response.headers['set-cookie']).toBe(cookie('pt-BR'));
      expect(response.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
      expect(response.headers.vary).toBe('accept-encoding, cookie, accept-language');
    },
  );

  it('a client without Accept-Language (a crawler) gets Portuguese, even from a US address, and nothing saved', async () => {
    const response = await visit('/about', { 'x-forwarded-for': '8.8.8.8' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('about/index.html');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.headers.vary).toBe('accept-encoding, cookie, accept-language');
  });

  it.each([
    [
      'a saved Portuguese choice wins over an English browser',
      '/',
      { cookie: 'user-locale=pt-BR', 'accept-language': 'en' },
      'index.html',
    ],
    [
      'a prefixed address is an explicit choice',
      '/en/about',
      { 'accept-language': 'es', 'x-forwarded-for': '81.0.0.1' },
      'en/about/index.html',
    ],
    ['the private area renders in place', '/dashboard', { 'accept-language': 'en' }, 'app'],
  ])('%s: 200, nothing saved', async (_label, url, headers, body) => {
    const response = await visit(url, headers);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(body);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('a saved choice redirects without saving it again', async () => {
    const response = await visit('/about', { cookie: 'user-locale=es', 'accept-language': 'en' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/es/about');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers.vary).toBe('accept-encoding, cookie, accept-language');
  });

  it('HEAD answers as GET does', async () => {
    const response = await visit('/', { 'accept-language': 'es' }, 'HEAD');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/es');
  });

  it('marks the cookie Secure on an https site', () => {
    expect(localeCookie('en', true)).toBe(`${cookie('en')}; Secure`);
  });
});

/** Built files other than pages: listed once at start and served by one route (decision 0030). */
describe('built files', () => {
  let t: TestApp;
  let clientDir: string;
  const script = 'console.log("nexus");'.repeat(10);
  beforeAll(async () => {
    clientDir = fakeClientBuild();
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'assets/app-abc123.js'), script);
    writeFileSync(path.join(clientDir, 'assets/app-abc123.js.br'), 'brotli bytes');
    writeFileSync(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    t = await startTestApp('sqlite', { CLIENT_DIR: clientDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('serves a hashed asset to be cached for good, with the locked-down CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(script);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
  });

  it('sends the precompressed copy to a browser that accepts it, and HEAD without a body', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js?v=1',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli bytes');
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/app-abc123.js' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('answers 304 to a revalidation of an unchanged file', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/sw.js' });
    const etag = String(first.headers.etag);
    expect(etag).not.toBe('undefined');
    const again = await t.app.inject({
      method: 'GET',
      url: '/sw.js',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves the service worker with a CSP its own fetches can live with, revalidated each time', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe("default-src 'self'");
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it.each([
    '/assets/missing-123.js',
    '/index.html',
    '/about/index.html',
    '/assets/app-abc123.js.br',
  ])('answers 404 with the page fallback for %s, never a raw build file', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).not.toBe('brotli bytes');
  });
});

/**
 * Issue 22 finding 1: a path of slashes with a letter after them made the page lookup's
 * `/\/+$/` backtrack quadratically, and 20 such requests held /healthz for seconds. Such a path
 * is now refused with 414 before any page matching, and what is matched is trimmed by a loop.
 */
describe.each(testDatabases)('an over-long page path on %s', (kind) => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = fakeClientBuild();
    t = await startTestApp(kind, { CLIENT_DIR: clientDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const slashes = `${'/'.repeat(16_000)}a`;

  it("is refused with 414 and the JSON error, in the visitor's language", async () => {
    const response = await send(t.app, {
      method: 'GET',
      url: slashes,
      headers: { 'accept-language': 'es' },
    });
    const body = expectJsonError(response, 414);
    expect(body.message).toBe(texts.for('es')('common:errors.uriTooLong'));
  });

  it('is refused for HEAD and under /api alike', async () => {
    const head = await send(t.app, { method: 'HEAD', url: slashes });
    expect(head.statusCode).toBe(414);
    const post = await send(t.app, { method: 'POST', url: `/api${slashes}`, payload: {} });
    expectJsonError(post, 414);
  });

  it('stops at the limit: a path of exactly the limit (its query not counted) is still a page', async () => {
    const atLimit = `/about${'/'.repeat(requestPathMaxLength - '/about'.length)}`;
    const page = await send(t.app, { method: 'GET', url: `${atLimit}?q=1` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('about/index.html');
    const past = await send(t.app, { method: 'GET', url: `${atLimit}/` });
    expectJsonError(past, 414);
  });

  it('keeps a short path of slashes and a letter an ordinary not-found page', async () => {
    const response = await send(t.app, { method: 'GET', url: `${'/'.repeat(1000)}a` });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('twenty of them at once are all refused, and /healthz answers beside them', async () => {
    const flood = Array.from({ length: 20 }, () => send(t.app, { method: 'GET', url: slashes }));
    const health = send(t.app, { method: 'GET', url: '/healthz' });
    const answers = await Promise.all(flood);
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 414));
    expect((await health).statusCode).toBe(200);
  });
});

/**
 * Issue 26 §1, decision 0085: a visitor whose cookie says they chose gets the page with the cookie
 * banner hidden, so even without JavaScript the banner is gone after the form post's 303; the
 * banner is otherwise in the page, shown. The copies differ in `hidden` only (same CSP hashes).
 */
describe.each(testDatabases)('the cookie banner in a served page on %s', (kind) => {
  let t: TestApp;
  let clientDir: string;
  const banner =
    '<section data-cookie-banner="" aria-labelledby="c"><h2 id="c">Cookies</h2><form method="post" action="/api/consent"></form></section><script>(()=>{})()</script>';
  beforeAll(async () => {
    clientDir = fakeClientBuild();
    mkdirSync(path.join(clientDir, 'en/faq'), { recursive: true });
    writeFileSync(
      path.join(clientDir, 'en/faq/index.html'),
      `<!doctype html><html lang="en"><body>${banner}<main>faq</main></body></html>`,
    );
    t = await startTestApp(kind, { CLIENT_DIR: clientDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (cookie?: string, encoding?: string) =>
    send(t.app, {
      method: 'GET',
      url: '/en/faq',
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(encoding ? { 'accept-encoding': encoding } : {}),
      },
    });

  it('shows it to a visitor who has not chosen, and says the page depends on the cookie', async () => {
    const response = await get('user-locale=en');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<section data-cookie-banner=""');
    expect(response.headers.vary).toBe('accept-encoding, cookie');
  });

  it.each([
    'nexus.consent=1.denied.2026-11-26T19:00:00.000Z',
    'user-locale=en; nexus.consent=1.granted.2026-11-26T19:00:00.000Z',
  ])('hides it for a visitor who chose (%s)', async (cookie) => {
    const plain = await get(cookie);
    expect(plain.body).toContain('<section hidden="" data-cookie-banner=""');
    expect(plain.headers.vary).toBe('accept-encoding, cookie');
    expect(plain.headers['content-security-policy']).toBe(
      (await get()).headers['content-security-policy'],
    );
    // The compressed copy is of the hidden page too.
    const br = await get(cookie, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toContain(
      '<section hidden="" data-cookie-banner=""',
    );
  });

  it.each([
    'nexus.consent=2.granted.2026-11-26T19:00:00.000Z',
    'nexus.consent=1.maybe.2026-11-26T19:00:00.000Z',
    'xnexus.consent=1.granted.2026-11-26T19:00:00.000Z',
  ])('shows it when the cookie is not a choice of this version (%s)', async (cookie) => {
    expect((await get(cookie)).body).toContain('<section data-cookie-banner=""');
  });

  it('leaves a page without the banner as it is, varying on the encoding only', async () => {
    const response = await send(t.app, {
      method: 'GET',
      url: '/en/about',
      headers: { cookie: 'nexus.consent=1.denied.2026-11-26T19:00:00.000Z' },
    });
    expect(response.body).toContain('en/about/index.html');
    expect(response.headers.vary).toBe('accept-encoding');
  });
});
