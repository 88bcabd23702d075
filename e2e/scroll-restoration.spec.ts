import { expect, test } from './fixtures.ts';

/**
 * Scroll restoration of the prerendered pages (decision 0171): a first visit's history entry gets
 * its key after the parse, before the app starts, and the app keeps it; a reload comes back to
 * where the visitor was, put there by the page's inline script while it is parsed, before the app
 * has hydrated. At 360×800 and 1366×768.
 */

for (const viewport of [
  { width: 360, height: 800 },
  { width: 1366, height: 768 },
]) {
  test(`${viewport.width} px: a first visit is keyed without the parse paying for it, and a reload returns to the same place`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/faq');
    // Keyed in a task of its own after the parse, long before the app (which waits for idle).
    await expect.poll(() => page.evaluate(() => typeof history.state?.key)).toBe('string');
    const key = await page.evaluate(() => history.state.key as string);

    // The app starts (a nudge) and adopts that key rather than giving the entry another.
    await page.mouse.wheel(0, 1);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {
      timeout: 30_000,
    });
    expect(await page.evaluate(() => history.state?.key as unknown)).toBe(key);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);

    await page.reload({ waitUntil: 'domcontentloaded' });
    // Where the visitor was, before the app: the inline script put the page there.
    expect(
      await page.evaluate(() => ({
        y: Math.round(window.scrollY),
        key: history.state?.key,
        hydrated: document.documentElement.hasAttribute('data-hydrated'),
      })),
    ).toEqual({ y: 1500, key, hydrated: false });
    // And the app, once hydrated, leaves it there.
    await page.mouse.wheel(0, 1);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {
      timeout: 30_000,
    });
    await expect
      .poll(() => page.evaluate(() => Math.round(window.scrollY)))
      .toBeGreaterThanOrEqual(1500);
  });
}
