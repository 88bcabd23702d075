import { extractTextItems } from 'unpdf';

/**
 * Each page's text as a PDF reader (pdf.js, through unpdf) reads it, items joined by single spaces:
 * what the report unit tests and the journeys' downloaded PDFs are checked against alike.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  // pdf.js takes the buffer over: a copy leaves the caller's bytes readable.
  const { items } = await extractTextItems(bytes.slice());
  return items.map((page) =>
    page
      .map((item) => item.str)
      .join(' ')
      .replace(/\s+/g, ' '),
  );
}
