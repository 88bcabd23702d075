import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { earlySessionScript } from '#shared/early-session.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { registerUser, send } from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import type { RenderPage } from './runtime-prerender.ts';
import { useClientBuildApp } from './static.test-support.ts';

/**
 * A workspace page's first paint (issue 26 §3, decision 0135) through HTTP on SQLite and
 * PostgreSQL: the SPA fallback rendered at the page's own path in the visitor's language (the
 * order of decision 0087), once per page and language whoever asks, signed in or not, so it can
 * carry nothing of a user; the session request started from its head, allowed by the CSP; the
 * loading screen of 0087 where the page is no workspace page or the render fails. The renderer is
 * a stand-in for the build's server bundle (what it draws is checked by the journey
 * e2e/portal-shell.spec.ts against a real build): what is tested here is what the server asks it
 * for and what it serves.
 */

const firstPaints: string[] = [];
let failing = false;

const render: RenderPage = async (pagePath, _facts, _site, _content, locale) => {
  if (!locale) throw new Error(`${pagePath}: only first paints are rendered in this suite`);
  if (failing) throw new Error('the server bundle failed');
  firstPaints.push(`${locale} ${pagePath}`);
  return firstPaintHtml(pagePath, locale);
};

const firstPaintHtml = (pagePath: string, locale: Locale) =>
  `<!DOCTYPE html><html lang="${locale}"><head><title>${pagePath}</title></head><body><main data-first-paint="${locale} ${pagePath}"></main><script>window.__ctx=1</script></body></html>`;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe.each(testDatabases)('a workspace page’s first paint on %s (decision 0135)', (kind) => {
  const t = useClientBuildApp(kind, {}, () => {}, { renderPage: render });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const shownPaint = (body: string) => /data-first-paint="([^"]+)"/.exec(body)?.[1];

  it.each([
    ['/dashboard', { cookie: 'user-locale=en', 'accept-language': 'es' }, 'en /dashboard'],
    ['/dashboard/calculator', { 'accept-language': 'es-MX,es;q=0.9' }, 'es /dashboard/calculator'],
    ['/dashboard/account/', {}, 'pt-BR /dashboard/account'],
    ['/admin', { 'accept-language': 'en-GB' }, 'en /admin'],
    // The templates' step (?template=…) hides the way back: a first paint of its own; other
    // query parameters change nothing.
    ['/dashboard/templates?template=x&utm=a', {}, 'pt-BR /dashboard/templates?template='],
    ['/dashboard/templates?utm=a', {}, 'pt-BR /dashboard/templates'],
  ] as const)('%s with %j is that page’s first paint in %s', async (url, headers, paint) => {
    const response = await get(url, headers);
    expect(response.statusCode).toBe(200);
    expect(shownPaint(response.body)).toBe(paint);
    expect(response.body).not.toContain('data-testid="translations-loading"');
    expect(response.headers.vary).toBe('accept-encoding, cookie, accept-language');
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('asks who is signed in from its head, and its CSP allows that script by its hash', async () => {
    const response = await get('/dashboard', { cookie: 'user-locale=es' });
    expect(response.body).toContain(`<script>${earlySessionScript}</script></head>`);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`'sha256-${sha256(earlySessionScript)}'`);
    expect(csp).toContain(`'sha256-${sha256('window.__ctx=1')}'`);
    expect(/script-src[^;]*/.exec(csp)?.[0]).not.toContain('unsafe-inline');
    const compressed = await get('/dashboard', {
      cookie: 'user-locale=es',
      'accept-encoding': 'br',
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(response.body);
  });

  it('is rendered once per page and language, the same bytes for every client: no user data', async () => {
    const before = firstPaints.filter((p) => p === 'es /dashboard/automation').length;
    const ana = await registerUser(t.app, { fullName: 'Ana Primeira' });
    const bia = await registerUser(t.app, { fullName: 'Bia Segunda' });
    const headers = { 'accept-language': 'es' };
    const pages = [
      await send(t.app, { url: '/dashboard/automation', headers, jar: ana.jar }),
      await send(t.app, { url: '/dashboard/automation', headers, jar: bia.jar }),
      await send(t.app, { url: '/dashboard/automation', headers }),
    ];
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(pages[0]?.body);
      for (const who of [ana, bia]) {
        expect(page.body).not.toContain(who.fullName);
        expect(page.body).not.toContain(who.email);
        expect(page.body).not.toContain(who.user.id);
      }
    }
    expect(firstPaints.filter((p) => p === 'es /dashboard/automation').length - before).toBe(1);
  });

  it('keeps the loading screen of decision 0087 for a page outside the workspace', async () => {
    const response = await get('/es/reset-password');
    expect(response.statusCode).toBe(200);
    expect(shownPaint(response.body)).toBeUndefined();
    expect(response.body).toContain('Cargando traducciones...');
    expect(response.body).not.toContain(earlySessionScript);
  });

  it('serves the loading screen when the first paint cannot be rendered, and renders it next time', async () => {
    failing = true;
    const failed = await get('/dashboard/assessment', { cookie: 'user-locale=en' });
    failing = false;
    expect(failed.statusCode).toBe(200);
    expect(shownPaint(failed.body)).toBeUndefined();
    expect(failed.body).toContain('Loading translations...');
    const next = await get('/dashboard/assessment', { cookie: 'user-locale=en' });
    expect(shownPaint(next.body)).toBe('en /dashboard/assessment');
  });
});
