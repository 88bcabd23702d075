import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { localePrefix, localeText, type Locale } from './layout-support.ts';

/**
 * Issue 26 §1, decision 0085: the cookie banner's choices answer the first tap without the app.
 * - With JavaScript off the banner is shown, its buttons post a form to POST /api/consent, the
 *   server answers 303 back to the page, now served without the banner, and the next page too.
 * - With JavaScript on, before the app or the islands chunk has loaded (here they never load: the
 *   page is served without its module scripts), the page's own inline script takes the tap: the
 *   banner is gone at once, nothing is posted, and the server knows the choice on the next page.
 */

const viewports = {
  phone: { width: 360, height: 800 },
  desktop: { width: 1366, height: 768 },
} as const;

const banner = (page: Page, locale: Locale) =>
  page.getByRole('region', { name: localeText(locale, 'common', 'cookies.banner.title') });
const choiceButton = (page: Page, locale: Locale, key: 'acceptAll' | 'rejectAll') =>
  banner(page, locale).getByRole('button', {
    name: localeText(locale, 'common', `cookies.banner.${key}`),
  });

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === 'nexus.consent');
}

const cases = [
  { locale: 'pt-BR', choice: 'rejectAll', kept: 'denied' },
  { locale: 'en', choice: 'acceptAll', kept: 'granted' },
] as const;

for (const { locale, choice, kept } of cases) {
  for (const [width, viewport] of Object.entries(viewports)) {
    test.describe(`JavaScript off, ${locale}, ${width} ${viewport.width}×${viewport.height}`, () => {
      test.use({ javaScriptEnabled: false, viewport, locale, cookieChoice: 'undecided' });

      test('one tap posts the choice, the page comes back without the banner, the next page too', async ({
        page,
        context,
      }) => {
        const faq = `${localePrefix[locale]}/faq`;
        await page.goto(faq);
        await expect(banner(page, locale)).toBeVisible();
        await expect(choiceButton(page, locale, choice)).toBeInViewport({ ratio: 1 });
        await page.screenshot({
          path: `test-results/screenshots/consent-no-js-${width}-${locale}.png`,
        });

        const posted = page.waitForResponse(
          (r) => r.url().endsWith('/api/consent') && r.request().method() === 'POST',
        );
        await choiceButton(page, locale, choice).click();
        const answer = await posted;
        expect(answer.status()).toBe(303);
        expect(answer.request().postData()).toBe(
          `return=${encodeURIComponent(faq)}&choice=${choice === 'acceptAll' ? 'accept' : 'reject'}`,
        );
        await expect(page).toHaveURL(new RegExp(`${faq}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          localeText(locale, 'faq', 'title'),
        );
        await expect(banner(page, locale)).toBeHidden();

        const cookie = await consentCookie(context);
        expect(cookie?.value).toMatch(new RegExp(`^1\\.${kept}\\.\\d{4}-`));
        expect(cookie?.httpOnly).toBe(false);
        expect(cookie?.sameSite).toBe('Lax');
        expect(cookie?.path).toBe('/');

        await page.goto(`${localePrefix[locale]}/about`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          localeText(locale, 'about', 'title'),
        );
        await expect(banner(page, locale)).toBeHidden();
      });
    });
  }
}

/** Serves `path` as the server sends it but without its module scripts: no app, no islands. */
async function withoutModuleScripts(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      const html = (await response.text()).replace(
        /<script type="module"[^>]*>[\s\S]*?<\/script>/g,
        '',
      );
      await route.fulfill({ status: response.status(), headers, body: html });
    },
  );
}

for (const { locale, choice, kept } of cases) {
  test.describe(`JavaScript on, before the app, ${locale}`, () => {
    test.use({ viewport: viewports.phone, locale, cookieChoice: 'undecided' });

    test('a tap hides the banner at once, without a post, and the server knows it next', async ({
      page,
      context,
    }) => {
      const faq = `${localePrefix[locale]}/faq`;
      await withoutModuleScripts(page, faq);
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request.url());
      });
      await page.goto(faq);
      await expect(banner(page, locale)).toBeVisible();
      await expectAccessible(page);
      // A mark on this document: a reload or a form post would drop it.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await choiceButton(page, locale, choice).click();
      await expect(banner(page, locale)).toBeHidden();
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
      expect(posts).toEqual([]);
      expect((await consentCookie(context))?.value).toMatch(new RegExp(`^1\\.${kept}\\.`));
      const stored = await page.evaluate(() => localStorage.getItem('cookie-consent'));
      expect(JSON.parse(stored ?? 'null')).toMatchObject({
        version: 1,
        analytics: kept === 'granted',
      });

      // The next page, served by the server: already without the banner in its HTML.
      const next = await page.request.get(`${localePrefix[locale]}/about`);
      expect(await next.text()).toContain('<section hidden="" data-cookie-banner=""');
    });
  });
}

test.describe('a visitor who chose before this change (localStorage only), JavaScript on', () => {
  test.use({ viewport: viewports.phone, cookieChoice: 'undecided' });

  test('never sees the banner: the inline script hides it before the first paint', async ({
    page,
    context,
  }) => {
    await context.addInitScript(() => {
      localStorage.setItem(
        'cookie-consent',
        JSON.stringify({ version: 1, analytics: false, decidedAt: '2026-11-20T10:00:00.000Z' }),
      );
      // Records whether the banner was ever rendered visible, frame by frame, from the start.
      const seen: boolean[] = [];
      Object.assign(window, { bannerSeen: seen });
      const look = () => {
        const b = document.querySelector('[data-cookie-banner]');
        if (b) seen.push(b.getClientRects().length > 0 && !b.hasAttribute('hidden'));
        if (document.readyState !== 'complete' || seen.length < 5) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page, 'pt-BR')).toBeHidden();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { bannerSeen: boolean[] }).bannerSeen.length),
      )
      .toBeGreaterThan(0);
    expect(
      await page.evaluate(() => (window as unknown as { bannerSeen: boolean[] }).bannerSeen),
    ).not.toContain(true);
  });
});
