import type { Browser, Request } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

/**
 * Issue 12 "no visitor data to third parties before consent" and decision 0073: a first visit's
 * language is decided in the spec's order (saved → country → browser → pt-BR, spec 01 §4) by our
 * own server, with the country from its own database, before any page is sent. The e2e server
 * trusts one proxy (scripts/e2e-server.ts), so each visitor's address is named in
 * X-Forwarded-For, as nginx would.
 */

const base = () => test.info().project.use.baseURL ?? '';

/** A first-time visitor: browser language and address of their own, nothing saved. */
async function firstVisit(browser: Browser, browserLocale: string, address?: string) {
  const context = await browser.newContext({
    locale: browserLocale,
    serviceWorkers: 'block',
    extraHTTPHeaders: address ? { 'x-forwarded-for': address } : {},
  });
  // Optional cookies already refused, so the banner does not cover the page (fixtures.ts).
  await context.addInitScript(() => {
    localStorage.setItem(
      'cookie-consent',
      JSON.stringify({ version: 1, analytics: false, decidedAt: new Date().toISOString() }),
    );
  });
  const page = await context.newPage();
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return { context, page, requests };
}

const cases: [label: string, browserLocale: string, address: string | undefined, path: string][] = [
  ['a Spanish address in a Portuguese browser: the country wins', 'pt-BR', '81.0.0.1', '/es'],
  ['a US address in a Spanish browser: the country wins', 'es-ES', '8.8.8.8', '/en'],
  ['a Brazilian address in an English browser stays in Portuguese', 'en-US', '177.0.0.1', '/'],
  ['no country (a private address): the browser language', 'en-GB', '192.168.0.20', '/en'],
  ['no country and a browser language we lack: Portuguese', 'fr-FR', undefined, '/'],
];

for (const [label, browserLocale, address, path] of cases) {
  test(`first visit, ${label}`, async ({ browser }) => {
    const { context, page, requests } = await firstVisit(browser, browserLocale, address);
    const response = await page.goto('/');
    // One page load: the server answered the bare address with the right page or a redirect.
    expect(response?.url()).toBe(new URL(path, base()).href);
    expect(response?.request().redirectedFrom()?.url() ?? null).toBe(
      path === '/' ? null : new URL('/', base()).href,
    );
    const lang = path === '/' ? 'pt-BR' : path.slice(1);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // Saved: the next visit is decided by the cookie alone.
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'user-locale')?.value).toBe(lang);

    const asked = requests.map((r) => new URL(r.url()));
    expect(asked.filter((u) => u.pathname === '/api/geo')).toEqual([]);
    const elsewhere = asked.filter((u) => u.origin !== new URL(base()).origin);
    expect(elsewhere.map((u) => u.href)).toEqual([]);
    await expectAccessible(page);
    await context.close();
  });
}

test('a returning visitor with a saved language asks for no country', async ({ browser }) => {
  const { context, page, requests } = await firstVisit(browser, 'pt-BR', '8.8.8.8');
  await context.addCookies([{ name: 'user-locale', value: 'es', url: base() }]);
  await page.goto('/');
  await expect(page).toHaveURL(new URL('/es', base()).href);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.goto('/es/faq');
  expect(requests.filter((r) => new URL(r.url()).pathname === '/api/geo')).toEqual([]);
  await context.close();
});
