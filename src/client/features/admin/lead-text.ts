import type { TFunction } from 'i18next';
import type { LeadSourceFilter } from '#shared/schemas/leads.ts';
import { formatCalendarDate } from '#shared/format/locale-format.ts';
import type { DemoPeriod } from '#shared/tools/demo-slot.ts';
import type { ToolResultRecord } from '#shared/tools/tool-result-summary.ts';
import {
  toolFigureEntries,
  toolInputEntries,
  type TextEntry,
  type ToolTextLookUp,
} from '#shared/tools/tool-result-text.ts';

/**
 * A lead's desk fields as the panel shows them: a tool result's figures and answers through the
 * formatter the mails and the CSV use (src/shared/tools/tool-result-text.ts), read from
 * admin.json and, for answers, the tools' own words (dashboard.json).
 */

export type Entry = TextEntry;

/**
 * The shared formatter names keys with their namespace ("admin:…", "dashboard:…"), which
 * i18next's `t` of either namespace resolves; its typed keys cannot name a template, hence the
 * one widening here.
 */
const lookUp =
  (t: TFunction<'admin'> | TFunction<'dashboard'>): ToolTextLookUp =>
  (key) =>
    (t as unknown as (key: string) => string)(key);

export function figureEntries(
  t: TFunction<'admin'>,
  locale: string,
  record: ToolResultRecord,
): Entry[] {
  return toolFigureEntries(lookUp(t), locale, record);
}

/** The headline of a result for the table: the level for the assessment, else the first figure. */
export function figureHeadline(t: TFunction<'admin'>, locale: string, record: ToolResultRecord) {
  const entries = figureEntries(t, locale, record);
  if (record.tool === 'assessment') return `${entries[1]?.[1]} · ${entries[2]?.[1]}`;
  const [label, value] = entries[0] ?? ['', ''];
  return `${label}: ${value}`;
}

/** What the person answered or typed, in the tool's own words. */
export function inputEntries(
  t: TFunction<'dashboard'>,
  locale: string,
  record: ToolResultRecord,
): Entry[] {
  return toolInputEntries(lookUp(t), locale, record);
}

/** "ter., 14 de out. — Manhã (9h–12h)" (table) or the long form (detail); São Paulo dates. */
export function slotText(
  t: TFunction<'admin'>,
  locale: string,
  date: string,
  period: DemoPeriod | null,
  style: 'short' | 'long' = 'long',
): string {
  const dateText = formatCalendarDate(date, locale, style);
  return period ? `${dateText} — ${t(`periods.${period}`)}` : dateText;
}

export const sourceLabel = (t: TFunction<'admin'>, source: LeadSourceFilter) =>
  t(`sources.${source}`);
