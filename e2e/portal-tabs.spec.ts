import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { holdAppScripts, localeText } from './layout-support.ts';
import { signInNewClient } from './dashboard-support.ts';
import { signInAdmin } from './lead-desk-support.ts';

/**
 * The workspace's tab row (decision 0170), where the sidebar does not fit or the lead desk takes the
 * whole width: it opens with no tab cut in half at its start and the current tab whole; an edge
 * with tabs past it fades and, with a mouse, has a chevron that scrolls the row until its last tab
 * is whole. Portuguese and English, desk at 1366×768 and a page of the editorial desk at 360×800,
 * axe-clean; screenshots in /tmp/portal-tabs-shots/. On a phone the row opens there before the app
 * runs (decision 0172), so hydrating does not move it.
 */

test.describe.configure({ timeout: 90_000 });

const shots = '/tmp/portal-tabs-shots';
mkdirSync(shots, { recursive: true });

/** portal-nav.tsx's `tabEdge`: the room an edge with tabs past it keeps for its fade and chevron. */
const edge = 56;

/** The row's tabs as boxes, against the part of the row between the fades of its edges. */
function tabBoxes(row: Locator) {
  return row.evaluate((list, edge) => {
    const box = list.getBoundingClientRect();
    return {
      left: box.left + (list.hasAttribute('data-overflow-start') ? edge : 0),
      right: box.right - (list.hasAttribute('data-overflow-end') ? edge : 0),
      tabs: [...list.querySelectorAll('a')].map((a) => {
        const tab = a.getBoundingClientRect();
        return {
          name: a.textContent?.trim() ?? '',
          left: tab.left,
          right: tab.right,
          current: a.getAttribute('aria-current') === 'page',
        };
      }),
    };
  }, edge);
}

/** The current tab whole in sight, and its group's first tab too when the row had to move. */
async function expectOpenedWell(row: Locator) {
  const { left, right, tabs } = await tabBoxes(row);
  const current = tabs.filter((t) => t.current);
  expect(current.map((t) => t.left >= left - 1 && t.right <= right + 1)).toEqual([true]);
  // Nothing cut in half where the sight begins: a tab is either past the fade or under it.
  expect(tabs.filter((t) => t.left < left - 1 && t.right > left + 1).map((t) => t.name)).toEqual(
    [],
  );
}

function tabRow(page: Page, locale: 'pt-BR' | 'en') {
  return page
    .getByRole('navigation', { name: localeText(locale, 'navigation', 'portal.label') })
    .filter({ visible: true })
    .getByRole('list');
}

for (const locale of ['pt-BR', 'en'] as const) {
  test(`${locale}: the tab row opens on the current tab whole and a mouse scrolls it to its end`, async ({
    page,
  }) => {
    await signInAdmin(page, locale);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/admin');
    await expect(
      page.getByRole('heading', { level: 1, name: localeText(locale, 'admin', 'title') }),
    ).toBeVisible();
    const row = tabRow(page, locale);
    await expectOpenedWell(row);
    await page.screenshot({ path: `${shots}/desk-1366-${locale}.png` });

    // More tabs past the end: the row says so and a mouse can reach them.
    await expect(row).toHaveAttribute('data-overflow-end', 'true');
    const next = page.locator('[data-scroll-tabs="end"]');
    const back = page.locator('[data-scroll-tabs="start"]');
    await expect(next).toBeVisible();
    const last = row.getByRole('link').last();
    // A keyboard reaches a tab past the end: focus scrolls it in, clear of the fade.
    await row.getByRole('link').nth(-2).focus();
    await expect
      .poll(async () => {
        const { left, right, tabs } = await tabBoxes(row);
        const tab = tabs.at(-2);
        return tab !== undefined && tab.left >= left - 1 && tab.right <= right + 1;
      })
      .toBe(true);
    await row.evaluate((list) => list.scrollTo({ left: 0, behavior: 'instant' }));

    // Reduced motion: each chevron click scrolls at once, so the loop reads settled positions.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (let i = 0; i < 6 && (await next.isVisible()); i++) {
      const before = await row.evaluate((list) => list.scrollLeft);
      await next.click();
      await expect
        .poll(() => row.evaluate((list) => list.scrollLeft), { timeout: 5_000 })
        .toBeGreaterThan(before);
    }
    await expect(row).not.toHaveAttribute('data-overflow-end');
    await expect(next).toBeHidden();
    await expect(back).toBeVisible();
    const { right, tabs } = await tabBoxes(row);
    expect(tabs.at(-1)?.right).toBeLessThanOrEqual(right + 1);
    await expect(last).toBeVisible();
    await page.screenshot({ path: `${shots}/desk-1366-${locale}-end.png` });
    await expectAccessible(page);

    // A page of the editorial desk on a phone: its tab whole, its group from the start.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/admin/content');
    await expect(
      page.getByRole('heading', { level: 1, name: localeText(locale, 'admin', 'content.title') }),
    ).toBeVisible();
    await expectOpenedWell(tabRow(page, locale));
    await expect(tabRow(page, locale)).toHaveAttribute('data-overflow-start', 'true');
    await page.screenshot({ path: `${shots}/content-360-${locale}.png` });
    await expectAccessible(page);
  });
}

for (const locale of ['pt-BR', 'en'] as const) {
  test(`${locale}: on a phone the row opens on the current tab before the app runs, and stays there`, async ({
    page,
  }) => {
    await signInNewClient(page, 'Ada Lovelace', locale);
    await page.setViewportSize({ width: 360, height: 800 });
    // The first paint as a slow phone sees it: the page's own first screen, no script run yet.
    const release = await holdAppScripts(page);
    await page.goto('/dashboard/calculator', { waitUntil: 'commit' });
    const row = tabRow(page, locale);
    const current = row.locator('a[aria-current="page"]');
    await expect(current).toBeVisible();
    const opened = await row.evaluate((list) => {
      const tab = list.querySelector<HTMLElement>('a[aria-current="page"]');
      return { scrollLeft: list.scrollLeft, tabLeft: tab?.offsetLeft ?? -1 };
    });
    // The calculator is past the first screen's width: at the row's start it would be out of sight.
    expect(opened.tabLeft).toBeGreaterThan(360);
    // openingScroll's answer for a group wider than the row: the tab just past the start's fade.
    expect(opened.scrollLeft).toBe(opened.tabLeft - edge);
    await page.screenshot({ path: `${shots}/calculator-360-${locale}-first-paint.png` });

    release();
    await expect(page.getByTestId('account-menu-button')).toContainText('Ada Lovelace', {
      timeout: 30_000,
    });
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(await row.evaluate((list) => list.scrollLeft)).toBe(opened.scrollLeft);
    await expectOpenedWell(row);
    await expect(row).toHaveAttribute('data-overflow-start', 'true');
    await page.screenshot({ path: `${shots}/calculator-360-${locale}-hydrated.png` });
    await expectAccessible(page);
  });
}
