import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { registerByApi } from './support.ts';

/**
 * Issue 14 §7, decision 0072: a prerendered page shows the cookie banner and the header's session
 * controls without anyone touching it, and an anonymous visitor who does nothing never downloads
 * the app; a signed-in one gets their name without a touch.
 */

/** Scripts the page has requested so far (same origin), by file name. */
function scriptsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.pathname.startsWith('/assets/'))
      seen.push(url.pathname.slice('/assets/'.length));
  });
  return seen;
}

test.describe('a first visit with no cookie choice', () => {
  test.use({ cookieChoice: 'undecided' });
  test('shows the banner and the sign-in button without the app', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Sua privacidade' });
    await expect(banner).toBeVisible({ timeout: 15_000 });
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expectAccessible(page);
    // Still untouched: only the boot chunks were fetched, the app was not.
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    expect(scripts.filter((s) => !/^(islands|first-visit)-/.test(s))).toEqual([]);
    expect(scripts.some((s) => s.startsWith('islands-'))).toBe(true);

    // The first click hydrates the app, which takes the choice.
    await banner.getByRole('button', { name: 'Rejeitar todos' }).click();
    await expect(banner).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toContain(
      '"analytics":false',
    );
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('region', { name: 'Sua privacidade' })).toHaveCount(0);
  });
});

test('a signed-in visitor sees their name in the header without touching the page', async ({
  page,
}) => {
  await registerByApi(page.request, 'Helena Duarte');
  for (const path of ['/en/about', '/faq']) {
    await page.goto(path);
    await expect(page.getByTestId('header-user-name')).toHaveText('Helena Duarte', {
      timeout: 30_000,
    });
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toHaveCount(0);
});
