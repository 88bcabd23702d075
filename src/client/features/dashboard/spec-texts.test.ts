import { describe, expect, it } from 'vitest';
import { testI18n } from '#client/test/render.tsx';

// Portuguese texts spec 02 §2, §3 and §8 fix word for word; translators may not reword them.
const t = testI18n('pt-BR').getFixedT('pt-BR', 'dashboard');

describe('texts the spec fixes in Portuguese', () => {
  it.each([
    ['toasts.downloadStarted', 'Download iniciado'],
    ['toasts.reportDownloaded', 'Relatório baixado'],
    ['toasts.copied.title', 'Template copiado!'],
    ['toasts.copied.description', 'O template foi copiado para sua área de transferência.'],
    ['toasts.copyError.title', 'Erro ao copiar'],
    ['toasts.copyError.description', 'Não foi possível copiar o template.'],
    ['toasts.automationReportDescription', 'Seu relatório de automação foi baixado com sucesso.'],
    ['toasts.roiReportDescription', 'Sua análise de ROI foi baixada com sucesso.'],
    ['assessment.seeResults', 'Ver Resultados'],
    ['automation.continue', 'Continuar Análise'],
    ['automation.back', 'Voltar'],
    ['automation.seeRecommendations', 'Ver Recomendações'],
    ['automation.results.download', 'Baixar Relatório Completo'],
    ['automation.results.schedule', 'Agendar Implementação'],
    ['automation.results.prioritized', 'Processos Priorizados por Impacto'],
    ['automation.complexity.low', 'Baixa'],
    ['automation.complexity.medium', 'Média'],
    ['automation.complexity.high', 'Alta'],
    ['automation.impact.high', 'Alto'],
    ['automation.impact.medium', 'Médio'],
    ['automation.impact.low', 'Baixo'],
    ['calculator.formTitle', 'Calculadora de ROI'],
    ['tools.calculator.title', 'Calculadora de ROI'],
    ['calculator.submit', 'Calcular ROI'],
    ['calculator.results.title', 'Análise de ROI'],
    ['calculator.results.kpis.roi', 'ROI Primeiro Ano'],
    ['calculator.results.kpis.annualSavings', 'Economia Anual'],
    ['calculator.results.kpis.hours', 'Horas/Mês Economizadas'],
    ['calculator.results.investment.title', 'Investimento'],
    ['calculator.results.returns.title', 'Retornos'],
    ['calculator.results.download', 'Baixar Análise Completa'],
    ['calculator.results.implement', 'Implementar Agora'],
    ['calculator.urgencyLevels.low', 'Baixa (6+ meses)'],
    ['calculator.urgencyLevels.medium', 'Média (3-6 meses)'],
    ['calculator.urgencyLevels.high', 'Alta (1-3 meses)'],
    ['calculator.urgencyLevels.urgent', 'Urgente (imediato)'],
    ['calculator.solutions.chatbot.name', 'Chatbot Inteligente'],
    ['calculator.solutions.automation.name', 'Automação de Processos'],
    ['calculator.solutions.analytics.name', 'Analytics Preditivo'],
    ['calculator.solutions.document_processing.name', 'Processamento de Documentos'],
  ] as const)('%s = %j', (key, text) => {
    expect(t(key)).toBe(text);
  });

  // The spec's label is plural; a one-month payback reads in the singular (issue 14, polish).
  it.each([
    [2, 'Meses Payback'],
    [26, 'Meses Payback'],
    [1, 'Mês Payback'],
  ])('calculator.results.kpis.payback with count %d = %j', (count, text) => {
    expect(t('calculator.results.kpis.payback', { count })).toBe(text);
  });

  it.each([
    [1, 'Etapa 1 de 2'],
    [2, 'Etapa 2 de 2'],
  ])('automation.step with step %d = %j', (step, text) => {
    expect(t('automation.step', { step })).toBe(text);
  });
});
