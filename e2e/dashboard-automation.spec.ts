import { expect, expectAccessible, test } from './fixtures.ts';
import {
  downloadPdf,
  downloadTextReport,
  expectConsultantHandOff,
  figure,
  openDashboardPage,
  signInNewClient,
  today,
} from './dashboard-support.ts';
import { toasts } from './support.ts';

// One journey per language groups many steps (few sign-ups, short CI); give it room on busy machines.
test.describe.configure({ timeout: 120_000 });

test('automation finder in Portuguese: steps, disabled buttons, back and reload keep the answers, ranked results and report', async ({
  page,
}) => {
  await signInNewClient(page, 'Rafael Nogueira');
  await openDashboardPage(page, '/dashboard/automation', 'Identificador de automações');
  const continueButton = page.getByRole('button', { name: 'Continuar Análise' });
  await expect(page.getByRole('progressbar', { name: 'Etapa 1 de 2' })).toHaveAttribute(
    'aria-valuenow',
    '50',
  );
  await expect(page.getByText('50%', { exact: true })).toBeVisible();
  await expect(continueButton).toBeDisabled();
  await expectAccessible(page);

  const sales = page.getByRole('checkbox', { name: /^Vendas/ });
  const finance = page.getByRole('checkbox', { name: /^Financeiro/ });
  await sales.check();
  await expect(continueButton).toBeEnabled();
  await sales.uncheck();
  await expect(continueButton).toBeDisabled();
  await finance.check();
  await sales.check();
  await continueButton.click();

  await expect(page.getByRole('progressbar', { name: 'Etapa 2 de 2' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(page.getByText('100%', { exact: true })).toBeVisible();
  const seeRecommendations = page.getByRole('button', { name: 'Ver Recomendações' });
  await expect(seeRecommendations).toBeDisabled();
  await page.getByRole('radio', { name: 'Micro (até 10 funcionários)' }).check();
  // Choosing again replaces the answer (single choice).
  await page.getByRole('radio', { name: 'Pequena (11 a 50 funcionários)' }).check();
  await expect(page.getByRole('radio', { name: 'Micro (até 10 funcionários)' })).not.toBeChecked();
  await page.getByRole('radio', { name: 'Financeiro' }).check();
  await expect(seeRecommendations).toBeDisabled();
  await expectAccessible(page);

  // Back keeps the areas, forward keeps the answers, and a reload keeps everything.
  await page.getByRole('button', { name: 'Voltar', exact: true }).click();
  await expect(sales).toBeChecked();
  await expect(finance).toBeChecked();
  await continueButton.click();
  await expect(page.getByRole('radio', { name: 'Pequena (11 a 50 funcionários)' })).toBeChecked();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Financeiro' })).toBeChecked();
  await page.getByRole('radio', { name: 'Erros manuais e retrabalho' }).check();
  await expect(seeRecommendations).toBeEnabled();
  await seeRecommendations.click();

  // Worked example of automation-finder.test.ts: sales + finance → 8 processes, 133+ h/month.
  const summary = page.getByRole('region', { name: 'Suas oportunidades de automação' });
  await expect(figure(summary, 'Processos encontrados')).toHaveText('8');
  await expect(figure(summary, 'Horas economizadas por mês')).toHaveText('133+');
  await expect(figure(summary, 'ROI esperado no primeiro ano')).toHaveText('200-400%');
  const ranked = page.getByRole('region', { name: 'Processos Priorizados por Impacto' });
  await expect(ranked.getByRole('article')).toHaveCount(8);
  await expect(ranked.getByRole('heading', { level: 3 })).toHaveText([
    'Atualização automática do CRM',
    'Conciliação bancária automática',
    'Qualificação automática de leads',
    'Follow-up automático',
    'Contas a pagar automatizado',
    'Geração de propostas comerciais',
    'Auditoria de despesas e reembolsos',
    'Previsão de fluxo de caixa',
  ]);
  await expect(ranked.getByRole('article').first()).toContainText('25-40 horas/mês');
  // The impact × ease matrix is a table: rank 1 (CRM, high impact, low complexity) top right.
  const matrix = page.getByRole('region', { name: 'Matriz impacto × facilidade' });
  const highImpact = matrix.getByRole('row', { name: /^Alto/ });
  await expect(highImpact.getByRole('cell').nth(2)).toContainText(
    'Prioridade 1: Atualização automática do CRM',
  );
  await expect(highImpact.getByRole('cell').nth(2)).toContainText(
    'Prioridade 2: Conciliação bancária automática',
  );
  await expect(
    matrix
      .getByRole('row', { name: /^Médio/ })
      .getByRole('cell')
      .first(),
  ).toContainText('Prioridade 8: Previsão de fluxo de caixa');
  // One next step (issue 26 §3, decision 0087): the hand-off to a consultant, no second offer.
  await expectConsultantHandOff(page, 'pt-BR', 'Agendar Implementação');

  const report = await downloadTextReport(page, 'Baixar PDF', 'Baixar Relatório Completo');
  expect(report.fileName).toBe(`relatorio_automacao_processos_${today('pt-BR').iso}.txt`);
  expect(report.lines).toEqual(
    expect.arrayContaining([
      'ÁREAS ANALISADAS',
      'Vendas, Financeiro',
      '1. Atualização automática do CRM',
      '   Área: Vendas',
      '   Complexidade: Baixa',
      '   Impacto: Alto',
      '   Tempo de implementação: 2-3 semanas',
      '   Economia estimada: 25-40 horas/mês',
      '8. Previsão de fluxo de caixa',
      'Total de processos: 8',
      'Economia estimada: 133+ horas por mês',
      'ROI esperado: 200-400% no primeiro ano',
      'PRÓXIMOS PASSOS',
      `Relatório gerado em ${today('pt-BR').local}`,
    ]),
  );
  await expect(toasts(page)).toContainText('Relatório baixado');
  await expect(toasts(page)).toContainText('Seu relatório de automação foi baixado com sucesso.');

  const pdf = await downloadPdf(page, 'pt-BR', {
    expectedName: 'Rafael Nogueira',
    company: 'Nogueira Logística',
  });
  expect(pdf.fileName).toBe(`relatorio_automacao_processos_${today('pt-BR').iso}.pdf`);
  for (const text of [
    'Relatório de oportunidades de automação',
    'Rafael Nogueira',
    'Nogueira Logística',
    '133+',
    '200-400%',
    'Matriz impacto × facilidade',
    'Atualização automática do CRM',
    'Previsão de fluxo de caixa',
    'Erros manuais e retrabalho',
  ]) {
    expect(pdf.text).toContain(text);
  }
  expect(pdf.text).toMatch(/8 Processos encontrados/);
  test.info().annotations.push({
    type: 'pdf',
    description: `automation pt-BR: ${pdf.pages.length} pages, ${pdf.size} bytes`,
  });

  await page.reload();
  await expect(ranked.getByRole('article')).toHaveCount(8);
  await page.getByRole('button', { name: 'Nova análise' }).click();
  await expect(page.getByRole('progressbar', { name: 'Etapa 1 de 2' })).toBeVisible();
  await expect(sales).not.toBeChecked();
  await page.getByRole('link', { name: 'Voltar ao painel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('automation finder in English: one area, ranked processes and an English report', async ({
  page,
}) => {
  await signInNewClient(page, 'Olivia Grant', 'en');
  await openDashboardPage(page, '/dashboard/automation', 'Automation Opportunity Finder');
  await expect(page.getByRole('progressbar', { name: 'Step 1 of 2' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue Analysis' })).toBeDisabled();
  await page.getByRole('checkbox', { name: /^Operations/ }).check();
  await page.getByRole('button', { name: 'Continue Analysis' }).click();
  await expect(page.getByRole('progressbar', { name: 'Step 2 of 2' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'See Recommendations' })).toBeDisabled();
  for (const answer of ['Large (more than 200 employees)', 'Operations', 'High operating costs']) {
    await page.getByRole('radio', { name: answer }).check();
  }
  await page.getByRole('button', { name: 'See Recommendations' }).click();

  // operations: extraction 5 = reports 5, forecasting 4 = scheduling 4; 30+15+20+10 = 75 h
  const ranked = page.getByRole('region', { name: 'Processes Ranked by Impact' });
  await expect(ranked.getByRole('heading', { level: 3 })).toHaveText([
    'Document data extraction',
    'Automated operational reports',
    'Demand and inventory forecasting',
    'Shift and schedule planning',
  ]);
  await expect(figure(page, 'Processes found')).toHaveText('4');
  await expect(figure(page, 'Hours saved per month')).toHaveText('75+');
  await expect(figure(page, 'Expected first-year ROI')).toHaveText('200-400%');
  // One next step (issue 26 §3, decision 0087): the hand-off to a consultant, no second offer.
  await expectConsultantHandOff(page, 'en', 'Schedule Implementation');

  const report = await downloadTextReport(page, 'Download PDF', 'Download Full Report');
  expect(report.fileName).toBe(`relatorio_automacao_processos_${today('en').iso}.txt`);
  expect(report.lines).toEqual(
    expect.arrayContaining([
      'AREAS ANALYZED',
      'Operations',
      '1. Document data extraction',
      'Total processes: 4',
      'Estimated savings: 75+ hours per month',
      `Report generated on ${today('en').local}`,
    ]),
  );
  await expect(toasts(page)).toContainText('Your automation report has been downloaded.');

  const pdf = await downloadPdf(page, 'en', { expectedName: 'Olivia Grant', company: '' });
  expect(pdf.fileName).toBe(`relatorio_automacao_processos_${today('en').iso}.pdf`);
  for (const text of [
    'Automation Opportunities Report',
    'Olivia Grant',
    '75+',
    'Document data extraction',
  ]) {
    expect(pdf.text).toContain(text);
  }
  expect(pdf.text).toMatch(/4 Processes found/);
  // No company given: the report says for whom, not for which company.
  expect(pdf.text).not.toContain('COMPANY');
  test.info().annotations.push({
    type: 'pdf',
    description: `automation en: ${pdf.pages.length} pages, ${pdf.size} bytes`,
  });
});
