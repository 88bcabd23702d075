import type { Page } from '@playwright/test';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures.ts';
import {
  grantAdmin,
  localePrefix,
  localeText,
  sidewaysOverflow,
  type Locale,
} from './layout-support.ts';
import {
  enrolAuthenticator,
  enterAuthenticatorCode,
  registerByApi,
  signInThroughForm,
  uniqueEmail,
} from './support.ts';

const nav = (locale: Locale, key: string) => localeText(locale, 'navigation', key);
const serviceSlugs = [
  'automacao-inteligente',
  'analise-preditiva',
  'assistentes-virtuais-ia',
  'machine-learning-personalizado',
];

async function openMenu(page: Page, locale: Locale) {
  await page.getByRole('button', { name: nav(locale, 'menu.open') }).click();
  const sheet = page.getByRole('dialog', { name: nav(locale, 'menu.title') });
  await expect(sheet).toBeVisible();
  return sheet;
}

test.describe('phone header (issue 14 §4)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const locale of ['pt-BR', 'es'] as const) {
    test(`${locale}: one 64 px row; the menu reaches every destination, traps focus and gives it back`, async ({
      page,
    }) => {
      const p = localePrefix[locale];
      await gotoHydrated(page, `${p}/about`);
      const header = page.getByRole('banner');
      expect((await header.boundingBox())?.height).toBeLessThanOrEqual(64);
      await expect(
        header.getByRole('navigation', { name: nav(locale, 'mainNavigation') }),
      ).toBeHidden();
      expect(await sidewaysOverflow(page)).toBe(0);

      const menuButton = page.getByRole('button', { name: nav(locale, 'menu.open') });
      let sheet = await openMenu(page, locale);
      await expect(sheet.getByRole('link', { name: nav(locale, 'about') })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expectAccessible(page);
      // For the eye (issue 14 "Done when"): the open menu on a 360 px phone.
      await page.screenshot({
        path: `test-results/screenshots/phone-menu-360-${locale}.png`,
        animations: 'disabled',
      });
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press('Tab');
        await expect(sheet.locator(':focus')).toHaveCount(1);
      }
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(menuButton).toBeFocused();

      const destinations: [label: string, path: string][] = [
        [nav(locale, 'home'), p || '/'],
        [nav(locale, 'technologies'), `${p}/technologies`],
        [nav(locale, 'products'), `${p}/products`],
        [nav(locale, 'about'), `${p}/about`],
        [nav(locale, 'allServices'), `${p}/servicos`],
        ...serviceSlugs.map((slug): [string, string] => [
          nav(locale, `serviceItems.${slug}.title`),
          `${p}/servicos/${slug}`,
        ]),
        [nav(locale, 'faq'), `${p}/faq`],
        [nav(locale, 'demonstration'), `${p}/demonstracao`],
        [nav(locale, 'login'), `${p}/auth`],
      ];
      for (const [label, path] of destinations) {
        sheet = await openMenu(page, locale);
        await sheet.getByRole('link', { name: label, exact: true }).click();
        await expect(page).toHaveURL(path);
        await expect(sheet).toBeHidden();
        expect(await sidewaysOverflow(page)).toBe(0);
      }
    });
  }

  test('signed in as an admin, the menu holds dashboard, admin, the account and signs out', async ({
    page,
    request,
  }) => {
    // A lead whose name is one long word: the phone cards must wrap it, not widen the page.
    const lead = await request.post('/api/contacts', {
      data: { name: '=HYPERLINK("http://evil.example";"Clique")', email: uniqueEmail('longo') },
    });
    expect(lead.status()).toBe(201);
    const { email } = await registerByApi(request, 'Renata Figueiredo Albuquerque');
    grantAdmin(email);
    const { secret } = await enrolAuthenticator(request);
    await signInThroughForm(page, email);
    await enterAuthenticatorCode(page, secret);
    await page.waitForURL('/');
    const locale = 'pt-BR';
    for (const [label, path] of [
      [nav(locale, 'dashboard'), '/dashboard'],
      [nav(locale, 'admin'), '/admin'],
      [`Renata Figueiredo Albuquerque — ${nav(locale, 'account')}`, '/dashboard/account'],
    ] as const) {
      // The workspace pages have their own shell, without this menu (issue 26 §3): each trip
      // starts from the site.
      if (new URL(page.url()).pathname !== '/') await page.goto('/');
      const sheet = await openMenu(page, locale);
      await sheet.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      expect(await sidewaysOverflow(page)).toBe(0);
    }
    await page.goto('/');
    const sheet = await openMenu(page, locale);
    await expectAccessible(page);
    await page.screenshot({
      path: 'test-results/screenshots/phone-menu-admin-360-pt-BR.png',
      animations: 'disabled',
    });
    await sheet.getByRole('button', { name: nav(locale, 'logout') }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: nav(locale, 'menu.open') })).toBeVisible();
    const again = await openMenu(page, locale);
    await expect(again.getByRole('link', { name: nav(locale, 'login') })).toBeVisible();
    await expect(again.getByRole('link', { name: nav(locale, 'dashboard') })).toHaveCount(0);
  });

  test('the language selector in the menu switches language and closes the menu', async ({
    page,
  }) => {
    await gotoHydrated(page, '/faq');
    const sheet = await openMenu(page, 'pt-BR');
    await sheet.getByRole('button', { name: /Idioma: Português \(Brasil\)/ }).click();
    // The languages are links to this page in each language (issue 26 §1, decision 0084).
    await page.getByRole('link', { name: /English/ }).click();
    await expect(page).toHaveURL('/en/faq');
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: nav('en', 'menu.open') })).toBeVisible();
  });
});

test.describe('desktop header and footer (issue 14 §3)', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the services menu opens from the keyboard, lists the services and closes on Escape', async ({
    page,
  }) => {
    await gotoHydrated(page, '/en/about');
    const header = page.getByRole('banner');
    expect((await header.boundingBox())?.height).toBeLessThanOrEqual(64);
    const trigger = header.getByRole('button', { name: nav('en', 'services') });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const first = header.getByRole('link', {
      name: new RegExp(nav('en', 'serviceItems.automacao-inteligente.title')),
    });
    await expect(first).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(first).toBeHidden();
    await trigger.click();
    await header
      .getByRole('link', { name: new RegExp(nav('en', 'serviceItems.analise-preditiva.title')) })
      .click();
    await expect(page).toHaveURL('/en/servicos/analise-preditiva');
    await expect(header.getByRole('link', { name: /Predictive Analytics/ })).toBeHidden();
    await expectAccessible(page);
  });

  test('every page reaches services, FAQ and the demonstration from its footer', async ({
    page,
  }) => {
    for (const [locale, path] of [
      ['pt-BR', '/'],
      ['en', '/en/technologies'],
      ['es', '/es/privacy-policy'],
    ] as const) {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      const p = localePrefix[locale];
      for (const slug of serviceSlugs) {
        await expect(
          footer.getByRole('link', { name: nav(locale, `serviceItems.${slug}.title`) }),
        ).toHaveAttribute('href', `${p}/servicos/${slug}`);
      }
      await expect(footer.getByRole('link', { name: nav(locale, 'allServices') })).toHaveAttribute(
        'href',
        `${p}/servicos`,
      );
      await expect(footer.getByRole('link', { name: nav(locale, 'faq') })).toHaveAttribute(
        'href',
        `${p}/faq`,
      );
      await expect(
        footer.getByRole('link', { name: nav(locale, 'demonstration') }),
      ).toHaveAttribute('href', `${p}/demonstracao`);
    }
  });

  test('signed in as an admin in Spanish, the header keeps to one row without overflow at 1024 px', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    const { email } = await registerByApi(request, 'Maximiliano Fernández de la Torre');
    grantAdmin(email);
    const { secret } = await enrolAuthenticator(request);
    await signInThroughForm(page, email);
    await enterAuthenticatorCode(page, secret);
    await page.waitForURL('/');
    await gotoHydrated(page, '/es/about');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Admin' })).toBeVisible();
    await expect(header.getByRole('button', { name: nav('es', 'logout') })).toBeVisible();
    expect((await header.boundingBox())?.height).toBeLessThanOrEqual(64);
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectAccessible(page);
  });
});
