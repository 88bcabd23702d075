import { expect, expectAccessible, test } from './fixtures.ts';
import { localeText } from './layout-support.ts';
import { registerByApi, strongPassword, toasts } from './support.ts';

/** The sign-in texts that matter, in English and Spanish (pt-BR is covered by auth.spec.ts). */
for (const locale of ['en', 'es'] as const) {
  test.describe(`sign-in in ${locale}`, () => {
    test('a wrong password gives the login-error toast with the server message in that language', async ({
      page,
      request,
    }) => {
      const { email } = await registerByApi(request, 'Oliver Smith');
      await page.goto(`/${locale}/auth`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.getByLabel(localeText(locale, 'auth', 'fields.email')).fill(email);
      await page
        .getByLabel(localeText(locale, 'auth', 'fields.password'), { exact: true })
        .fill('Wrong#Pass1');
      await page
        .getByRole('button', { name: localeText(locale, 'auth', 'login.submit'), exact: true })
        .click();
      await expect(
        toasts(page).getByText(localeText(locale, 'auth', 'toasts.loginError')),
      ).toBeVisible();
      await expect(
        toasts(page).getByText(localeText(locale, 'common', 'errors.invalidCredentials')),
      ).toBeVisible();
    });

    test('signing in lands on the home page of that language with the success toast', async ({
      page,
      request,
    }) => {
      const { email } = await registerByApi(request, 'Oliver Smith');
      await page.goto(`/${locale}/auth`);
      await page.getByLabel(localeText(locale, 'auth', 'fields.email')).fill(email);
      await page
        .getByLabel(localeText(locale, 'auth', 'fields.password'), { exact: true })
        .fill(strongPassword);
      await page
        .getByRole('button', { name: localeText(locale, 'auth', 'login.submit'), exact: true })
        .click();
      await page.waitForURL(`/${locale}`);
      await expect(
        toasts(page).getByText(localeText(locale, 'auth', 'toasts.loginSuccess')),
      ).toBeVisible();
      await expect(page.getByTestId('header-user-name')).toHaveText('Oliver Smith');
      await expectAccessible(page);
    });

    test('registration validation speaks that language', async ({ page }) => {
      await page.goto(`/${locale}/auth`);
      await page.getByRole('button', { name: localeText(locale, 'auth', 'login.switch') }).click();
      await page.getByLabel(localeText(locale, 'auth', 'fields.cpf')).fill('111.111.111-11');
      await page.getByLabel(localeText(locale, 'auth', 'fields.fullName')).fill('Al');
      await page
        .getByRole('button', { name: localeText(locale, 'auth', 'register.submit') })
        .click();
      await expect(
        page.getByText(localeText(locale, 'common', 'validation.fullNameMin')),
      ).toBeVisible();
      await expect(
        page.getByText(localeText(locale, 'common', 'validation.cpfRepeated')),
      ).toBeVisible();
      await expect(page.getByText(localeText(locale, 'common', 'validation.terms'))).toBeVisible();
    });
  });
}
