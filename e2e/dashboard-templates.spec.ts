import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import {
  dashboardText,
  download,
  openDashboardPage,
  signInNewClient,
  type Locale,
} from './dashboard-support.ts';
import { toasts } from './support.ts';

// One journey per language groups many steps (few sign-ups, short CI); give it room on busy machines.
test.describe.configure({ timeout: 120_000 });

interface Item {
  title: string;
  description: string;
  prompt: string;
}
const catalogues = new Map<Locale, { items: Record<string, Item> }>();

/** A template's texts from templates.json, so journeys follow the translations. */
function item(locale: Locale, id: string): Item {
  let file = catalogues.get(locale);
  if (!file) {
    file = JSON.parse(readFileSync(`public/locales/${locale}/templates.json`, 'utf8')) as {
      items: Record<string, Item>;
    };
    catalogues.set(locale, file);
  }
  const found = file.items[id];
  if (!found) throw new Error(`${locale}/templates:items.${id} missing`);
  return found;
}

/** The first 200 characters of a prompt and '...' (spec 02 §2, §9). */
function preview(prompt: string): string {
  const chars = Array.from(prompt);
  return chars.length <= 200 ? prompt : `${chars.slice(0, 200).join('')}...`;
}

/** The page must not scroll sideways (phone layouts). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;

/**
 * What each language's journey does: search (accents and capitals ignored) within a category, open
 * a template's fill step, fill two fields, copy and download the filled text.
 */
const journeys = [
  {
    locale: 'pt-BR' as const,
    name: 'Ana Maria Souza',
    categoryButton: /^E-commerce/,
    listHeading: 'Templates de E-commerce',
    query: 'CODIGO pix Boleto',
    resultCount: /^\d+ templates correspondem a “CODIGO pix Boleto”$/,
    id: 'pending_payment',
    fill: 'Preencher campos',
    fields: [
      { label: 'Nome da loja', placeholder: '[nome da loja]', value: 'Loja Aurora' },
      { label: 'Vencimento do boleto', placeholder: '[data]', value: '10/12/2026' },
    ],
    progress: '2 de 6 campos preenchidos',
    copy: 'Copiar',
    copied: 'Copiado',
    copiedToast: 'Template copiado!',
    download: 'Baixar',
    downloadToast: 'Download iniciado',
    fileName: 'lembrete_de_pagamento_pendente_(pix_e_boleto).txt',
    back: 'Voltar aos templates',
    clear: 'Limpar campos',
  },
  {
    locale: 'en' as const,
    name: 'Olivia Grant',
    categoryButton: /^Customer support/,
    listHeading: 'Customer support templates',
    query: 'reclamé AQUI',
    resultCount: /^\d+ templates match “reclamé AQUI”$/,
    id: 'reclame_aqui_reply',
    fill: 'Fill in fields',
    fields: [
      { label: 'Company name', placeholder: '[company name]', value: 'Aurora Store' },
      {
        label: 'Name and title of the signatory',
        placeholder: '[name and title of the signatory]',
        value: 'Ana Lima, Head of Support',
      },
    ],
    progress: '2 of 6 fields filled in',
    copy: 'Copy',
    copied: 'Copied',
    copiedToast: 'Template copied!',
    download: 'Download',
    downloadToast: 'Download started',
    fileName: 'public_reply_on_reclame_aqui.txt',
    back: 'Back to templates',
    clear: 'Clear fields',
  },
];

// Each language once and each width once (decision 0128): pt-BR on a phone, English on the desktop.
for (const journey of journeys) {
  for (const [width, viewport] of Object.entries(viewports).filter(
    ([name]) => (name === 'phone') === (journey.locale === 'pt-BR'),
  )) {
    test(`templates in ${journey.locale} at ${width} width: search, fill the placeholders, copy, download`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize(viewport);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await signInNewClient(page, journey.name, journey.locale);
      const template = item(journey.locale, journey.id);
      await openDashboardPage(
        page,
        '/dashboard/templates',
        journey.locale === 'en' ? 'Prompt Templates' : 'Templates de prompts',
      );

      await page.getByRole('tab', { name: journey.categoryButton }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: journey.listHeading }),
      ).toBeVisible();
      await page.getByRole('searchbox').fill(journey.query);
      const status = page.getByRole('status').filter({ hasText: journey.resultCount });
      await expect(status).toBeVisible();
      const shown = Number((await status.textContent())?.match(/^\d+/)?.[0]);
      await expect(page.getByRole('article')).toHaveCount(shown);
      await expect(page.getByRole('article').first()).toHaveAccessibleName(template.title);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);

      const card = page.getByRole('article', { name: template.title });
      await card.getByRole('link', { name: new RegExp(`^${journey.fill}`) }).click();
      await expect(page).toHaveURL(new RegExp(`\\?template=${journey.id}$`));
      const heading = page.getByRole('heading', { level: 2, name: template.title });
      await expect(heading).toBeFocused();

      let expected = template.prompt;
      for (const field of journey.fields) {
        await page.getByLabel(field.label, { exact: true }).fill(field.value);
        expected = expected.replaceAll(field.placeholder, field.value);
      }
      expect(expected).not.toBe(template.prompt);
      await expect(page.getByText(journey.progress).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);

      await page.getByRole('button', { name: new RegExp(`^${journey.copy}`) }).click();
      await expect(
        page.getByRole('button', { name: new RegExp(`^${journey.copied}`) }),
      ).toBeVisible();
      await expect(toasts(page)).toContainText(journey.copiedToast);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
      // 'Copiado' lasts 2 s, then the button reads 'Copiar' again (spec 02 §4).
      await expect(
        page.getByRole('button', { name: new RegExp(`^${journey.copy}`) }),
      ).toBeVisible();

      const file = await download(
        page,
        page.getByRole('button', { name: new RegExp(`^${journey.download}`) }),
      );
      expect(file.fileName).toBe(journey.fileName);
      expect(file.lines.join('\n')).toBe(`${expected}\n`);
      await expect(toasts(page)).toContainText(journey.downloadToast);

      // Back to the list: focus returns to the link that opened the step, the card keeps the
      // values (its preview and its own Copy use the filled text).
      await page.getByRole('link', { name: journey.back }).click();
      const link = card.getByRole('link', { name: new RegExp(`^${journey.fill}`) });
      await expect(link).toBeFocused();
      await expect(card).toContainText(journey.progress);
      expect(await card.locator('figure p').textContent()).toBe(preview(expected));
      await card.getByRole('button', { name: new RegExp(`^${journey.copy}`) }).click();
      await expect(
        card.getByRole('button', { name: new RegExp(`^${journey.copied}`) }),
      ).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

      // The browser's Back returns to the step, and clearing the fields gives the template back.
      await page.goBack();
      await expect(page).toHaveURL(/\?template=/);
      await page.goForward();
      await link.click();
      await page.getByRole('button', { name: journey.clear }).click();
      await expect(page.getByLabel(journey.fields[0]?.label ?? '', { exact: true })).toHaveValue(
        '',
      );
      const raw = await download(
        page,
        page.getByRole('button', { name: new RegExp(`^${journey.download}`) }),
      );
      expect(raw.lines.join('\n')).toBe(`${template.prompt}\n`);
    });
  }
}

test('dashboard and templates in Portuguese: home, spec cards, no invented figures, empty search, copy error, category kept', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const catalogueRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/templates.json')) catalogueRequests.push(request.url());
  });
  await signInNewClient(page, 'Ana Maria Souza');
  await openDashboardPage(page, '/dashboard', 'Painel');
  await expect(page.getByText('Olá, Ana! Escolha uma ferramenta para começar.')).toBeVisible();
  for (const tile of ['50+', '500+', '340%', '1.200+']) {
    await expect(page.getByText(tile, { exact: true })).toBeVisible();
  }
  for (const [name, path] of [
    ['Templates de prompts', '/dashboard/templates'],
    ['Avaliação de maturidade em IA', '/dashboard/assessment'],
    ['Identificador de automações', '/dashboard/automation'],
    ['Calculadora de ROI', '/dashboard/calculator'],
  ] as const) {
    // The tool cards; the workspace navigation beside them links the same pages.
    await expect(
      page
        .getByRole('region', { name: dashboardText('pt-BR', 'toolsHeading') })
        .getByRole('link', { name: new RegExp(`^${name}`) }),
    ).toHaveAttribute('href', path);
  }
  await expect(page.getByRole('link', { name: 'Agendar demonstração' })).toHaveAttribute(
    'href',
    '/demonstracao',
  );
  await expectAccessible(page);

  // The catalogue is not part of the dashboard home: it loads with the library only.
  expect(catalogueRequests).toEqual([]);
  const catalogueRequest = page.waitForRequest(/\/locales\/pt-BR\/templates\.json$/);
  // The tool card (the workspace navigation has a link of the same name since issue 26 §5
  // brought both to sentence case).
  await page
    .getByRole('region', { name: dashboardText('pt-BR', 'toolsHeading') })
    .getByRole('link', { name: /^Templates de prompts/ })
    .click();
  await catalogueRequest;
  await expect(page.getByRole('heading', { level: 1, name: 'Templates de prompts' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Vendas/ })).toHaveAttribute('aria-selected', 'true');
  // The dashboard promises 50+ templates: the four categories hold them.
  let total = 0;
  for (const name of ['Vendas', 'Marketing', 'Atendimento', 'E-commerce']) {
    const count = await page
      .getByRole('tab', { name: new RegExp(`^${name}`) })
      .locator('[aria-hidden="true"]')
      .last()
      .textContent();
    total += Number(count);
  }
  expect(total).toBeGreaterThanOrEqual(50);
  // Categories are tabs: arrow keys move between them.
  await page.getByRole('tab', { name: /^Vendas/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /^Marketing/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page.getByRole('heading', { level: 2, name: 'Templates de Marketing' }),
  ).toBeVisible();
  await page.keyboard.press('ArrowLeft');

  const spec = item('pt-BR', 'cold_outreach');
  const card = page.getByRole('article', { name: spec.title });
  await expect(page.getByRole('article').first()).toHaveAccessibleName(spec.title);
  await expect(card).toContainText('4,8');
  await expect(card).toContainText('1.203 downloads');
  await expect(card).toContainText('8 campos para preencher');
  expect(await card.locator('figure p').textContent()).toBe(preview(spec.prompt));
  // A template added by issue 16 shows no rating and no download count (decision 0055).
  const added = page.getByRole('article', { name: item('pt-BR', 'whatsapp_followup').title });
  await expect(added).toContainText('8 campos para preencher');
  await expect(added).not.toContainText('downloads');
  await expect(added).not.toContainText('de 5');
  await expectAccessible(page);

  // Unfilled, the card copies and downloads the template as written (spec 02 §2).
  await card.getByRole('button', { name: /^Copiar/ }).click();
  await expect(card.getByRole('button', { name: /^Copiado/ })).toBeVisible();
  await expect(toasts(page)).toContainText(
    'O template foi copiado para sua área de transferência.',
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(spec.prompt);
  const file = await download(page, card.getByRole('button', { name: /^Baixar/ }));
  expect(file.fileName).toBe('e-mail_de_prospecção_personalizado.txt');
  expect(file.lines.join('\n')).toBe(`${spec.prompt}\n`);

  // Nothing in this category, something elsewhere: one click shows it.
  await page.getByRole('searchbox').fill('carrinho abandonado');
  await expect(
    page.getByText('Nenhum template de Vendas corresponde a “carrinho abandonado”.'),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Ver em E-commerce (1)' }).click();
  await expect(page.getByRole('tab', { name: /^E-commerce/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toHaveAccessibleName(
    item('pt-BR', 'abandoned_cart').title,
  );
  // Nothing anywhere.
  await page.getByRole('searchbox').fill('xyzzy');
  await expect(page.getByText('Tente outras palavras ou limpe a busca.')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar busca' }).first().click();
  await expect(page.getByRole('searchbox')).toHaveValue('');
  await expect(page.getByRole('status').filter({ hasText: /^15 templates$/ })).toBeVisible();

  // A refused clipboard gets the spec's error toast.
  await page.getByRole('tab', { name: /^Vendas/ }).click();
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
  });
  await card.getByRole('button', { name: /^Copiar/ }).click();
  await expect(toasts(page)).toContainText('Erro ao copiar');
  await expect(toasts(page)).toContainText('Não foi possível copiar o template.');
  await expect(card.getByRole('button', { name: /^Copiar/ })).toBeVisible();

  // The chosen category survives a reload; the spec's e-commerce template comes first.
  await page.getByRole('tab', { name: /^E-commerce/ }).click();
  await page.reload();
  await expect(page.getByRole('tab', { name: /^E-commerce/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('article').first()).toContainText('445 downloads');
  await expect(
    page.getByRole('link', { name: 'Solicitar templates personalizados' }),
  ).toHaveAttribute('href', '/demonstracao');

  await page.getByRole('link', { name: 'Voltar ao painel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('English library: the spec template keeps its figures in English number format', async ({
  page,
}) => {
  await signInNewClient(page, 'Olivia Grant', 'en');
  await openDashboardPage(page, '/dashboard', 'Dashboard');
  await expect(page.getByText('Hi, Olivia! Pick a tool to get started.')).toBeVisible();
  await expect(page.getByText('1,200+', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: /^Prompt Templates/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prompt Templates' })).toBeVisible();
  await page.getByRole('tab', { name: /^Customer support/ }).click();
  const card = page.getByRole('article', { name: item('en', 'support_reply').title });
  await expect(card).toContainText('4.9');
  await expect(card).toContainText('1,087 downloads');
  await expect(card).toContainText('9 fields to fill in');
  await expect(page.getByRole('article')).toHaveCount(15);
});
