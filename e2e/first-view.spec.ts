import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { registerByApi } from './support.ts';

/**
 * Issue 14 §7, decisions 0072 and 0084: a prerendered page shows the cookie banner and the
 * header's session controls without anyone touching it and before the app; the app then hydrates
 * once the page is idle, untouched (issue 26 §1); a signed-in visitor gets their name.
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
  test('shows the banner and the sign-in button before the app, which then hydrates untouched', async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Sua privacidade' });
    await expect(banner).toBeVisible({ timeout: 15_000 });
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expectAccessible(page);
    // Still untouched, the app hydrates once the page is idle (decision 0084, no longer at the
    // first input); the islands chunk came first, the app's modules only after it.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {
      timeout: 30_000,
    });
    expect(scripts[0]).toMatch(/^islands-/);
    expect(scripts.length).toBeGreaterThan(1);

    // The app takes the choice.
    await banner.getByRole('button', { name: 'Rejeitar todos' }).click();
    await expect(banner).toBeHidden();
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
