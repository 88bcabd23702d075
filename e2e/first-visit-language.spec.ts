import type { Page, Response } from '@playwright/test';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures.ts';
import { localeText } from './layout-support.ts';

/**
 * Decision 0073: the server decides a first visit's language (spec 01 §4: saved → country →
 * browser → pt-BR) and redirects before any page is sent, so a visitor whose language is not
 * Portuguese loads one page, the right one, instead of the Portuguese page and then theirs.
 * Addresses are private (no country) unless a test names one, so the browser's language decides.
 */

const url = (path: string) => new URL(path, test.info().project.use.baseURL).href;

/** The address the browser asked for first, when the server redirected it. */
const redirectedFrom = (response: Response | null) =>
  response?.request().redirectedFrom()?.url() ?? null;

const savedLocale = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'user-locale')?.value;

test.describe('an English browser', () => {
  test.use({ locale: 'en-US', extraHTTPHeaders: { 'x-forwarded-for': '192.168.0.21' } });

  test('lands on the English page at once, the query kept', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    const response = await page.goto('/technologies?utm_source=newsletter');
    expect(redirectedFrom(response)).toBe(url('/technologies?utm_source=newsletter'));
    expect(response?.url()).toBe(url('/en/technologies?utm_source=newsletter'));
    expect(response?.status()).toBe(200);
    // No Portuguese page was loaded on the way, and nothing detected in the browser.
    expect(requests.filter((p) => p === '/technologies' || p === '/api/geo')).toEqual([
      '/technologies',
    ]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('heading', { level: 1, name: localeText('en', 'technologies', 'title') }),
    ).toBeVisible();
    expect(await savedLocale(page)).toBe('en');
    await expectAccessible(page);
  });

  test('picking Portuguese is never undone by a redirect', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page).toHaveURL(url('/en'));
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Language/ })
      .click();
    const portuguese = page.getByRole('link', {
      name: new RegExp(localeText('pt-BR', 'common', 'languages.pt-BR.name')),
    });
    await expect(portuguese).toBeVisible();
    await portuguese.click();
    await page.waitForURL(url('/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    expect(await savedLocale(page)).toBe('pt-BR');

    // A new page load of another bare address: the saved choice wins over the browser.
    const response = await page.goto('/faq');
    expect(redirectedFrom(response)).toBeNull();
    expect(response?.url()).toBe(url('/faq'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(
      page.getByRole('heading', { level: 1, name: localeText('pt-BR', 'faq', 'title') }),
    ).toBeVisible();
  });
});

test.describe('an English browser at a Brazilian address', () => {
  test.use({ locale: 'en-US', extraHTTPHeaders: { 'x-forwarded-for': '177.0.0.1' } });

  test('leaving a page while it asks for the country saves nothing from that page', async ({
    page,
  }) => {
    // Decision 0174: the country request of the page's own detection is held until the visitor
    // has left. Leaving cancels it; the page must not go on to the browser's language and save
    // English, which the spec's order (the country first) would not have chosen.
    let held: () => void = () => {};
    const countryAsked = new Promise<void>((resolve) => (held = resolve));
    let release: () => void = () => {};
    const left = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/geo', async (route) => {
      held();
      await left;
      await route.continue().catch(() => {});
    });
    await gotoHydrated(page, '/en/about');
    await countryAsked;
    const next = await page.goto('/faq');
    release();
    // The server decided the bare address from the country: Portuguese, saved.
    expect(redirectedFrom(next)).toBeNull();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {
      timeout: 30_000,
    });
    expect(await savedLocale(page)).toBe('pt-BR');
    // And it stays so: the next visit to a bare address is not sent to English.
    const again = await page.goto('/faq');
    expect(redirectedFrom(again)).toBeNull();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expectAccessible(page);
  });
});

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-MX', extraHTTPHeaders: { 'x-forwarded-for': '192.168.0.22' } });

  test('lands on the Spanish page at once', async ({ page }) => {
    const response = await page.goto('/faq');
    expect(redirectedFrom(response)).toBe(url('/faq'));
    expect(response?.url()).toBe(url('/es/faq'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('heading', { level: 1, name: localeText('es', 'faq', 'title') }),
    ).toBeVisible();
    expect(await savedLocale(page)).toBe('es');
    await expectAccessible(page);
  });

  test('a returning visitor who chose English gets English, whatever the browser says', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'user-locale', value: 'en', url: url('/') }]);
    const response = await page.goto('/about');
    expect(redirectedFrom(response)).toBe(url('/about'));
    expect(response?.url()).toBe(url('/en/about'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await savedLocale(page)).toBe('en');
  });
});

test('an English browser without JavaScript lands on the English page too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' });
  const page = await context.newPage();
  const response = await page.goto('/faq');
  expect(redirectedFrom(response)).toBe(url('/faq'));
  expect(response?.url()).toBe(url('/en/faq'));
  await expect(
    page.getByRole('heading', { level: 1, name: localeText('en', 'faq', 'title') }),
  ).toBeVisible();
  await context.close();
});

test.describe('a crawler (no Accept-Language) from a US address', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '8.8.8.8' } });

  test('stays on the Portuguese page at the bare address, its canonical unmoved', async ({
    page,
  }) => {
    // Search engines send no Accept-Language; the page's scripts run as a rendering crawler's do.
    // Chromium adds the header back to a continued request, so the page is fetched from here.
    await page.route(url('/faq'), async (route) => {
      const headers = { ...route.request().headers() };
      delete headers['accept-language'];
      await route.fulfill({ response: await route.fetch({ headers, maxRedirects: 0 }) });
    });
    const geo: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/geo') geo.push(r.url());
    });
    const response = await page.goto('/faq');
    expect(redirectedFrom(response)).toBeNull();
    expect(response?.status()).toBe(200);
    // Undecided, not decided Portuguese: nothing saved, and the page may be cached publicly.
    expect(await response?.headerValue('set-cookie')).toBeNull();
    expect(await response?.headerValue('cache-control')).toBe('public, max-age=0, must-revalidate');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/faq$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/en\/faq$/,
    );
    // The page has run its untouched first view (the islands reveal the sign-in button): nothing
    // asked for a country or moved the page.
    // The islands run when the browser is idle after load: a busy machine can take a while.
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: localeText('pt-BR', 'navigation', 'login') }),
    ).toBeVisible({ timeout: 15_000 });
    expect(geo).toEqual([]);
    expect(page.url()).toBe(url('/faq'));
    expect(await savedLocale(page)).toBeUndefined();
  });
});
