import type { Locale } from '#shared/i18n/locales.ts';
import { utmKeys } from '#shared/schemas/lead-origin.ts';
import type { Lead, LeadSourceFilter } from '#shared/schemas/leads.ts';
import { formatCalendarDate } from '#shared/format/locale-format.ts';
import type { DemoPeriod } from '#shared/tools/demo-slot.ts';
import type { ToolResultRecord } from '#shared/tools/tool-result-summary.ts';
import {
  entriesLine,
  toolFigureEntries,
  toolInputEntries,
} from '#shared/tools/tool-result-text.ts';
import type { Translate } from '#server/plugins/i18n.ts';
import type { LeadDeskText } from './lead-mails.ts';

/**
 * A lead's desk fields as text, for the mails and the CSV export: the same names the inbox shows
 * (admin.json: sources, periods, toolResult), in the reader's language and number format.
 * Plain text only: the values are ids and numbers the schema admitted, never visitor text.
 * The tool result's figures and answers come from one shared formatter
 * (src/shared/tools/tool-result-text.ts), the one the desk uses too.
 */

export function toolName(t: Translate, record: Pick<ToolResultRecord, 'tool'>): string {
  return t(`admin:toolResult.tools.${record.tool}`);
}

/** "Pontuação: 19/30; Percentual: 63%; …" — one line for a mail or a CSV cell. */
export function toolFiguresLine(t: Translate, locale: Locale, record: ToolResultRecord): string {
  return entriesLine(toolFigureEntries(t, locale, record));
}

/**
 * The answers or inputs in the tool's own words ("Tamanho da empresa: Média (50-200
 * funcionários); …"), as the desk shows them (issue 26 §4: a spreadsheet reader sees answers,
 * not catalogue ids).
 */
export function toolInputsLine(t: Translate, locale: Locale, record: ToolResultRecord): string {
  return entriesLine(toolInputEntries(t, locale, record));
}

/** "terça-feira, 14 de outubro de 2025 — Manhã (9h–12h)" (São Paulo time, decision 0062). */
export function demoSlotText(
  t: Translate,
  locale: Locale,
  date: string,
  period: DemoPeriod | null,
): string {
  const dateText = formatCalendarDate(date, locale, 'long');
  return period ? `${dateText} — ${t(`admin:periods.${period}`)}` : dateText;
}

export function sourceText(t: Translate, source: LeadSourceFilter): string {
  return t(`admin:sources.${source}`);
}

/**
 * A lead's desk fields for a mail. Page path, referrer and UTM values were captured by the
 * browser: cut to one line each, so nothing in them can shape the mail.
 */
export function deskText(t: Translate, locale: Locale, lead: Lead): LeadDeskText {
  const line = (text: string) => text.replace(/\p{Cc}+/gu, ' ').trim();
  const utm = utmKeys
    .filter((key) => lead.origin.utm[key])
    .map((key) => `${key}=${line(lead.origin.utm[key] ?? '')}`)
    .join(', ');
  const page = lead.origin.path
    ? `${line(lead.origin.path)}${lead.origin.language ? ` (${lead.origin.language})` : ''}`
    : null;
  return {
    source: sourceText(t, lead.source ?? 'unknown'),
    page,
    referrer: lead.origin.referrerHost ? line(lead.origin.referrerHost) : null,
    utm: utm || null,
    preferredSlot: lead.preferredDate
      ? demoSlotText(t, locale, lead.preferredDate, lead.preferredPeriod)
      : null,
    toolResult: lead.toolResult
      ? {
          name: toolName(t, lead.toolResult),
          figures: toolFigureEntries(t, locale, lead.toolResult),
        }
      : null,
  };
}
