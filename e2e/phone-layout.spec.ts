import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import type { Locale } from './layout-support.ts';
import { privateStops, publicStops, signIn, visit, type Stop, type Who } from './page-tour.ts';

/**
 * Issue 14 §4: no page, public or private, scrolls sideways on a 360 px phone, and axe stays clean
 * on every route. The phone menu's own journey (every header destination, sign-out included) is
 * in navigation.spec.ts. Each page is checked in the language with the longest texts (Spanish) or,
 * for the private pages, once per role; the screenshot journey measures every language and width.
 */

/** Elements whose right edge passes the viewport: named so a failure says what to fix. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5) continue;
      // Inside a box that fits and scrolls or clips on its own (a tab row): not the page's width.
      let clipped = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const { overflowX } = getComputedStyle(p);
        if (overflowX !== 'visible' && p.getBoundingClientRect().right <= width + 0.5) {
          clipped = true;
          break;
        }
      }
      if (clipped) continue;
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.className).split(' ').slice(0, 3).join('.')}`;
      found.push(`${name} → ${Math.round(box.right)} px`);
      if (found.length === 3) break;
    }
    return found;
  });
}

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

test.describe('360 px phone: every page fits and passes axe (issue 14 §4)', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  // About forty pages with axe on each, on a shared two-core machine.
  test.setTimeout(240_000);

  test('public pages signed out, in Spanish', async ({ page }) => {
    await tour(page, publicStops('es'), 'es');
  });

  for (const [who, locale] of [
    ['client', 'pt-BR'],
    ['admin', 'es'],
  ] as [Exclude<Who, 'visitor'>, Locale][]) {
    test(`private pages and tool results as ${who} (${locale})`, async ({ page, context }) => {
      await signIn(context, who, locale);
      await tour(page, privateStops(who), locale);
    });
  }
});

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
