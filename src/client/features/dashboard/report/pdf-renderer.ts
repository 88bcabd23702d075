// Lays a ReportDocument out on A4 pages with jsPDF (decision 0050): title, meta, key figures and
// the sections' blocks, on the page of pdf-page.ts, with the charts of pdf-charts.ts. This module
// and jsPDF form one chunk that only `download-pdf.ts` imports, dynamically, when the person asks
// for a PDF.
import { plainSpaces } from '#shared/format/locale-format.ts';
import { chartHeight, drawChart } from './pdf-charts.ts';
import {
  color,
  contentBottom,
  contentWidth,
  lineHeight,
  margin,
  PdfPage,
  type Rgb,
} from './pdf-page.ts';
import type { ReportBlock, ReportDocument, ReportFact } from './report-document.ts';
import type { ReportFonts } from './pdf-fonts.ts';

class Writer extends PdfPage {
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
        return chartHeight(block.chart) + 6;
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
        return drawChart(this, block.chart);
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
