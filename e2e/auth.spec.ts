import { expect, expectAccessible, test } from './fixtures.ts';
import {
  latestMailTo,
  registerByApi,
  restartBrowser,
  signInThroughForm,
  strongPassword,
  toasts,
  uniqueEmail,
} from './support.ts';

test.describe('sign-in experience', () => {
  test('register through the form → lands on / with the name in the header → logout (pt-BR)', async ({
    page,
  }) => {
    const email = uniqueEmail('cadastro');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Cadastre-se' }).click();
    await page.getByLabel('Nome completo').fill('Joana Pereira');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('fraca');
    await expect(page.getByText('Fraca', { exact: true })).toBeVisible();
    await page.getByLabel('Senha', { exact: true }).fill(strongPassword);
    await expect(page.getByText('Forte', { exact: true })).toBeVisible();
    await page.getByLabel('Confirme a senha').fill(strongPassword);
    await page.getByLabel('Data de nascimento').fill('1992-07-30');
    await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
    const form = page.getByRole('main');
    await expect(form.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(form.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await page.getByRole('button', { name: 'Criar conta' }).click();

    await page.waitForURL('/');
    await expect(page.getByTestId('header-user-name')).toHaveText('Joana Pereira');
    await expect(toasts(page).getByText('Conta criada com sucesso')).toBeVisible();
    await expect(toasts(page).getByText('Bem-vindo, Joana Pereira')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Painel', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(toasts(page).getByText('Logout realizado')).toBeVisible();
    await expect(toasts(page).getByText('Você foi desconectado com sucesso')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByTestId('header-user-name')).toHaveCount(0);
  });

  test('form validation shows translated messages before anything is sent', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Cadastre-se' }).click();
    await page.getByLabel('CPF (opcional)').fill('111.111.111-11');
    await page.getByLabel('Nome completo').fill('Jo');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('O nome deve ter pelo menos 3 caracteres')).toBeVisible();
    await expect(
      page.getByText('CPF inválido: os 11 dígitos não podem ser todos iguais'),
    ).toBeVisible();
    await expect(page.getByText('Campo obrigatório').first()).toBeVisible();
    await expect(page.getByText('Você precisa aceitar os termos de uso')).toBeVisible();
  });

  test('a wrong password shows the "Erro no login" toast and keeps the visitor signed out', async ({
    page,
    request,
  }) => {
    const { email } = await registerByApi(request, 'Carlos Lima');
    await signInThroughForm(page, email, 'Errada#123');
    await expect(toasts(page).getByText('Erro no login')).toBeVisible();
    await expect(toasts(page).getByText('E-mail ou senha incorretos.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('signing in returns to the protected page first asked for', async ({ page, request }) => {
    const { email } = await registerByApi(request, 'Rita Gomes');
    await page.goto('/dashboard/calculator');
    await page.waitForURL(/\/auth\?redirect=%2Fdashboard%2Fcalculator$/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(strongPassword);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL('/dashboard/calculator');
    await expect(toasts(page).getByText('Login realizado com sucesso')).toBeVisible();
    await expect(toasts(page).getByText('Bem-vindo de volta, Rita Gomes')).toBeVisible();
  });

  for (const remember of [true, false]) {
    test(`remember me ${remember ? 'keeps' : 'does not keep'} the session across a browser restart`, async ({
      page,
      context,
      request,
    }) => {
      const { email } = await registerByApi(request, 'Paulo Mendes');
      await signInThroughForm(page, email, strongPassword, remember);
      await page.waitForURL('/');
      await expect(page.getByTestId('header-user-name')).toHaveText('Paulo Mendes');

      const restarted = await restartBrowser(context);
      const again = await restarted.newPage();
      await again.goto('/dashboard');
      if (remember) {
        await expect(again.getByTestId('header-user-name')).toHaveText('Paulo Mendes');
        await expect(again).toHaveURL(/\/dashboard$/);
      } else {
        await again.waitForURL(/\/auth\?redirect=/);
        await expect(again.getByRole('link', { name: 'Entrar' })).toBeVisible();
      }
      await restarted.close();
    });
  }

  test('forgot password → e-mail in the outbox → reset → sign in with the new password', async ({
    page,
    request,
  }) => {
    const { email } = await registerByApi(request, 'Beatriz Rocha');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Esqueceu a senha?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recuperar senha' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    // Cancel closes it; reopening starts empty.
    await dialog.getByLabel('E-mail').fill('rascunho@example.com');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Esqueceu a senha?' }).click();
    await expect(dialog.getByLabel('E-mail')).toHaveValue('');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('button', { name: 'Enviar link' }).click();
    await expect(toasts(page).getByText('Verifique seu e-mail')).toBeVisible();
    await expect(dialog).toBeHidden();

    const mail = await latestMailTo(email);
    expect(mail.subject).toBe('Redefinição de senha — Nexus IA');
    const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.body)?.[0];
    expect(link, 'reset link in the e-mail').toBeTruthy();

    await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
    await page.getByLabel('Nova senha').fill('Nova#Senha2');
    await page.getByLabel('Confirme a senha').fill('Nova#Senha2');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.waitForURL('/auth');
    await expect(toasts(page).getByText('Senha redefinida', { exact: true })).toBeVisible();

    await signInThroughForm(page, email, 'Nova#Senha2');
    await page.waitForURL('/');
    await expect(page.getByTestId('header-user-name')).toHaveText('Beatriz Rocha');
  });
});
