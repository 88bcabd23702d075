import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultLocale, supportedLocales, type Locale } from '#shared/i18n/locales.ts';
import {
  leadStatuses,
  type LeadNote,
  type LeadSourceFilter,
  type LeadStatus,
} from '#shared/schemas/leads.ts';
import type { DemoPeriod } from '#shared/tools/demo-slot.ts';
import type { ToolResultRecord } from '#shared/tools/tool-result-summary.ts';
import { loadTranslator } from '#server/plugins/i18n.ts';
import type { ExportedLead, ExportMeeting } from './inbox.queries.ts';
import { sourceText, toolFiguresLine, toolInputsLine, toolName } from './lead-text.ts';
import { saoPauloDateTime } from '#shared/time/sao-paulo.ts';

/**
 * The CSV export of the inbox (issue 6 "CSV export"): UTF-8 with a byte-order mark (Excel reads
 * the accents right only with it), RFC 4180 (CRLF, quotes doubled inside quoted fields), and
 * free-text cells that a spreadsheet would run as a formula neutralised (OWASP "CSV injection"):
 * such a cell gets a leading apostrophe, which Excel and LibreOffice show as text.
 *
 * The field separator is the one a spreadsheet expects in the export's language (issue 26 §4,
 * decision 0082): Excel splits a CSV it opens on the system's list separator, which is a
 * semicolon wherever the decimal mark is a comma (Brazil, Spain and Latin America), so a
 * comma-separated file opened in Portuguese showed every lead as one column.
 */
export const UTF8_BOM = '\uFEFF';
const CRLF = '\r\n';

export type CsvDelimiter = ',' | ';';

/** A semicolon where the language writes 1,5 (pt-BR, es), a comma where it writes 1.5 (en). */
export function csvDelimiterFor(locale: string): CsvDelimiter {
  const decimal = new Intl.NumberFormat(locale)
    .formatToParts(1.5)
    .find((p) => p.type === 'decimal');
  return decimal?.value === ',' ? ';' : ',';
}

/** Cells starting like this are formulas (or DDE) to Excel, LibreOffice and Google Sheets. */
const formulaStart = /^[=+\-@\t\r]/;

export function neutralizeFormula(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

/**
 * RFC 4180 §2.6–2.7: quote a field holding the separator, a quote, CR or LF; double inner
 * quotes. Both separators are quoted whichever is in use, so a cell reads the same in either.
 */
export function csvField(value: string): string {
  return /[",;\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvRecord(fields: string[], delimiter: CsvDelimiter = ','): string {
  return fields.map(csvField).join(delimiter) + CRLF;
}

/** Free text typed by a visitor or an admin: neutralised, then quoted as needed. */
const text = (value: string | null) => neutralizeFormula(value ?? '');

export interface ExportTexts {
  /** The field separator a spreadsheet expects in this language. */
  delimiter: CsvDelimiter;
  columns: Record<ExportColumn, string>;
  status: Record<LeadStatus, string>;
  /** The lead desk's names (admin.json), in the export's language. */
  source(source: LeadSourceFilter): string;
  period(period: DemoPeriod): string;
  tool(record: ToolResultRecord): string;
  figures(record: ToolResultRecord): string;
  /** The answers and inputs in the tool's own words, as the desk shows them. */
  inputs(record: ToolResultRecord): string;
  /** One internal note: "2025-07-01 12:00:00 — Carla Administradora: texto". */
  note(note: LeadNote): string;
  /** A meeting's status as the agenda names it (admin.json `agenda.status`). */
  meetingStatus(status: ExportMeeting['status']): string;
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
  // The lead desk (issue 16 §6, issue 15 §3): after the inbox's first columns, so a sheet built
  // on the first version still finds its columns where they were.
  'source',
  'pagePath',
  'pageLanguage',
  'referrerHost',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
  'tool',
  'toolFigures',
  'toolInputs',
  'preferredDate',
  'preferredPeriod',
  'assignee',
  'notes',
  // The booked conversation (issue 25 §6), after the desk's columns for the same reason.
  'meetingStart',
  'meetingConsultant',
  'meetingStatus',
] as const;
type ExportColumn = (typeof exportColumns)[number];

export function csvHeader(texts: ExportTexts): string {
  return (
    UTF8_BOM +
    csvRecord(
      exportColumns.map((column) => texts.columns[column]),
      texts.delimiter,
    )
  );
}

export function leadRecord(lead: ExportedLead, texts: ExportTexts): string {
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
    source: texts.source(lead.source ?? 'unknown'),
    pagePath: text(lead.origin.path),
    pageLanguage: lead.origin.language ?? '',
    referrerHost: text(lead.origin.referrerHost),
    // Campaign names are typed by whoever built the link: free text, neutralised like the rest.
    utmSource: text(lead.origin.utm.source ?? null),
    utmMedium: text(lead.origin.utm.medium ?? null),
    utmCampaign: text(lead.origin.utm.campaign ?? null),
    utmTerm: text(lead.origin.utm.term ?? null),
    utmContent: text(lead.origin.utm.content ?? null),
    tool: lead.toolResult ? texts.tool(lead.toolResult) : '',
    toolFigures: lead.toolResult ? text(texts.figures(lead.toolResult)) : '',
    toolInputs: lead.toolResult ? texts.inputs(lead.toolResult) : '',
    preferredDate: lead.preferredDate ?? '',
    preferredPeriod: lead.preferredPeriod ? texts.period(lead.preferredPeriod) : '',
    assignee: text(lead.assignee ? (lead.assignee.name ?? lead.assignee.id) : null),
    // Every note, oldest first, one per line inside the cell (issue 26 §4: notes as text).
    notes: text(lead.notes.map((note) => texts.note(note)).join('\n') || null),
    meetingStart: lead.meeting ? saoPauloDateTime(new Date(lead.meeting.start)) : '',
    meetingConsultant: text(lead.meeting?.consultantName ?? null),
    meetingStatus: lead.meeting ? texts.meetingStatus(lead.meeting.status) : '',
  };
  return csvRecord(
    exportColumns.map((column) => cells[column]),
    texts.delimiter,
  );
}

/** The whole file as a stream of strings: header first, then one record per lead as it is read. */
export async function* leadsCsv(leads: AsyncIterable<ExportedLead>, texts: ExportTexts) {
  yield csvHeader(texts);
  for await (const lead of leads) yield leadRecord(lead, texts);
}

/**
 * Column titles and status names in each language, read once at boot from the admin panel's own
 * locale files (public/locales/<lng>/admin.json), so the file says what the panel says.
 */
export function loadExportTexts(localesDir: string): (locale: Locale) => ExportTexts {
  const translator = loadTranslator(localesDir);
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
    const t = translator.for(locale);
    byLocale.set(locale, {
      delimiter: csvDelimiterFor(locale),
      columns,
      status,
      source: (source) => sourceText(t, source),
      period: (period) => t(`admin:periods.${period}`),
      tool: (record) => toolName(t, record),
      figures: (record) => toolFiguresLine(t, locale, record),
      inputs: (record) => toolInputsLine(t, locale, record),
      note: (note) =>
        `${saoPauloDateTime(new Date(note.createdAt))} — ${note.author?.name ?? t('admin:detail.notes.formerAdmin')}: ${note.body}`,
      meetingStatus: (status) => t(`admin:agenda.status.${status}`),
    });
  }
  return (locale) => byLocale.get(locale) ?? byLocale.get(defaultLocale) ?? fallbackTexts;
}

const fallbackTexts: ExportTexts = {
  delimiter: ',',
  columns: Object.fromEntries(exportColumns.map((c) => [c, c])) as Record<ExportColumn, string>,
  status: { new: 'new', contacted: 'contacted', closed: 'closed' },
  source: (source) => source,
  period: (period) => period,
  tool: (record) => record.tool,
  figures: (record) => record.tool,
  inputs: (record) => record.tool,
  note: (note) => `${note.createdAt} ${note.author?.name ?? ''}: ${note.body}`,
  meetingStatus: (status) => status,
};
