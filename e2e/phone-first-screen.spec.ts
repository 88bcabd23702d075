import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { localePrefix, localeText, type Locale } from './layout-support.ts';

/**
 * Issue 26 §6, decision 0081: a first visit shows the cookie banner, and on a 360×800 phone it
 * covered 36 % of the first screen, the hero's call to action and whatever keyboard focus reached
 * behind it. With the banner shown: it takes at most a quarter of the screen, the hero's call to
 * action is in view and not under it, and no focused element is ever behind it (WCAG 2.2 SC
 * 2.4.11), on a phone and on a desktop, axe-clean. The page is opened untouched, as a first visit
 * sees it; the first key press loads the app, so the walk covers the page before and after it.
 */

const phone = { width: 360, height: 800 };
const desktop = { width: 1366, height: 768 };
// Backwards from the end: the last screens, as focus scrolls up into them.
const tabPresses = 40;
// Forwards the walk goes to the footer's last link, every stop of the page (about 100 on `/`);
// this only stops a walk that never gets there.
const maxTabPresses = 250;

function banner(page: Page, locale: Locale): Locator {
  return page.getByRole('region', { name: localeText(locale, 'common', 'cookies.banner.title') });
}

/** Waits until scrolling has settled (html scroll-behavior is smooth), two frames alike. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let last = -1;
    for (let i = 0; i < 100; i++) {
      await frame();
      await frame();
      if (window.scrollY === last) return;
      last = window.scrollY;
    }
  });
}

/**
 * The walks check where focus comes to rest, which smooth scrolling reaches too, only later: with
 * reduced motion the page scrolls at once (app.css turns smooth scrolling off), so each of the ~140
 * presses settles in a few frames instead of an animation (CI time; the rest positions are the
 * same).
 */
async function instantScroll(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

/**
 * Tabs through the page: forwards (`Tab`) from the top to the footer's last link, every stop of
 * the page; backwards (`Shift+Tab`) `tabPresses` times. After each press the focused element must
 * not overlap the banner (unless it is in the banner). Returns how many elements were reached, so
 * a walk that focused nothing fails, and whether the forward walk reached the end.
 */
async function walkFocus(
  page: Page,
  locale: Locale,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
): Promise<{ stops: number; hidden: string[]; reachedEnd: boolean }> {
  const region = banner(page, locale);
  await expect(region).toBeVisible();
  const hidden: string[] = [];
  let stops = 0;
  let reachedEnd = false;
  const presses = key === 'Tab' ? maxTabPresses : tabPresses;
  for (let i = 0; i < presses && !reachedEnd; i++) {
    await page.keyboard.press(key);
    await settled(page);
    const at = await page.evaluate(() => {
      const focused = document.activeElement;
      const shown = document.querySelector('[data-cookie-banner]:not([hidden])');
      if (!focused || focused === document.body || !shown) return null;
      // The footer's last link a visitor can reach (the language menu's links stay hidden).
      const links = [...document.querySelectorAll('footer a[href]')].filter((a) =>
        a.checkVisibility(),
      );
      const last = focused === links.at(-1);
      if (shown.contains(focused)) return { overlap: '', last };
      const f = focused.getBoundingClientRect();
      const b = shown.getBoundingClientRect();
      const overlaps = f.bottom > b.top + 0.5 && f.top < b.bottom && f.width > 0 && f.height > 0;
      const name = (focused.textContent ?? '').trim().slice(0, 40) || focused.tagName;
      const overlap = overlaps
        ? `${name} at ${Math.round(f.top)}-${Math.round(f.bottom)} px, banner from ${Math.round(b.top)} px`
        : '';
      return { overlap, last };
    });
    if (at === null) continue;
    stops += 1;
    if (at.overlap) hidden.push(`${key} ${i + 1}: ${at.overlap}`);
    reachedEnd = key === 'Tab' && at.last;
  }
  // The banner is still there: the walk only moved focus, it chose nothing.
  await expect(region).toBeVisible();
  return { stops, hidden, reachedEnd };
}

for (const locale of ['pt-BR', 'en'] as const) {
  test.describe(`the phone's first screen with the cookie banner, ${locale} (issue 26 §6)`, () => {
    test.use({ cookieChoice: 'undecided', viewport: phone, locale });

    test('the banner takes at most a quarter of the screen and leaves the hero call to action in view', async ({
      page,
    }) => {
      await page.goto(localePrefix[locale] || '/');
      const region = banner(page, locale);
      await expect(region).toBeVisible();
      await page.screenshot({
        path: `test-results/screenshots/phone-first-screen-360-${locale}.png`,
      });
      const box = await region.boundingBox();
      expect(box, 'banner box').not.toBeNull();
      expect(box?.height ?? Infinity, 'banner height').toBeLessThanOrEqual(phone.height * 0.25);
      // Its buttons stay reachable and alike (decision 0008): accept and refuse side by side.
      const accept = region.getByRole('button', {
        name: localeText(locale, 'common', 'cookies.banner.acceptAll'),
      });
      const reject = region.getByRole('button', {
        name: localeText(locale, 'common', 'cookies.banner.rejectAll'),
      });
      await expect(accept).toBeInViewport({ ratio: 1 });
      await expect(reject).toBeInViewport({ ratio: 1 });
      await expect(
        region.getByRole('button', {
          name: localeText(locale, 'common', 'cookies.banner.preferences'),
        }),
      ).toBeInViewport({ ratio: 1 });
      await expect(
        region.getByRole('link', { name: localeText(locale, 'common', 'cookies.banner.policy') }),
      ).toBeInViewport({ ratio: 1 });

      const cta = page
        .getByRole('main')
        .getByRole('link', { name: localeText(locale, 'home', 'hero.primary') });
      await expect(cta).toBeInViewport({ ratio: 1 });
      // In view is not enough: the banner is drawn over the page, so ask what is at the centre.
      const onTop = await cta.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit !== null && (hit === el || el.contains(hit));
      });
      expect(onTop, 'the hero call to action is not under the banner').toBe(true);
      await expectAccessible(page);
    });

    test('keyboard focus is never hidden behind the banner', async ({ page }) => {
      await instantScroll(page);
      await page.goto(localePrefix[locale] || '/');
      const forwards = await walkFocus(page, locale);
      expect(forwards.reachedEnd, 'the forward walk reached the footer').toBe(true);
      expect(forwards.stops).toBeGreaterThanOrEqual(tabPresses);
      expect(forwards.hidden, 'focused elements behind the banner').toEqual([]);
      // Up from the end too: focus scrolling up into the last screens.
      await page.getByRole('contentinfo').getByRole('link').last().focus();
      const backwards = await walkFocus(page, locale, 'Shift+Tab');
      expect(backwards.stops).toBeGreaterThanOrEqual(tabPresses / 2);
      expect(backwards.hidden, 'focused elements behind the banner, from the end').toEqual([]);
      await expectAccessible(page);
    });
  });
}

/** Both hero buttons: in view, apart from the banner, and on top at their centre and ends. */
async function expectHeroButtonsClear(page: Page, locale: Locale): Promise<void> {
  const region = banner(page, locale);
  const shown = await region.boundingBox();
  expect(shown, 'banner box').not.toBeNull();
  for (const key of ['hero.primary', 'hero.secondary']) {
    const button = page
      .getByRole('main')
      .getByRole('link', { name: localeText(locale, 'home', key) });
    await expect(button).toBeInViewport({ ratio: 1 });
    const box = await button.boundingBox();
    const apart =
      box !== null &&
      shown !== null &&
      (box.x + box.width <= shown.x ||
        box.x >= shown.x + shown.width ||
        box.y + box.height <= shown.y ||
        box.y >= shown.y + shown.height);
    expect(apart, `${key} does not overlap the banner`).toBe(true);
    const onTop = await button.evaluate((el) => {
      const r = el.getBoundingClientRect();
      // Centre and both ends, inside the rounded corners (hit testing follows the radius).
      const y = r.top + r.height / 2;
      const points = [
        [r.left + r.width / 2, y],
        [r.left + r.height / 2, y],
        [r.right - r.height / 2, y],
      ] as const;
      return points.every(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (hit === el || el.contains(hit));
      });
    });
    expect(onTop, `${key} is not under the banner`).toBe(true);
  }
}

for (const size of [
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
]) {
  for (const locale of ['pt-BR', 'en'] as const) {
    test.describe(`the desktop first screen with the banner, ${size.width}×${size.height} ${locale} (issue 26 §6)`, () => {
      test.use({ cookieChoice: 'undecided', viewport: size, locale });

      test("the hero's call-to-action buttons are not covered by the banner", async ({ page }) => {
        await page.goto(localePrefix[locale] || '/');
        await expect(banner(page, locale)).toBeVisible();
        await page.screenshot({
          path: `test-results/screenshots/first-screen-${size.width}-${locale}.png`,
        });
        await expectHeroButtonsClear(page, locale);
        // The choices stay whole and alike in the corner card (decision 0008).
        for (const key of ['acceptAll', 'rejectAll']) {
          await expect(
            banner(page, locale).getByRole('button', {
              name: localeText(locale, 'common', `cookies.banner.${key}`),
            }),
          ).toBeInViewport({ ratio: 1 });
        }
      });
    });
  }
}

test.describe('the desktop first screen with the cookie banner (issue 26 §6)', () => {
  test.use({ cookieChoice: 'undecided', viewport: desktop });

  test('keyboard focus is never hidden behind the banner, axe-clean', async ({ page }) => {
    await instantScroll(page);
    await page.goto('/');
    await expect(banner(page, 'pt-BR')).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/first-screen-1366-pt-BR.png' });
    const forwards = await walkFocus(page, 'pt-BR');
    expect(forwards.reachedEnd, 'the forward walk reached the footer').toBe(true);
    expect(forwards.stops).toBeGreaterThanOrEqual(tabPresses);
    expect(forwards.hidden, 'focused elements behind the banner').toEqual([]);
    await page.getByRole('contentinfo').getByRole('link').last().focus();
    const backwards = await walkFocus(page, 'pt-BR', 'Shift+Tab');
    expect(backwards.stops).toBeGreaterThanOrEqual(tabPresses / 2);
    expect(backwards.hidden, 'focused elements behind the banner, from the end').toEqual([]);
    await expectAccessible(page);
  });
});
