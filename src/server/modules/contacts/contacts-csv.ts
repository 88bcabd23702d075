import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultLocale, supportedLocales, type Locale } from '#shared/i18n/locales.ts';
import { leadStatuses, type Lead, type LeadStatus } from '#shared/schemas/leads.ts';
import { saoPauloDateTime } from './sao-paulo-day.ts';

/**
 * The CSV export of the inbox (issue 6 "CSV export"): UTF-8 with a byte-order mark (Excel reads
 * the accents right only with it), RFC 4180 (comma, CRLF, quotes doubled inside quoted fields),
 * and free-text cells that a spreadsheet would run as a formula neutralised (OWASP "CSV
 * injection"): such a cell gets a leading apostrophe, which Excel and LibreOffice show as text.
 */
export const UTF8_BOM = '\uFEFF';
const CRLF = '\r\n';

/** Cells starting like this are formulas (or DDE) to Excel, LibreOffice and Google Sheets. */
const formulaStart = /^[=+\-@\t\r]/;

export function neutralizeFormula(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

/** RFC 4180 §2.6–2.7: quote a field holding a comma, quote, CR or LF; double inner quotes. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvRecord(fields: string[]): string {
  return fields.map(csvField).join(',') + CRLF;
}

/** Free text typed by a visitor or an admin: neutralised, then quoted as needed. */
const text = (value: string | null) => neutralizeFormula(value ?? '');

export interface ExportTexts {
  columns: Record<ExportColumn, string>;
  status: Record<LeadStatus, string>;
}

const exportColumns = [
  'id',
  'createdAt',
  'name',
  'email',
  'company',
  'message',
  'status',
  'statusChangedAt',
  'statusChangedBy',
] as const;
type ExportColumn = (typeof exportColumns)[number];

export function csvHeader(texts: ExportTexts): string {
  return UTF8_BOM + csvRecord(exportColumns.map((column) => texts.columns[column]));
}

export function leadRecord(lead: Lead, texts: ExportTexts): string {
  const cells: Record<ExportColumn, string> = {
    id: String(lead.id),
    createdAt: saoPauloDateTime(new Date(lead.createdAt)),
    name: text(lead.name),
    email: text(lead.email),
    company: text(lead.company),
    message: text(lead.message),
    status: texts.status[lead.status],
    statusChangedAt: lead.statusChangedAt ? saoPauloDateTime(new Date(lead.statusChangedAt)) : '',
    statusChangedBy: text(lead.statusChangedBy),
  };
  return csvRecord(exportColumns.map((column) => cells[column]));
}

/** The whole file as a stream of strings: header first, then one record per lead as it is read. */
export async function* leadsCsv(leads: AsyncIterable<Lead>, texts: ExportTexts) {
  yield csvHeader(texts);
  for await (const lead of leads) yield leadRecord(lead, texts);
}

/**
 * Column titles and status names in each language, read once at boot from the admin panel's own
 * locale files (public/locales/<lng>/admin.json), so the file says what the panel says.
 */
export function loadExportTexts(localesDir: string): (locale: Locale) => ExportTexts {
  const byLocale = new Map<Locale, ExportTexts>();
  for (const locale of supportedLocales) {
    const file = path.join(localesDir, locale, 'admin.json');
    const admin = JSON.parse(readFileSync(file, 'utf8')) as {
      export?: { columns?: Partial<Record<ExportColumn, string>> };
      status?: Partial<Record<LeadStatus, string>>;
    };
    const columns = Object.fromEntries(
      exportColumns.map((column) => [column, admin.export?.columns?.[column] ?? column]),
    ) as Record<ExportColumn, string>;
    const status = Object.fromEntries(
      leadStatuses.map((s) => [s, admin.status?.[s] ?? s]),
    ) as Record<LeadStatus, string>;
    byLocale.set(locale, { columns, status });
  }
  return (locale) => byLocale.get(locale) ?? byLocale.get(defaultLocale) ?? fallbackTexts;
}

const fallbackTexts: ExportTexts = {
  columns: Object.fromEntries(exportColumns.map((c) => [c, c])) as Record<ExportColumn, string>,
  status: { new: 'new', contacted: 'contacted', closed: 'closed' },
};
