import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, test } from './fixtures.ts';
import {
  latestMailTo,
  registerByApi,
  signInThroughForm,
  strongPassword,
  toasts,
  uniqueEmail,
} from './support.ts';

/** Account self-service (issue "Account self-service"): each right exercised by the person alone. */

// The account page is rendered in the browser from some thirty modules, and each journey signs in
// one or two browsers (argon2 hashing): on a busy shared machine with tracing on, a first paint or a
// sign-in can take longer than Playwright's 5 s default. These waits are patience, not assertions.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const verificationLink = /http:\/\/localhost:\d+(?:\/en|\/es)?\/verify-email\?token=[\w-]+/;

/** The link of the newest verification mail to `email`, as the person would click it. */
async function verificationLinkFor(email: string): Promise<string> {
  const mail = await latestMailTo(email);
  const link = verificationLink.exec(mail.body)?.[0];
  if (!link) throw new Error(`no verification link in:\n${mail.body}`);
  return link;
}

/** Registers with the page's own cookies, so the page is signed in as that person. */
async function registerInPage(page: Page, fullName: string, prefix: string) {
  return registerByApi(page.request, fullName, uniqueEmail(prefix));
}

/** A second browser, signed in as the same person through the form. */
async function secondBrowser(browser: Browser, email: string, password = strongPassword) {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  await signInThroughForm(page, email, password);
  await page.waitForURL('/');
  return { context, page };
}

async function sendLead(request: APIRequestContext, lead: Record<string, string>) {
  const response = await request.post('/api/contacts', { data: lead });
  expect(response.status()).toBe(201);
}

test.describe('my account (pt-BR)', () => {
  test('edit name and phone: saved, shown in the header, validated like registration; page passes axe', async ({
    page,
  }) => {
    await registerInPage(page, 'Joana Prado', 'perfil');
    await page.goto('/dashboard/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
    await expect(page.getByTestId('account-email')).toContainText('@example.com');
    await expect(page.getByText('Não confirmado', { exact: true })).toBeVisible();
    await expect(page.getByTestId('session')).toHaveCount(1);
    await expectAccessible(page);

    await page.getByLabel('Nome completo').fill('Jo');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('O nome deve ter pelo menos 3 caracteres')).toBeVisible();

    await page.getByLabel('Nome completo').fill('Joana Prado Lima');
    await page.getByLabel('Telefone (opcional)').fill('(11) 98888-7777');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(toasts(page).getByText('Dados atualizados')).toBeVisible();
    // The workspace's top bar names the client in its account menu (decision 0087).
    await expect(page.getByTestId('account-menu-button')).toContainText('Joana Prado Lima');

    await page.reload();
    await expect(page.getByLabel('Nome completo')).toHaveValue('Joana Prado Lima');
    await expect(page.getByLabel('Telefone (opcional)')).toHaveValue('(11) 98888-7777');
  });

  test('the header name leads to the account page', async ({ page }) => {
    await registerInPage(page, 'Otávio Reis', 'cabecalho');
    await page.goto('/');
    await page.getByRole('link', { name: 'Otávio Reis — Minha conta' }).click();
    await page.waitForURL('/dashboard/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
  });

  test('change password: the other browser is signed out, this one stays in', async ({
    page,
    browser,
  }) => {
    const { email } = await registerInPage(page, 'Marcos Teixeira', 'senha');
    const other = await secondBrowser(browser, email);

    await page.goto('/dashboard/account');
    await page.getByLabel('Senha atual').fill('Errada#123');
    await page.getByLabel('Nova senha', { exact: true }).fill('Nova#Senha2026');
    await page.getByLabel('Confirme a senha').fill('Nova#Senha2026');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByText('Senha incorreta.', { exact: true }).first()).toBeVisible();

    await page.getByLabel('Senha atual').fill(strongPassword);
    await expect(page.getByText('Forte', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(toasts(page).getByText('Senha alterada')).toBeVisible();
    await expect(page.getByTestId('session')).toHaveCount(1);

    await other.page.goto('/dashboard');
    await other.page.waitForURL(/\/auth\?redirect=/);
    await page.reload();
    await expect(page.getByTestId('account-menu-button')).toContainText('Marcos Teixeira');

    await signInThroughForm(other.page, email, 'Nova#Senha2026');
    await other.page.waitForURL('/');
    await expect(other.page.getByTestId('header-user-name')).toHaveText('Marcos Teixeira');
    await other.context.close();
  });

  test('verify the e-mail: resend from the banner, open the link from the outbox', async ({
    page,
  }) => {
    const { email } = await registerInPage(page, 'Lúcia Campos', 'verifica');
    await page.goto('/dashboard');
    const banner = page.getByTestId('verify-email-banner');
    await expect(banner).toContainText(email);
    await banner.getByRole('button', { name: 'Reenviar e-mail de confirmação' }).click();
    await expect(toasts(page).getByText('E-mail enviado')).toBeVisible();

    const mail = await latestMailTo(email);
    expect(mail.subject).toBe('Confirme seu e-mail — Nexus IA');
    const link = await verificationLinkFor(email);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'E-mail confirmado' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Ir para minha conta' }).click();
    await page.waitForURL('/dashboard/account');
    await expect(page.getByText('Confirmado', { exact: true })).toBeVisible();
    await expect(page.getByTestId('verify-email-banner')).toHaveCount(0);

    // Single use: the same link again says so.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Não foi possível confirmar' })).toBeVisible();
    await expect(page.getByText('já foi usado ou expirou')).toBeVisible();
  });

  test('revoke a session: the other browser is signed out', async ({ page, browser }) => {
    const { email } = await registerInPage(page, 'Renata Alves', 'sessao');
    const other = await secondBrowser(browser, email);

    await page.goto('/dashboard/account');
    const sessions = page.getByTestId('session');
    await expect(sessions).toHaveCount(2);
    const current = sessions.filter({ hasText: 'Esta sessão' });
    await expect(current).toHaveCount(1);
    await expect(current.getByRole('button')).toHaveCount(0);
    await sessions
      .filter({ hasNotText: 'Esta sessão' })
      .getByRole('button', { name: /^Encerrar a sessão / })
      .click();
    await expect(toasts(page).getByText('Sessão encerrada')).toBeVisible();
    await expect(sessions).toHaveCount(1);
    await expect(page.getByText('Nenhuma outra sessão ativa')).toBeVisible();

    await other.page.goto('/dashboard');
    await other.page.waitForURL(/\/auth\?redirect=/);
    await other.context.close();
  });

  test('download my data: a JSON file with the profile, the sessions and the leads', async ({
    page,
  }) => {
    const { email } = await registerInPage(page, 'Paula Nunes', 'dados');
    const token = new URL(await verificationLinkFor(email)).searchParams.get('token');
    expect((await page.request.post('/api/verify-email', { data: { token } })).status()).toBe(200);
    await sendLead(page.request, {
      name: 'Paula Nunes',
      email,
      company: 'Nunes Consultoria',
      message: 'Gostaria de uma demonstração.',
    });

    await page.goto('/dashboard/account');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar meus dados' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^nexus-ia-account-\d{4}-\d\d-\d\d\.json$/);
    await expect(toasts(page).getByText('Arquivo pronto')).toBeVisible();

    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      profile: { email: string; fullName: string; emailVerified: boolean };
      sessions: { current: boolean }[];
      leads: { included: boolean; items: { company: string; message: string }[] };
    };
    expect(data.profile).toMatchObject({ email, fullName: 'Paula Nunes', emailVerified: true });
    expect(data.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(data.leads).toMatchObject({
      included: true,
      items: [{ company: 'Nunes Consultoria', message: 'Gostaria de uma demonstração.' }],
    });
  });

  test('delete the account: password confirmed, signed out, lands on / with a toast', async ({
    page,
  }) => {
    const { email } = await registerInPage(page, 'Carla Dias', 'exclui');
    await page.goto('/dashboard/account');
    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir sua conta?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);

    await dialog.getByLabel('Sua senha').fill('Errada#123');
    await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
    await expect(dialog.getByText('Senha incorreta.')).toBeVisible();

    await dialog.getByLabel('Sua senha').fill(strongPassword);
    await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
    await page.waitForURL('/');
    await expect(toasts(page).getByText('Conta excluída')).toBeVisible();
    await expect(toasts(page).getByText('Sua conta foi excluída.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();

    const signIn = await page.request.post('/api/login', {
      data: { email, password: strongPassword },
    });
    expect(signIn.status()).toBe(401);
  });
});

test.describe('mi cuenta (es)', () => {
  test.use({ locale: 'es-ES' });

  test('delete the account in Spanish: lands on /es with the toast in Spanish', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'user-locale', value: 'es', url: baseURL ?? '' }]);
    const { email } = await registerInPage(page, 'Diego Fernández', 'elimina');
    await page.goto('/dashboard/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Eliminar su cuenta?' });
    await dialog.getByLabel('Su contraseña').fill('Incorrecta#1');
    await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
    await expect(dialog.getByText('Contraseña incorrecta.')).toBeVisible();
    await dialog.getByLabel('Su contraseña').fill(strongPassword);
    await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();

    await page.waitForURL('/es');
    await expect(toasts(page).getByText('Cuenta eliminada')).toBeVisible();
    await expect(toasts(page).getByText('Su cuenta se eliminó.')).toBeVisible();
    const signIn = await page.request.post('/api/login', {
      data: { email, password: strongPassword },
    });
    expect(signIn.status()).toBe(401);
  });
});
