import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { smallCalculatorState } from '#shared/test/tool-result-fixtures.ts';
import { openDashboardPage, signInNewClient } from './dashboard-support.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { holdAppScripts, localeText, sidewaysOverflow } from './layout-support.ts';
import { signInAdmin } from './lead-desk-support.ts';

/**
 * The signed-in workspace's own shell (issue 26 §3, decision 0087): a compact top bar (brand,
 * language, account menu with sign-out and the legal links) and the workspace navigation, no
 * marketing header or footer; the dashboard lists each tool once; a result ends with one next
 * step, gone once done; the loading screen in the visitor's language. pt-BR and English, at
 * 360×800 and 1366×768, axe-checked; screenshots go to /tmp/i26-shell-shots/.
 */

// Registration hashes with argon2id on purpose; an admin also enrols an app code.
test.describe.configure({ timeout: 120_000 });

type Locale = 'pt-BR' | 'en';
const shots = '/tmp/i26-shell-shots';
mkdirSync(shots, { recursive: true });
const sizes = {
  phone: { width: 360, height: 800 },
  desktop: { width: 1366, height: 768 },
} as const;
const nav = (locale: Locale, key: string) => localeText(locale, 'navigation', key);
const dash = (locale: Locale, key: string) => localeText(locale, 'dashboard', key);
const tools = ['templates', 'assessment', 'automation', 'calculator'] as const;

/** What the shell must be on every workspace page: no site chrome, the bar, no sideways scroll. */
async function expectWorkspaceShell(page: Page, locale: Locale) {
  await expect(page.getByTestId('portal-top-bar')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: nav(locale, 'mainNavigation') })).toHaveCount(
    0,
  );
  await expect(
    page
      .getByTestId('portal-top-bar')
      .getByRole('link', { name: nav(locale, 'brandHome').replace('{{name}}', 'Nexus IA') }),
  ).toHaveAttribute('href', locale === 'en' ? '/en' : '/');
  await expect(
    page.getByRole('navigation', { name: nav(locale, 'portal.label') }).first(),
  ).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
  await expectAccessible(page);
}

/** Opens the account menu and returns its panel. */
async function openAccountMenu(page: Page) {
  await page.getByTestId('account-menu-button').click();
  const menu = page.getByTestId('account-menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** A finished ROI calculation kept in this browser, as the calculator keeps it (decision 0010). */
async function keepCalculatorResult(page: Page) {
  const user = (await (await page.request.get('/api/user')).json()) as { id: string };
  await page.addInitScript(
    ({ id, state }) => localStorage.setItem(`nexus:calculator:${id}`, JSON.stringify(state)),
    { id: user.id, state: smallCalculatorState },
  );
}

for (const locale of ['pt-BR', 'en'] as const) {
  test(`${locale}: a client's dashboard, result and account in the workspace shell, each tool once, one next step`, async ({
    page,
  }) => {
    const name = locale === 'en' ? 'Olivia Bennett' : 'Lívia Nogueira';
    await signInNewClient(page, name, locale);
    await keepCalculatorResult(page);

    for (const [size, viewport] of Object.entries(sizes)) {
      await page.setViewportSize(viewport);
      await openDashboardPage(page, '/dashboard', dash(locale, 'title'));
      await expectWorkspaceShell(page, locale);
      // Each tool once: one card (with its one heading) per tool, in one list.
      const list = page.getByRole('region', { name: dash(locale, 'toolsHeading') });
      await expect(list.getByRole('article')).toHaveCount(4);
      for (const tool of tools) {
        await expect(
          page.getByRole('heading', { name: dash(locale, `tools.${tool}.title`), exact: true }),
        ).toHaveCount(1);
      }
      await page.screenshot({ path: `${shots}/dashboard-${size}-${locale}.png`, fullPage: true });

      await openDashboardPage(page, '/dashboard/account', localeText(locale, 'account', 'title'));
      await expectWorkspaceShell(page, locale);
      await page.screenshot({ path: `${shots}/account-${size}-${locale}.png`, fullPage: true });
    }

    // A result: one next step, the hand-off to a consultant; nothing else offers a talk.
    await page.setViewportSize(sizes.desktop);
    await openDashboardPage(page, '/dashboard/calculator', dash(locale, 'tools.calculator.title'));
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { name: dash(locale, 'calculator.results.title') }),
    ).toBeVisible();
    // Issue 25 §2: the one next step books a call about the result; sending without a time is
    // its quieter link, which opens the consultant form.
    await expect(
      main.getByRole('heading', { name: localeText(locale, 'common', 'booking.tool.heading') }),
    ).toHaveCount(1);
    const sendInstead = main.getByRole('button', {
      name: localeText(locale, 'common', 'booking.tool.sendWithoutTime'),
    });
    await expect(sendInstead).toHaveCount(1);
    await expect(main.locator('a[href$="/demonstracao"]')).toHaveCount(0);
    await expect(
      main.getByRole('link', { name: dash(locale, 'calculator.results.implement') }),
    ).toHaveCount(0);
    await expectWorkspaceShell(page, locale);
    await page.screenshot({ path: `${shots}/result-desktop-${locale}.png`, fullPage: true });
    await page.setViewportSize(sizes.phone);
    await expectWorkspaceShell(page, locale);
    await page.screenshot({ path: `${shots}/result-phone-${locale}.png`, fullPage: true });

    await sendInstead.click();
    const send = main.getByRole('button', { name: dash(locale, 'consultant.send') });
    await expect(send).toHaveCount(1);
    await send.click();
    await expect(main.getByTestId('send-to-consultant').getByRole('status')).toBeVisible();
    await expect(send).toHaveCount(0);
    await expect(main.locator('a[href$="/demonstracao"]')).toHaveCount(0);
    await page.reload();
    await expect(
      main.getByRole('heading', { name: dash(locale, 'calculator.results.title') }),
    ).toBeVisible();
    await expect(main.getByTestId('send-to-consultant').getByRole('status')).toBeVisible();
    await expect(main.getByRole('button', { name: dash(locale, 'consultant.send') })).toHaveCount(
      0,
    );
    await page.screenshot({ path: `${shots}/result-sent-phone-${locale}.png`, fullPage: true });

    // The account menu: who is signed in, the legal links, and sign-out (seen on both widths).
    await page.setViewportSize(sizes.desktop);
    await openAccountMenu(page);
    await page.screenshot({ path: `${shots}/account-menu-desktop-${locale}.png` });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('account-menu')).toBeHidden();
    await page.setViewportSize(sizes.phone);
    const menu = await openAccountMenu(page);
    await expect(menu).toContainText(name);
    await expect(
      menu.getByRole('link', { name: new RegExp(nav(locale, 'footer.privacy')) }),
    ).toHaveAttribute('target', '_blank');
    await expect(
      menu.getByRole('link', { name: new RegExp(nav(locale, 'footer.terms')) }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${shots}/account-menu-phone-${locale}.png` });
    await menu.getByRole('button', { name: nav(locale, 'logout') }).click();
    await page.waitForURL(/\/auth\?redirect=/);
    await expect(page.getByTestId('account-menu-button')).toHaveCount(0);
  });
}

test('the language selector of the top bar switches the workspace in place', async ({ page }) => {
  await signInNewClient(page, 'Helena Duarte', 'pt-BR');
  await openDashboardPage(page, '/dashboard', dash('pt-BR', 'title'));
  await page
    .getByTestId('portal-top-bar')
    .getByRole('button', { name: /Idioma/ })
    .click();
  // The selector lists languages as buttons here (links on public pages, decision 0084).
  await page
    .getByTestId('portal-top-bar')
    .getByRole('button', { name: /English/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: dash('en', 'title') })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('account-menu-button')).toContainText('Helena Duarte');
});

for (const locale of ['pt-BR', 'en'] as const) {
  test(`${locale}: the admin panel in the workspace shell, full width, signs out from the menu`, async ({
    page,
  }) => {
    const name = await signInAdmin(
      page,
      locale,
      locale === 'en' ? 'Shell Admin' : 'Administradora do Painel',
    );
    for (const [size, viewport] of Object.entries(sizes)) {
      await page.setViewportSize(viewport);
      await page.goto('/admin');
      await expect(
        page.getByRole('heading', { level: 1, name: localeText(locale, 'admin', 'title') }),
      ).toBeVisible({ timeout: 30_000 });
      await expectWorkspaceShell(page, locale);
      await page.screenshot({ path: `${shots}/admin-${size}-${locale}.png` });
    }
    const menu = await openAccountMenu(page);
    await expect(menu).toContainText(name);
    await menu.getByRole('button', { name: nav(locale, 'logout') }).click();
    await page.waitForURL(/\/auth\?redirect=%2Fadmin/);
  });
}

/**
 * Issue 26 §3, decision 0135: a workspace page's first paint is its own first screen (the top bar,
 * the sidebar, its title, the session status), rendered by the server in the visitor's language,
 * not "Carregando traduções..." until the app has loaded. With the app's scripts held, a signed-in
 * client sees that screen; released, the app takes it over and shows the page without the loading
 * screen ever appearing, its session read by the one request the page's HTML started.
 */
test('en: a client’s workspace page paints its own first screen, and the app takes it over', async ({
  page,
}) => {
  await signInNewClient(page, 'Grace Hopper', 'en');
  await page.addInitScript(() => {
    const seen = { loading: false };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="translations-loading"]')) seen.loading = true;
    }).observe(document, { childList: true, subtree: true });
  });
  const sessionRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/session') sessionRequests.push(request.url());
  });
  const release = await holdAppScripts(page);
  await page.goto('/dashboard/calculator', { waitUntil: 'commit' });
  await expect(
    page.getByRole('heading', { level: 1, name: dash('en', 'tools.calculator.title') }),
  ).toBeVisible();
  await expect(page.getByTestId('session-loading')).toHaveText(
    localeText('en', 'common', 'loadingSession'),
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('portal-top-bar')).toBeVisible();
  for (const viewport of Object.values(sizes)) {
    await page.setViewportSize(viewport);
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectAccessible(page);
  }
  release();
  await expect(
    page.getByRole('heading', { name: dash('en', 'calculator.companyHeading') }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('session-loading')).toHaveCount(0);
  await expect(page.getByTestId('account-menu-button')).toContainText('Grace Hopper');
  expect(
    await page.evaluate(() => (window as unknown as { __seen: { loading: boolean } }).__seen),
  ).toEqual({ loading: false });
  expect(sessionRequests).toHaveLength(1);
});

for (const locale of ['pt-BR', 'en'] as const) {
  test.describe(`${locale}, JavaScript off`, () => {
    // The browser's language decides (no saved choice): Accept-Language, as the server reads it.
    // Playwright cannot evaluate in a page without JavaScript: axe and the width are checked on
    // the same first paint with the app's scripts held (the test above).
    test.use({ javaScriptEnabled: false, locale: locale === 'en' ? 'en-US' : 'pt-BR' });
    test(`${locale}: a workspace page's first screen and its status in the visitor's language`, async ({
      page,
    }) => {
      for (const [size, viewport] of Object.entries(sizes)) {
        await page.setViewportSize(viewport);
        await page.goto('/dashboard');
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByTestId('portal-top-bar')).toBeVisible();
        await expect(
          page.getByRole('heading', { level: 1, name: dash(locale, 'title') }),
        ).toBeVisible();
        await expect(page.getByTestId('session-loading')).toHaveText(
          localeText(locale, 'common', 'loadingSession'),
        );
        await expect(page.getByTestId('session-loading')).toBeVisible();
        await expect(page.getByTestId('translations-loading')).toHaveCount(0);
        // The workspace navigation: the sidebar from lg, the tabs below it.
        await expect(
          page
            .getByRole('navigation', { name: nav(locale, 'portal.label') })
            .filter({ visible: true }),
        ).toHaveCount(1);
        await page.screenshot({ path: `${shots}/first-paint-${size}-${locale}.png` });
      }
    });
  });
}
