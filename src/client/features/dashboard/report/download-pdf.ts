import { downloadFile } from '#client/lib/download.ts';
import type { ReportDocument } from './report-document.ts';

/**
 * Makes the report's PDF in the browser and saves it (spec 02 §1/§7: reports are produced locally).
 * The PDF library is fetched here, on the person's request, never with the page (decision 0050).
 */
export async function downloadPdfReport(report: ReportDocument, fileName: string): Promise<void> {
  const { createReportPdf } = await import('./report-pdf.ts');
  const bytes = await createReportPdf(report);
  downloadFile(fileName, new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }));
}
