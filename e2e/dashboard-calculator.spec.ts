import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import {
  dashboardText,
  downloadPdf,
  downloadTextReport,
  expectConsultantHandOff,
  figure,
  type Locale,
  openDashboardPage,
  signInNewClient,
  today,
} from './dashboard-support.ts';
import { toasts } from './support.ts';

// One journey per language groups many steps (few sign-ups, short CI); give it room on busy machines.
test.describe.configure({ timeout: 120_000 });

function form(page: Page, locale: Locale) {
  const text = (key: string) => dashboardText(locale, key);
  return {
    // Radix selects (components/ui/select.tsx): a combobox and a list of options.
    size: page.getByRole('combobox', { name: text('calculator.companySize') }),
    urgency: page.getByRole('combobox', { name: text('calculator.urgency') }),
    choose: async (select: Locator, option: string) => {
      await select.click();
      await page.getByRole('option', { name: option, exact: true }).click();
      await expect(select).toHaveText(option);
    },
    team: page.getByLabel(text('calculator.teamSize')),
    rate: page.getByLabel(text('calculator.hourlyRate')),
    solution: (id: string) =>
      page.getByRole('checkbox', { name: new RegExp(text(`calculator.solutions.${id}.name`)) }),
    submit: page.getByRole('button', { name: text('calculator.submit') }),
  };
}

test('ROI calculator in Portuguese: every disabled state, the analysis, the report, back and reload keep the data', async ({
  page,
}) => {
  await signInNewClient(page, 'Beatriz Lima');
  await openDashboardPage(page, '/dashboard/calculator', 'Calculadora de ROI');
  const f = form(page, 'pt-BR');
  await expect(f.submit).toBeDisabled();
  await expectAccessible(page);

  // Spec 02 §5: size chosen, team > 0, rate > 0 and at least one solution; urgency optional.
  await f.team.fill('25');
  await f.rate.fill('85,50');
  for (const id of ['chatbot', 'automation', 'analytics', 'document_processing']) {
    await f.solution(id).check();
  }
  await expect(f.size).toHaveText('Selecione o porte');
  await expect(f.submit).toBeDisabled();
  await f.choose(f.size, 'Média (51-200 funcionários)');
  await expect(f.submit).toBeEnabled();
  await f.team.fill('0');
  await expect(f.submit).toBeDisabled();
  await f.team.fill('vinte');
  await expect(f.submit).toBeDisabled();
  await f.team.fill('25');
  await expect(f.submit).toBeEnabled();
  await f.rate.fill('0');
  await expect(f.submit).toBeDisabled();
  await f.rate.fill('85,50');
  for (const id of ['chatbot', 'automation', 'analytics', 'document_processing']) {
    await f.solution(id).uncheck();
  }
  await expect(f.submit).toBeDisabled();
  for (const id of ['chatbot', 'automation', 'analytics', 'document_processing']) {
    await f.solution(id).check();
  }
  await f.choose(f.urgency, 'Urgente (imediato)');
  // The optional urgency can be taken back.
  await f.choose(f.urgency, 'Sem urgência definida');
  await f.choose(f.urgency, 'Alta (1-3 meses)');
  await expect(f.submit).toBeEnabled();
  await expectAccessible(page);

  // The inputs survive a reload.
  await page.reload();
  await expect(f.size).toHaveText('Média (51-200 funcionários)');
  await expect(f.urgency).toHaveText('Alta (1-3 meses)');
  await expect(f.team).toHaveValue('25');
  await expect(f.rate).toHaveValue('85,50');
  await expect(f.solution('document_processing')).toBeChecked();

  // Worked example of roi.test.ts: medium, all four solutions, R$ 85,50/h.
  await f.submit.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Análise de ROI' })).toBeFocused();
  await expect(figure(page, 'ROI Primeiro Ano')).toHaveText('778%');
  // One month reads in the singular (issue 14: it said "1 Meses Payback").
  await expect(figure(page, 'Mês Payback')).toHaveText('1');
  await expect(figure(page, 'Economia Anual')).toHaveText('R$ 820,8k');
  await expect(figure(page, 'Horas/Mês Economizadas')).toHaveText('800');
  const investment = page.getByRole('region', { name: 'Investimento' });
  await expect(investment).toContainText('R$ 32.250,00');
  await expect(investment).toContainText('R$ 93.450,00');
  await expect(page.getByRole('region', { name: 'Retornos' })).toContainText('R$ 727.350,00');
  await expect(page.getByRole('row', { name: /Ano 3/ })).toContainText('R$ 2.246.550,00');
  await expect(
    page.getByText(dashboardText('pt-BR', 'calculator.results.disclaimer')),
  ).toBeVisible();
  // One next step (issue 26 §3, decision 0087): the hand-off to a consultant, no second offer.
  await expectConsultantHandOff(page, 'pt-BR', 'Implementar Agora');

  const report = await downloadTextReport(page, 'Baixar PDF', 'Baixar Análise Completa');
  expect(report.fileName).toBe(`roi_calculator_ai_${today('pt-BR').iso}.txt`);
  expect(report.lines).toEqual(
    expect.arrayContaining([
      'CONFIGURAÇÃO DA EMPRESA',
      'Porte: Média (51-200 funcionários)',
      'Equipe envolvida: 25 pessoas',
      'Urgência: Alta (1-3 meses)',
      'SOLUÇÕES SELECIONADAS',
      'Implementação: R$ 32.250,00',
      'ROI no primeiro ano: 778%',
      'Payback: 1 mês',
      'PROJEÇÃO DE 3 ANOS',
      'ROI em 3 anos: 1.041%',
      'BENEFÍCIOS ADICIONAIS',
      'PRÓXIMOS PASSOS',
      `Análise gerada em ${today('pt-BR').local}`,
    ]),
  );
  await expect(toasts(page)).toContainText('Relatório baixado');
  await expect(toasts(page)).toContainText('Sua análise de ROI foi baixada com sucesso.');

  const pdf = await downloadPdf(page, 'pt-BR', {
    expectedName: 'Beatriz Lima',
    company: 'Lima & Conceição Ltda.',
  });
  expect(pdf.fileName).toBe(`roi_calculator_ai_${today('pt-BR').iso}.pdf`);
  for (const text of [
    'Análise de ROI de soluções de IA',
    'Beatriz Lima',
    'Lima & Conceição Ltda.',
    '778%',
    '1 mês',
    'R$ 820,8k',
    'R$ 32.250,00',
    'R$ 2.462.400,00',
    'ROI em 3 anos: 1.041%',
    'Alta (1-3 meses)',
    'Projeção de 3 anos',
  ]) {
    expect(pdf.text).toContain(text);
  }
  test.info().annotations.push({
    type: 'pdf',
    description: `calculator pt-BR: ${pdf.pages.length} pages, ${pdf.size} bytes`,
  });

  // The result view survives a reload; the back arrow returns to the form with the data kept.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Análise de ROI' })).toBeVisible();
  await page.getByRole('button', { name: 'Voltar ao formulário' }).click();
  await expect(f.team).toHaveValue('25');
  await expect(f.rate).toHaveValue('85,50');
  await expect(f.solution('analytics')).toBeChecked();
  await f.solution('analytics').uncheck();
  await f.submit.click();
  // Recomputed from the current inputs: without analytics, 720 hours a month.
  await expect(figure(page, 'Horas/Mês Economizadas')).toHaveText('720');

  await page.getByRole('button', { name: 'Nova simulação' }).click();
  await expect(f.team).toHaveValue('');
  await expect(f.submit).toBeDisabled();
  await page.reload();
  await expect(f.size).toHaveText('Selecione o porte');

  await page.getByRole('link', { name: 'Voltar ao painel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('ROI calculator in English: figures in reais with English separators, report in English', async ({
  page,
}) => {
  await signInNewClient(page, 'Olivia Grant', 'en');
  await openDashboardPage(page, '/dashboard/calculator', 'ROI Calculator');
  const f = form(page, 'en');
  await expect(f.submit).toBeDisabled();
  await f.choose(f.size, 'Small (11-50 employees)');
  await f.team.fill('8');
  await f.rate.fill('50');
  await expect(f.submit).toBeDisabled();
  await f.solution('chatbot').check();
  await expect(f.submit).toBeEnabled();
  await f.submit.click();

  // small + chatbot at R$ 50/h: ROI 1029 %, payback 1, 96 000 a year, 160 h a month.
  await expect(page.getByRole('heading', { level: 2, name: 'ROI Analysis' })).toBeVisible();
  await expect(figure(page, 'First-Year ROI')).toHaveText('1,029%');
  await expect(figure(page, 'Payback Month')).toHaveText('1');
  await expect(figure(page, 'Annual Savings')).toHaveText('R$96k');
  await expect(figure(page, 'Hours Saved/Month')).toHaveText('160');
  // One next step (issue 26 §3, decision 0087): the hand-off to a consultant, no second offer.
  await expectConsultantHandOff(page, 'en', 'Implement Now');

  const report = await downloadTextReport(page, 'Download PDF', 'Download Full Analysis');
  expect(report.fileName).toBe(`roi_calculator_ai_${today('en').iso}.txt`);
  expect(report.lines).toEqual(
    expect.arrayContaining([
      'Size: Small (11-50 employees)',
      'Team involved: 8 people',
      'Implementation: R$2,500.00',
      'First-year ROI: 1,029%',
      'Payback: 1 month',
      `Analysis generated on ${today('en').local}`,
    ]),
  );
  await expect(toasts(page)).toContainText('Your ROI analysis has been downloaded.');

  const pdf = await downloadPdf(page, 'en', {
    expectedName: 'Olivia Grant',
    company: 'Grant & Co',
  });
  expect(pdf.fileName).toBe(`roi_calculator_ai_${today('en').iso}.pdf`);
  for (const text of [
    'ROI Analysis of AI Solutions',
    'Olivia Grant',
    'Grant & Co',
    '1,029%',
    '1 month',
    'R$96k',
    'R$2,500.00',
    'Small (11-50 employees)',
  ]) {
    expect(pdf.text).toContain(text);
  }
  test.info().annotations.push({
    type: 'pdf',
    description: `calculator en: ${pdf.pages.length} pages, ${pdf.size} bytes`,
  });

  await page.getByRole('button', { name: 'Back to the form' }).click();
  await expect(f.rate).toHaveValue('50');
  await expect(f.solution('chatbot')).toBeChecked();
});
