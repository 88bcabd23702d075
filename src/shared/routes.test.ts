import { describe, expect, it } from 'vitest';
import {
  allPages,
  isClientRenderedPath,
  localeForPath,
  localizedPath,
  namespacesForPath,
  prerenderPaths,
  splitLocalePath,
} from './routes.ts';

describe('localizedPath', () => {
  it.each([
    ['/', 'pt-BR', '/'],
    ['/', 'en', '/en'],
    ['/', 'es', '/es'],
    ['/about', 'pt-BR', '/about'],
    ['/about', 'en', '/en/about'],
    ['/servicos/analise-preditiva', 'es', '/es/servicos/analise-preditiva'],
  ] as const)('%s in %s → %s', (path, locale, expected) => {
    expect(localizedPath(path, locale)).toBe(expected);
  });
});

describe('splitLocalePath', () => {
  it.each([
    ['/', { locale: 'pt-BR', path: '/', prefixed: false }],
    ['/en', { locale: 'en', path: '/', prefixed: true }],
    ['/en/', { locale: 'en', path: '/', prefixed: true }],
    ['/es/faq', { locale: 'es', path: '/faq', prefixed: true }],
    ['/english', { locale: 'pt-BR', path: '/english', prefixed: false }],
    ['/dashboard', { locale: 'pt-BR', path: '/dashboard', prefixed: false }],
  ] as const)('%s', (pathname, expected) => {
    expect(splitLocalePath(pathname)).toEqual(expected);
  });
});

describe('localeForPath', () => {
  it.each([
    ['/', 'pt-BR'],
    ['/en/about', 'en'],
    ['/es', 'es'],
    ['/auth', 'pt-BR'],
    ['/en/auth', 'en'],
    ['/dashboard', undefined],
    ['/dashboard/calculator', undefined],
    ['/dashboard/account', undefined],
    ['/en/verify-email', 'en'],
    ['/admin', undefined],
    ['/nao-existe', 'pt-BR'],
    ['/es/nao-existe', 'es'],
  ] as const)('%s → %s', (pathname, expected) => {
    expect(localeForPath(pathname)).toBe(expected);
  });
});

describe('isClientRenderedPath', () => {
  it.each([
    // Prerendered (issue 14 §7), so a file of its own rather than the SPA fallback.
    ['/auth', false],
    ['/en/auth', false],
    ['/es/reset-password', true],
    ['/dashboard', true],
    ['/dashboard/templates', true],
    ['/dashboard/account', true],
    ['/verify-email', true],
    ['/es/verify-email', true],
    ['/en/dashboard/account', false],
    ['/admin', true],
    ['/en/dashboard', false],
    ['/about', false],
    ['/nao-existe', false],
    ['/dashboard/nao-existe', false],
  ] as const)('%s → %s', (pathname, expected) => {
    expect(isClientRenderedPath(pathname)).toBe(expected);
  });
});

describe('prerenderPaths', () => {
  const paths = prerenderPaths();
  it('lists every public page of both specs in the three languages', () => {
    // 10 pages (with the services overview) + 4 services + 8 technologies + sign-in = 23, times 3
    // languages.
    expect(paths).toHaveLength(69);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of [
      '/',
      '/en',
      '/es',
      '/faq',
      '/es/faq',
      '/en/tecnologias/langchain',
      '/servicos/analise-preditiva',
      '/servicos',
      '/es/servicos',
    ]) {
      expect(paths).toContain(p);
    }
  });
  it('includes the sign-in page in the three languages (issue 14 §7, decision 0070)', () => {
    for (const p of ['/auth', '/en/auth', '/es/auth']) expect(paths).toContain(p);
  });
  it('never prerenders a page that depends on a session or a token', () => {
    expect(paths.some((p) => /dashboard|admin|reset-password|verify-email|design/.test(p))).toBe(
      false,
    );
  });
});

describe('namespacesForPath', () => {
  it.each([
    ['/', ['common', 'navigation', 'auth', 'home']],
    ['/en/faq', ['common', 'navigation', 'auth', 'faq']],
    ['/es/tecnologias/n8n', ['common', 'navigation', 'auth', 'technologies', 'technology-pages']],
    // The listing embeds no technology's page texts (issue 26 §1, decision 0141).
    ['/technologies', ['common', 'navigation', 'auth', 'technologies']],
    ['/dashboard/calculator', ['common', 'navigation', 'auth', 'dashboard', 'account']],
    ['/dashboard/templates', ['common', 'navigation', 'auth', 'dashboard', 'templates', 'account']],
    // The workspace header's breadcrumb ('Painel') is in dashboard (decision 0135).
    ['/dashboard/account', ['common', 'navigation', 'auth', 'account', 'dashboard']],
    ['/admin/firm', ['common', 'navigation', 'auth', 'admin', 'dashboard']],
    ['/es/verify-email', ['common', 'navigation', 'auth', 'account']],
    ['/auth', ['common', 'navigation', 'auth']],
    ['/nao-existe', ['common', 'navigation', 'auth']],
  ])('%s', (pathname, expected) => {
    expect(namespacesForPath(pathname)).toEqual(expected);
  });

  // A workspace page's first paint draws its header with the strings it embeds (decision 0135):
  // a namespace missing there is a hydration mismatch and a wait for the loading screen.
  it.each(allPages.filter((page) => page.portal).map((page) => [page.path, page] as const))(
    '%s carries the namespaces of its workspace header',
    (path, page) => {
      const texts = [page.crumb?.name, page.portal?.nav, page.portal?.intro, 'dashboard:title'];
      let parent = page.crumb?.parent;
      while (parent) {
        const above = allPages.find((p) => p.path === parent);
        texts.push(above?.crumb?.name);
        parent = above?.crumb?.parent;
      }
      const needed = texts.flatMap((text) => (text ? [text.slice(0, text.indexOf(':'))] : []));
      expect(namespacesForPath(path)).toEqual(expect.arrayContaining(needed));
    },
  );
});
