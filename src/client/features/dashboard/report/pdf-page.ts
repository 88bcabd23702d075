// The page of a PDF report (decision 0050): jsPDF set up with the brand's fonts, the theme's
// colours and A4 geometry, text and shape helpers, page breaks, header and footers. The blocks
// (pdf-renderer.ts) and the charts (pdf-charts.ts) draw through it. Split from pdf-renderer.ts by
// purpose (issue 24: no source file over 500 lines); all three stay in the one chunk that
// `download-pdf.ts` imports dynamically.
import { jsPDF } from 'jspdf';
import type { Point } from '#client/features/dashboard/charts/chart-geometry.ts';
import { plainSpaces } from '#shared/format/locale-format.ts';
import type { ReportDocument } from './report-document.ts';
import type { ReportFonts } from './pdf-fonts.ts';

export type Rgb = readonly [number, number, number];

// The theme's tokens of app.css (brand-50/600/900, foreground, muted-foreground, input) and the
// favicon's mark, converted from OKLCH to sRGB.
export const color = {
  mark: [29, 78, 216],
  brand: [38, 82, 207],
  brandDark: [15, 37, 97],
  brandTint: [239, 245, 255],
  heading: [16, 24, 40],
  body: [55, 65, 81],
  muted: [74, 85, 101],
  rule: [209, 213, 220],
  zebra: [249, 250, 251],
  neutralBar: [156, 163, 175],
  white: [255, 255, 255],
} as const satisfies Record<string, Rgb>;

/** Cells of the impact × ease matrix get darker as impact + ease grows (2 to 6). */
export const matrixTints: readonly Rgb[] = [
  [250, 251, 255],
  [245, 248, 255],
  [235, 241, 254],
  [219, 230, 253],
  [199, 214, 250],
];

export const A4 = { width: 595.28, height: 841.89 };
export const margin = 48;
export const contentTop = 88;
export const contentBottom = A4.height - 64;
export const contentWidth = A4.width - 2 * margin;
export const lineHeight = 1.35;
const font = 'Inter';

/** Binary string of a font file, the form jsPDF's virtual file system takes for TrueType. */
function binaryString(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return out;
}

export class PdfPage {
  readonly doc: jsPDF;
  readonly report: ReportDocument;
  y = contentTop;

  constructor(report: ReportDocument, fonts: ReportFonts) {
    this.report = report;
    this.doc = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
    this.doc.addFileToVFS('Inter-Regular.ttf', binaryString(fonts.regular));
    this.doc.addFont('Inter-Regular.ttf', font, 'normal');
    this.doc.addFileToVFS('Inter-Bold.ttf', binaryString(fonts.bold));
    this.doc.addFont('Inter-Bold.ttf', font, 'bold');
    this.doc.setProperties({
      title: plainSpaces(report.title),
      subject: plainSpaces(report.subtitle),
      author: report.brand.name,
      creator: report.brand.name,
    });
    this.doc.setLanguage(report.locale);
    this.drawHeader();
  }

  // ---- text helpers -------------------------------------------------------------------------

  style(size: number, weight: 'normal' | 'bold', rgb: Rgb): void {
    this.doc.setFont(font, weight);
    this.doc.setFontSize(size);
    this.doc.setTextColor(rgb[0], rgb[1], rgb[2]);
  }

  lines(text: string, width: number): string[] {
    return this.doc.splitTextToSize(plainSpaces(text), width) as string[];
  }

  /** Height of `count` lines at the current font size. */
  linesHeight(count: number): number {
    return count * this.doc.getFontSize() * lineHeight;
  }

  /** Writes lines whose first baseline sits one ascent below `top`; returns the height used. */
  write(
    lines: readonly string[],
    x: number,
    top: number,
    align: 'left' | 'right' | 'center' = 'left',
  ): number {
    const size = this.doc.getFontSize();
    lines.forEach((line, i) => {
      this.doc.text(line, x, top + size * 0.95 + i * size * lineHeight, { align });
    });
    return this.linesHeight(lines.length);
  }

  fill(rgb: Rgb): void {
    this.doc.setFillColor(rgb[0], rgb[1], rgb[2]);
  }

  stroke(rgb: Rgb, width = 0.75): void {
    this.doc.setDrawColor(rgb[0], rgb[1], rgb[2]);
    this.doc.setLineWidth(width);
  }

  polygon(points: readonly Point[], style: 'F' | 'S' | 'FD'): void {
    const [first, ...rest] = points;
    if (!first) return;
    let previous = first;
    const deltas = rest.map((p) => {
      const delta = [p.x - previous.x, p.y - previous.y];
      previous = p;
      return delta;
    });
    this.doc.lines(deltas, first.x, first.y, [1, 1], style, true);
  }

  // ---- pages -------------------------------------------------------------------------------

  /** Starts a new page when `height` does not fit below the cursor. */
  ensure(height: number): void {
    if (this.y + height <= contentBottom) return;
    this.doc.addPage();
    this.drawHeader();
    this.y = contentTop;
  }

  drawHeader(): void {
    const { doc } = this;
    const top = 30;
    // The favicon's mark: a rounded square with the N (public/favicon.svg, 64-unit grid).
    const size = 24;
    const unit = size / 64;
    this.fill(color.mark);
    doc.roundedRect(margin, top, size, size, 14 * unit, 14 * unit, 'F');
    this.fill(color.white);
    const n = [
      [18, 46],
      [18, 18],
      [24, 18],
      [40, 37],
      [40, 18],
      [46, 18],
      [46, 46],
      [40, 46],
      [24, 27],
      [24, 46],
    ] as const;
    this.polygon(
      n.map(([x, y]) => ({ x: margin + x * unit, y: top + y * unit })),
      'F',
    );
    this.style(13, 'bold', color.brandDark);
    doc.text(this.report.brand.name, margin + size + 8, top + 11);
    this.style(7.5, 'normal', color.muted);
    doc.text(plainSpaces(this.report.brand.tagline), margin + size + 8, top + 22);
    this.style(8, 'normal', color.muted);
    doc.text(plainSpaces(this.report.title), A4.width - margin, top + 15, { align: 'right' });
    this.stroke(color.brand, 1.5);
    doc.line(margin, top + size + 10, A4.width - margin, top + size + 10);
  }

  drawFooters(): void {
    const { doc } = this;
    const total = doc.getNumberOfPages();
    for (let page = 1; page <= total; page++) {
      doc.setPage(page);
      const y = A4.height - 40;
      this.stroke(color.rule, 0.5);
      doc.line(margin, y - 10, A4.width - margin, y - 10);
      this.style(7.5, 'normal', color.muted);
      doc.text(plainSpaces(this.report.brand.contact), margin, y);
      doc.text(plainSpaces(this.report.brand.pageLabel(page, total)), A4.width - margin, y, {
        align: 'right',
      });
    }
  }
}
