import { spawnSync } from 'node:child_process';
import { e2eDataDir } from '../playwright.config.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import {
  enrolAuthenticator,
  enterAuthenticatorCode,
  registerByApi,
  signInThroughForm,
} from './support.ts';

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

test('an admin sees the Admin link and the panel; the current link is highlighted, Dashboard on its subpaths too', async ({
  page,
  request,
}) => {
  const { email } = await registerByApi(request, 'Ana Administradora');
  const granted = spawnSync(process.execPath, ['scripts/admin.ts', 'grant', email], {
    env: { ...process.env, DATA_DIR: e2eDataDir },
    encoding: 'utf8',
  });
  expect(granted.status, granted.stderr).toBe(0);
  const { secret } = await enrolAuthenticator(request);

  await signInThroughForm(page, email);
  await enterAuthenticatorCode(page, secret);
  await page.waitForURL('/');
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(nav.getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Tecnologias' }).click();
  await expect(nav.getByRole('link', { name: 'Tecnologias' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: 'Início' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );

  // The site's header leads a signed-in admin to the dashboard and the admin panel...
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  await nav.getByRole('link', { name: 'Painel', exact: true }).click();
  await page.waitForURL('/dashboard');
  // ...which have their own shell (issue 26 §3, decision 0087): the workspace navigation marks
  // where one is, and leads to the admin panel.
  await expect(nav).toHaveCount(0);
  const workspace = page.getByRole('navigation', { name: 'Área do cliente' }).first();
  await page.goto('/dashboard/calculator');
  await expect(workspace.getByRole('link', { name: 'Calculadora de ROI' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await workspace.getByRole('link', { name: 'Leads recebidos' }).click();
  await page.waitForURL('/admin');
  await expect(page.getByRole('heading', { name: 'Painel Administrativo' })).toBeVisible();
  await expect(page.getByText('Gerencie e visualize todas as submissões de contato')).toBeVisible();
  await expect(workspace.getByRole('link', { name: 'Leads recebidos' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectAccessible(page);
});
