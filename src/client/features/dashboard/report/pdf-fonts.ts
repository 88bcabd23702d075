// The site's typeface for the PDF (decision 0050): Inter's Latin subset (Portuguese and Spanish
// accents, ç, ñ, ¿¡, typographic quotes and dashes), regular and bold. Imported as asset URLs, so
// the files are fetched only by this module, which only the PDF chunk imports.
import interBoldUrl from '@fontsource/inter/files/inter-latin-700-normal.woff?url';
import interRegularUrl from '@fontsource/inter/files/inter-latin-400-normal.woff?url';
import { woffToSfnt } from './woff.ts';

export interface ReportFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

async function fetchFont(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`font ${url}: ${response.status}`);
  return woffToSfnt(new Uint8Array(await response.arrayBuffer()));
}

export async function loadReportFonts(): Promise<ReportFonts> {
  const [regular, bold] = await Promise.all([fetchFont(interRegularUrl), fetchFont(interBoldUrl)]);
  return { regular, bold };
}
