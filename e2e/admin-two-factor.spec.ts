import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { grantAdmin, localePrefix, localeText, type Locale } from './layout-support.ts';
import { authenticatorCode, registerByApi, strongPassword, uniqueEmail } from './support.ts';

/**
 * Two-factor sign-in for administrators (issue 12, decision 0029), in a real browser: a newly
 * granted admin is refused the admin API, enrols at the next sign-in (QR code, key, recovery
 * codes, a code from the app), then signs in with an authenticator code and with a recovery code,
 * which works once. Codes come from otplib, as an authenticator app computes them, each used once.
 */

test.describe.configure({ timeout: 120_000 });

const account = (locale: Locale, key: string) => localeText(locale, 'account', `twoFactor.${key}`);
const auth = (locale: Locale, key: string) => localeText(locale, 'auth', key);

async function passwordStep(page: Page, locale: Locale, email: string) {
  await page.goto(`${localePrefix[locale]}/auth`);
  await page.getByLabel(auth(locale, 'fields.email')).fill(email);
  await page.getByLabel(auth(locale, 'fields.password'), { exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: auth(locale, 'login.submit'), exact: true }).click();
}

for (const locale of ['pt-BR', 'en'] as const) {
  test(`an admin enrols at sign-in, then signs in with an app code and once with a recovery code (${locale})`, async ({
    page,
    request,
  }) => {
    // The admin area has one address for every language: a returning visitor's saved choice.
    const newBrowser = async () => {
      await page.context().clearCookies();
      await page
        .context()
        .addCookies([{ name: 'user-locale', value: locale, url: 'http://localhost' }]);
    };
    await newBrowser();
    const email = uniqueEmail('admin-2fa');
    await registerByApi(request, 'Helena Administradora', email);
    grantAdmin(email);

    // Signed in with the password only: the admin API says what is missing, in a code to act on.
    const refused = await request.get('/api/contacts');
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'TWO_FACTOR_SETUP_REQUIRED' });

    // The next sign-in leads to enrolment.
    await passwordStep(page, locale, email);
    await page.waitForURL('/admin');
    await expect(
      page.getByRole('heading', { level: 1, name: account(locale, 'title') }),
    ).toBeVisible();
    await expect(page.getByText(account(locale, 'errors.setupRequired'))).toBeVisible();
    // The enrolment step is the page: one h1, not the admin panel's title above it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const beforeCode = await page.request.get('/api/contacts');
    expect(beforeCode.status()).toBe(403);
    await expectAccessible(page);

    await page.getByLabel(account(locale, 'password')).fill(strongPassword);
    await page.getByRole('button', { name: account(locale, 'start'), exact: true }).click();
    await expect(page.getByRole('img', { name: account(locale, 'qrLabel') })).toBeVisible();
    const secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    const codes = await page
      .getByRole('list', { name: account(locale, 'codesLabel') })
      .getByRole('listitem')
      .allTextContents();
    expect(codes).toHaveLength(10);
    await expectAccessible(page);
    if (locale === 'pt-BR') {
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({
          path: `test-results/admin-two-factor-setup-${width}.png`,
          fullPage: true,
        });
      }
    }

    // A wrong code keeps it off; the code the app shows turns it on and opens the panel.
    await page.getByLabel(account(locale, 'code')).fill('000000');
    await page.getByRole('button', { name: account(locale, 'confirm'), exact: true }).click();
    await expect(page.getByText(account(locale, 'errors.invalidCode')).first()).toBeVisible();
    await page.getByLabel(account(locale, 'code')).fill(await authenticatorCode(secret));
    await page.getByRole('button', { name: account(locale, 'confirm'), exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: localeText(locale, 'admin', 'title') }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect((await page.request.get('/api/contacts')).status()).toBe(200);

    // A new browser: the password alone opens nothing; the app's code does.
    await newBrowser();
    await passwordStep(page, locale, email);
    await expect(
      page.getByRole('heading', { name: auth(locale, 'twoFactor.title') }),
    ).toBeVisible();
    expect((await page.request.get('/api/contacts')).status()).toBe(401);
    await expectAccessible(page);
    if (locale === 'pt-BR') {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.screenshot({ path: 'test-results/admin-two-factor-code-390.png' });
    }
    await page.getByLabel(auth(locale, 'twoFactor.code')).fill(await authenticatorCode(secret));
    await page.getByRole('button', { name: auth(locale, 'twoFactor.submit'), exact: true }).click();
    await page.waitForURL(`${localePrefix[locale]}/`.replace(/(.)\/$/, '$1'));
    await page.goto('/admin');
    await expect(
      page.getByRole('heading', { level: 1, name: localeText(locale, 'admin', 'title') }),
    ).toBeVisible();

    // A recovery code signs in once.
    const [recovery] = codes;
    for (const attempt of ['first', 'again'] as const) {
      await newBrowser();
      await passwordStep(page, locale, email);
      await page
        .getByRole('button', { name: auth(locale, 'twoFactor.useRecovery'), exact: true })
        .click();
      await page
        .getByLabel(auth(locale, 'twoFactor.recoveryCode'), { exact: true })
        .fill(recovery ?? '');
      await page
        .getByRole('button', { name: auth(locale, 'twoFactor.submit'), exact: true })
        .click();
      if (attempt === 'first') {
        await page.waitForURL(`${localePrefix[locale]}/`.replace(/(.)\/$/, '$1'));
        expect((await page.request.get('/api/contacts')).status()).toBe(200);
      } else {
        await expect(page.getByText(account(locale, 'errors.invalidCode')).first()).toBeVisible();
        expect((await page.request.get('/api/contacts')).status()).toBe(401);
      }
    }
  });
}
