import { describe, expect, it } from 'vitest';
import { mediumCalculatorState } from '#shared/test/tool-result-fixtures.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { testI18n } from '#client/test/render.tsx';
import type { CalculatorState } from './calculator-state.ts';
import { plainSpaces as plain } from '#shared/format/locale-format.ts';
import { paybackCount, roiPdfReport, roiReport } from './roi-report.ts';

const date = new Date(2026, 2, 15, 10, 0);

function report(state: Partial<CalculatorState>, locale: Locale = 'pt-BR'): string {
  const t = testI18n(locale).getFixedT(locale, 'dashboard');
  const full: CalculatorState = { ...mediumCalculatorState, ...state };
  return roiReport({ state: full, t, locale, date });
}

describe('ROI report (spec 02 §7)', () => {
  // Worked example of src/shared/tools/roi.test.ts: medium, all four, R$ 85,50/h.
  it('holds every section, in order, with the worked example in pt-BR', () => {
    const text = report({});
    const lines = text.split('\n');
    const headings = [
      'CONFIGURAÇÃO DA EMPRESA',
      'SOLUÇÕES SELECIONADAS',
      'INVESTIMENTO',
      'BENEFÍCIOS ANUAIS',
      'RETORNO SOBRE O INVESTIMENTO',
      'PROJEÇÃO DE 3 ANOS',
      'BENEFÍCIOS ADICIONAIS',
      'PRÓXIMOS PASSOS',
    ].map((h) => lines.indexOf(h));
    expect(headings.every((i) => i > 0)).toBe(true);
    expect(headings).toEqual([...headings].sort((a, b) => a - b));
    expect(lines).toEqual(
      expect.arrayContaining([
        'Porte: Média (51-200 funcionários)',
        'Equipe envolvida: 25 pessoas',
        'Custo médio por hora: R$ 85,50',
        'Urgência: Alta (1-3 meses)',
        '- Chatbot Inteligente: implementação R$ 3.750,00, R$ 750,00 por mês, 160 h/mês economizadas, 4 semanas para implantar',
        'Implementação: R$ 32.250,00',
        'Custo mensal: R$ 5.100,00',
        'Custo total no primeiro ano: R$ 93.450,00',
        'Horas economizadas por mês: 800',
        'Economia anual: R$ 820.800,00',
        'Redução média de erros: 76%',
        'Economia líquida no primeiro ano: R$ 727.350,00',
        'ROI no primeiro ano: 778%',
        'Payback: 1 mês',
        'Ano 2: investimento acumulado R$ 154.650,00, economia acumulada R$ 1.641.600,00, resultado líquido R$ 1.486.950,00',
        'Investimento total em 3 anos: R$ 215.850,00',
        'Economia total em 3 anos: R$ 2.462.400,00',
        'ROI em 3 anos: 1.041%',
        '- Processamento de Documentos: até 90% menos erros e 15% mais satisfação dos clientes',
        'Análise gerada em 15/03/2026',
      ]),
    );
    expect(text).not.toMatch(/NaN|Infinity|\u00a0/);
  });

  it('writes English with English separators and plurals', () => {
    const lines = report(
      {
        companySize: 'large',
        selectedSolutions: ['document_processing'],
        hourlyRate: '5',
        teamSize: '1',
        urgency: null,
      },
      'en',
    ).split('\n');
    // large × document processing at R$ 5/h: 15000 + 12 × 2250 = 42000; 19200 saved; payback 26
    expect(lines).toEqual(
      expect.arrayContaining([
        'Size: Large (200+ employees)',
        'Team involved: 1 person',
        'Total first-year cost: R$42,000.00',
        'Net first-year savings: -R$22,800.00',
        'First-year ROI: -54%',
        'Payback: 26 months',
        '3-year ROI: -40%',
        'Analysis generated on 03/15/2026',
      ]),
    );
    expect(lines.some((l) => l.startsWith('Urgency:'))).toBe(false);
  });

  it('says the investment never pays back instead of dividing by zero', () => {
    const text = report({ hourlyRate: '0' });
    expect(text).toContain('Payback: o investimento não se paga com os valores informados');
    expect(text).not.toMatch(/NaN|Infinity/);
  });

  it('is written in Spanish too', () => {
    const text = report(
      { selectedSolutions: ['chatbot'], companySize: 'small', hourlyRate: '50' },
      'es',
    );
    // small × chatbot at R$ 50/h: ROI 1029 %, payback 1
    expect(text).toContain('ROI del primer año: 1029 %');
    expect(text).toContain('Recuperación: 1 mes');
  });
});

describe('ROI PDF report (issue 16 §1)', () => {
  const build = (state: Partial<CalculatorState>, locale: Locale = 'pt-BR') =>
    roiPdfReport(
      { ...mediumCalculatorState, ...state },
      {
        t: testI18n(locale).getFixedT(locale, 'dashboard'),
        locale,
        date,
        person: { name: 'Beatriz Lima', company: 'Lima & Filhos' },
        site: 'nexusia.com.br',
      },
    );

  // Worked examples of roi.test.ts and the text report above.
  it.each<[Partial<CalculatorState>, Locale, string[]]>([
    [{}, 'pt-BR', ['778%', '1 mês', 'R$ 820,8k', '800']],
    [
      { companySize: 'large', selectedSolutions: ['document_processing'], hourlyRate: '5' },
      'en',
      ['-54%', '26 months', 'R$19.2k', '320'],
    ],
    [{ hourlyRate: '0' }, 'pt-BR', ['-100%', 'Sem retorno', 'R$ 0k', '800']],
    [
      { companySize: 'small', selectedSolutions: ['chatbot'], hourlyRate: '50' },
      'es',
      ['1029 %', '1 mes', '96k R$', '160'],
    ],
  ])('%j in %s: key figures %j', (state, locale, figures) => {
    const report = build(state, locale);
    expect(report.highlights.map((h) => plain(h.value))).toEqual(figures);
  });

  it('holds the inputs, the solutions, investment beside returns and the projection', () => {
    const report = build({});
    expect(report.sections.map((s) => s.heading)).toEqual([
      'Dados informados',
      'Investimento e retornos',
      'Projeção de 3 anos',
      'Benefícios adicionais',
      'Próximos passos',
    ]);
    const [facts, solutions] = report.sections[0]?.blocks ?? [];
    expect(facts?.kind === 'facts' && facts.items.map((i) => [i.label, plain(i.value)])).toEqual([
      ['Porte da empresa', 'Média (51-200 funcionários)'],
      ['Equipe envolvida', '25 pessoas'],
      ['Custo médio por hora', 'R$ 85,50'],
      ['Urgência', 'Alta (1-3 meses)'],
    ]);
    expect(solutions?.kind === 'table' && solutions.rows[0]?.map(plain)).toEqual([
      'Chatbot Inteligente',
      'R$ 3.750,00',
      'R$ 750,00',
      '160',
      '4',
    ]);
    const groups = report.sections[1]?.blocks[0];
    expect(
      groups?.kind === 'factGroups' &&
        groups.groups.map((g) => [g.title, ...g.items.map((i) => plain(i.value))]),
    ).toEqual([
      ['Investimento', 'R$ 32.250,00', 'R$ 5.100,00', 'R$ 93.450,00', 'R$ 215.850,00'],
      ['Retornos', 'R$ 68.400,00', 'R$ 820.800,00', 'R$ 727.350,00', '76%'],
    ]);
    const [chart, table, roi, disclaimer] = report.sections[2]?.blocks ?? [];
    expect(chart?.kind === 'chart' && chart.chart.kind === 'bars' && chart.chart.groups).toEqual([
      {
        label: 'Ano 1',
        values: [93_450, 820_800],
        valueTexts: ['R$\u00a093,5k', 'R$\u00a0820,8k'],
      },
      {
        label: 'Ano 2',
        values: [154_650, 1_641_600],
        valueTexts: ['R$\u00a0154,7k', 'R$\u00a01.641,6k'],
      },
      {
        label: 'Ano 3',
        values: [215_850, 2_462_400],
        valueTexts: ['R$\u00a0215,9k', 'R$\u00a02.462,4k'],
      },
    ]);
    expect(table?.kind === 'table' && table.rows[2]?.map(plain)).toEqual([
      'Ano 3',
      'R$ 215.850,00',
      'R$ 2.462.400,00',
      'R$ 2.246.550,00',
    ]);
    expect(roi).toEqual({ kind: 'paragraph', text: 'ROI em 3 anos: 1.041%' });
    expect(disclaimer).toMatchObject({ kind: 'paragraph', tone: 'note' });
  });

  it('says one person and leaves out a missing size and urgency', () => {
    const facts = build({ teamSize: '1', urgency: null, companySize: null }, 'en').sections[0]
      ?.blocks[0];
    expect(facts?.kind === 'facts' && facts.items.map((i) => [i.label, plain(i.value)])).toEqual([
      ['Team involved', '1 person'],
      ['Average hourly cost', 'R$85.50'],
    ]);
  });
});

describe('paybackCount: the plural the payback label takes', () => {
  it.each([
    [1, 1],
    [26, 26],
    [null, Number.POSITIVE_INFINITY],
  ])('%j → %j', (months, count) => {
    expect(paybackCount(months)).toBe(count);
  });
});
