// The PDF chunk's entry (decision 0050): jsPDF, the renderer and the font loader, imported only by
// `download-pdf.ts` through a dynamic import.
import { loadReportFonts } from './pdf-fonts.ts';
import { renderReportPdf } from './pdf-renderer.ts';
import type { ReportDocument } from './report-document.ts';

export async function createReportPdf(report: ReportDocument): Promise<Uint8Array> {
  return renderReportPdf(report, await loadReportFonts());
}
