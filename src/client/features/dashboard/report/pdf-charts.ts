// The report's charts drawn on a PDF page (decision 0050): the radar of the assessment, the
// impact × ease matrix of the automation finder and the bars of the ROI calculator, with the
// geometry the screen's SVG charts use. Split from pdf-renderer.ts by purpose (issue 24).
import {
  labelAnchor,
  matrixCells,
  niceTicks,
  radarPolygon,
  spokePoint,
} from '#client/features/dashboard/charts/chart-geometry.ts';
import { plainSpaces } from '#shared/format/locale-format.ts';
import { color, contentWidth, margin, matrixTints, type PdfPage } from './pdf-page.ts';
import type { BarChart, MatrixChart, RadarChart, ReportChart } from './report-document.ts';

export function chartHeight(chart: ReportChart): number {
  switch (chart.kind) {
    case 'radar':
      return 270;
    case 'matrix':
      return 3 * 62 + 64;
    case 'bars':
      return 236;
  }
}

export function drawChart(page: PdfPage, chart: ReportChart): void {
  const height = chartHeight(chart);
  page.ensure(height);
  const top = page.y;
  if (chart.kind === 'radar') drawRadar(page, chart, top);
  else if (chart.kind === 'matrix') drawMatrix(page, chart, top);
  else drawBars(page, chart, top);
  page.y = top + height + 6;
}

function drawRadar(page: PdfPage, chart: RadarChart, top: number): void {
  const { doc } = page;
  const count = chart.axes.length;
  const radius = 88;
  const centre = { x: margin + contentWidth / 2, y: top + 135 };
  const ring = (share: number) =>
    chart.axes.map((_, i) => spokePoint(i, count, radius * share, centre));
  // Data area first, light, so the rings and spokes stay visible over it.
  page.fill([214, 226, 252]);
  page.polygon(radarPolygon(chart.axes, radius, centre), 'F');
  page.stroke(color.rule, 0.6);
  for (let step = 1; step <= 5; step++) page.polygon(ring(step / 5), 'S');
  chart.axes.forEach((_, i) => {
    const end = spokePoint(i, count, radius, centre);
    doc.line(centre.x, centre.y, end.x, end.y);
  });
  page.stroke(color.brand, 1.6);
  const data = radarPolygon(chart.axes, radius, centre);
  page.polygon(data, 'S');
  page.fill(color.brand);
  for (const p of data) doc.circle(p.x, p.y, 2.4, 'F');

  chart.axes.forEach((axis, i) => {
    const anchor = labelAnchor(i, count);
    const at = spokePoint(i, count, radius + 12, centre);
    const align = anchor === 'start' ? 'left' : anchor === 'end' ? 'right' : 'center';
    page.style(8.5, 'bold', color.heading);
    const label = page.lines(axis.label, 120);
    const blockHeight = page.linesHeight(label.length) + 11;
    // Labels above the centre grow upwards, those below grow downwards, the sides sit centred.
    const labelTop =
      at.y < centre.y - radius * 0.9
        ? at.y - blockHeight
        : at.y > centre.y + radius * 0.9
          ? at.y
          : at.y - blockHeight / 2;
    const used = page.write(label, at.x, labelTop, align);
    page.style(8, 'normal', color.muted);
    page.write([plainSpaces(axis.valueText)], at.x, labelTop + used, align);
  });
}

function drawMatrix(page: PdfPage, chart: MatrixChart, top: number): void {
  const { doc } = page;
  const rowsCount = chart.rows.length;
  const columnsCount = chart.columns.length;
  const gridLeft = margin + 92;
  const gridWidth = contentWidth - 92;
  const cellWidth = gridWidth / columnsCount;
  const cellHeight = 62;
  const cells = matrixCells(rowsCount, columnsCount, chart.points);

  page.style(9, 'bold', color.heading);
  const titleY = top + (rowsCount * cellHeight) / 2;
  doc.text(plainSpaces(chart.rowTitle), margin + 10, titleY, { angle: 90, align: 'center' });

  cells.forEach((row, r) => {
    const y = top + r * cellHeight;
    page.style(8.5, 'normal', color.body);
    const label = page.lines(chart.rows[r] ?? '', 60);
    page.write(
      label,
      gridLeft - 8,
      y + cellHeight / 2 - page.linesHeight(label.length) / 2,
      'right',
    );
    row.forEach((ranks, c) => {
      const x = gridLeft + c * cellWidth;
      const score = rowsCount - 1 - r + c; // 0 (low impact, hard) … 4 (high impact, easy)
      page.fill(matrixTints[score] ?? color.brandTint);
      page.stroke(color.white, 2);
      doc.rect(x, y, cellWidth, cellHeight, 'FD');
      const perLine = Math.max(1, Math.floor((cellWidth - 12) / 22));
      ranks.forEach((rank, k) => {
        const cx = x + 8 + 10 + (k % perLine) * 22;
        const cy = y + 8 + 10 + Math.floor(k / perLine) * 22;
        page.fill(color.brand);
        doc.circle(cx, cy, 9.5, 'F');
        page.style(8, 'bold', color.white);
        doc.text(String(rank), cx, cy + 2.9, { align: 'center' });
      });
    });
  });

  const bottom = top + rowsCount * cellHeight;
  chart.columns.forEach((label, c) => {
    page.style(8.5, 'normal', color.body);
    page.write(
      page.lines(label, cellWidth - 8),
      gridLeft + (c + 0.5) * cellWidth,
      bottom + 6,
      'center',
    );
  });
  page.style(9, 'bold', color.heading);
  page.write([plainSpaces(chart.columnTitle)], gridLeft + gridWidth / 2, bottom + 36, 'center');
}

function drawBars(page: PdfPage, chart: BarChart, top: number): void {
  const { doc } = page;
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
    page.stroke(color.rule, tick === 0 ? 0.9 : 0.4);
    doc.line(plotLeft, y, plotLeft + plotWidth, y);
    page.style(7.5, 'normal', color.muted);
    doc.text(plainSpaces(chart.tickText(tick)), plotLeft - 6, y + 2.5, { align: 'right' });
  }

  const groupWidth = plotWidth / Math.max(1, chart.groups.length);
  const seriesCount = chart.series.length;
  const barWidth = Math.min(44, (groupWidth * 0.6) / Math.max(1, seriesCount));
  const tone = (i: number) => (chart.series[i]?.tone === 'brand' ? color.brand : color.neutralBar);
  chart.groups.forEach((group, g) => {
    const groupCentre = plotLeft + (g + 0.5) * groupWidth;
    const start = groupCentre - (seriesCount * barWidth + (seriesCount - 1) * 6) / 2;
    group.values.forEach((value, s) => {
      const x = start + s * (barWidth + 6);
      const y = yOf(value);
      page.fill(tone(s));
      doc.rect(x, y, barWidth, Math.max(0.8, plotBottom - y), 'F');
      page.style(7.5, 'bold', color.heading);
      doc.text(plainSpaces(group.valueTexts[s] ?? ''), x + barWidth / 2, y - 4, {
        align: 'center',
      });
    });
    page.style(9, 'normal', color.body);
    doc.text(plainSpaces(group.label), groupCentre, plotBottom + 14, { align: 'center' });
  });

  let x = plotLeft;
  const legendY = plotBottom + 34;
  chart.series.forEach((series, i) => {
    page.fill(tone(i));
    doc.rect(x, legendY - 7, 9, 9, 'F');
    page.style(8.5, 'normal', color.body);
    doc.text(plainSpaces(series.name), x + 14, legendY);
    x += 14 + doc.getTextWidth(plainSpaces(series.name)) + 20;
  });
}
