import type { TFunction } from 'i18next';
import type { Locale } from '#shared/i18n/locales.ts';
import { firmFactDefaults, printedPhone } from '#shared/firm/firm-fact-defaults.ts';
import type { FirmFacts } from '#shared/firm/firm-facts.ts';
import { organization } from '#shared/organization.ts';

/**
 * A tool's PDF report as data (issue 16 §1, decision 0050): what to say, already translated and
 * formatted in the page's language. The builders that make it are pure and unit-tested; the PDF
 * renderer (loaded only when asked) only lays it out, so nothing about figures is decided there.
 */
export interface ReportDocument {
  locale: Locale;
  /** First-page title, document metadata title. */
  title: string;
  /** One sentence under the title: what the tool measured. */
  subtitle: string;
  /** Who and when: "Preparado para", "Empresa", "Data". */
  meta: readonly ReportFact[];
  /** The key figures, as tiles under the title. */
  highlights: readonly ReportFact[];
  sections: readonly ReportSection[];
  /** The site's identity on every page. */
  brand: ReportBrand;
}

export interface ReportFact {
  label: string;
  value: string;
}

export interface ReportSection {
  heading: string;
  blocks: readonly ReportBlock[];
}

export interface ReportColumn {
  header: string;
  /** Share of the line's width; a table's shares add up to 1. */
  width: number;
  align?: 'left' | 'right';
}

export type ReportBlock =
  | { kind: 'paragraph'; text: string; tone?: 'normal' | 'note' }
  | { kind: 'list'; ordered: boolean; items: readonly string[] }
  | { kind: 'facts'; items: readonly ReportFact[] }
  /** Groups of facts side by side, each under its own title (investment beside returns). */
  | { kind: 'factGroups'; groups: readonly { title: string; items: readonly ReportFact[] }[] }
  | { kind: 'table'; columns: readonly ReportColumn[]; rows: readonly (readonly string[])[] }
  | { kind: 'chart'; chart: ReportChart };

/** Score per category on axes from the centre (assessment). */
export interface RadarChart {
  kind: 'radar';
  axes: readonly { label: string; value: number; max: number; valueText: string }[];
}

/**
 * Impact × ease (finder): rows from the highest impact down, columns from the hardest to the
 * easiest; each point is a ranked process drawn as its rank number.
 */
export interface MatrixChart {
  kind: 'matrix';
  rowTitle: string;
  columnTitle: string;
  rows: readonly string[];
  columns: readonly string[];
  points: readonly { rank: number; row: number; column: number }[];
}

/** Grouped bars with a money axis (ROI projection): one group per year, one bar per series. */
export interface BarChart {
  kind: 'bars';
  series: readonly { name: string; tone: 'neutral' | 'brand' }[];
  groups: readonly { label: string; values: readonly number[]; valueTexts: readonly string[] }[];
  /** Formats an axis tick (money in thousands). */
  tickText(value: number): string;
}

export type ReportChart = RadarChart | MatrixChart | BarChart;

export interface ReportBrand {
  name: string;
  tagline: string;
  /** Address and channels printed in every page's footer. */
  contact: string;
  /** "Página 1 de 3" */
  pageLabel(page: number, total: number): string;
}

/** The person the report is made for (decision 0051): the account's name, a company if given. */
export interface ReportPerson {
  name: string;
  company: string;
}

/** What every tool's builder receives besides its own inputs. */
export interface ReportContext {
  t: TFunction<'dashboard'>;
  locale: Locale;
  date: Date;
  person: ReportPerson;
  /** The site's address as the visitor reached it (its host), printed beside the contacts. */
  site: string;
  /** The firm's contacts as the desk keeps them (issue 23 §3); the defaults when not given. */
  facts?: Pick<FirmFacts, 'email' | 'phone'>;
}

/** The long date of the first page: "15 de março de 2026", "March 15, 2026". */
export function formatLongDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}

export function reportBrand({
  t,
  site,
  facts = firmFactDefaults,
}: Pick<ReportContext, 't' | 'site' | 'facts'>): ReportBrand {
  return {
    name: organization.name,
    tagline: t('pdf.tagline'),
    contact: [site, facts.email, printedPhone(facts.phone)].filter(Boolean).join(' · '),
    pageLabel: (page, total) => t('pdf.page', { page, total }),
  };
}

/**
 * A tool's report in the frame all three share (issue 16 §1): who and when under the title, the
 * tool's own key figures and sections, then the closing next steps, and the brand on every page.
 */
export function toolReport(
  context: ReportContext,
  {
    nextSteps,
    sections,
    ...own
  }: Pick<ReportDocument, 'title' | 'subtitle' | 'highlights' | 'sections'> & {
    nextSteps: readonly string[];
  },
): ReportDocument {
  return {
    locale: context.locale,
    ...own,
    meta: reportMeta(context),
    sections: [...sections, nextStepsSection(context, nextSteps)],
    brand: reportBrand(context),
  };
}

/** "Preparado para", "Empresa" (only when given) and "Data". */
export function reportMeta({ t, locale, date, person }: ReportContext): ReportFact[] {
  return [
    { label: t('pdf.preparedFor'), value: person.name.trim() },
    ...(person.company.trim() ? [{ label: t('pdf.company'), value: person.company.trim() }] : []),
    { label: t('pdf.date'), value: formatLongDate(date, locale) },
  ];
}

/** The closing section every report ends with: numbered next steps, then how to reach us. */
export function nextStepsSection(
  { t, facts = firmFactDefaults }: Pick<ReportContext, 't' | 'facts'>,
  steps: readonly string[],
): ReportSection {
  return {
    heading: t('pdf.nextStepsHeading'),
    blocks: [
      { kind: 'list', ordered: true, items: steps },
      {
        kind: 'paragraph',
        tone: 'note',
        text: t('pdf.contactUs', {
          name: organization.name,
          email: facts.email,
          phone: printedPhone(facts.phone),
        }),
      },
    ],
  };
}
