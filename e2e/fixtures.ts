import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every journey fails on a console error or an uncaught page error (a CSP violation shows up as a
 * console error), so a broken script cannot hide behind a passing assertion.
 */
export const test = base.extend<{
  consoleErrors: string[];
  /**
   * The visitor's cookie choice before the first page: most journeys are about something else and
   * start as a visitor who already refused optional cookies, so the banner does not cover the
   * page; the consent journeys ask for 'undecided'.
   */
  cookieChoice: 'undecided' | 'rejected';
  presetCookieChoice: undefined;
  /** Console errors a journey provokes on purpose (e.g. a failed submission is logged). */
  expectedConsoleErrors: RegExp[];
}>({
  expectedConsoleErrors: [[], { option: true }],
  cookieChoice: ['rejected', { option: true }],
  presetCookieChoice: [
    async ({ context, cookieChoice, baseURL }, use) => {
      if (cookieChoice === 'rejected') {
        // Both records a visitor who chose may hold: the cookie the server reads (so pages come
        // without the banner with JavaScript off too, decision 0085) and the older localStorage one.
        await context.addCookies([
          {
            name: 'nexus.consent',
            value: `1.denied.${new Date().toISOString()}`,
            url: baseURL ?? 'http://localhost',
          },
        ]);
        await context.addInitScript(() => {
          if (!localStorage.getItem('cookie-consent')) {
            localStorage.setItem(
              'cookie-consent',
              JSON.stringify({ version: 1, analytics: false, decidedAt: new Date().toISOString() }),
            );
          }
        });
      }
      await use(undefined);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        // HTTP error answers are judged below by what was requested: a 401 from /api/user or the
        // 404 of a missing page is expected; a missing script, style or icon is not.
        if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource'))
          errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (response.status() >= 400 && !['document', 'fetch', 'xhr'].includes(type)) {
          errors.push(`${response.status()} for ${type} ${response.url()}`);
        }
      });
      await use(errors);
      const unexpected = errors.filter((e) => !expectedConsoleErrors.some((re) => re.test(e)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe-core on the current page: no serious or critical violation allowed. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`),
    'serious or critical accessibility violations',
  ).toEqual([]);
}

/**
 * Opens a prerendered page, nudges it (one wheel step: the app loads at the first interaction,
 * decisions 0007 and 0072) and waits until the app has hydrated it. Journeys about the page's
 * behaviour use this so their assertions do not race the app's download on a busy machine; early
 * clicks before hydration are covered by the gate's replay.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.mouse.wheel(0, 1);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
}
