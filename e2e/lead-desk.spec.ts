import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { e2eDataDir, e2ePort } from '../playwright.config.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import {
  dashboardText,
  openConsultantForm,
  openDashboardPage,
  signInNewClient,
  type Locale,
} from './dashboard-support.ts';
import {
  localeText,
  localeTexts,
  sidewaysOverflow,
  type Locale as ExportLocale,
} from './layout-support.ts';
import {
  authenticatorCode,
  enrolAuthenticator,
  latestMailTo,
  registerByApi,
  strongPassword,
  toasts,
} from './support.ts';

/**
 * The lead desk (issue 16 §4 and §6, issue 15 §3): a client sends a tool result to a consultant
 * from its result screen; a visitor from a campaign asks for a demonstration at a preferred time;
 * an admin finds both in the inbox by their source, reads them in the detail panel, adds a note,
 * assigns them and exports them — in Portuguese and English (the export in Spanish too), at
 * 1366 px and on a 390 px phone.
 * Screenshots of the table and the panel go to test-results/lead-desk/.
 */

// Each journey signs up and in more than once (argon2id on purpose) and walks a tool: a time
// limit for a busy machine, not an assertion about speed.
test.describe.configure({ timeout: 180_000 });

const shots = 'test-results/lead-desk';

/** A full name no other run has used: letters only, as registration wants (spec 01 §5). */
function uniqueName(base: string): string {
  const letters = Date.now()
    .toString(26)
    .split('')
    .map((c) => String.fromCharCode(97 + parseInt(c, 26)))
    .join('');
  return `${base} ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
}

/** Authenticator secrets of the admins made here, by e-mail. */
const secrets = new Map<string, string>();

/**
 * Registers an account, grants it the admin role with the CLI, as an operator would, and turns
 * on its authenticator: administrators sign in with a code (decision 0029).
 */
async function makeAdmin(page: Page, fullName: string): Promise<string> {
  const { email } = await registerByApi(page.request, fullName);
  const granted = spawnSync(process.execPath, ['scripts/admin.ts', 'grant', email], {
    env: { ...process.env, DATA_DIR: e2eDataDir },
    encoding: 'utf8',
  });
  expect(granted.status, granted.stderr).toBe(0);
  secrets.set(email, (await enrolAuthenticator(page.request)).secret);
  return email;
}

/** Leaves the client's session and signs in as `email` (with its app code), through the API. */
async function switchTo(page: Page, email: string, locale: Locale = 'pt-BR') {
  await page.context().clearCookies();
  const password = await page.request.post('/api/login', {
    data: { email, password: strongPassword },
  });
  expect(await password.json()).toEqual({ twoFactorRequired: true });
  const response = await page.request.post('/api/login/two-factor', {
    data: { code: await authenticatorCode(secrets.get(email) ?? '') },
  });
  expect(response.status()).toBe(200);
  await page
    .context()
    .addCookies([{ name: 'user-locale', value: locale, url: `http://localhost:${e2ePort}` }]);
}

/** Picks `option` in the Radix select labelled `label`. */
async function choose(scope: Page | Locator, page: Page, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The first day after today in São Paulo that `wanted` accepts, as the date input takes it. */
function nextDay(wanted: (weekday: number) => boolean): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
    .format(new Date())
    .split('-')
    .map(Number);
  for (let offset = 1; ; offset++) {
    const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + offset));
    if (wanted(date.getUTCDay())) return date.toISOString().slice(0, 10);
  }
}

async function answerAssessment(page: Page) {
  const categories = ['strategy', 'infrastructure', 'team', 'processes', 'culture', 'investment'];
  for (const [i, category] of categories.entries()) {
    await page
      .getByRole('radio', {
        name: dashboardText('pt-BR', `assessment.questions.${category}.options.c`),
      })
      .check();
    await page.getByRole('button', { name: i === 5 ? 'Ver Resultados' : 'Próxima' }).click();
  }
  await expect(page.getByText('18 de 30 pontos')).toBeVisible();
}

/**
 * The separator a spreadsheet splits the export on in each language (decision 0082): a semicolon
 * where the language writes 1,5 (Excel in Portuguese or Spanish opened a comma-separated file as
 * one column), a comma where it writes 1.5.
 */
const csvDelimiter = { 'pt-BR': ';', es: ';', en: ',' } as const;
/** The UTF-8 byte-order mark: without it Excel reads the file in the system's code page. */
const utf8Bom = [0xef, 0xbb, 0xbf];

/**
 * The export of the desk's filter in the desk's language, read back as a spreadsheet in that
 * language reads it: the file starts with the byte-order mark in every language (leads-csv.ts
 * writes it for English too: English leads have accented names as well), and its first record
 * is that language's column titles (admin.json `export.columns`) split on its separator.
 * `cell(name, column)` is the cell of the record that holds `name`, in that column.
 */
async function exportedCsv(page: Page, locale: ExportLocale) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: localeText(locale, 'admin', 'actions.exportCsv') }).click(),
  ]);
  const bytes = await readFile(await download.path());
  // csv-parse's `bom: true` reads a file with or without the mark: the bytes themselves say.
  expect([...bytes.subarray(0, 3)]).toEqual(utf8Bom);
  const [header = [], ...records] = parse(bytes.toString('utf8'), {
    bom: true,
    delimiter: csvDelimiter[locale],
    record_delimiter: '\r\n',
  }) as string[][];
  // The titles in the file's order, which is the export's; on another separator they would read
  // as one column.
  expect(header).toEqual(localeTexts(locale, 'admin', 'export.columns'));
  const cell = (name: string, column: string) =>
    records.find((record) => record.includes(name))?.[
      header.indexOf(localeText(locale, 'admin', `export.columns.${column}`))
    ];
  return { cell };
}

test('pt-BR: a client sends an assessment to a consultant; an admin finds it by source, notes, assigns and exports it, in Portuguese and Spanish', async ({
  page,
}) => {
  const clientName = uniqueName('Paula Ribeiro');
  await signInNewClient(page, clientName);
  // Arrives from a newsletter; the tools are reached later, within the same visit.
  await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=maturidade', {
    referer: 'https://news.example.com/edicao-12',
  });
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
  await openDashboardPage(page, '/dashboard/assessment', 'Avaliação de maturidade em IA');
  await answerAssessment(page);

  // The result's one next step is a booking; sending without a time opens the form (decision 0107).
  const card = await openConsultantForm(page, 'pt-BR');
  await expect(
    card.getByRole('heading', { name: 'Falar com um consultor sobre este resultado' }),
  ).toBeVisible();
  await expect(
    card.getByText('O resultado da ferramenta Avaliação de maturidade em IA'),
  ).toBeVisible();
  await expect(card.getByRole('link', { name: 'Política de Privacidade' })).toBeVisible();
  await card.getByLabel(/^Empresa/).fill('Ribeiro Varejo');
  await card.getByLabel(/^Mensagem para o consultor/).fill('Queremos começar pelo atendimento.');
  await expectAccessible(page);
  await card.screenshot({ path: `${shots}/consultant-card-1280-pt.png` });
  await card.getByRole('button', { name: 'Enviar para um consultor' }).click();
  await expect(card.getByText(/^Resultado enviado!/)).toBeVisible();

  // The browser remembers it; the server would answer "already sent" anyway.
  await page.reload();
  await expect(
    page
      .getByTestId('send-to-consultant')
      .getByText(/^Você enviou este resultado a um consultor em/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar para um consultor' })).toHaveCount(0);

  // The client's confirmation, in Portuguese, with the figures and how to reach us.
  const clientEmail = (await (await page.request.get('/api/user')).json()).email as string;
  // The address also received the sign-up mail; the confirmation comes through the queue.
  await expect
    .poll(async () => (await latestMailTo(clientEmail)).subject, { timeout: 30_000 })
    .toBe('Recebemos o resultado que você enviou — Nexus IA');
  const mail = await latestMailTo(clientEmail);
  // A tool result, not a demonstration request (issue 26 §5).
  expect(mail.body).not.toContain('pedido de demonstração');
  expect(mail.body).toContain('Resultado que você enviou — Avaliação de maturidade em IA:');
  expect(mail.body).toContain('- Pontuação: 18/30');
  expect(mail.body).toContain('O que acontece agora');

  // An admin finds it among the tool results, then by its source.
  const adminName = uniqueName('Ana Administradora');
  const adminEmail = await makeAdmin(page, adminName);
  await switchTo(page, adminEmail);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Painel Administrativo' }),
  ).toBeVisible();
  await choose(page, page, 'Resultado de ferramenta', /^Com resultado \(\d+\)$/);
  await expect(page).toHaveURL(/hasToolResult=true/);
  await choose(page, page, 'Origem', /^Avaliação de maturidade em IA \(\d+\)$/);
  await expect(page).toHaveURL(/source=assessment/);
  const row = page.getByTestId('lead-row').filter({ hasText: clientName });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('60% · Em desenvolvimento')).toBeVisible();
  await expect(row.getByText('Ribeiro Varejo')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${shots}/admin-table-1366-pt.png` });

  await row.getByRole('button', { name: `Abrir o contato de ${clientName}` }).click();
  const panel = page.getByRole('dialog', { name: clientName });
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(/lead=\d+/);
  const result = panel.getByTestId('detail-tool-result');
  await expect(
    result.getByRole('heading', { name: 'Resultado enviado — Avaliação de maturidade em IA' }),
  ).toBeVisible();
  for (const [label, value] of [
    ['Pontuação', '18/30'],
    ['Percentual', '60%'],
    ['Nível', 'Em desenvolvimento'],
  ] as const)
    await expect(result.locator(`div:has(> dt:text-is("${label}")) > dd`)).toHaveText(value);
  await expect(result.getByText('Estratégia e liderança')).toBeVisible();
  const origin = panel.getByTestId('detail-origin');
  for (const text of ['/dashboard/assessment', 'news.example.com', 'newsletter', 'maturidade'])
    await expect(origin.getByText(text, { exact: true })).toBeVisible();
  await expect(panel.getByTestId('detail-message')).toHaveText(
    'Queremos começar pelo atendimento.',
  );
  await expectAccessible(page);
  await page.screenshot({ path: `${shots}/admin-detail-1366-pt.png` });

  // An internal note, then the lead assigned to herself; both in the history.
  await panel.getByRole('tab', { name: 'Notas (0)' }).click();
  await panel.getByLabel('Nova nota').fill('Ligar na segunda às 10h.\nLevar o diagnóstico.');
  await panel.getByRole('button', { name: 'Adicionar nota' }).click();
  await expect(toasts(page).getByText('Nota adicionada')).toBeVisible();
  const notes = panel.getByTestId('lead-notes');
  await expect(notes.getByText(/^Ligar na segunda às 10h\./)).toBeVisible();
  await expect(notes.getByText(new RegExp(`^${adminName} · `))).toBeVisible();
  await expect(panel.getByRole('tab', { name: 'Notas (1)' })).toBeVisible();

  await choose(panel, page, 'Responsável', adminName);
  await expect(toasts(page).getByText('Responsável atualizado')).toBeVisible();
  await panel.getByRole('tab', { name: 'Histórico' }).click();
  await expect(
    panel.getByTestId('lead-history').getByText(`${adminName} atribuiu o contato a ${adminName}`),
  ).toBeVisible();
  await expectAccessible(page);
  await panel.getByRole('button', { name: 'Fechar' }).click();
  await expect(panel).toBeHidden();
  await expect(row.getByRole('cell', { name: adminName })).toBeVisible();

  // The export of this filter carries the lead desk's columns, in Portuguese and then, the same
  // admin reading the desk in Spanish, in Spanish: both languages write 1,5.
  for (const locale of ['pt-BR', 'es'] as const) {
    const admin = (key: string) => localeText(locale, 'admin', key);
    if (locale !== 'pt-BR') {
      await page
        .context()
        .addCookies([{ name: 'user-locale', value: locale, url: `http://localhost:${e2ePort}` }]);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: admin('title') })).toBeVisible();
    }
    const { cell } = await exportedCsv(page, locale);
    const percent = new Intl.NumberFormat(locale, { style: 'percent' }).format(0.6);
    expect(cell(clientName, 'tool')).toBe(admin('toolResult.tools.assessment'));
    expect(cell(clientName, 'toolFigures')).toBe(
      [
        `${admin('toolResult.figures.score')}: 18/30`,
        // Plain spaces: Intl writes "60 %" in Spanish with a no-break one.
        `${admin('toolResult.figures.percentage')}: ${percent.replace(/\s/g, ' ')}`,
        `${admin('toolResult.figures.level')}: ${admin('toolResult.levels.developing')}`,
      ].join('; '),
    );
    expect(cell(clientName, 'referrerHost')).toBe('news.example.com');
    expect(cell(clientName, 'utmSource')).toBe('newsletter');
    expect(cell(clientName, 'utmMedium')).toBe('email');
    expect(cell(clientName, 'utmCampaign')).toBe('maturidade');
    expect(cell(clientName, 'assignee')).toBe(adminName);
  }
});

test('en: a client sends an ROI analysis; the admin desk in English shows its source and figures, a note and the assignee', async ({
  page,
}) => {
  const clientName = uniqueName('John Carter');
  await signInNewClient(page, clientName, 'en');
  await openDashboardPage(page, '/dashboard/calculator', 'ROI Calculator');
  const text = (key: string) => dashboardText('en', key);
  await choose(page, page, text('calculator.companySize'), text('calculator.sizes.small'));
  await page.getByLabel(text('calculator.teamSize')).fill('12');
  await page.getByLabel(text('calculator.hourlyRate')).fill('85.50');
  for (const id of ['chatbot', 'automation'])
    await page
      .getByRole('checkbox', { name: new RegExp(text(`calculator.solutions.${id}.name`)) })
      .check();
  await page.getByRole('button', { name: text('calculator.submit') }).click();

  const card = await openConsultantForm(page, 'en');
  await expect(
    card.getByRole('heading', { name: 'Talk to a consultant about this result' }),
  ).toBeVisible();
  await expect(card.getByText('The result of the ROI Calculator')).toBeVisible();
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Send to a consultant' }).click();
  await expect(card.getByText(/^Result sent!/)).toBeVisible();
  const clientEmail = ((await (await page.request.get('/api/user')).json()) as { email: string })
    .email;
  // The address also received the sign-up mail; the confirmation comes through the queue.
  await expect
    .poll(async () => (await latestMailTo(clientEmail)).subject, { timeout: 30_000 })
    .toBe('We received the result you sent — Nexus IA');
  const mail = await latestMailTo(clientEmail);
  expect(mail.body).toContain('The result you sent — ROI Calculator:');
  expect(mail.body).toContain('- First-year ROI: 1,228%');

  const adminName = uniqueName('Mary Admin');
  const adminEmail = await makeAdmin(page, adminName);
  await switchTo(page, adminEmail, 'en');
  await page.goto('/admin');
  await choose(page, page, 'Source', /^ROI Calculator \(\d+\)$/);
  const row = page.getByTestId('lead-row').filter({ hasText: clientName });
  await expect(row.getByText('First-year ROI: 1,228%')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${shots}/admin-table-1366-en.png` });
  await row.getByRole('button', { name: `Open the lead of ${clientName}` }).click();
  const panel = page.getByRole('dialog', { name: clientName });
  const result = panel.getByTestId('detail-tool-result');
  await expect(result.getByRole('heading', { name: 'Result sent — ROI Calculator' })).toBeVisible();
  for (const [label, value] of [
    ['First-year ROI', '1,228%'],
    ['Payback (months)', '1'],
    ['Annual savings', 'R$410,400.00'],
  ] as const)
    await expect(result.locator(`div:has(> dt:text-is("${label}")) > dd`)).toHaveText(value);
  await expect(result.getByText('Intelligent Chatbot, Process Automation')).toBeVisible();
  await expect(panel.getByTestId('detail-origin').getByText('/dashboard/calculator')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${shots}/admin-detail-1366-en.png` });

  await panel.getByRole('tab', { name: 'Notes (0)' }).click();
  await panel.getByLabel('New note').fill('Send the proposal on Friday.');
  await panel.getByRole('button', { name: 'Add note' }).click();
  await expect(
    panel.getByTestId('lead-notes').getByText('Send the proposal on Friday.'),
  ).toBeVisible();
  await choose(panel, page, 'Assignee', adminName);
  await expect(toasts(page).getByText('Assignee updated')).toBeVisible();
  await choose(panel, page, 'Status', 'Contacted');
  await expect(toasts(page).getByText('Status updated')).toBeVisible();
  await panel.getByRole('tab', { name: 'History' }).click();
  const history = panel.getByTestId('lead-history');
  await expect(history.getByText('Received through the website')).toBeVisible();
  await expect(history.getByText(`${adminName} assigned the lead to ${adminName}`)).toBeVisible();
  await expect(
    history.getByText(`${adminName} changed the status from New to Contacted`),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();

  const { cell } = await exportedCsv(page, 'en');
  expect(cell(clientName, 'tool')).toBe('ROI Calculator');
  expect(cell(clientName, 'toolFigures')).toMatch(
    /^First-year ROI: 1,228%; Payback \(months\): 1;/,
  );
  expect(cell(clientName, 'assignee')).toBe(adminName);
  // The note itself, with its author (decision 0082), where the file once held a count.
  expect(cell(clientName, 'notes')).toMatch(
    new RegExp(
      `^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d — ${adminName}: Send the proposal on Friday\\.$`,
    ),
  );
});

test('a visitor from a campaign asks for a demonstration at a preferred time; the admin reads it on a phone', async ({
  page,
}) => {
  const weekday = nextDay((d) => d >= 1 && d <= 5);
  const name = uniqueName('Helena Duarte');
  // The admin exists before the lead arrives, so the new-lead notification is addressed to her.
  const adminEmail = await makeAdmin(page, uniqueName('Bia Administradora'));
  await page.context().clearCookies();
  await page.goto('/demonstracao?utm_source=linkedin&utm_medium=social&utm_campaign=frota', {
    referer: 'https://www.linkedin.com/feed/',
  });
  // A signed-out visitor's page loads the app at the first interaction (decision 0072).
  await page.mouse.wheel(0, 1);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
  const form = page.getByRole('form');
  await form.getByLabel('Nome').fill(name);
  await form.getByLabel('E-mail').fill(`helena.${Date.now()}@duarte.com.br`);
  await form.getByLabel(/^Empresa/).fill('Duarte Transportes');
  await form.getByLabel('Data').fill(weekday);
  await form.getByRole('radio', { name: 'Tarde (14h–18h)' }).check();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Solicitar demonstração' }).click();
  await expect(page.getByText('Entraremos em contato em breve.')).toBeVisible();

  // The admin's notification names the preferred time (issue 15 §3).
  // Her address also received the sign-up mail: wait for the notification itself.
  await expect
    .poll(async () => (await latestMailTo(adminEmail)).subject, { timeout: 30_000 })
    .toBe(`Novo contato pelo site: ${name}`);
  const notification = await latestMailTo(adminEmail);
  expect(notification.body).toMatch(
    /Horário preferido para a demonstração: \S+-feira, \d+ de \S+ de \d{4} — Tarde \(14h–18h\)/,
  );

  await switchTo(page, adminEmail);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin?q=${encodeURIComponent(name)}`);
  const card = page.getByTestId('lead-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(page.getByTestId('lead-table')).toBeHidden();
  await expect(card.getByText('Página de demonstração')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${shots}/admin-cards-390-pt.png`, fullPage: true });
  await card.getByRole('button', { name: `Ver detalhes: ${name}` }).click();
  const panel = page.getByRole('dialog', { name });
  await expect(
    panel.getByText(new RegExp(`^\\S+-feira, \\d+ de \\S+ de \\d{4} — Tarde \\(14h–18h\\)$`)),
  ).toBeVisible();
  const origin = panel.getByTestId('detail-origin');
  for (const text of [
    'Página de demonstração',
    '/demonstracao',
    'www.linkedin.com',
    'linkedin',
    'frota',
  ])
    await expect(origin.getByText(text, { exact: true })).toBeVisible();
  // No sideways scroll inside the panel on a phone.
  expect(await panel.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expectAccessible(page);
  await page.screenshot({ path: `${shots}/admin-detail-390-pt.png` });
  await panel.getByRole('button', { name: 'Fechar' }).click();

  // At a desk, the table's own column shows the slot, and the export carries it.
  await page.setViewportSize({ width: 1366, height: 900 });
  const row = page.getByTestId('lead-row').filter({ hasText: name });
  await expect(row.getByText(/ — Tarde \(14h–18h\)$/)).toBeVisible();
  const { cell } = await exportedCsv(page, 'pt-BR');
  expect(cell(name, 'preferredDate')).toBe(weekday);
  expect(cell(name, 'preferredPeriod')).toBe('Tarde (14h–18h)');

  // A lead with long words (a formula typed as a name, a long address) wraps inside its card
  // and its panel: nothing scrolls sideways on a 360 px phone (issue 14 §4).
  const longEmail = `um.endereco.de.email.bem.comprido.${Date.now()}@empresa-de-exemplo.com.br`;
  const formula = '=HYPERLINK("http://evil.example";"Clique")';
  const sent = await page.request.post('/api/contacts', {
    data: { name: formula, email: longEmail, company: 'Supercalifragilistico-Comercio-Ltda' },
  });
  expect(sent.status()).toBe(201);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/admin?q=${encodeURIComponent(longEmail)}`);
  const longCard = page.getByTestId('lead-card').filter({ hasText: longEmail });
  await expect(longCard).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
  await longCard.getByRole('button', { name: `Ver detalhes: ${formula}` }).click();
  const longPanel = page.getByRole('dialog', { name: formula });
  await expect(longPanel.getByText(longEmail)).toBeVisible();
  expect(await longPanel.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await sidewaysOverflow(page)).toBe(0);
});

test('the finder and a refused slot: every result screen offers the send, and a weekend is refused on the form', async ({
  page,
}) => {
  await signInNewClient(page, uniqueName('Rafael Gomes'));
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboardPage(page, '/dashboard/automation', 'Identificador de automações');
  await page.getByRole('checkbox', { name: /^Vendas/ }).check();
  await page.getByRole('button', { name: 'Continuar Análise' }).click();
  await page.getByRole('radio', { name: 'Pequena (11 a 50 funcionários)' }).check();
  await page.getByRole('radio', { name: 'Vendas', exact: true }).check();
  await page.getByRole('radio', { name: 'Erros manuais e retrabalho' }).check();
  await page.getByRole('button', { name: 'Ver Recomendações' }).click();
  const card = await openConsultantForm(page, 'pt-BR');
  await expect(
    card.getByText('O resultado da ferramenta Identificador de automações'),
  ).toBeVisible();
  await expectAccessible(page);
  await card.screenshot({ path: `${shots}/consultant-card-390-pt.png` });
  await card.getByRole('button', { name: 'Enviar para um consultor' }).click();
  await expect(card.getByText(/^Resultado enviado!/)).toBeVisible();

  // The preferred time is checked in the browser with the server's rules.
  await page.goto('/demonstracao');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
  const form = page.getByRole('form');
  const saturday = nextDay((d) => d === 6);
  await form.getByLabel('Nome').fill('Fim de Semana');
  await form.getByLabel('E-mail').fill('fds@example.com');
  await form.getByLabel('Data').fill(saturday);
  await form.getByRole('button', { name: 'Solicitar demonstração' }).click();
  await expect(form.getByText('Escolha um dia útil (segunda a sexta-feira)')).toBeVisible();
  await expect(form.getByText('Escolha manhã ou tarde')).toBeVisible();
});
