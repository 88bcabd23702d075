import type { Locale } from '#shared/i18n/locales.ts';
import { utmKeys } from '#shared/schemas/lead-origin.ts';
import type { Lead, LeadSourceFilter } from '#shared/schemas/leads.ts';
import { parseCalendarDate } from '#shared/tools/calendar-date.ts';
import type { DemoPeriod } from '#shared/tools/demo-slot.ts';
import type { ToolResultRecord } from '#shared/tools/tool-result-summary.ts';
import type { Translate } from '#server/plugins/i18n.ts';
import type { LeadDeskText } from './lead-mails.ts';

/**
 * A lead's desk fields as text, for the mails and the CSV export: the same names the inbox shows
 * (admin.json: sources, periods, toolResult), in the reader's language and number format.
 * Plain text only: the values are ids and numbers the schema admitted, never visitor text.
 */

const money = (locale: Locale) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'BRL',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
const integer = (locale: Locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
const percent = (locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });

/** Mail and CSV are plain text: ordinary spaces instead of Intl's no-break ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

export type FigureEntry = [label: string, value: string];

/** The key figures of a tool result, label and value, in the tool's own order. */
export function toolFigureEntries(
  t: Translate,
  locale: Locale,
  record: ToolResultRecord,
): FigureEntry[] {
  const label = (key: string) => t(`admin:toolResult.figures.${key}`);
  const n = (value: number) => plain(integer(locale).format(value));
  const pct = (value: number) => plain(percent(locale).format(value / 100));
  switch (record.tool) {
    case 'assessment': {
      const f = record.figures;
      return [
        [label('score'), `${n(f.total)}/${n(f.max)}`],
        [label('percentage'), pct(f.percentage)],
        [label('level'), t(`admin:toolResult.levels.${f.level}`)],
      ];
    }
    case 'automation': {
      const f = record.figures;
      return [
        [label('processCount'), n(f.processCount)],
        [label('monthlyHours'), `${n(f.monthlyHours)}+`],
        [label('expectedRoi'), `${n(f.expectedRoi.min)}–${pct(f.expectedRoi.max)}`],
      ];
    }
    case 'calculator': {
      const f = record.figures;
      const brl = (value: number) => plain(money(locale).format(value));
      return [
        [label('firstYearRoi'), pct(f.firstYearRoi)],
        [
          label('paybackMonths'),
          f.paybackMonths === null ? t('admin:toolResult.noPayback') : n(f.paybackMonths),
        ],
        [label('annualSavings'), brl(f.annualSavings)],
        [label('implementationCost'), brl(f.implementationCost)],
        [label('monthlyCost'), brl(f.monthlyCost)],
        [label('monthlyHoursSaved'), n(f.monthlyHoursSaved)],
        [label('threeYearRoi'), pct(f.threeYearRoi)],
      ];
    }
  }
}

export function toolName(t: Translate, record: Pick<ToolResultRecord, 'tool'>): string {
  return t(`admin:toolResult.tools.${record.tool}`);
}

/** "Pontuação: 19/30; Percentual: 63%; …" — one line for a mail or a CSV cell. */
export function toolFiguresLine(t: Translate, locale: Locale, record: ToolResultRecord): string {
  return toolFigureEntries(t, locale, record)
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
}

/**
 * The answers or inputs as stable ids ("strategy=c; team=b …"): what a spreadsheet can filter
 * on and what the tools' catalogues define; the panel shows them translated.
 */
export function toolInputsLine(record: ToolResultRecord): string {
  switch (record.tool) {
    case 'assessment':
      return Object.entries(record.answers)
        .map(([category, answer]) => `${category}=${answer}`)
        .join('; ');
    case 'automation':
      return [
        `areas=${record.areas.join(',')}`,
        ...Object.entries(record.answers).map(([question, answer]) => `${question}=${answer}`),
      ].join('; ');
    case 'calculator': {
      const i = record.inputs;
      return [
        `companySize=${i.companySize}`,
        `teamSize=${i.teamSize}`,
        `hourlyRate=${i.hourlyRate}`,
        `solutions=${i.solutions.join(',')}`,
        `urgency=${i.urgency ?? ''}`,
      ].join('; ');
    }
  }
}

/** "terça-feira, 14 de outubro de 2025 — Manhã (9h–12h)" (São Paulo time, decision 0062). */
export function demoSlotText(
  t: Translate,
  locale: Locale,
  date: string,
  period: DemoPeriod | null,
): string {
  const day = parseCalendarDate(date);
  const dateText = day
    ? new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(Date.UTC(day.year, day.month - 1, day.day)))
    : date;
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
