import { describe, expect, it } from 'vitest';
import { testI18n } from '#client/test/render.tsx';
import { automationReport } from './automation-report.ts';

const date = new Date(2026, 2, 15, 10, 0);

describe('automation finder report (spec 02 §7)', () => {
  it('lists areas, ranked processes with every field, the summary, next steps and the date', () => {
    const t = testI18n('pt-BR').getFixedT('pt-BR', 'dashboard');
    const text = automationReport({
      areas: ['sales', 'finance'],
      answers: { companySize: 'small', manualArea: 'finance', mainPain: 'errors' },
      t,
      locale: 'pt-BR',
      date,
    });
    const lines = text.split('\n');
    expect(lines[0]).toBe('RELATÓRIO DE OPORTUNIDADES DE AUTOMAÇÃO');
    expect(lines).toContain('Vendas, Financeiro');
    expect(lines).toContain(
      'Qual é a principal dor da sua empresa hoje? Erros manuais e retrabalho',
    );
    // Ranking of the worked example in src/shared/tools/automation-finder.test.ts
    expect(lines.filter((l) => /^\d+\. /.test(l)).slice(0, 8)).toEqual([
      '1. Atualização automática do CRM',
      '2. Conciliação bancária automática',
      '3. Qualificação automática de leads',
      '4. Follow-up automático',
      '5. Contas a pagar automatizado',
      '6. Geração de propostas comerciais',
      '7. Auditoria de despesas e reembolsos',
      '8. Previsão de fluxo de caixa',
    ]);
    const first = lines.indexOf('1. Atualização automática do CRM');
    expect(lines.slice(first + 1, first + 7)).toEqual([
      '   Área: Vendas',
      '   Descrição: Registra e-mails, reuniões e ligações no CRM sem digitação, mantendo o funil sempre em dia.',
      '   Complexidade: Baixa',
      '   Impacto: Alto',
      '   Tempo de implementação: 2-3 semanas',
      '   Economia estimada: 25-40 horas/mês',
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Total de processos: 8',
        'Economia estimada: 133+ horas por mês',
        'ROI esperado: 200-400% no primeiro ano',
        'PRÓXIMOS PASSOS',
        'Relatório gerado em 15/03/2026',
      ]),
    );
  });

  it('is written in English', () => {
    const t = testI18n('en').getFixedT('en', 'dashboard');
    const text = automationReport({ areas: ['operations'], answers: {}, t, locale: 'en', date });
    expect(text).toContain('1. Document data extraction\n   Area: Operations');
    expect(text).toContain('Estimated savings: 75+ hours per month');
    expect(text).toContain('Expected ROI: 200-400% in the first year');
    expect(text).toContain('Report generated on 03/15/2026');
    expect(text).not.toContain('COMPANY PROFILE');
  });
});
