import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import type { Locale } from './layout-support.ts';
import { overflowing, privateStops, signIn, visit, type Stop } from './page-tour.ts';

/**
 * Issue 14 §4: the tool results, the widest things the site draws, reflow on a 390 px phone in
 * English. Every page at 360 px (sideways scrolling and axe, once per role) is measured by the
 * screenshot journey's tour (e2e/screenshots.spec.ts), which opens each page once and checks it at
 * every width; the phone menu's own journey is in navigation.spec.ts.
 */

async function tour(page: Page, stops: Stop[], locale: Locale): Promise<void> {
  const problems: string[] = [];
  for (const stop of stops) {
    await visit(page, stop, locale);
    const width = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    if (width.scroll > width.viewport) {
      problems.push(
        `${stop.path}${stop.result ? ' (result)' : ''}: ${width.scroll} px wide; ${(await overflowing(page)).join(', ')}`,
      );
    }
    const axe = await new AxeBuilder({ page }).analyze();
    for (const v of axe.violations) {
      if (v.impact === 'serious' || v.impact === 'critical') {
        problems.push(
          `${stop.path}: axe ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
        );
      }
    }
  }
  expect(problems, 'pages wider than the phone or failing axe').toEqual([]);
}

test.describe('390 px phone: the tool results reflow (issue 14 §4)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('assessment, finder and ROI results in English', async ({ page, context }) => {
    await signIn(context, 'client', 'en');
    await tour(
      page,
      privateStops('client').filter((s) => s.result),
      'en',
    );
  });
});
