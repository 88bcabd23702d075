import { describe, expect, it } from 'vitest';
import { send } from '#server/test/app-harness.ts';
import { localeCookieOptions } from './static.ts';
import { useClientBuildApp } from './static.test-support.ts';

/**
 * The served pages' language (decisions 0006, 0073, 0087): the first paint, the SPA fallback and
 * a first visit. Built files, over-long paths and the cookie banner are in
 * static-files.api.test.ts.
 */

describe('language of the first paint (issue 4 item 6, decision 0006)', () => {
  const t = useClientBuildApp('sqlite');

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
 * Decision 0087 (issue 26 §3): a client-rendered page's first paint, the SPA fallback, says
 * "Carregando traduções..." in the language the app will start in, and preloads the locale files
 * the page asks for first, so they download beside the scripts.
 */
describe('the SPA fallback in the visitor’s language (decision 0087)', () => {
  const t = useClientBuildApp('sqlite');

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const preloads = (body: string) =>
    [
      ...body.matchAll(/<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)"/g),
    ].map((m) => m[1]);

  it.each([
    [
      '/dashboard',
      { cookie: 'user-locale=en', 'accept-language': 'es' },
      'en',
      'Loading translations...',
      ['common', 'navigation', 'auth', 'dashboard', 'account'].map(
        (ns) => `/locales/en/${ns}.json`,
      ),
    ],
    // A visitor who made their cookie choice (decision 0085) gets the same language variant.
    [
      '/dashboard',
      { cookie: 'nexus.consent=1.denied.2026-11-26T19:00:00.000Z; user-locale=en' },
      'en',
      'Loading translations...',
      ['common', 'navigation', 'auth', 'dashboard', 'account'].map(
        (ns) => `/locales/en/${ns}.json`,
      ),
    ],
    [
      '/admin',
      { 'accept-language': 'es-MX,es;q=0.9' },
      'es',
      'Cargando traducciones...',
      ['common', 'navigation', 'auth', 'admin', 'dashboard'].map((ns) => `/locales/es/${ns}.json`),
    ],
    // Portuguese: common, navigation and auth are in the page already.
    [
      '/dashboard/templates',
      {},
      'pt-BR',
      'Carregando traduções...',
      [
        '/locales/pt-BR/dashboard.json',
        '/locales/pt-BR/templates.json',
        '/locales/pt-BR/account.json',
      ],
    ],
  ] as const)(
    '%s with %j paints in %s and preloads its files',
    async (url, headers, lang, text, files) => {
      const response = await get(url, headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<html lang="${lang}">`);
      expect(response.body).toContain(
        `<p lang="${lang}" class="text-sm" data-testid="translations-loading">${text}</p>`,
      );
      expect(preloads(response.body)).toEqual(files);
      expect(response.headers.vary).toBe('accept-encoding, cookie, accept-language');
    },
  );

  it('sends the same variant compressed to a browser that accepts it', async () => {
    const response = await get('/dashboard', {
      cookie: 'user-locale=es',
      'accept-encoding': 'gzip',
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    const { gunzipSync } = await import('node:zlib');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toContain('Cargando traducciones...');
  });

  it('leaves an unknown address (404) as the build wrote it', async () => {
    const response = await get('/nowhere', { cookie: 'user-locale=en' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Carregando traduções...');
    expect(preloads(response.body)).toEqual([]);
  });
});

/**
 * Decision 0073: a first visit (no saved choice) is decided by the server in spec 01 §4's order,
 * country → Accept-Language → pt-BR, and answered before any page is sent. The app trusts one
 * proxy here, so each visitor's address is the one named in X-Forwarded-For.
 */
describe('language of a first visit, decided by the server (decision 0073)', () => {
  const t = useClientBuildApp('sqlite', { TRUST_PROXY: 'true' });

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
    expect(localeCookieOptions(true)).toMatchObject({ secure: true });
    expect(localeCookieOptions(false)).toMatchObject({ secure: false });
  });
});
