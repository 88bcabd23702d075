import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

/**
 * Issue 26 §2, decision 0086: the site is set in Inter, self-hosted. The page preloads the one
 * variable file of Inter's Latin range (every weight above the fold), the text is set in
 * `Inter Variable` with the metric-matched `Inter Fallback` behind it, and nothing moves while the
 * page loads (the font is `optional`: no swap, no layout shift).
 */

const shots = '/tmp/i26-bench-shots';

async function layoutShifts(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        // Buffered: every shift since the navigation, then what is queued right now.
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => setTimeout(() => resolve(total)));
      }),
  );
}

for (const { name, viewport } of [
  { name: 'phone', viewport: { width: 360, height: 800 } },
  { name: 'desktop', viewport: { width: 1366, height: 768 } },
]) {
  test.describe(`the brand typeface on the ${name}`, () => {
    test.use({ viewport });

    for (const path of ['/', '/en/about']) {
      test(`${path} preloads Inter's Latin file and is set in it without a shift`, async ({
        page,
      }) => {
        await page.goto(path);
        const preload = page.locator('head link[rel="preload"][as="font"]');
        await expect(preload).toHaveCount(1);
        await expect(preload).toHaveAttribute(
          'href',
          /^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/,
        );
        await expect(preload).toHaveAttribute('type', 'font/woff2');
        // Fonts are fetched in CORS mode: without it the preload is fetched twice.
        await expect(preload).toHaveAttribute('crossorigin', 'anonymous');

        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toBeVisible();
        await expect
          .poll(() => heading.evaluate((el) => getComputedStyle(el).fontFamily))
          .toMatch(/^"Inter Variable", "Inter Fallback",/);
        // The preloaded file is served, and the Latin face loaded from it.
        await page.evaluate(() => document.fonts.ready);
        expect(
          await page.evaluate(() =>
            [...document.fonts].some((f) => f.family === 'Inter Variable' && f.status === 'loaded'),
          ),
        ).toBe(true);
        expect(await layoutShifts(page)).toBe(0);

        mkdirSync(shots, { recursive: true });
        // A second view of the page, as a visitor's next page: the font is in the cache.
        await page.reload();
        await page.evaluate(() => document.fonts.ready);
        const file = `${path === '/' ? 'home' : path.replaceAll('/', '-').slice(1)}-${name}.png`;
        await page.screenshot({ path: `${shots}/${file}` });
        await expectAccessible(page);
      });
    }
  });
}
