import { describe, expect, it } from 'vitest';
import { localIsoDate, reportFileName, templateFileName } from './file-names.ts';

describe('templateFileName', () => {
  it.each([
    ['E-mail de Prospecção Fria', 'e-mail_de_prospecção_fria.txt'],
    ['Cold Outreach Email', 'cold_outreach_email.txt'],
    ['Respuesta de Soporte Empática', 'respuesta_de_soporte_empática.txt'],
    ['  Roteiro   de Ligação ', 'roteiro_de_ligação.txt'],
    ['FAQ', 'faq.txt'],
  ])('%j → %j', (title, expected) => {
    expect(templateFileName(title)).toBe(expected);
  });
});

describe('report file names carry the local calendar date', () => {
  // Dates built from local parts, so the expectation holds in any time zone the tests run in.
  it.each([
    [new Date(2026, 0, 5, 9, 30), '2026-01-05'],
    [new Date(2026, 11, 31, 23, 59), '2026-12-31'],
    [new Date(2027, 1, 28, 0, 0), '2027-02-28'],
  ])('%s → %s', (date, iso) => {
    expect(localIsoDate(date)).toBe(iso);
  });

  it.each([
    ['automation', 'relatorio_automacao_processos_2026-03-15.txt'],
    ['roi', 'roi_calculator_ai_2026-03-15.txt'],
    ['assessment', 'avaliacao_maturidade_ia_2026-03-15.txt'],
  ] as const)('%s → %s', (report, expected) => {
    expect(reportFileName(report, new Date(2026, 2, 15, 12))).toBe(expected);
  });

  it.each([
    ['automation', 'relatorio_automacao_processos_2026-03-15.pdf'],
    ['roi', 'roi_calculator_ai_2026-03-15.pdf'],
    ['assessment', 'avaliacao_maturidade_ia_2026-03-15.pdf'],
  ] as const)('the PDF of %s is %s', (report, expected) => {
    expect(reportFileName(report, new Date(2026, 2, 15, 12), 'pdf')).toBe(expected);
  });
});
