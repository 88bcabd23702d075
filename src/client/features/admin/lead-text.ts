import type { TFunction } from 'i18next';
import type { LeadSourceFilter } from '#shared/schemas/leads.ts';
import { parseCalendarDate } from '#shared/tools/calendar-date.ts';
import type { DemoPeriod } from '#shared/tools/demo-slot.ts';
import type { ToolResultRecord } from '#shared/tools/tool-result-summary.ts';

/**
 * A lead's desk fields as the panel shows them: the same names and formats as the mails and the
 * CSV (src/server/modules/contacts/lead-text.ts), read from admin.json; answers and inputs in the
 * tools' own words (dashboard.json), since that is what the person answered.
 */

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

export type Entry = [label: string, value: string];

export function figureEntries(
  t: TFunction<'admin'>,
  locale: string,
  record: ToolResultRecord,
): Entry[] {
  const n = (value: number) =>
    plain(new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value));
  const pct = (value: number) =>
    plain(
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
        value / 100,
      ),
    );
  const brl = (value: number) =>
    plain(
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'BRL',
        currencyDisplay: 'narrowSymbol',
      }).format(value),
    );
  switch (record.tool) {
    case 'assessment': {
      const f = record.figures;
      return [
        [t('toolResult.figures.score'), `${n(f.total)}/${n(f.max)}`],
        [t('toolResult.figures.percentage'), pct(f.percentage)],
        [t('toolResult.figures.level'), t(`toolResult.levels.${f.level}`)],
      ];
    }
    case 'automation': {
      const f = record.figures;
      return [
        [t('toolResult.figures.processCount'), n(f.processCount)],
        [t('toolResult.figures.monthlyHours'), `${n(f.monthlyHours)}+`],
        [t('toolResult.figures.expectedRoi'), `${n(f.expectedRoi.min)}–${pct(f.expectedRoi.max)}`],
      ];
    }
    case 'calculator': {
      const f = record.figures;
      return [
        [t('toolResult.figures.firstYearRoi'), pct(f.firstYearRoi)],
        [
          t('toolResult.figures.paybackMonths'),
          f.paybackMonths === null ? t('toolResult.noPayback') : n(f.paybackMonths),
        ],
        [t('toolResult.figures.annualSavings'), brl(f.annualSavings)],
        [t('toolResult.figures.implementationCost'), brl(f.implementationCost)],
        [t('toolResult.figures.monthlyCost'), brl(f.monthlyCost)],
        [t('toolResult.figures.monthlyHoursSaved'), n(f.monthlyHoursSaved)],
        [t('toolResult.figures.threeYearRoi'), pct(f.threeYearRoi)],
      ];
    }
  }
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
  switch (record.tool) {
    case 'assessment':
      return (Object.keys(record.answers) as (keyof typeof record.answers)[]).map((category) => [
        t(`assessment.categories.${category}`),
        `${t(`assessment.questions.${category}.options.${record.answers[category]}`)} (${record.figures.categories[category]}/5)`,
      ]);
    case 'automation':
      return [
        [
          t('automation.step1.heading'),
          record.areas.map((area) => t(`automation.areas.${area}.name`)).join(', '),
        ],
        [
          t('automation.questions.companySize.question'),
          t(`automation.questions.companySize.options.${record.answers.companySize}`),
        ],
        [
          t('automation.questions.manualArea.question'),
          t(`automation.questions.manualArea.options.${record.answers.manualArea}`),
        ],
        [
          t('automation.questions.mainPain.question'),
          t(`automation.questions.mainPain.options.${record.answers.mainPain}`),
        ],
        [
          t('automation.results.prioritized'),
          record.figures.topProcesses
            .map((process) => t(`automation.processes.${process}.name`))
            .join(', '),
        ],
      ];
    case 'calculator': {
      const i = record.inputs;
      return [
        [t('calculator.companySize'), t(`calculator.sizes.${i.companySize}`)],
        [t('calculator.teamSize'), plain(new Intl.NumberFormat(locale).format(i.teamSize))],
        [
          t('calculator.hourlyRate'),
          plain(
            new Intl.NumberFormat(locale, {
              style: 'currency',
              currency: 'BRL',
              currencyDisplay: 'narrowSymbol',
            }).format(i.hourlyRate),
          ),
        ],
        [
          t('calculator.solutionsHeading'),
          i.solutions.map((id) => t(`calculator.solutions.${id}.name`)).join(', '),
        ],
        [
          t('calculator.urgency'),
          i.urgency
            ? t(`calculator.urgencyLevels.${i.urgency}`)
            : t('calculator.urgencyPlaceholder'),
        ],
      ];
    }
  }
}

/** "ter., 14 de out. — Manhã (9h–12h)" (table) or the long form (detail); São Paulo dates. */
export function slotText(
  t: TFunction<'admin'>,
  locale: string,
  date: string,
  period: DemoPeriod | null,
  style: 'short' | 'long' = 'long',
): string {
  const day = parseCalendarDate(date);
  const dateText = day
    ? new Intl.DateTimeFormat(locale, {
        weekday: style,
        day: 'numeric',
        month: style,
        ...(style === 'long' ? { year: 'numeric' } : {}),
        timeZone: 'UTC',
      }).format(new Date(Date.UTC(day.year, day.month - 1, day.day)))
    : date;
  return period ? `${dateText} — ${t(`periods.${period}`)}` : dateText;
}

export const sourceLabel = (t: TFunction<'admin'>, source: LeadSourceFilter) =>
  t(`sources.${source}`);
