import { parse } from 'csv-parse/sync';

/**
 * Reads an export back the way a spreadsheet would: a well-kept parser (csv-parse) set for the
 * file's separator, strict about quotes and about every record having the header's width, so a
 * cell split on the wrong separator fails the test instead of passing by accident.
 */
export function readCsv(text: string, delimiter: ',' | ';'): string[][] {
  if (!text.endsWith('\r\n')) throw new Error('the file does not end with CRLF');
  return parse(text, {
    bom: true,
    delimiter,
    record_delimiter: '\r\n',
    relax_column_count: false,
    relax_quotes: false,
  }) as string[][];
}
