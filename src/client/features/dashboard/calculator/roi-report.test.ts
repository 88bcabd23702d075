import { describe, expect, it } from 'vitest';
import type { Locale } from '#shared/i18n/locales.ts';
import { testI18n } from '#client/test/render.tsx';
import type { CalculatorState } from './calculator-state.ts';
import { roiReport } from './roi-report.ts';

const date = new Date(2026, 2, 15, 10, 0);

function report(state: Partial<CalculatorState>, locale: Locale = 'pt-BR'): string {
  const t = testI18n(locale).getFixedT(locale, 'dashboard');
  const full: CalculatorState = {
    companySize: 'medium',
    teamSize: '25',
    hourlyRate: '85,50',
    selectedSolutions: ['chatbot', 'automation', 'analytics', 'document_processing'],
    urgency: 'high',
    view: 'results',
    ...state,
  };
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
