import { expect, expectAccessible, test } from './fixtures.ts';
import { localeText } from './layout-support.ts';

const pages = [
  ['pt-BR', '/auth'],
  ['en', '/en/auth'],
  ['es', '/es/auth'],
] as const;

/** Issue 14 §7: the sign-in page is prerendered per language, so it needs no JavaScript to show. */
test.describe('the sign-in page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const [locale, path] of pages) {
    test(`${path} has its title, description and sign-in form in ${locale}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(`${localeText(locale, 'auth', 'login.title')} | Nexus IA`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        localeText(locale, 'auth', 'meta.description'),
      );
      // Reachable, not indexed (robots.txt disallows it too).
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByLabel(localeText(locale, 'auth', 'fields.email'))).toBeVisible();
      await expect(
        page.getByLabel(localeText(locale, 'auth', 'fields.password'), { exact: true }),
      ).toBeVisible();
      await expect(
        page.getByRole('button', { name: localeText(locale, 'auth', 'login.submit'), exact: true }),
      ).toBeVisible();
      // Posted, never sent in an address, if someone submits it without JavaScript. (The page
      // holds a second form, the cookie banner's, decision 0085.)
      const signIn = page.locator('form', {
        has: page.getByLabel(localeText(locale, 'auth', 'fields.email')),
      });
      await expect(signIn).toHaveAttribute('method', 'post');
    });
  }
});

test('the prerendered sign-in page is accessible and keeps what was typed before the app loaded', async ({
  page,
}) => {
  await page.goto('/en/auth');
  const email = page.getByLabel(localeText('en', 'auth', 'fields.email'));
  await email.fill('early@example.com');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
  await expect(email).toHaveValue('early@example.com');
  await expectAccessible(page);
});
