// @vitest-environment node
// The PDF is read back with a real PDF parser (pdf.js through unpdf), as a viewer would read it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getMeta } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  everyGradeAnswers as answers,
  mediumCalculatorState,
  smallCalculatorState,
} from '#shared/test/tool-result-fixtures.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { pdfPageTexts } from '#client/test/pdf-text.ts';
import { testI18n } from '#client/test/render.tsx';
import { assessmentPdfReport } from '#client/features/dashboard/assessment/assessment-report.ts';
import { automationPdfReport } from '#client/features/dashboard/automation/automation-report.ts';
import { roiPdfReport } from '#client/features/dashboard/calculator/roi-report.ts';
import type { ReportFonts } from './pdf-fonts.ts';
import { renderReportPdf } from './pdf-renderer.ts';
import type { ReportContext, ReportDocument } from './report-document.ts';
import { woffToSfnt } from './woff.ts';

let fonts: ReportFonts;
beforeAll(async () => {
  const woff = (weight: number) =>
    woffToSfnt(
      new Uint8Array(
        readFileSync(`node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
      ),
    );
  fonts = { regular: await woff(400), bold: await woff(700) };
});

function context(locale: Locale): ReportContext {
  return {
    t: testI18n(locale).getFixedT(locale, 'dashboard'),
    locale,
    date: new Date(2026, 2, 15, 10),
    person: { name: 'Conceição Araújo', company: 'Açaí & Companhia Ltda.' },
    site: 'nexusia.com.br',
  };
}

/** Each page's text, items joined by single spaces, and the document's information. */
async function readPdf(bytes: Uint8Array): Promise<{ pages: string[]; info: unknown }> {
  const pages = await pdfPageTexts(bytes);
  const { info } = await getMeta(bytes.slice());
  return { pages, info };
}

/** Set REPORT_PDF_DIR to keep the produced files and look at them. */
function keep(name: string, bytes: Uint8Array): void {
  const dir = process.env.REPORT_PDF_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), bytes);
}

const reports: [string, Locale, (c: ReportContext) => ReportDocument, string[]][] = [
  [
    'assessment',
    'pt-BR',
    (c) => assessmentPdfReport(answers, c),
    [
      'Relatório de maturidade em IA',
      '18 de 30 pontos',
      '60%',
      'Em desenvolvimento',
      'Estratégia e liderança',
    ],
  ],
  [
    'assessment',
    'en',
    (c) => assessmentPdfReport(answers, c),
    ['AI Maturity Report', '18 of 30 points', '60%', 'Developing', 'March 15, 2026'],
  ],
  [
    'automation',
    'pt-BR',
    (c) =>
      automationPdfReport(
        {
          areas: ['sales', 'finance'],
          answers: { companySize: 'medium', manualArea: 'finance', mainPain: 'errors' },
        },
        c,
      ),
    ['Relatório de oportunidades de automação', '8', '133+', '200-400%', 'Conciliação bancária'],
  ],
  [
    'calculator',
    'pt-BR',
    (c) => roiPdfReport(mediumCalculatorState, c),
    ['Análise de ROI de soluções de IA', '778%', '1 mês', 'R$ 820,8k', 'R$ 2.462.400,00'],
  ],
  [
    'calculator',
    'es',
    (c) => roiPdfReport(smallCalculatorState, c),
    ['Análisis de ROI de soluciones de IA', '1029 %', '1 mes', 'Recuperación'],
  ],
];

describe('PDF reports read back by a PDF parser', () => {
  it.each(reports)('%s in %s', async (tool, locale, build, figures) => {
    const report = build(context(locale));
    const bytes = renderReportPdf(report, fonts);
    keep(`${tool}-${locale}.pdf`, bytes);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');

    const { pages, info } = await readPdf(bytes);
    const text = pages.join(' ');
    // Accents survive as text (the embedded font maps glyphs back to Unicode).
    expect(text).toContain('Conceição Araújo');
    expect(text).toContain('Açaí & Companhia Ltda.');
    for (const figure of figures) expect(text).toContain(figure);
    expect(text).not.toMatch(/NaN|Infinity|undefined/);
    // Every page carries the site's identity and its number.
    pages.forEach((page, i) => {
      expect(page).toContain('Nexus IA');
      expect(page).toContain('contato@nexusia.com.br');
      expect(page).toContain(report.brand.pageLabel(i + 1, pages.length));
    });
    expect(info).toMatchObject({ Title: report.title, Author: 'Nexus IA' });
  });

  it('breaks a long table across pages and repeats its header', async () => {
    const base = assessmentPdfReport(answers, context('pt-BR'));
    const rows = Array.from({ length: 90 }, (_, i) => [`Linha ${i + 1}`, 'texto', String(i)]);
    const report: ReportDocument = {
      ...base,
      sections: [
        {
          heading: 'Tabela longa',
          blocks: [
            {
              kind: 'table',
              columns: [
                { header: 'Coluna A', width: 0.4 },
                { header: 'Coluna B', width: 0.4 },
                { header: 'Coluna C', width: 0.2, align: 'right' },
              ],
              rows,
            },
          ],
        },
      ],
    };
    const { pages } = await readPdf(renderReportPdf(report, fonts));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages.slice(1)) expect(page).toContain('Coluna A');
    expect(pages.join(' ')).toContain('Linha 90');
  });
});
