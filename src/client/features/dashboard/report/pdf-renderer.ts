// Lays a ReportDocument out on A4 pages with jsPDF (decision 0050). This module and jsPDF form one
// chunk that only `download-pdf.ts` imports, dynamically, when the person asks for a PDF.
import { jsPDF } from 'jspdf';
import {
  labelAnchor,
  matrixCells,
  niceTicks,
  radarPolygon,
  spokePoint,
  type Point,
} from '#client/features/dashboard/charts/chart-geometry.ts';
import { plainSpaces } from '#shared/format/locale-format.ts';
import type {
  BarChart,
  MatrixChart,
  RadarChart,
  ReportBlock,
  ReportChart,
  ReportDocument,
  ReportFact,
} from './report-document.ts';
import type { ReportFonts } from './pdf-fonts.ts';

type Rgb = readonly [number, number, number];

// The theme's tokens of app.css (brand-50/600/900, foreground, muted-foreground, input) and the
// favicon's mark, converted from OKLCH to sRGB.
const color = {
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
const matrixTints: readonly Rgb[] = [
  [250, 251, 255],
  [245, 248, 255],
  [235, 241, 254],
  [219, 230, 253],
  [199, 214, 250],
];

const A4 = { width: 595.28, height: 841.89 };
const margin = 48;
const contentTop = 88;
const contentBottom = A4.height - 64;
const contentWidth = A4.width - 2 * margin;
const lineHeight = 1.35;
const font = 'Inter';

/** Binary string of a font file, the form jsPDF's virtual file system takes for TrueType. */
function binaryString(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return out;
}

class Writer {
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

  // ---- first page --------------------------------------------------------------------------

  drawTitle(): void {
    this.style(22, 'bold', color.heading);
    this.y += this.write(this.lines(this.report.title, contentWidth), margin, this.y);
    this.y += 4;
    this.style(10.5, 'normal', color.muted);
    this.y += this.write(this.lines(this.report.subtitle, contentWidth), margin, this.y);
    this.y += 14;
  }

  drawMeta(): void {
    const items = this.report.meta;
    const columnWidth = (contentWidth - 24) / Math.max(1, items.length);
    const valueLines = items.map((item) => {
      this.style(10.5, 'bold', color.heading);
      return this.lines(item.value, columnWidth - 12);
    });
    this.style(10.5, 'bold', color.heading);
    const height = 32 + this.linesHeight(Math.max(1, ...valueLines.map((l) => l.length)));
    this.fill(color.brandTint);
    this.doc.roundedRect(margin, this.y, contentWidth, height, 6, 6, 'F');
    items.forEach((item, i) => {
      const x = margin + 12 + i * columnWidth;
      this.style(7.5, 'bold', color.muted);
      this.write([plainSpaces(item.label).toLocaleUpperCase(this.report.locale)], x, this.y + 10);
      this.style(10.5, 'bold', color.heading);
      this.write(valueLines[i] ?? [], x, this.y + 24);
    });
    this.y += height + 14;
  }

  drawHighlights(): void {
    const items = this.report.highlights;
    if (items.length === 0) return;
    const gap = 10;
    const width = (contentWidth - gap * (items.length - 1)) / items.length;
    const inner = width - 20;
    // The value's size shrinks until it fits the tile on one line (a level name is long).
    const sizes = items.map((item) => {
      let size = 17;
      this.style(size, 'bold', color.brandDark);
      while (size > 10 && this.doc.getTextWidth(plainSpaces(item.value)) > inner) {
        size -= 0.5;
        this.doc.setFontSize(size);
      }
      return size;
    });
    const labels = items.map((item) => {
      this.style(8, 'normal', color.muted);
      return this.lines(item.label, inner);
    });
    this.style(8, 'normal', color.muted);
    const height =
      24 + 17 * lineHeight + this.linesHeight(Math.max(...labels.map((l) => l.length)));
    this.ensure(height);
    items.forEach((item, i) => {
      const x = margin + i * (width + gap);
      this.stroke(color.rule, 0.75);
      this.fill(color.white);
      this.doc.roundedRect(x, this.y, width, height, 6, 6, 'FD');
      this.fill(color.brand);
      this.doc.rect(x, this.y + 8, 2.5, height - 16, 'F');
      this.style(sizes[i] ?? 17, 'bold', color.brandDark);
      this.write(this.lines(item.value, inner + 40).slice(0, 1), x + 10, this.y + 10);
      this.style(8, 'normal', color.muted);
      this.write(labels[i] ?? [], x + 10, this.y + 14 + 17 * lineHeight);
    });
    this.y += height + 8;
  }

  // ---- sections ----------------------------------------------------------------------------

  drawSection(heading: string, blocks: readonly ReportBlock[]): void {
    // A short section stays on one page; a long one keeps its heading with its first block.
    const heights = blocks.map((b) => this.measure(b));
    const total = heights.reduce((a, b) => a + b, 0);
    this.ensure(36 + (total <= 280 ? total : Math.min(heights[0] ?? 0, 120)));
    this.y += 14;
    this.fill(color.brand);
    this.doc.rect(margin, this.y + 1, 3, 14, 'F');
    this.style(13, 'bold', color.heading);
    this.y += this.write(this.lines(heading, contentWidth - 10), margin + 10, this.y);
    this.y += 6;
    for (const block of blocks) this.drawBlock(block);
  }

  /** The height a block will take (tables roughly: they break across pages anyway). */
  measure(block: ReportBlock): number {
    switch (block.kind) {
      case 'chart':
        return this.chartHeight(block.chart) + 6;
      case 'table':
        return 24 + block.rows.length * 22;
      case 'paragraph':
        this.style(block.tone === 'note' ? 9 : 10, 'normal', color.body);
        return this.linesHeight(this.lines(block.text, contentWidth).length) + 6;
      case 'list':
        this.style(10, 'normal', color.body);
        return (
          block.items.reduce(
            (h, item) => h + this.linesHeight(this.lines(item, contentWidth - 16).length) + 3,
            0,
          ) + 3
        );
      case 'facts':
        return this.factRows(block.items, margin, contentWidth, 0, true) + 10;
      case 'factGroups':
        return this.factGroupsHeight(block.groups) + 10;
    }
  }

  drawBlock(block: ReportBlock): void {
    switch (block.kind) {
      case 'paragraph':
        return this.drawParagraph(block.text, block.tone ?? 'normal');
      case 'list':
        return this.drawList(block.items, block.ordered);
      case 'facts':
        return this.drawFacts(block.items);
      case 'factGroups':
        return this.drawFactGroups(block.groups);
      case 'table':
        return this.drawTable(block.columns, block.rows);
      case 'chart':
        return this.drawChart(block.chart);
    }
  }

  drawParagraph(text: string, tone: 'normal' | 'note'): void {
    this.style(tone === 'note' ? 9 : 10, 'normal', tone === 'note' ? color.muted : color.body);
    for (const line of this.lines(text, contentWidth)) {
      this.ensure(this.linesHeight(1));
      this.y += this.write([line], margin, this.y);
    }
    this.y += 6;
  }

  drawList(items: readonly string[], ordered: boolean): void {
    const indent = 16;
    items.forEach((item, i) => {
      this.style(10, 'normal', color.body);
      const lines = this.lines(item, contentWidth - indent);
      this.ensure(this.linesHeight(Math.min(lines.length, 2)));
      this.style(10, 'bold', color.brand);
      this.write([ordered ? `${i + 1}.` : '•'], margin + 2, this.y);
      this.style(10, 'normal', color.body);
      lines.forEach((line) => {
        this.ensure(this.linesHeight(1));
        this.y += this.write([line], margin + indent, this.y);
      });
      this.y += 3;
    });
    this.y += 3;
  }

  /** Label/value rows in a column of `width` at `x`; returns their height. Measures only if `dry`. */
  factRows(
    items: readonly ReportFact[],
    x: number,
    width: number,
    top: number,
    dry: boolean,
  ): number {
    const labelWidth = width * 0.46;
    const valueWidth = width - labelWidth - 8;
    let y = top;
    for (const item of items) {
      this.style(9.5, 'normal', color.muted);
      const label = this.lines(item.label, labelWidth - 8);
      this.style(9.5, 'bold', color.heading);
      const value = this.lines(item.value, valueWidth);
      const height = this.linesHeight(Math.max(label.length, value.length)) + 8;
      if (!dry) {
        this.style(9.5, 'normal', color.muted);
        this.write(label, x, y + 4);
        this.style(9.5, 'bold', color.heading);
        this.write(value, x + labelWidth, y + 4);
        this.stroke(color.rule, 0.5);
        this.doc.line(x, y + height, x + width, y + height);
      }
      y += height;
    }
    return y - top;
  }

  drawFacts(items: readonly ReportFact[]): void {
    // A short list stays on one page; a long one breaks between rows.
    const total = this.factRows(items, margin, contentWidth, 0, true);
    if (total < 260) this.ensure(total);
    for (const item of items) {
      this.ensure(this.factRows([item], margin, contentWidth, 0, true));
      this.y += this.factRows([item], margin, contentWidth, this.y, false);
    }
    this.y += 10;
  }

  factGroupsLayout(count: number) {
    const gap = 20;
    return { gap, titleHeight: 18, width: (contentWidth - gap * (count - 1)) / Math.max(1, count) };
  }

  factGroupsHeight(groups: readonly { items: readonly ReportFact[] }[]): number {
    const { width, titleHeight } = this.factGroupsLayout(groups.length);
    return (
      titleHeight + Math.max(0, ...groups.map((g) => this.factRows(g.items, 0, width, 0, true)))
    );
  }

  drawFactGroups(groups: readonly { title: string; items: readonly ReportFact[] }[]): void {
    const { width, gap, titleHeight } = this.factGroupsLayout(groups.length);
    const height = this.factGroupsHeight(groups);
    this.ensure(height);
    groups.forEach((group, i) => {
      const x = margin + i * (width + gap);
      this.style(10, 'bold', color.brandDark);
      this.write(this.lines(group.title, width).slice(0, 1), x, this.y);
      this.stroke(color.brand, 1);
      this.doc.line(x, this.y + titleHeight - 2, x + width, this.y + titleHeight - 2);
      this.factRows(group.items, x, width, this.y + titleHeight, false);
    });
    this.y += height + 10;
  }

  drawTable(
    columns: readonly { header: string; width: number; align?: 'left' | 'right' }[],
    rows: readonly (readonly string[])[],
  ): void {
    const pad = 5;
    const size = 8.5;
    // Header words are never cut: the header's size shrinks until its longest word fits.
    let headerSize = size;
    this.style(headerSize, 'bold', color.brandDark);
    const fits = () =>
      columns.every((column) =>
        column.header
          .split(/\s+/)
          .every((word) => this.doc.getTextWidth(word) <= column.width * contentWidth - 2 * pad),
      );
    while (headerSize > 6.5 && !fits()) {
      headerSize -= 0.25;
      this.doc.setFontSize(headerSize);
    }
    const xs: number[] = [];
    columns.reduce((x, column) => {
      xs.push(x);
      return x + column.width * contentWidth;
    }, margin);
    const cellLines = (cells: readonly string[], weight: 'normal' | 'bold') => {
      this.style(weight === 'bold' ? headerSize : size, weight, color.heading);
      return columns.map((column, i) =>
        this.lines(cells[i] ?? '', column.width * contentWidth - 2 * pad),
      );
    };
    const drawRow = (cells: string[][], weight: 'normal' | 'bold', fill: Rgb | null) => {
      this.style(weight === 'bold' ? headerSize : size, weight, color.body);
      const height = this.linesHeight(Math.max(1, ...cells.map((c) => c.length))) + 2 * pad;
      if (fill) {
        this.fill(fill);
        this.doc.rect(margin, this.y, contentWidth, height, 'F');
      }
      this.style(
        weight === 'bold' ? headerSize : size,
        weight,
        weight === 'bold' ? color.brandDark : color.body,
      );
      columns.forEach((column, i) => {
        const right = column.align === 'right';
        const x = right
          ? (xs[i] ?? margin) + column.width * contentWidth - pad
          : (xs[i] ?? margin) + pad;
        this.write(cells[i] ?? [], x, this.y + pad, right ? 'right' : 'left');
      });
      this.y += height;
      this.stroke(color.rule, 0.5);
      this.doc.line(margin, this.y, margin + contentWidth, this.y);
      return height;
    };
    const header = cellLines(
      columns.map((c) => c.header),
      'bold',
    );
    this.style(headerSize, 'bold', color.brandDark);
    const headerHeight = this.linesHeight(Math.max(...header.map((c) => c.length))) + 2 * pad;
    const firstRow = rows[0] ? cellLines(rows[0], 'normal') : [];
    this.style(size, 'normal', color.body);
    this.ensure(
      headerHeight + this.linesHeight(Math.max(1, ...firstRow.map((c) => c.length))) + 2 * pad,
    );
    drawRow(header, 'bold', color.brandTint);
    rows.forEach((row, index) => {
      const cells = cellLines(row, 'normal');
      const height = this.linesHeight(Math.max(1, ...cells.map((c) => c.length))) + 2 * pad;
      if (this.y + height > contentBottom) {
        this.ensure(contentBottom);
        drawRow(header, 'bold', color.brandTint);
      }
      drawRow(cells, 'normal', index % 2 === 1 ? color.zebra : null);
    });
    this.y += 10;
  }

  // ---- charts ------------------------------------------------------------------------------

  chartHeight(chart: ReportChart): number {
    switch (chart.kind) {
      case 'radar':
        return 270;
      case 'matrix':
        return 3 * 62 + 64;
      case 'bars':
        return 236;
    }
  }

  drawChart(chart: ReportChart): void {
    const height = this.chartHeight(chart);
    this.ensure(height);
    const top = this.y;
    if (chart.kind === 'radar') this.drawRadar(chart, top);
    else if (chart.kind === 'matrix') this.drawMatrix(chart, top);
    else this.drawBars(chart, top);
    this.y = top + height + 6;
  }

  drawRadar(chart: RadarChart, top: number): void {
    const { doc } = this;
    const count = chart.axes.length;
    const radius = 88;
    const centre = { x: margin + contentWidth / 2, y: top + 135 };
    const ring = (share: number) =>
      chart.axes.map((_, i) => spokePoint(i, count, radius * share, centre));
    // Data area first, light, so the rings and spokes stay visible over it.
    this.fill([214, 226, 252]);
    this.polygon(radarPolygon(chart.axes, radius, centre), 'F');
    this.stroke(color.rule, 0.6);
    for (let step = 1; step <= 5; step++) this.polygon(ring(step / 5), 'S');
    chart.axes.forEach((_, i) => {
      const end = spokePoint(i, count, radius, centre);
      doc.line(centre.x, centre.y, end.x, end.y);
    });
    this.stroke(color.brand, 1.6);
    const data = radarPolygon(chart.axes, radius, centre);
    this.polygon(data, 'S');
    this.fill(color.brand);
    for (const p of data) doc.circle(p.x, p.y, 2.4, 'F');

    chart.axes.forEach((axis, i) => {
      const anchor = labelAnchor(i, count);
      const at = spokePoint(i, count, radius + 12, centre);
      const align = anchor === 'start' ? 'left' : anchor === 'end' ? 'right' : 'center';
      this.style(8.5, 'bold', color.heading);
      const label = this.lines(axis.label, 120);
      const blockHeight = this.linesHeight(label.length) + 11;
      // Labels above the centre grow upwards, those below grow downwards, the sides sit centred.
      const labelTop =
        at.y < centre.y - radius * 0.9
          ? at.y - blockHeight
          : at.y > centre.y + radius * 0.9
            ? at.y
            : at.y - blockHeight / 2;
      const used = this.write(label, at.x, labelTop, align);
      this.style(8, 'normal', color.muted);
      this.write([plainSpaces(axis.valueText)], at.x, labelTop + used, align);
    });
  }

  drawMatrix(chart: MatrixChart, top: number): void {
    const { doc } = this;
    const rowsCount = chart.rows.length;
    const columnsCount = chart.columns.length;
    const gridLeft = margin + 92;
    const gridWidth = contentWidth - 92;
    const cellWidth = gridWidth / columnsCount;
    const cellHeight = 62;
    const cells = matrixCells(rowsCount, columnsCount, chart.points);

    this.style(9, 'bold', color.heading);
    const titleY = top + (rowsCount * cellHeight) / 2;
    doc.text(plainSpaces(chart.rowTitle), margin + 10, titleY, { angle: 90, align: 'center' });

    cells.forEach((row, r) => {
      const y = top + r * cellHeight;
      this.style(8.5, 'normal', color.body);
      const label = this.lines(chart.rows[r] ?? '', 60);
      this.write(
        label,
        gridLeft - 8,
        y + cellHeight / 2 - this.linesHeight(label.length) / 2,
        'right',
      );
      row.forEach((ranks, c) => {
        const x = gridLeft + c * cellWidth;
        const score = rowsCount - 1 - r + c; // 0 (low impact, hard) … 4 (high impact, easy)
        this.fill(matrixTints[score] ?? color.brandTint);
        this.stroke(color.white, 2);
        doc.rect(x, y, cellWidth, cellHeight, 'FD');
        const perLine = Math.max(1, Math.floor((cellWidth - 12) / 22));
        ranks.forEach((rank, k) => {
          const cx = x + 8 + 10 + (k % perLine) * 22;
          const cy = y + 8 + 10 + Math.floor(k / perLine) * 22;
          this.fill(color.brand);
          doc.circle(cx, cy, 9.5, 'F');
          this.style(8, 'bold', color.white);
          doc.text(String(rank), cx, cy + 2.9, { align: 'center' });
        });
      });
    });

    const bottom = top + rowsCount * cellHeight;
    chart.columns.forEach((label, c) => {
      this.style(8.5, 'normal', color.body);
      this.write(
        this.lines(label, cellWidth - 8),
        gridLeft + (c + 0.5) * cellWidth,
        bottom + 6,
        'center',
      );
    });
    this.style(9, 'bold', color.heading);
    this.write([plainSpaces(chart.columnTitle)], gridLeft + gridWidth / 2, bottom + 36, 'center');
  }

  drawBars(chart: BarChart, top: number): void {
    const { doc } = this;
    const plotLeft = margin + 64;
    const plotWidth = contentWidth - 64;
    const plotTop = top + 16;
    const plotHeight = 150;
    const plotBottom = plotTop + plotHeight;
    const max = Math.max(0, ...chart.groups.flatMap((g) => g.values));
    const ticks = niceTicks(max);
    const axisTop = ticks[ticks.length - 1] ?? 1;
    const yOf = (value: number) => plotBottom - (Math.max(0, value) / axisTop) * plotHeight;

    for (const tick of ticks) {
      const y = yOf(tick);
      this.stroke(color.rule, tick === 0 ? 0.9 : 0.4);
      doc.line(plotLeft, y, plotLeft + plotWidth, y);
      this.style(7.5, 'normal', color.muted);
      doc.text(plainSpaces(chart.tickText(tick)), plotLeft - 6, y + 2.5, { align: 'right' });
    }

    const groupWidth = plotWidth / Math.max(1, chart.groups.length);
    const seriesCount = chart.series.length;
    const barWidth = Math.min(44, (groupWidth * 0.6) / Math.max(1, seriesCount));
    const tone = (i: number) =>
      chart.series[i]?.tone === 'brand' ? color.brand : color.neutralBar;
    chart.groups.forEach((group, g) => {
      const groupCentre = plotLeft + (g + 0.5) * groupWidth;
      const start = groupCentre - (seriesCount * barWidth + (seriesCount - 1) * 6) / 2;
      group.values.forEach((value, s) => {
        const x = start + s * (barWidth + 6);
        const y = yOf(value);
        this.fill(tone(s));
        doc.rect(x, y, barWidth, Math.max(0.8, plotBottom - y), 'F');
        this.style(7.5, 'bold', color.heading);
        doc.text(plainSpaces(group.valueTexts[s] ?? ''), x + barWidth / 2, y - 4, {
          align: 'center',
        });
      });
      this.style(9, 'normal', color.body);
      doc.text(plainSpaces(group.label), groupCentre, plotBottom + 14, { align: 'center' });
    });

    let x = plotLeft;
    const legendY = plotBottom + 34;
    chart.series.forEach((series, i) => {
      this.fill(tone(i));
      doc.rect(x, legendY - 7, 9, 9, 'F');
      this.style(8.5, 'normal', color.body);
      doc.text(plainSpaces(series.name), x + 14, legendY);
      x += 14 + doc.getTextWidth(plainSpaces(series.name)) + 20;
    });
  }
}

/** The report as PDF bytes: first page header, title, meta and key figures, then its sections. */
export function renderReportPdf(report: ReportDocument, fonts: ReportFonts): Uint8Array {
  const writer = new Writer(report, fonts);
  writer.drawTitle();
  writer.drawMeta();
  writer.drawHighlights();
  for (const section of report.sections) writer.drawSection(section.heading, section.blocks);
  writer.drawFooters();
  return new Uint8Array(writer.doc.output('arraybuffer'));
}
