import { expect, expectAccessible, test } from './fixtures.ts';
import {
  dashboardText,
  download,
  openDashboardPage,
  signInNewClient,
} from './dashboard-support.ts';
import { toasts } from './support.ts';

// One journey per language groups many steps (few sign-ups, short CI); give it room on busy machines.
test.describe.configure({ timeout: 120_000 });

/** The first 200 characters of a prompt and '...' (spec 02 §2, §9). */
function preview(prompt: string): string {
  const chars = Array.from(prompt);
  return chars.length <= 200 ? prompt : `${chars.slice(0, 200).join('')}...`;
}

test('dashboard and templates in Portuguese: greeting, tiles, tools, copy, download, category kept', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInNewClient(page, 'Ana Maria Souza');
  await openDashboardPage(page, '/dashboard', 'Dashboard');
  await expect(page.getByText('Olá, Ana! Escolha uma ferramenta para começar.')).toBeVisible();
  for (const tile of ['50+', '500+', '340%', '1.200+']) {
    await expect(page.getByText(tile, { exact: true })).toBeVisible();
  }
  for (const [name, path] of [
    ['Templates de Prompts', '/dashboard/templates'],
    ['Avaliação de Maturidade em IA', '/dashboard/assessment'],
    ['Identificador de Automações', '/dashboard/automation'],
    ['Calculadora de ROI', '/dashboard/calculator'],
  ] as const) {
    await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'href',
      path,
    );
  }
  await expect(page.getByRole('link', { name: 'Agendar demonstração' })).toHaveAttribute(
    'href',
    '/demonstracao',
  );
  await expectAccessible(page);

  await page.getByRole('link', { name: /^Templates de Prompts/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Templates de Prompts' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Vendas/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const title = dashboardText('pt-BR', 'templates.items.cold_outreach.title');
  const prompt = dashboardText('pt-BR', 'templates.items.cold_outreach.prompt');
  const card = page.getByRole('article', { name: title });
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(card).toContainText('4,8');
  await expect(card).toContainText('1.203 downloads');
  expect(await card.locator('figure p').textContent()).toBe(preview(prompt));
  await expectAccessible(page);

  await card.getByRole('button', { name: /^Copiar/ }).click();
  await expect(card.getByRole('button', { name: /^Copiado/ })).toBeVisible();
  await expect(toasts(page)).toContainText('Template copiado!');
  await expect(toasts(page)).toContainText(
    'O template foi copiado para sua área de transferência.',
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(prompt);
  // 'Copiado' lasts 2 s, then the button reads 'Copiar' again.
  await expect(card.getByRole('button', { name: /^Copiar/ })).toBeVisible();

  const file = await download(page, card.getByRole('button', { name: /^Baixar/ }));
  expect(file.fileName).toBe('e-mail_de_prospecção_personalizado.txt');
  expect(file.lines.join('\n')).toBe(`${prompt}\n`);
  await expect(toasts(page)).toContainText('Download iniciado');

  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
  });
  await card.getByRole('button', { name: /^Copiar/ }).click();
  await expect(toasts(page)).toContainText('Erro ao copiar');
  await expect(toasts(page)).toContainText('Não foi possível copiar o template.');
  await expect(card.getByRole('button', { name: /^Copiar/ })).toBeVisible();

  // The chosen category survives a reload.
  await page.getByRole('button', { name: /^Marketing/ }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Templates de Marketing' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: /^Marketing/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    page.getByRole('article', {
      name: dashboardText('pt-BR', 'templates.items.seo_article.title'),
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: /^E-commerce/ }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText('445 downloads');
  await expect(
    page.getByRole('link', { name: 'Solicitar templates personalizados' }),
  ).toHaveAttribute('href', '/demonstracao');

  await page.getByRole('link', { name: 'Voltar ao Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('dashboard and templates in English: texts, copy and download follow the saved language', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInNewClient(page, 'Olivia Grant', 'en');
  await openDashboardPage(page, '/dashboard', 'Dashboard');
  await expect(page.getByText('Hi, Olivia! Pick a tool to get started.')).toBeVisible();
  await expect(page.getByText('1,200+', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a demo' })).toHaveAttribute(
    'href',
    '/en/demonstracao',
  );
  await expectAccessible(page);

  await page.getByRole('link', { name: /^Prompt Templates/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prompt Templates' })).toBeVisible();
  await page.getByRole('button', { name: /^Customer support/ }).click();
  const title = dashboardText('en', 'templates.items.support_reply.title');
  const prompt = dashboardText('en', 'templates.items.support_reply.prompt');
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('4.9');
  await expect(card).toContainText('1,087 downloads');
  await expectAccessible(page);

  await card.getByRole('button', { name: /^Copy/ }).click();
  await expect(card.getByRole('button', { name: /^Copied/ })).toBeVisible();
  await expect(toasts(page)).toContainText('Template copied!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(prompt);

  const file = await download(page, card.getByRole('button', { name: /^Download/ }));
  expect(file.fileName).toBe('empathetic_customer_reply.txt');
  expect(file.lines[0]).toBe(prompt.split('\n')[0]);
  await expect(toasts(page)).toContainText('Download started');
});
