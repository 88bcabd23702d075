import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { gtagEvents, registerByApi, strongPassword, stubGtag, uniqueEmail } from './support.ts';

/**
 * spec 01 §7 `auth_event`: sign-in, sign-up and sign-out each report success or failure through
 * the consent-gated analytics client (issue 15 point 5). The event does not depend on the page's
 * language, so the journeys run in Portuguese and in English.
 */
type Tree = { [key: string]: string | Tree };
const text = (locale: string, ns: string, key: string): string => {
  let node: string | Tree = JSON.parse(
    readFileSync(`public/locales/${locale}/${ns}.json`, 'utf8'),
  ) as Tree;
  for (const part of key.split('.')) node = (node as Tree)[part] ?? '';
  return node as string;
};

const authEvent = (action: string, status: string) => [
  'event',
  'auth_event',
  { event_category: 'business', action, status },
];
const authEvents = async (page: Page) =>
  (await gtagEvents(page)).filter((call) => call[1] === 'auth_event');

for (const locale of ['pt-BR', 'en'] as const) {
  const home = locale === 'pt-BR' ? '/' : `/${locale}`;
  const auth = locale === 'pt-BR' ? '/auth' : `/${locale}/auth`;
  const t = (ns: string, key: string) => text(locale, ns, key);

  const signIn = async (page: Page, email: string, password: string) => {
    await page.goto(auth);
    await page.getByLabel(t('auth', 'fields.email')).fill(email);
    await page.getByLabel(t('auth', 'fields.password'), { exact: true }).fill(password);
    await page.getByRole('button', { name: t('auth', 'login.submit'), exact: true }).click();
  };

  const signUp = async (page: Page, email: string) => {
    await page.goto(auth);
    await page.getByRole('button', { name: t('auth', 'login.switch') }).click();
    await page.getByLabel(t('auth', 'fields.fullName')).fill('Rafael Lima');
    await page.getByLabel(t('auth', 'fields.email')).fill(email);
    await page.getByLabel(t('auth', 'fields.password'), { exact: true }).fill(strongPassword);
    await page.getByLabel(t('auth', 'fields.confirmPassword')).fill(strongPassword);
    await page.getByLabel(t('auth', 'fields.birthDate')).fill('1988-03-09');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: t('auth', 'register.submit') }).click();
  };

  test(`${locale}: a failed sign-in, a successful one and a sign-out each send auth_event`, async ({
    page,
    request,
  }) => {
    const { email } = await registerByApi(request, 'Helena Prado');
    await stubGtag(page);
    await signIn(page, email, 'Wrong#Pass1');
    await expect.poll(() => authEvents(page)).toEqual([authEvent('sign_in', 'failure')]);

    await signIn(page, email, strongPassword);
    await page.waitForURL(home);
    await expect(page.getByTestId('header-user-name')).toHaveText('Helena Prado');
    await expect
      .poll(() => authEvents(page))
      .toEqual([authEvent('sign_in', 'failure'), authEvent('sign_in', 'success')]);

    await page.getByRole('button', { name: t('navigation', 'logout') }).click();
    await expect(page.getByTestId('header-user-name')).toHaveCount(0);
    await expect.poll(() => authEvents(page)).toContainEqual(authEvent('sign_out', 'success'));
  });

  test(`${locale}: a refused sign-up sends failure, a sign-up sends success`, async ({
    page,
    request,
  }) => {
    const taken = await registerByApi(request, 'Rafael Lima');
    await stubGtag(page);
    await signUp(page, taken.email);
    await expect.poll(() => authEvents(page)).toEqual([authEvent('sign_up', 'failure')]);

    await signUp(page, uniqueEmail('signup'));
    await page.waitForURL(home);
    await expect
      .poll(() => authEvents(page))
      .toEqual([authEvent('sign_up', 'failure'), authEvent('sign_up', 'success')]);
  });
}

test('without consent to analytics, signing in sends no auth_event', async ({ page, request }) => {
  const { email } = await registerByApi(request, 'Helena Prado');
  // A Google tag is present, but the visitor never agreed to analytics.
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    Object.assign(window, { gtagCalls: calls, gtag: (...args: unknown[]) => calls.push(args) });
  });
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL('/');
  await expect(page.getByTestId('header-user-name')).toHaveText('Helena Prado');
  expect(await authEvents(page)).toEqual([]);
});
