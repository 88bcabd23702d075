import { describe, expect, it } from 'vitest';
import type { Locale } from '#shared/i18n/locales.ts';
import type { AssessmentAnswers } from '#shared/tools/assessment.ts';
import { testI18n } from '#client/test/render.tsx';
import { assessmentReport } from './assessment-report.ts';

const date = new Date(2026, 2, 15, 10, 0);
const report = (answers: AssessmentAnswers, locale: Locale = 'pt-BR') =>
  assessmentReport({
    answers,
    t: testI18n(locale).getFixedT(locale, 'dashboard'),
    locale,
    date,
  });

describe('assessment report', () => {
  it('holds the answers, score, level, four recommendations and the date', () => {
    // 6 × 3 points = 18 → developing, 60 %
    const lines = report({
      strategy: 'c',
      infrastructure: 'c',
      team: 'c',
      processes: 'c',
      culture: 'c',
      investment: 'c',
    }).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        '1. Estratégia e Liderança: Como a inteligência artificial aparece na estratégia da sua empresa?',
        '   Resposta: Algumas áreas patrocinam iniciativas pontuais (3 de 5 pontos)',
        'Pontuação total: 18 de 30 pontos (60%)',
        'Nível de maturidade: Em Desenvolvimento',
        '- Transforme as iniciativas isoladas em um roadmap de IA com metas trimestrais.',
        'Relatório gerado em 15/03/2026',
      ]),
    );
    expect(lines.filter((l) => l.startsWith('- '))).toHaveLength(4);
  });

  it('all maximum in English: 30 points, Advanced', () => {
    const text = report(
      {
        strategy: 'e',
        infrastructure: 'e',
        team: 'e',
        processes: 'e',
        culture: 'e',
        investment: 'e',
      },
      'en',
    );
    expect(text).toContain('Total score: 30 of 30 points (100%)');
    expect(text).toContain('Maturity level: Advanced');
    expect(text).toContain('Report generated on 03/15/2026');
  });
});
