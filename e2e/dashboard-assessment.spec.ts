import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import {
  dashboardText,
  downloadPdf,
  downloadTextReport,
  expectConsultantHandOff,
  type Locale,
  openDashboardPage,
  signInNewClient,
  today,
  watchPdfChunk,
} from './dashboard-support.ts';
import { toasts } from './support.ts';

// One journey per language groups many steps (few sign-ups, short CI); give it room on busy machines.
test.describe.configure({ timeout: 120_000 });

const categories = ['strategy', 'infrastructure', 'team', 'processes', 'culture', 'investment'];
const optionByPoints = ['a', 'b', 'c', 'd', 'e'];

function option(page: Page, locale: Locale, question: number, points: number) {
  const category = categories[question] ?? '';
  const value = optionByPoints[points - 1] ?? '';
  return page.getByRole('radio', {
    name: dashboardText(locale, `assessment.questions.${category}.options.${value}`),
  });
}

test('assessment in Portuguese: one question at a time, disabled buttons, changed answers, results, report, reload', async ({
  page,
}) => {
  const pdfChunk = watchPdfChunk(page);
  await signInNewClient(page, 'Carla Menezes');
  await openDashboardPage(page, '/dashboard/assessment', 'Avaliação de maturidade em IA');
  const previous = page.getByRole('button', { name: 'Anterior' });
  const next = page.getByRole('button', { name: 'Próxima' });
  await expect(page.getByRole('progressbar', { name: 'Pergunta 1 de 6' })).toBeVisible();
  // Progress counts answers: nothing answered yet is 0 % (issue 14), one of six is 17 %.
  await expect(page.getByText('0% concluído')).toBeVisible();
  await expect(previous).toBeDisabled();
  await expect(next).toBeDisabled();
  await expectAccessible(page);

  await option(page, 'pt-BR', 0, 5).check();
  await expect(page.getByText('17% concluído')).toBeVisible();
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page.getByRole('progressbar', { name: 'Pergunta 2 de 6' })).toBeVisible();
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
  // Back to the first question: its answer is still there and can be changed.
  await previous.click();
  await expect(option(page, 'pt-BR', 0, 5)).toBeChecked();
  await option(page, 'pt-BR', 0, 3).check();
  await next.click();

  // Worked example 6 × 3 = 18 points → developing, 60 %.
  for (const question of [1, 2, 3]) {
    await option(page, 'pt-BR', question, 3).check();
    await next.click();
  }
  await expect(page.getByRole('progressbar', { name: 'Pergunta 5 de 6' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('progressbar', { name: 'Pergunta 5 de 6' })).toBeVisible();
  await previous.click();
  await expect(option(page, 'pt-BR', 3, 3)).toBeChecked();
  await next.click();
  await option(page, 'pt-BR', 4, 3).check();
  await next.click();
  const seeResults = page.getByRole('button', { name: 'Ver Resultados' });
  await expect(seeResults).toBeDisabled();
  await option(page, 'pt-BR', 5, 3).check();
  await seeResults.click();

  await expect(
    page.getByRole('heading', { level: 2, name: 'Resultado da avaliação' }),
  ).toBeFocused();
  await expect(page.getByText('60%', { exact: true })).toBeVisible();
  await expect(page.getByText('18 de 30 pontos')).toBeVisible();
  await expect(page.getByText('Em desenvolvimento', { exact: true })).toBeVisible();
  await expect(
    page.getByText(dashboardText('pt-BR', 'assessment.levels.developing.description')),
  ).toBeVisible();
  const recommendations = page.getByRole('region', { name: 'Recomendações para o seu nível' });
  await expect(recommendations.getByRole('listitem')).toHaveCount(4);
  const chart = page.getByRole('region', { name: 'Pontuação por categoria' });
  await expect(chart.getByRole('listitem')).toHaveCount(6);
  await expect(chart.getByRole('listitem').first()).toContainText('Estratégia e liderança');
  await expect(chart.getByRole('listitem').first()).toContainText('3 de 5');
  await expect(
    page.getByRole('img', { name: dashboardText('pt-BR', 'assessment.results.radarLabel') }),
  ).toBeVisible();
  await expectAccessible(page);

  const report = await downloadTextReport(page, 'Baixar PDF', 'Baixar relatório em texto');
  expect(report.fileName).toBe(`avaliacao_maturidade_ia_${today('pt-BR').iso}.txt`);
  expect(report.lines).toEqual(
    expect.arrayContaining([
      '1. Estratégia e liderança: Como a inteligência artificial aparece na estratégia da sua empresa?',
      '   Resposta: Algumas áreas patrocinam iniciativas pontuais (3 de 5 pontos)',
      'Pontuação total: 18 de 30 pontos (60%)',
      'Nível de maturidade: Em desenvolvimento',
      `- ${dashboardText('pt-BR', 'assessment.levels.developing.recommendations.1')}`,
      `Relatório gerado em ${today('pt-BR').local}`,
    ]),
  );
  await expect(toasts(page)).toContainText('Relatório baixado');

  // The PDF beside the text report: the library arrives only when asked for.
  expect(pdfChunk).toEqual([]);
  await page.getByRole('button', { name: 'Baixar PDF' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  const pdf = await downloadPdf(page, 'pt-BR', {
    expectedName: 'Carla Menezes',
    company: 'Menezes Açaí Ltda.',
  });
  expect(pdfChunk).toHaveLength(1);
  expect(pdf.fileName).toBe(`avaliacao_maturidade_ia_${today('pt-BR').iso}.pdf`);
  for (const text of [
    'Relatório de maturidade em IA',
    'Carla Menezes',
    'Menezes Açaí Ltda.',
    '18 de 30 pontos',
    '60%',
    'Em desenvolvimento',
    'Estratégia e liderança',
    'Algumas áreas patrocinam iniciativas pontuais',
    'Próximos passos',
    'Nexus IA',
  ]) {
    expect(pdf.text).toContain(text);
  }
  expect(pdf.pages.at(-1)).toContain(`Página ${pdf.pages.length} de ${pdf.pages.length}`);
  test.info().annotations.push({
    type: 'pdf',
    description: `assessment pt-BR: ${pdf.pages.length} pages, ${pdf.size} bytes`,
  });
  await expect(toasts(page)).toContainText('O PDF foi salvo nos seus downloads.');

  // Results survive a reload; reviewing keeps the answers; starting over clears them.
  await page.reload();
  await expect(page.getByText('18 de 30 pontos')).toBeVisible();
  await page.getByRole('button', { name: 'Revisar respostas' }).click();
  await expect(page.getByRole('progressbar', { name: 'Pergunta 1 de 6' })).toBeVisible();
  await expect(option(page, 'pt-BR', 0, 3)).toBeChecked();
  await page.getByRole('button', { name: 'Recomeçar' }).click();
  await expect(option(page, 'pt-BR', 0, 3)).not.toBeChecked();
  await expect(next).toBeDisabled();
});

test('assessment in English: all maximum answers give Advanced, 100 %, and an English report', async ({
  page,
}) => {
  await signInNewClient(page, 'Olivia Grant', 'en');
  await openDashboardPage(page, '/dashboard/assessment', 'AI Maturity Assessment');
  await expect(page.getByText('0% complete')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  for (const question of [0, 1, 2, 3, 4, 5]) {
    await option(page, 'en', question, 5).check();
    await page.getByRole('button', { name: question === 5 ? 'See Results' : 'Next' }).click();
  }
  await expect(page.getByText('100%', { exact: true })).toBeVisible();
  await expect(page.getByText('30 of 30 points')).toBeVisible();
  await expect(page.getByText('Advanced', { exact: true })).toBeVisible();
  // One next step (issue 26 §3, decision 0087): the hand-off to a consultant, no second offer.
  await expectConsultantHandOff(page, 'en', 'Talk to a specialist');

  const report = await downloadTextReport(page, 'Download PDF', 'Download Text Report');
  expect(report.fileName).toBe(`avaliacao_maturidade_ia_${today('en').iso}.txt`);
  expect(report.lines).toEqual(
    expect.arrayContaining([
      'Total score: 30 of 30 points (100%)',
      'Maturity level: Advanced',
      `Report generated on ${today('en').local}`,
    ]),
  );
  await expect(toasts(page)).toContainText('Report downloaded');

  const pdf = await downloadPdf(page, 'en', {
    expectedName: 'Olivia Grant',
    company: 'Grant & Co',
  });
  expect(pdf.fileName).toBe(`avaliacao_maturidade_ia_${today('en').iso}.pdf`);
  for (const text of ['AI Maturity Report', 'Olivia Grant', 'Grant & Co', '30 of 30 points']) {
    expect(pdf.text).toContain(text);
  }
  expect(pdf.text).toMatch(/100% .*Advanced/);
  test.info().annotations.push({
    type: 'pdf',
    description: `assessment en: ${pdf.pages.length} pages, ${pdf.size} bytes`,
  });
});
