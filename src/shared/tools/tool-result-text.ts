import {
  formatInteger,
  formatMoney,
  formatPercent,
  plainSpaces,
} from '#shared/format/locale-format.ts';
import type { ToolResultRecord } from './tool-result-summary.ts';

/**
 * A tool result sent with a lead, as text people read: its key figures (the lead desk's names,
 * admin.json) and what the person answered or typed (the tools' own words, dashboard.json). One
 * formatter for the desk, the mails and the CSV export, so the three say the same thing
 * (issue 26 §4: the CSV shows answers as their labels, not as ids).
 *
 * `t` looks a full key up ("admin:toolResult.figures.score") in the reader's language: the
 * server's translator and the browser's i18next both take namespaced keys.
 */
export type ToolTextLookUp = (key: `admin:${string}` | `dashboard:${string}`) => string;

export type TextEntry = [label: string, value: string];

/**
 * Mail, CSV and the desk's cells are plain text: the shared formatters (issue 24 §3) with ordinary
 * spaces instead of Intl's no-break ones.
 */
function formatters(locale: string) {
  return {
    n: (value: number) => plainSpaces(formatInteger(value, locale)),
    pct: (value: number) => plainSpaces(formatPercent(value, locale)),
    brl: (value: number) => plainSpaces(formatMoney(value, locale)),
  };
}

/** The key figures of a tool result, label and value, in the tool's own order. */
export function toolFigureEntries(
  t: ToolTextLookUp,
  locale: string,
  record: ToolResultRecord,
): TextEntry[] {
  const label = (key: string) => t(`admin:toolResult.figures.${key}`);
  const { n, pct, brl } = formatters(locale);
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

/** What the person answered or typed, question and answer, in the tool's own words. */
export function toolInputEntries(
  t: ToolTextLookUp,
  locale: string,
  record: ToolResultRecord,
): TextEntry[] {
  const { n, brl } = formatters(locale);
  switch (record.tool) {
    case 'assessment':
      return (Object.keys(record.answers) as (keyof typeof record.answers)[]).map((category) => [
        t(`dashboard:assessment.categories.${category}`),
        `${t(`dashboard:assessment.questions.${category}.options.${record.answers[category]}`)} (${record.figures.categories[category]}/5)`,
      ]);
    case 'automation': {
      const question = (key: keyof typeof record.answers): TextEntry => [
        t(`dashboard:automation.questions.${key}.question`),
        t(`dashboard:automation.questions.${key}.options.${record.answers[key]}`),
      ];
      return [
        [
          t('dashboard:automation.step1.heading'),
          record.areas.map((area) => t(`dashboard:automation.areas.${area}.name`)).join(', '),
        ],
        question('companySize'),
        question('manualArea'),
        question('mainPain'),
        [
          t('dashboard:automation.results.prioritized'),
          record.figures.topProcesses
            .map((process) => t(`dashboard:automation.processes.${process}.name`))
            .join(', '),
        ],
      ];
    }
    case 'calculator': {
      const i = record.inputs;
      return [
        [t('dashboard:calculator.companySize'), t(`dashboard:calculator.sizes.${i.companySize}`)],
        [t('dashboard:calculator.teamSize'), n(i.teamSize)],
        [t('dashboard:calculator.hourlyRate'), brl(i.hourlyRate)],
        [
          t('dashboard:calculator.solutionsHeading'),
          i.solutions.map((id) => t(`dashboard:calculator.solutions.${id}.name`)).join(', '),
        ],
        [
          t('dashboard:calculator.urgency'),
          i.urgency
            ? t(`dashboard:calculator.urgencyLevels.${i.urgency}`)
            : t('dashboard:calculator.urgencyPlaceholder'),
        ],
      ];
    }
  }
}

/** "Label: value; Label: value" — one line for a mail or a spreadsheet cell. */
export function entriesLine(entries: TextEntry[]): string {
  return entries.map(([label, value]) => `${label}: ${value}`).join('; ');
}
