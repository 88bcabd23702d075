import type { Page } from '@playwright/test';
import { assessmentCategories } from '#shared/tools/assessment.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import {
  dashboardText,
  expectNoSidewaysOverflow,
  figure,
  openDashboardPage,
  signInNewClient,
  type Locale,
} from './dashboard-support.ts';

// Issue 16 §5 (the home shows my work) and issue 14 §4 (results reflow on a phone).
test.describe.configure({ timeout: 180_000 });

const phone = { width: 360, height: 780 };
const desktop = { width: 1366, height: 900 };

/** Full-page screenshots to look at (test-results/screens), at a phone's width and a desktop's. */
async function screens(page: Page, name: string): Promise<void> {
  for (const [label, size] of [
    ['360', phone],
    ['1366', desktop],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/screens/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize(phone);
}

async function finishAssessment(page: Page, locale: Locale, value: string) {
  // The questions in the catalogue's order (its unit test pins the six categories).
  for (const [i, category] of assessmentCategories.entries()) {
    await page
      .getByRole('radio', {
        name: dashboardText(locale, `assessment.questions.${category}.options.${value}`),
      })
      .check();
    await page
      .getByRole('button', {
        name: dashboardText(
          locale,
          i === assessmentCategories.length - 1 ? 'assessment.seeResults' : 'assessment.next',
        ),
      })
      .click();
  }
}

const card = (page: Page, title: string) =>
  page.getByRole('region', { name: /Suas ferramentas|Your tools/ }).getByRole('article', {
    name: title,
  });

test('Portuguese on a 360 px phone: the three results reflow, the home shows each latest result, continue and start over', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await signInNewClient(page, 'Helena Prado');
  await openDashboardPage(page, '/dashboard', 'Painel');
  // Each tool once (issue 26 §3): four cards, the three computing tools with their status.
  const work = page.getByRole('region', { name: 'Suas ferramentas' });
  await expect(work.getByRole('article')).toHaveCount(4);
  await expect(work.getByText('Não iniciado')).toHaveCount(3);
  // The spec's tiles and call to action stay.
  await expect(page.getByText('500+')).toBeVisible();
  await expectAccessible(page);

  await card(page, 'Avaliação de maturidade em IA').getByRole('link', { name: 'Começar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/assessment$/);
  await finishAssessment(page, 'pt-BR', 'd');
  await expect(page.getByText('24 de 30 pontos')).toBeVisible();
  await expectNoSidewaysOverflow(page);
  await screens(page, 'assessment-results');

  await openDashboardPage(page, '/dashboard/automation', 'Identificador de automações');
  for (const area of [/^Vendas/, /^Atendimento/, /^Operações/, /^Financeiro/]) {
    await page.getByRole('checkbox', { name: area }).check();
  }
  await page.getByRole('button', { name: 'Continuar Análise' }).click();
  for (const answer of [
    'Grande (mais de 200 funcionários)',
    'Operações',
    'Custos operacionais altos',
  ]) {
    await page.getByRole('radio', { name: answer }).check();
  }
  await page.getByRole('button', { name: 'Ver Recomendações' }).click();
  await expect(figure(page, 'Processos encontrados')).toHaveText('16');
  await expectNoSidewaysOverflow(page);
  await expectAccessible(page);
  await screens(page, 'automation-results');

  await openDashboardPage(page, '/dashboard/calculator', 'Calculadora de ROI');
  await page.getByRole('combobox', { name: 'Porte da empresa' }).click();
  await page.getByRole('option', { name: 'Grande (200+ funcionários)' }).click();
  await page.getByLabel('Pessoas na equipe envolvida').fill('120');
  await page.getByLabel('Custo médio por hora (R$)').fill('25,00');
  for (const solution of ['Chatbot Inteligente', 'Processamento de Documentos']) {
    await page.getByRole('checkbox', { name: new RegExp(solution) }).check();
  }
  await page.getByRole('button', { name: 'Calcular ROI' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Análise de ROI' })).toBeVisible();
  // large × (chatbot + documents) at R$ 25/h: 63 250 in the first year, 12 000 saved a month.
  await expect(figure(page, 'Meses Payback')).toHaveText('5');
  await expect(figure(page, 'ROI Primeiro Ano')).toHaveText('128%');
  await expectNoSidewaysOverflow(page);
  await expectAccessible(page);
  await screens(page, 'calculator-results');

  // The home now shows each latest result.
  await openDashboardPage(page, '/dashboard', 'Painel');
  const assessment = card(page, 'Avaliação de maturidade em IA');
  await expect(assessment.getByText('Concluído')).toBeVisible();
  await expect(figure(assessment, 'Nível de maturidade')).toHaveText('Intermediário');
  await expect(figure(assessment, 'Pontuação')).toHaveText('80% (24 de 30 pontos)');
  const finder = card(page, 'Identificador de automações');
  await expect(figure(finder, 'Processos encontrados')).toHaveText('16');
  await expect(figure(finder, 'Horas economizadas por mês')).toHaveText('283+');
  const roi = card(page, 'Calculadora de ROI');
  await expect(figure(roi, 'ROI Primeiro Ano')).toHaveText('128%');
  await expect(figure(roi, 'Payback')).toHaveText('5 meses');
  await expectNoSidewaysOverflow(page);
  await expectAccessible(page);
  await screens(page, 'dashboard-home');

  // Continue opens the result where it was; start over forgets it and opens the tool afresh.
  await finder.getByRole('link', { name: 'Continuar' }).click();
  await expect(
    page.getByRole('heading', { name: 'Suas oportunidades de automação' }),
  ).toBeVisible();
  await openDashboardPage(page, '/dashboard', 'Painel');
  await card(page, 'Avaliação de maturidade em IA')
    .getByRole('button', { name: 'Recomeçar' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/assessment$/);
  await expect(page.getByRole('progressbar', { name: 'Pergunta 1 de 6' })).toBeVisible();
  await expect(page.getByText('0% concluído')).toBeVisible();
  await openDashboardPage(page, '/dashboard', 'Painel');
  await expect(card(page, 'Avaliação de maturidade em IA').getByText('Não iniciado')).toBeVisible();
  await expect(card(page, 'Calculadora de ROI').getByText('Concluído')).toBeVisible();
});

test('English: work in progress on the home, continued where it stopped', async ({ page }) => {
  await signInNewClient(page, 'Olivia Grant', 'en');
  await openDashboardPage(page, '/dashboard/assessment', 'AI Maturity Assessment');
  for (const [category, next] of [
    ['strategy', true],
    ['infrastructure', true],
  ] as const) {
    await page
      .getByRole('radio', {
        name: dashboardText('en', `assessment.questions.${category}.options.b`),
      })
      .check();
    if (next) await page.getByRole('button', { name: 'Next' }).click();
  }
  await openDashboardPage(page, '/dashboard/calculator', 'ROI Calculator');
  await page.getByRole('combobox', { name: 'Company size' }).click();
  await page.getByRole('option', { name: 'Micro (1-10 employees)' }).click();

  await openDashboardPage(page, '/dashboard', 'Dashboard');
  const work = page.getByRole('region', { name: 'Your tools' });
  const assessment = work.getByRole('article', { name: 'AI Maturity Assessment' });
  await expect(assessment.getByText('In progress')).toBeVisible();
  await expect(assessment.getByText('2 of 6 questions answered')).toBeVisible();
  await expect(
    work.getByRole('article', { name: 'ROI Calculator' }).getByText('Form being filled in'),
  ).toBeVisible();
  await expect(
    work.getByRole('article', { name: 'Automation Opportunity Finder' }).getByText('Not started'),
  ).toBeVisible();
  await expectAccessible(page);

  await assessment.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByRole('progressbar', { name: 'Question 3 of 6' })).toBeVisible();
  await expect(page.getByText('33% complete')).toBeVisible();
});
