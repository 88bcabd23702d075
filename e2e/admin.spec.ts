import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { leadCsvHeader } from '#shared/test/lead-fixtures.ts';
import { e2eDataDir } from '../playwright.config.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import {
  enrolAuthenticator,
  enterAuthenticatorCode,
  latestMailTo,
  registerByApi,
  signInThroughForm,
  toasts,
  uniqueEmail,
} from './support.ts';

/**
 * Working the day's leads in the admin panel (issues 6 and 14 §5): a lead from the home form read
 * in full in the detail panel, its status changed for good, the CSV export, the test e-mail, a
 * lead arriving while the table is open, and a hostile message shown as text. The build refreshes
 * the list every 2 s (scripts/e2e-server.ts), the product every 30 s. The lead desk's own
 * journeys (tool results, origin, notes, assignee) are in lead-desk.spec.ts.
 */

// Each journey signs in (argon2id on purpose) and loads several pages: more than the default
// 30 s on a busy CI machine. A time limit, not an assertion about speed.
test.describe.configure({ timeout: 90_000 });

/** Authenticator secrets of the admins made here, by e-mail. */
const secrets = new Map<string, string>();

/**
 * Registers an account and makes it admin with the CLI, as an operator would (README), then turns
 * on its authenticator: administrators sign in with a code (decision 0029; admin-two-factor.spec.ts
 * covers enrolment in the browser).
 */
async function makeAdmin(request: APIRequestContext, fullName: string): Promise<string> {
  const { email } = await registerByApi(request, fullName);
  const granted = spawnSync(process.execPath, ['scripts/admin.ts', 'grant', email], {
    env: { ...process.env, DATA_DIR: e2eDataDir },
    encoding: 'utf8',
  });
  expect(granted.status, granted.stderr).toBe(0);
  secrets.set(email, (await enrolAuthenticator(request)).secret);
  return email;
}

async function signIn(page: Page, email: string) {
  await signInThroughForm(page, email);
  await enterAuthenticatorCode(page, secrets.get(email) ?? '');
  await page.waitForURL('/');
}

async function signInAsAdmin(page: Page, request: APIRequestContext, fullName: string) {
  const email = await makeAdmin(request, fullName);
  await signIn(page, email);
  return email;
}

async function postLead(request: APIRequestContext, lead: Record<string, string>) {
  const response = await request.post('/api/contacts', { data: lead });
  expect(response.status()).toBe(201);
}

/** The table row of the lead named `name` (the table from 768 px up; cards below). */
const leadRow = (page: Page, name: string) =>
  page
    .getByTestId('lead-row')
    .filter({ has: page.getByRole('button', { name: `Abrir o contato de ${name}`, exact: true }) });

/** Opens the lead named `name` in the detail panel. */
async function openLead(page: Page, name: string) {
  await leadRow(page, name)
    .getByRole('button', { name: `Abrir o contato de ${name}` })
    .click();
  const panel = page.getByRole('dialog', { name });
  await expect(panel).toBeVisible();
  return panel;
}

async function searchInbox(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(text);
  await expect(page).toHaveURL(
    new RegExp(`[?&]q=${encodeURIComponent(text).replace(/\./g, '\\.')}`),
  );
}

test('an admin reads a lead sent from the home form, marks it contacted, and it stays so', async ({
  page,
  request,
}) => {
  // An admin before the lead arrives: the new-lead e-mail goes to the admins of that moment.
  const adminEmail = await makeAdmin(request, 'Ana Administradora');
  const lead = {
    name: 'Helena Duarte',
    email: uniqueEmail('helena'),
    company: 'Duarte Transportes',
    message: 'Temos 12 caminhões.\nQueremos prever a manutenção da frota.',
  };
  await page.goto('/');
  const form = page.locator('#demonstracao');
  await form.getByLabel('Nome').fill(lead.name);
  await form.getByLabel('E-mail').fill(lead.email);
  await form.getByLabel(/^Empresa/).fill(lead.company);
  await form.getByLabel(/^Mensagem/).fill(lead.message);
  await form.getByRole('button', { name: 'Solicitar demonstração' }).click();
  await expect(form.getByText('Entraremos em contato em breve.')).toBeVisible();

  await signIn(page, adminEmail);
  await page.goto('/admin');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Painel Administrativo' }),
  ).toBeVisible();
  await expect(page.getByText('Gerencie e visualize todas as submissões de contato')).toBeVisible();
  for (const label of ['Total de Contatos', 'Contatos Hoje', 'Empresas Únicas'])
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Contatos Recebidos \(\d+\)$/ })).toBeVisible();

  await searchInbox(page, lead.email);
  await expect(page.getByRole('heading', { name: 'Contatos Recebidos (1)' })).toBeVisible();
  const row = leadRow(page, lead.name);
  await expect(row.getByText(lead.company)).toBeVisible();
  await expect(row.getByText(lead.email)).toBeVisible();
  await expect(row.getByText('Formulário da página inicial')).toBeVisible();
  await expect(row.getByText(/^há (instantes|\d+ minutos?)$/)).toBeVisible();
  await expect(row.getByTestId('lead-status')).toHaveText('Novo');
  await expectAccessible(page);

  const panel = await openLead(page, lead.name);
  await expect(panel.getByRole('link', { name: lead.email })).toHaveAttribute(
    'href',
    `mailto:${lead.email}`,
  );
  await expect(panel.getByTestId('detail-message')).toHaveText(lead.message);
  await panel.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Contatado' }).click();
  await expect(toasts(page).getByText('Status atualizado')).toBeVisible();
  await expect(panel.getByTestId('lead-status')).toHaveText('Contatado');
  await panel.getByRole('button', { name: 'Fechar' }).click();
  await expect(row.getByTestId('lead-status')).toHaveText('Contatado');

  await page.reload();
  await expect(leadRow(page, lead.name).getByTestId('lead-status')).toHaveText('Contatado');
  const reopened = await openLead(page, lead.name);
  await reopened.getByRole('tab', { name: 'Histórico' }).click();
  await expect(
    reopened
      .getByTestId('lead-history')
      .getByText('Ana Administradora mudou o status de Novo para Contatado'),
  ).toBeVisible();
  await reopened.getByRole('button', { name: 'Fechar' }).click();
  await page.getByRole('button', { name: /^Contatados \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/status=contacted/);
  await expect(leadRow(page, lead.name)).toBeVisible();

  // The admins were told by e-mail, after the visitor's reply.
  const mail = await latestMailTo(adminEmail);
  expect(mail.subject).toBe(`Novo contato pelo site: ${lead.name}`);
  expect(mail.body).toContain(`E-mail: ${lead.email}`);
});

test('an admin exports the current filter as a CSV that holds the lead, formulas defused', async ({
  page,
  request,
}) => {
  const marker = uniqueEmail('planilha').replace('@example.com', '');
  const lead = {
    name: '=HYPERLINK("http://evil.example";"Clique")',
    email: `${marker}@acentos.com.br`,
    company: 'Ação & Companhia, Ltda',
    message: 'Previsão de demanda',
  };
  await postLead(request, lead);
  await signInAsAdmin(page, request, 'Bruno Administrador');
  await page.goto('/admin');
  await searchInbox(page, marker);
  await expect(page.getByRole('heading', { name: 'Contatos Recebidos (1)' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exportar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  // Read back as a spreadsheet in Portuguese reads it: split on semicolons (issue 26 §4).
  const [header = [], row, ...rest] = parse(bytes.toString('utf8'), {
    bom: true,
    delimiter: ';',
    record_delimiter: '\r\n',
  }) as string[][];
  expect(header.slice(0, 10)).toEqual(leadCsvHeader.slice(0, 10));
  expect(rest).toEqual([]);
  expect(row?.slice(2, 7)).toEqual([
    `'=HYPERLINK("http://evil.example";"Clique")`,
    lead.email,
    'Ação & Companhia, Ltda',
    'Previsão de demanda',
    'Novo',
  ]);
});

test('an admin sends a test e-mail and finds it in the outbox', async ({ page, request }) => {
  const adminEmail = await signInAsAdmin(page, request, 'Carla Administradora');
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Testar Email' }).click();
  await expect(toasts(page).getByText('Email de teste enviado!')).toBeVisible();
  await expect(toasts(page).getByText('Verifique sua caixa de entrada.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Testar Email' })).toBeEnabled();
  const mail = await latestMailTo(adminEmail);
  expect(mail.subject).toBe('E-mail de teste — Nexus IA');
  expect(mail.body).toContain('Olá, Carla Administradora');
});

test('a lead sent while the panel is open appears without a reload', async ({ page, request }) => {
  await signInAsAdmin(page, request, 'Diego Administrador');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: /^Contatos Recebidos \(\d+\)$/ })).toBeVisible();
  // The summary comes with its own query: '—' until it has answered (summary-cards.tsx).
  const summaryTotal = page.getByTestId('summary-total');
  await expect(summaryTotal).toHaveText(/^\d[\d.]*$/);
  const total = Number((await summaryTotal.textContent())?.replaceAll('.', ''));
  const sameDocument = await page.evaluateHandle(() => document);

  const name = `Lívia Nogueira ${Date.now()}`;
  await postLead(request, { name, email: uniqueEmail('livia'), company: 'Nogueira Agro' });

  await expect(leadRow(page, name)).toBeVisible({ timeout: 15_000 });
  await expect(summaryTotal).toHaveText(new Intl.NumberFormat('pt-BR').format(total + 1));
  expect(await page.evaluate((doc) => doc === document, sameDocument)).toBe(true);
});

test('a message holding <script> is shown as text and never runs', async ({ page, request }) => {
  const message = '<script>window.__pwned = true</script><img src=x onerror="window.__pwned = 1">';
  const email = uniqueEmail('hostil');
  await postLead(request, { name: 'Mensagem Hostil', email, message });
  await signInAsAdmin(page, request, 'Eva Administradora');
  await page.goto('/admin');
  await searchInbox(page, email);
  const panel = await openLead(page, 'Mensagem Hostil');
  const text = panel.getByTestId('detail-message');
  await expect(text).toHaveText(message);
  await expect(text.locator('script, img')).toHaveCount(0);
  // And on a phone, where each lead is a card with its message.
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.getByRole('button', { name: 'Fechar' }).click();
  const card = page.getByTestId('lead-card').filter({ hasText: 'Mensagem Hostil' });
  await expect(card.getByTestId('lead-message')).toHaveText(message);
  await expect(card.locator('script, img')).toHaveCount(0);
  expect(await page.evaluate(() => 'pwned' in window || '__pwned' in window)).toBe(false);
  await expectAccessible(page);
});
