import { describe, expect, it } from 'vitest';
import { allCAnswers, allEAnswers, everyGradeAnswers } from '#shared/test/tool-result-fixtures.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { AssessmentAnswers } from '#shared/tools/assessment.ts';
import { testI18n } from '#client/test/render.tsx';
import { assessmentPdfReport, assessmentReport } from './assessment-report.ts';

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
    const lines = report(allCAnswers).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        '1. Estratégia e liderança: Como a inteligência artificial aparece na estratégia da sua empresa?',
        '   Resposta: Algumas áreas patrocinam iniciativas pontuais (3 de 5 pontos)',
        'Pontuação total: 18 de 30 pontos (60%)',
        'Nível de maturidade: Em desenvolvimento',
        '- Transforme as iniciativas isoladas em um roadmap de IA com metas trimestrais.',
        'Relatório gerado em 15/03/2026',
      ]),
    );
    expect(lines.filter((l) => l.startsWith('- '))).toHaveLength(4);
  });

  it('all maximum in English: 30 points, Advanced', () => {
    const text = report(allEAnswers, 'en');
    expect(text).toContain('Total score: 30 of 30 points (100%)');
    expect(text).toContain('Maturity level: Advanced');
    expect(text).toContain('Report generated on 03/15/2026');
  });
});

describe('assessment PDF report (issue 16 §1)', () => {
  const person = { name: 'Ana Souza', company: 'Açaí Ltda.' };
  const build = (answers: AssessmentAnswers, locale: Locale) =>
    assessmentPdfReport(answers, {
      t: testI18n(locale).getFixedT(locale, 'dashboard'),
      locale,
      date,
      person,
      site: 'nexusia.com.br',
    });
  const all = (value: 'a' | 'c' | 'e'): AssessmentAnswers => ({
    strategy: value,
    infrastructure: value,
    team: value,
    processes: value,
    culture: value,
    investment: value,
  });

  it.each([
    ['pt-BR', all('a'), ['6 de 30 pontos', '20%', 'Iniciante']],
    ['pt-BR', all('c'), ['18 de 30 pontos', '60%', 'Em desenvolvimento']],
    ['en', all('e'), ['30 of 30 points', '100%', 'Advanced']],
    // Intl puts a no-break space before the Spanish percent sign; the PDF prints a plain one.
    ['es', all('c'), ['18 de 30 puntos', '60\u00a0%', 'En desarrollo']],
  ] as const)('%s: key figures %j', (locale, answers, figures) => {
    expect(build(answers, locale).highlights.map((h) => h.value)).toEqual(figures);
  });

  it('charts every category on the radar and lists each answer with its points', () => {
    const report = build(everyGradeAnswers, 'pt-BR');
    expect(report.title).toBe('Relatório de maturidade em IA');
    expect(report.meta.map((m) => m.value)).toEqual([
      'Ana Souza',
      'Açaí Ltda.',
      '15 de março de 2026',
    ]);
    const blocks = report.sections.flatMap((s) => s.blocks);
    const radar = blocks.find((b) => b.kind === 'chart');
    expect(radar).toMatchObject({
      chart: {
        kind: 'radar',
        axes: [
          { label: 'Estratégia e liderança', value: 3, max: 5, valueText: '3 de 5' },
          { label: 'Infraestrutura e dados', value: 2, max: 5, valueText: '2 de 5' },
          { label: 'Equipe e competências', value: 4, max: 5 },
          { label: 'Processos e governança', value: 3, max: 5 },
          { label: 'Cultura e adoção', value: 5, max: 5 },
          { label: 'Investimento e ROI', value: 1, max: 5 },
        ],
      },
    });
    const table = blocks.find((b) => b.kind === 'table');
    expect(table?.kind === 'table' && table.rows[0]).toEqual([
      'Estratégia e liderança',
      'Algumas áreas patrocinam iniciativas pontuais',
      '3 de 5',
    ]);
    expect(report.sections.map((s) => s.heading)).toEqual([
      'Nível: Em desenvolvimento',
      'Pontuação por categoria',
      'Suas respostas',
      'Recomendações para o seu nível',
      'Próximos passos',
    ]);
    const lists = blocks.filter((b) => b.kind === 'list');
    expect(lists.map((l) => l.kind === 'list' && l.items.length)).toEqual([4, 3]);
  });
});
