import { expect, expectAccessible, test } from './fixtures.ts';
import { registerByApi, signInThroughForm } from './support.ts';

test('an anonymous visitor on /dashboard is sent to /auth', async ({ page }) => {
  await page.goto('/dashboard');
  await page.waitForURL(/\/auth\?redirect=%2Fdashboard$/);
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
});

test('an anonymous visitor on /admin is sent to /auth', async ({ page }) => {
  await page.goto('/admin');
  await page.waitForURL(/\/auth\?redirect=%2Fadmin$/);
});

const deniedTexts = {
  'pt-BR': { path: '/admin', title: 'Acesso Negado', back: 'Voltar ao Início' },
} as const;

test('a signed-in non-admin on /admin sees "Acesso Negado" with a way home', async ({
  page,
  request,
}) => {
  const { email } = await registerByApi(request, 'Lucas Alves');
  await signInThroughForm(page, email);
  await page.waitForURL('/');
  await page.goto(deniedTexts['pt-BR'].path);
  await expect(page.getByRole('heading', { name: 'Acesso Negado' })).toBeVisible();
  await expect(
    page.getByText(
      'Você não tem permissão para acessar esta página. Esta área é restrita apenas para administradores.',
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Voltar ao Início' }).click();
  await page.waitForURL('/');
});
