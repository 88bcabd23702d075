import { expect, expectAccessible, test } from './fixtures.ts';
import {
  grantAdmin,
  localePrefix,
  localeText,
  sidewaysOverflow,
  type Locale,
} from './layout-support.ts';
import { authenticatorCode, registerByApi, strongPassword, uniqueEmail } from './support.ts';

/**
 * The editor role (issue 23 §1, decision 0106) in a real browser: an account granted the role
 * from the CLI enrols an authenticator at its next sign-in, lands on the editorial desk, opens the
 * firm's facts from it, and is refused the lead inbox, in pt-BR (desktop) and English (phone).
 */

test.describe.configure({ timeout: 120_000 });

const text = (locale: Locale, ns: string, key: string) => localeText(locale, ns, key);

for (const { locale, width } of [
  { locale: 'pt-BR', width: 1366 },
  { locale: 'en', width: 360 },
] as const) {
  test(`${locale} at ${width} px: an editor enrols, uses the desk and the firm facts, never the leads`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width === 360 ? 800 : 900 });
    await page
      .context()
      .addCookies([{ name: 'user-locale', value: locale, url: 'http://localhost' }]);
    const email = uniqueEmail('editor');
    await registerByApi(request, 'Elisa Editora', email);
    grantAdmin(email, 'grant-editor');

    // The password step leads an editor to enrol in the desk, not in the admin inbox.
    await page.goto(`${localePrefix[locale]}/auth`);
    await page.getByLabel(text(locale, 'auth', 'fields.email')).fill(email);
    await page
      .getByLabel(text(locale, 'auth', 'fields.password'), { exact: true })
      .fill(strongPassword);
    await page
      .getByRole('button', { name: text(locale, 'auth', 'login.submit'), exact: true })
      .click();
    await page.waitForURL('/admin/content');
    await expect(
      page.getByText(text(locale, 'account', 'twoFactor.errors.setupRequired')),
    ).toBeVisible();
    await page.getByLabel(text(locale, 'account', 'twoFactor.password')).fill(strongPassword);
    await page
      .getByRole('button', { name: text(locale, 'account', 'twoFactor.start'), exact: true })
      .click();
    const secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
    await page
      .getByLabel(text(locale, 'account', 'twoFactor.code'))
      .fill(await authenticatorCode(secret));
    await page
      .getByRole('button', { name: text(locale, 'account', 'twoFactor.confirm'), exact: true })
      .click();

    // The desk's home: the firm's facts with how many are still at their default.
    await expect(
      page.getByRole('heading', { level: 1, name: text(locale, 'admin', 'content.title') }),
    ).toBeVisible();
    const sections = page.getByRole('list', { name: text(locale, 'admin', 'content.sections') });
    await expect(
      sections.getByRole('heading', { name: text(locale, 'admin', 'firm.title') }),
    ).toBeVisible();
    await expect(sections.getByText(/\d+/).first()).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectAccessible(page);
    await page.screenshot({
      path: `test-results/editorial-desk-${locale}-${width}.png`,
      fullPage: true,
    });

    await sections.getByRole('link', { name: text(locale, 'admin', 'content.openFirm') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: text(locale, 'admin', 'firm.title') }),
    ).toBeVisible();
    await expect(page.getByLabel(text(locale, 'admin', 'firm.fields.legalName'))).toBeVisible();

    // The leads are not the desk's: the inbox is access denied, and its API refuses.
    await page.goto('/admin');
    await expect(
      page.getByRole('heading', { level: 1, name: text(locale, 'admin', 'accessDenied.title') }),
    ).toBeVisible();
    expect((await page.request.get('/api/contacts')).status()).toBe(403);
    await expectAccessible(page);
  });
}
