import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { requestPathMaxLength } from '#server/config.ts';
import { expectJsonError, send, texts } from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { useClientBuildApp } from './static.test-support.ts';

/** Built files, an over-long page path and the cookie banner in a served page. */

/** Built files other than pages: listed once at start and served by one route (decision 0030). */
describe('built files', () => {
  const script = 'console.log("nexus");'.repeat(10);
  const t = useClientBuildApp('sqlite', {}, (clientDir) => {
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'assets/app-abc123.js'), script);
    writeFileSync(path.join(clientDir, 'assets/app-abc123.js.br'), 'brotli bytes');
    writeFileSync(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
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
  const t = useClientBuildApp(kind);

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
  const banner =
    '<section data-cookie-banner="" aria-labelledby="c"><h2 id="c">Cookies</h2><form method="post" action="/api/consent"></form></section><script>(()=>{})()</script>';
  const t = useClientBuildApp(kind, {}, (clientDir) => {
    mkdirSync(path.join(clientDir, 'en/faq'), { recursive: true });
    writeFileSync(
      path.join(clientDir, 'en/faq/index.html'),
      `<!doctype html><html lang="en"><body>${banner}<main>faq</main></body></html>`,
    );
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
