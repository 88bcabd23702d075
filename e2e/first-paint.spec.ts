import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures.ts';
import { brandFontStack } from './layout-support.ts';

/**
 * Issue 14 §7, decision 0075: what a phone's largest paint needs is in the first paint, and
 * nothing fetched before it that the paint does not need.
 * - The cookie banner (on a phone the largest text of /auth) is in the HTML, shown (decision
 *   0085; before, a classic inline script right after its markup revealed it), with that script
 *   right after it, so the HTML parser alone shows it: these journeys remove every
 *   module script from the page the server sent and the banner must still appear, its script
 *   allowed by its hash in the page's own CSP (a refused inline script is a console error, which
 *   fails every journey).
 * - A phone's `/` requests no image before its first paint: the hero drawing and the brand mark
 *   (tab icon, header, footer) are in the page, the service diagrams are for wider screens; the
 *   islands chunk is requested only after the first contentful paint.
 */

const phone = { width: 390, height: 844 };
const moduleScript = /<script type="module"[^>]*>[\s\S]*?<\/script>/g;

/** Serves `path` as the server sends it (status, headers, CSP) without its module scripts. */
async function withoutModuleScripts(page: Page, path: string): Promise<{ csp: () => string }> {
  let csp = '';
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      expect(html).toMatch(moduleScript);
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      csp = headers['content-security-policy'] ?? '';
      await route.fulfill({
        status: response.status(),
        headers,
        body: html.replace(moduleScript, ''),
      });
    },
  );
  return { csp: () => csp };
}

/** Inline scripts of the current page that are not modules, with their CSP hash source. */
async function classicInlineScripts(page: Page): Promise<{ text: string; hash: string }[]> {
  const texts = await page
    .locator('script:not([src]):not([type])')
    .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ''));
  return texts.map((text) => ({
    text,
    hash: `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  }));
}

/** Scripts fetched from the server (the islands chunk, the app), by path. */
function scriptRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

test.describe('the cookie banner without any module script', () => {
  test.use({ cookieChoice: 'undecided', viewport: phone });

  for (const { path, title } of [
    { path: '/auth', title: 'Sua privacidade' },
    { path: '/', title: 'Sua privacidade' },
    { path: '/en/about', title: 'Your privacy' },
  ]) {
    test(`${path}: the page shows it, its inline script allowed by its hash`, async ({ page }) => {
      const served = await withoutModuleScripts(page, path);
      const scripts = scriptRequests(page);
      await page.goto(path);
      const banner = page.getByRole('region', { name: title });
      await expect(banner).toBeVisible();
      const reveal = (await classicInlineScripts(page)).filter((s) =>
        s.text.includes('data-cookie-banner'),
      );
      expect(reveal).toHaveLength(1);
      const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(served.csp())?.[1] ?? '';
      expect(scriptSrc.split(' ')).toContain(reveal[0]?.hash);
      expect(scriptSrc).not.toContain('unsafe-inline');
      // Nothing but the HTML did it: no script was fetched.
      expect(scripts).toEqual([]);
      await expectAccessible(page);
    });
  }

  test('a visitor who already chose does not see it', async ({ page, context }) => {
    await context.addInitScript(() => {
      localStorage.setItem(
        'cookie-consent',
        JSON.stringify({ version: 1, analytics: true, decidedAt: '2026-11-24T05:00:00.000Z' }),
      );
    });
    await withoutModuleScripts(page, '/auth');
    await page.goto('/auth');
    await expect(page.getByLabel('E-mail')).toBeVisible();
    await expect(page.locator('[data-cookie-banner]')).toHaveCount(1);
    await expect(page.locator('[data-cookie-banner]')).toBeHidden();
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: phone });
  // The banner's choices are a form the server answers (decision 0085, replacing 0075's hidden
  // banner): a first visit sees it, a visitor whose cookie says they chose does not; the page
  // itself is complete either way (the choosing is in e2e/consent-without-app.spec.ts).
  test.describe('a first visit', () => {
    test.use({ cookieChoice: 'undecided' });
    test('sees the banner with its two choices, and the page is whole', async ({ page }) => {
      await page.goto('/auth');
      await expect(page.getByLabel('E-mail')).toBeVisible();
      // Styled by the HTML alone (the stylesheet is inline, decision 0140): the brand face.
      await expect(page.getByRole('heading', { level: 1 })).toHaveCSS(
        'font-family',
        brandFontStack,
      );
      const banner = page.getByRole('region', { name: 'Sua privacidade' });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Aceitar todos' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Rejeitar todos' })).toBeVisible();
    });
  });

  test('a visitor who chose: the banner stays hidden and the page is whole', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByLabel('E-mail')).toBeVisible();
    await expect(page.locator('[data-cookie-banner]')).toHaveCount(1);
    await expect(page.locator('[data-cookie-banner]')).toBeHidden();
  });
});

test.describe('what a phone fetches before the heading paints', () => {
  test.use({ viewport: phone });
  test('/ requests no image: the hero drawing and the brand mark are in the page', async ({
    page,
  }) => {
    const images: string[] = [];
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'image' && url.protocol !== 'data:') images.push(url.pathname);
      if (request.resourceType() === 'stylesheet') stylesheets.push(url.pathname);
    });
    await page.goto('/');
    const heading = page.getByRole('heading', { name: /Transforme processos/, level: 1 });
    await expect(heading).toBeVisible();
    // The stylesheet is in the page (decision 0140): no render-blocking request before the first
    // paint; its link stays only for hydration, disabled, so nothing fetches it.
    await expect(page.locator('head > style')).toHaveCount(1);
    await expect(page.locator('link[rel="stylesheet"]:not([disabled])')).toHaveCount(0);
    await expect(heading).toHaveCSS('font-family', brandFontStack);
    // Named by its alt text (home:hero.art), the drawing of our tools' results (decision 0089).
    const drawing = page.getByRole('img', {
      name: /Ilustração de resultados das nossas ferramentas/,
    });
    await expect(drawing).toBeVisible();
    await expect(drawing.locator('svg')).toHaveCount(1);
    // The drawing's styles are scoped to it: nothing outside carries its class names.
    expect(await page.locator('[class^="hero-"]').count()).toBeGreaterThan(10);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
      'href',
      /^data:image\/svg\+xml,/,
    );
    // Loaded and painted, untouched: the service diagrams are not shown on a phone and the
    // product drawings wait below the fold.
    expect(images).toEqual([]);
    // Hydrated (the app renders the head's link again) and still one sheet, none fetched.
    await gotoHydrated(page, '/');
    await expect(page.locator('link[rel="stylesheet"]:not([disabled])')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-weight', '800');
    expect(stylesheets).toEqual([]);
    await expectAccessible(page);
  });
});

for (const path of ['/', '/auth']) {
  test(`${path}: the islands chunk is requested after the first contentful paint`, async ({
    page,
  }) => {
    await page.goto(path);
    const islandsRequested = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((r) => /\/assets\/islands-/.test(r.name)),
      );
    await expect.poll(islandsRequested, { timeout: 15_000 }).toBe(true);
    const order = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      islands: performance
        .getEntriesByType('resource')
        .find((r) => /\/assets\/islands-[^/]+\.js$/.test(r.name))?.startTime,
    }));
    expect(order.paint).toBeDefined();
    expect(order.islands).toBeDefined();
    expect(order.islands).toBeGreaterThan(order.paint ?? Infinity);
  });
}
