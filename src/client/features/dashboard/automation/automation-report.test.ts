import { describe, expect, it } from 'vitest';
import type { Locale } from '#shared/i18n/locales.ts';
import { testI18n } from '#client/test/render.tsx';
import { automationPdfReport, automationReport, matrixPoints } from './automation-report.ts';

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

describe('finder PDF report (issue 16 §1)', () => {
  const build = (
    areas: Parameters<typeof automationPdfReport>[0]['areas'],
    answers: Parameters<typeof automationPdfReport>[0]['answers'],
    locale: Locale = 'pt-BR',
  ) =>
    automationPdfReport(
      { areas, answers },
      {
        t: testI18n(locale).getFixedT(locale, 'dashboard'),
        locale,
        date,
        person: { name: 'Ana Souza', company: '' },
        site: 'nexusia.com.br',
      },
    );

  it.each([
    [['sales'], 'pt-BR', ['4', '70+', '200-400%']],
    [['sales', 'finance'], 'pt-BR', ['8', '133+', '200-400%']],
    [['sales', 'customer_service', 'operations', 'finance'], 'en', ['16', '283+', '200-400%']],
    [['customer_service'], 'es', ['4', '75+', '200-400%']],
  ] as const)('areas %j in %s: key figures %j', (areas, locale, figures) => {
    expect(build(areas, {}, locale).highlights.map((h) => h.value)).toEqual(figures);
  });

  it('places each ranked process in the impact × ease matrix and lists it in the table', () => {
    const report = build(['sales', 'finance'], {
      companySize: 'small',
      manualArea: 'finance',
      mainPain: 'errors',
    });
    const blocks = report.sections.flatMap((s) => s.blocks);
    expect(blocks[0]).toEqual({
      kind: 'facts',
      items: [
        { label: 'Áreas analisadas', value: 'Vendas, Financeiro' },
        { label: 'Porte da empresa', value: 'Pequena (11 a 50 funcionários)' },
        { label: 'Área com mais tarefas manuais', value: 'Financeiro' },
        { label: 'Principal dor', value: 'Erros manuais e retrabalho' },
      ],
    });
    const chart = blocks.find((b) => b.kind === 'chart');
    expect(chart).toMatchObject({
      chart: {
        kind: 'matrix',
        rows: ['Alto', 'Médio', 'Baixo'],
        columns: ['Complexidade Alta', 'Complexidade Média', 'Complexidade Baixa'],
      },
    });
    // Rank 1 (CRM: high impact, low complexity) top right; rank 8 (cash flow: medium, high) middle left.
    const points =
      chart?.kind === 'chart' && chart.chart.kind === 'matrix' ? chart.chart.points : [];
    expect(points[0]).toEqual({ rank: 1, row: 0, column: 2 });
    expect(points[7]).toEqual({ rank: 8, row: 1, column: 0 });
    const table = blocks.find((b) => b.kind === 'table');
    expect(table?.kind === 'table' && table.rows[1]).toEqual([
      '2',
      'Conciliação bancária automática',
      'Financeiro',
      'Alto',
      'Baixa',
      '2-4 semanas',
      '20-30 horas/mês',
    ]);
  });

  it('leaves out profile answers not given', () => {
    const facts = build(['operations'], { mainPain: 'time' }).sections[0]?.blocks[0];
    expect(facts?.kind === 'facts' && facts.items.map((i) => i.label)).toEqual([
      'Áreas analisadas',
      'Principal dor',
    ]);
  });
});

describe('matrixPoints', () => {
  it.each([
    [
      { impact: 'high', complexity: 'low' },
      { row: 0, column: 2 },
    ],
    [
      { impact: 'high', complexity: 'high' },
      { row: 0, column: 0 },
    ],
    [
      { impact: 'medium', complexity: 'medium' },
      { row: 1, column: 1 },
    ],
    [
      { impact: 'low', complexity: 'low' },
      { row: 2, column: 2 },
    ],
  ] as const)('%j → %j', (levels, cell) => {
    const [point] = matrixPoints([
      {
        id: 'crm_data_entry',
        area: 'sales',
        score: 0,
        weeks: { min: 1, max: 2 },
        estimatedSavings: '1-2',
        ...levels,
      },
    ]);
    expect(point).toEqual({ rank: 1, ...cell });
  });
});
