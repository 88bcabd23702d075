import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { localePrefix, localeText, sidewaysOverflow, type Locale } from './layout-support.ts';

/**
 * Issue 26 §1 and §2, decision 0084: every control of the header's first view answers the first
 * tap from the prerendered HTML (HTML popovers and plain links), with JavaScript off and before
 * the app has loaded; the call to action is the header's filled button.
 */

const nav = (locale: Locale, key: string) => localeText(locale, 'navigation', key);
const languageName = (locale: Locale) => localeText(locale, 'common', `languages.${locale}.name`);
/** The selector's button: "Idioma: Português (Brasil). Alterar idioma" starts with "Idioma:". */
const languageButton = (locale: Locale) =>
  new RegExp(`^${localeText(locale, 'common', 'languageSelector.label').split(':')[0]}:`);
const otherLocale = (locale: Locale): Locale => (locale === 'pt-BR' ? 'en' : 'pt-BR');
const shots = 'test-results/screenshots';

async function openMenu(page: Page, locale: Locale) {
  await page.getByRole('button', { name: nav(locale, 'menu.open') }).click();
  const sheet = page.getByRole('dialog', { name: nav(locale, 'menu.title') });
  await expect(sheet).toBeVisible();
  return sheet;
}

/**
 * Holds the app's entry module until `release` is called: the page certainly has not hydrated
 * while a test taps it (no timing involved).
 */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The FAQ page on a phone with the app held back (its entry not yet delivered). */
async function heldFaqOnPhone(page: Page, prefix: string) {
  await page.setViewportSize({ width: 360, height: 800 });
  const release = await holdTheApp(page);
  await page.goto(`${prefix}/faq`);
  return { release, html: page.locator('html') };
}

// axe runs in the page's JavaScript, so the accessibility of this very markup is checked below,
// with the app held back, not here.
test.describe('JavaScript off (issue 26 §1)', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['pt-BR', 'en'] as const) {
    const p = localePrefix[locale];
    const other = otherLocale(locale);

    test(`${locale}, phone: the menu opens, its links lead on, its language selector switches language`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(`${p}/about`);
      const header = page.getByRole('banner');
      expect((await header.boundingBox())?.height).toBeLessThanOrEqual(64);
      expect(await sidewaysOverflow(page)).toBe(0);

      let sheet = await openMenu(page, locale);
      // The call to action is the sheet's primary button, to this language's demonstration page.
      await expect(sheet.getByRole('link', { name: nav(locale, 'demonstration') })).toHaveAttribute(
        'href',
        `${p}/demonstracao`,
      );
      await expect(sheet.getByRole('link', { name: nav(locale, 'login') })).toBeVisible();
      await page.screenshot({ path: `${shots}/no-js-phone-menu-${locale}.png` });
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();

      sheet = await openMenu(page, locale);
      await sheet.getByRole('button', { name: languageButton(locale) }).click();
      const target = sheet.getByRole('link', { name: new RegExp(languageName(other)) });
      await expect(target).toBeVisible();
      await expect(sheet).toBeVisible();
      await target.click();
      await expect(page).toHaveURL(`${localePrefix[other]}/about`);
      await expect(page.locator('html')).toHaveAttribute('lang', other);

      await page.goto(`${p}/about`);
      sheet = await openMenu(page, locale);
      await sheet.getByRole('link', { name: nav(locale, 'technologies'), exact: true }).click();
      await expect(page).toHaveURL(`${p}/technologies`);
    });

    test(`${locale}, desktop: the services menu and the language selector open, the language link switches`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 800 });
      await page.goto(`${p}/about`);
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: nav(locale, 'services') }).click();
      const service = header.getByRole('link', {
        name: new RegExp(nav(locale, 'serviceItems.analise-preditiva.title')),
      });
      await expect(service).toBeVisible();
      await page.screenshot({ path: `${shots}/no-js-services-${locale}.png` });
      await page.keyboard.press('Escape');
      await expect(service).toBeHidden();

      await header.getByRole('button', { name: languageButton(locale) }).click();
      const target = header.getByRole('link', { name: new RegExp(languageName(other)) });
      await expect(target).toBeVisible();
      await page.screenshot({ path: `${shots}/no-js-language-${locale}.png` });
      await target.click();
      await expect(page).toHaveURL(`${localePrefix[other]}/about`);
      await expect(page.locator('html')).toHaveAttribute('lang', other);

      await page.goto(`${p}/about`);
      await header.getByRole('button', { name: nav(locale, 'services') }).click();
      await service.click();
      await expect(page).toHaveURL(`${p}/servicos/analise-preditiva`);
    });
  }
});

test.describe('the first tap before the app has loaded (issue 26 §1)', () => {
  for (const locale of ['pt-BR', 'en'] as const) {
    const p = localePrefix[locale];

    test(`${locale}, phone: the menu opens at once and stays open when the app arrives`, async ({
      page,
    }) => {
      const { release, html } = await heldFaqOnPhone(page, p);
      const button = page.getByRole('button', { name: nav(locale, 'menu.open') });
      // The sheet is already on screen in the first frame after the tap, not sliding in from
      // beyond the edge (decision 0142: the frames that drew nothing of it counted in the tap).
      const firstFrame = await button.evaluate(
        (el) =>
          new Promise<{ left: number; right: number }>((resolve) => {
            (el as HTMLButtonElement).click();
            requestAnimationFrame(() => {
              const box = document.getElementById('phone-menu')?.getBoundingClientRect();
              resolve({ left: box?.left ?? Infinity, right: box?.right ?? 0 });
            });
          }),
      );
      expect(firstFrame.left).toBeLessThan(360 - 200);
      expect(firstFrame.right).toBeGreaterThan(0);
      const sheet = page.getByRole('dialog', { name: nav(locale, 'menu.title') });
      await expect(sheet).toBeVisible();
      await sheet.getByRole('button', { name: languageButton(locale) }).click();
      await expect(sheet.getByRole('link', { name: new RegExp(languageName('es')) })).toBeVisible();
      await expectAccessible(page);
      await expect(html).not.toHaveAttribute('data-hydrated', 'true');

      // The app hydrates the open menu: it stays open (the gate no longer replays the tap, which
      // closed it again) and the button now says so.
      release();
      await expect(html).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
      await expect(sheet).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    test.describe('with no cookie choice yet', () => {
      test.use({ cookieChoice: 'undecided' });

      test(`${locale}, phone: what the page answers itself is not handed to React until the app has hydrated`, async ({
        page,
      }) => {
        const { release, html } = await heldFaqOnPhone(page, p);
        // React listens at the document (hydrateRoot(document)); a listener there counts what it
        // would be told. A tap it is told about while hydrating makes it hydrate in the tap's task
        // (decision 0154).
        await page.evaluate(() => {
          const seen: string[] = [];
          (window as unknown as { seenAtDocument: string[] }).seenAtDocument = seen;
          for (const type of ['pointerdown', 'click'])
            document.addEventListener(
              type,
              (e) => seen.push(`${type}:${(e.target as Element).localName}`),
              true,
            );
        });
        const seen = () =>
          page.evaluate(
            () => (window as unknown as { seenAtDocument: string[] }).seenAtDocument.length,
          );
        const banner = page.getByRole('region', {
          name: localeText(locale, 'common', 'cookies.banner.title'),
        });
        await banner
          .getByRole('button', { name: localeText(locale, 'common', 'cookies.banner.rejectAll') })
          .click();
        await expect(banner).toBeHidden();
        const button = page.getByRole('button', { name: nav(locale, 'menu.open') });
        await button.click();
        const sheet = page.getByRole('dialog', { name: nav(locale, 'menu.title') });
        await expect(sheet).toBeVisible();
        expect(await seen()).toBe(0);

        release();
        await expect(html).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await expect(banner).toBeHidden();
        // Hydrated: taps reach the document, and so the app, again.
        await sheet
          .getByRole('button', { name: localeText(locale, 'common', 'actions.close') })
          .click();
        await expect(sheet).toBeHidden();
        expect(await seen()).toBeGreaterThan(0);
        await expectAccessible(page);
      });
    });

    test(`${locale}, desktop: the services menu and the language selector open at once and stay open when the app arrives`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 800 });
      const release = await holdTheApp(page);
      await page.goto(p || '/');
      const html = page.locator('html');
      const header = page.getByRole('banner');
      const services = header.getByRole('button', { name: nav(locale, 'services') });
      await services.click();
      const service = header.getByRole('link', {
        name: new RegExp(nav(locale, 'serviceItems.automacao-inteligente.title')),
      });
      await expect(service).toBeVisible();
      await expectAccessible(page);
      await expect(html).not.toHaveAttribute('data-hydrated', 'true');
      release();
      await expect(html).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
      await expect(service).toBeVisible();
      await expect(services).toHaveAttribute('aria-expanded', 'true');

      // Hydrated now: the language selector focuses the current language, arrows move, Escape
      // closes and gives focus back.
      const language = header.getByRole('button', { name: languageButton(locale) });
      await language.click();
      await expect(service).toBeHidden();
      await expect(language).toHaveAttribute('aria-expanded', 'true');
      const list = header.getByRole('list', {
        name: localeText(locale, 'common', 'languageSelector.listLabel'),
      });
      await expect(
        list.getByRole('link', { name: new RegExp(languageName(locale)) }),
      ).toBeFocused();
      await page.keyboard.press('End');
      await expect(list.getByRole('link', { name: new RegExp(languageName('es')) })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
      await expect(language).toBeFocused();
      await expectAccessible(page);
    });
  }
});

test.describe('the call to action (issue 26 §2)', () => {
  for (const locale of ['pt-BR', 'en'] as const) {
    const p = localePrefix[locale];

    test(`${locale}: request a demonstration is the header's filled button, sign-in the outlined one; one row on a phone`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 800 });
      await page.goto(`${p}/about`);
      const header = page.getByRole('banner');
      const cta = header.getByRole('link', { name: nav(locale, 'demonstration') });
      const signIn = header.getByRole('link', { name: nav(locale, 'login') });
      await expect(cta).toHaveAttribute('href', `${p}/demonstracao`);
      await expect(signIn).toBeVisible();
      const look = (el: typeof cta) =>
        el.evaluate((node) => {
          const style = getComputedStyle(node);
          return { background: style.backgroundColor, border: style.borderTopWidth };
        });
      const headerBackground = await header.evaluate(
        (node) => getComputedStyle(node).backgroundColor,
      );
      const ctaLook = await look(cta);
      const signInLook = await look(signIn);
      // Filled: its own colour; the sign-in button is outlined on the page's surface.
      expect(ctaLook.background).not.toBe(signInLook.background);
      expect(ctaLook.background).not.toBe(headerBackground);
      expect(signInLook.border).toBe('1px');
      await expectAccessible(page);
      await page.screenshot({ path: `${shots}/header-1366-${locale}.png` });

      await page.setViewportSize({ width: 360, height: 800 });
      expect((await header.boundingBox())?.height).toBeLessThanOrEqual(64);
      expect(await sidewaysOverflow(page)).toBe(0);
      // Too wide for one row at 360 px: it is the menu's primary button there.
      await expect(cta).toBeHidden();
      await page.screenshot({ path: `${shots}/header-360-${locale}.png` });
    });
  }
});
