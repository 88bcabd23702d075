import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#server/test/app-harness.ts';

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
    expect(String(response.headers.vary)).toContain('cookie');
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
