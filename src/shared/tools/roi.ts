// ROI calculator of spec 02 §3 and §9. Catalogues carry ids and numbers only; names and
// descriptions are translations (public/locales/<lng>/dashboard.json, calculator.*).

export const aiSolutionIds = ['chatbot', 'automation', 'analytics', 'document_processing'] as const;
export type AiSolutionId = (typeof aiSolutionIds)[number];

export interface AiSolution {
  id: AiSolutionId;
  /** R$, one-off, before the company-size multiplier. */
  basePrice: number;
  /** R$ per month, before the company-size multiplier. */
  monthlyCost: number;
  implementationWeeks: number;
  /** Hours saved per month. */
  timesSavings: number;
  errorReduction: number;
  customerSatisfaction: number;
}

/** The fixed solution catalogue (spec 02 §3 table). */
export const aiSolutions: Record<AiSolutionId, AiSolution> = {
  chatbot: {
    id: 'chatbot',
    basePrice: 2500,
    monthlyCost: 500,
    implementationWeeks: 4,
    timesSavings: 160,
    errorReduction: 85,
    customerSatisfaction: 30,
  },
  automation: {
    id: 'automation',
    basePrice: 8000,
    monthlyCost: 1200,
    implementationWeeks: 8,
    timesSavings: 240,
    errorReduction: 70,
    customerSatisfaction: 20,
  },
  analytics: {
    id: 'analytics',
    basePrice: 5000,
    monthlyCost: 800,
    implementationWeeks: 6,
    timesSavings: 80,
    errorReduction: 60,
    customerSatisfaction: 25,
  },
  document_processing: {
    id: 'document_processing',
    basePrice: 6000,
    monthlyCost: 900,
    implementationWeeks: 10,
    timesSavings: 320,
    errorReduction: 90,
    customerSatisfaction: 15,
  },
};

export const roiCompanySizes = ['micro', 'small', 'medium', 'large'] as const;
export type RoiCompanySize = (typeof roiCompanySizes)[number];

/** Price multiplier per company size (spec 02 §3: micro 1-10, small 11-50, medium 51-200, large 200+). */
export const companySizeMultipliers: Record<RoiCompanySize, number> = {
  micro: 0.5,
  small: 1,
  medium: 1.5,
  large: 2.5,
};

/** Optional on the form; it does not enter the formulas (spec 02 §9). */
export const urgencyLevels = ['low', 'medium', 'high', 'urgent'] as const;
export type UrgencyLevel = (typeof urgencyLevels)[number];

export function isAiSolutionId(value: unknown): value is AiSolutionId {
  return typeof value === 'string' && (aiSolutionIds as readonly string[]).includes(value);
}

export function isRoiCompanySize(value: unknown): value is RoiCompanySize {
  return typeof value === 'string' && (roiCompanySizes as readonly string[]).includes(value);
}

/**
 * Team size as typed: a whole number, like parseInt in base 10 ("12,5" → 12, " 7 " → 7); anything
 * else is 0 (spec 02 §5).
 */
export function parseTeamSize(text: string): number {
  const match = /^\s*([+-]?\d+)/.exec(text);
  if (!match) return 0;
  const value = Number(match[1]);
  return Number.isSafeInteger(value) ? value : 0;
}

/**
 * Hourly rate as typed by a Brazilian or an international user: "85,50", "85.50", "R$ 1.234,56",
 * "1,234.56". When both separators appear the last one is the decimal mark; a single kind of
 * separator is decimal when it appears once, grouping when repeated ("1.234.567"). Unparsable → 0
 * (spec 02 §5).
 */
export function parseHourlyRate(text: string): number {
  const cleaned = text.replace(/R\$/gi, '').replace(/\s+/g, '');
  if (!isNumberLike(cleaned)) return 0;
  const lastDot = cleaned.lastIndexOf('.');
  const lastComma = cleaned.lastIndexOf(',');
  let normalized: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const grouping = decimal === '.' ? ',' : '.';
    normalized = cleaned.split(grouping).join('').replace(decimal, '.');
  } else {
    const separator = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : undefined;
    if (!separator) normalized = cleaned;
    else if (cleaned.split(separator).length > 2) normalized = cleaned.split(separator).join('');
    else normalized = cleaned.replace(separator, '.');
  }
  const value = Number(normalized);
  return Number.isFinite(value) ? value : 0;
}

/**
 * A sign, then digits, points and commas with at least one digit. A loop, not the regex it was
 * (`^[+-]?[\d.,]*\d[\d.,]*$`): both classes around `\d` take digits, so a long run of digits with
 * a letter after it backtracked quadratically (issue 22 finding 1, decision 0078).
 */
function isNumberLike(text: string): boolean {
  let digits = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x30 && c <= 0x39) digits += 1;
    else if (c === 0x2e || c === 0x2c) continue;
    else if (i > 0 || (c !== 0x2b && c !== 0x2d)) return false;
  }
  return digits > 0;
}

export interface RoiInput {
  companySize: RoiCompanySize | null;
  selectedSolutions: readonly AiSolutionId[];
  /** R$ per hour, already parsed. */
  averageHourlyRate: number;
}

/** Field names as spec 02 §3 lists them. */
export interface RoiResults {
  totalImplementationCost: number;
  totalMonthlyCost: number;
  /** Hours saved per month (spec 02 §9 "monthly hours saved"), not money. */
  totalMonthlySavings: number;
  averageErrorReduction: number;
  totalAnnualSavings: number;
  firstYearCost: number;
  netSavingsFirstYear: number;
  /** Percent, may be negative. */
  firstYearROI: number;
  /** Null when nothing is saved: the investment never pays back (no division by zero on screen). */
  paybackMonths: number | null;
  threeYearInvestment: number;
  threeYearSavings: number;
  threeYearROI: number;
}

/** Math.round(ratio × 100), and 0 where the ratio has no denominator. */
function percent(numerator: number, denominator: number): number {
  return denominator === 0 ? 0 : Math.round((numerator / denominator) * 100);
}

/** Every formula of spec 02 §9, in its order. */
export function calculateRoi({
  companySize,
  selectedSolutions,
  averageHourlyRate,
}: RoiInput): RoiResults {
  const multiplier = companySize ? companySizeMultipliers[companySize] : 1;
  const solutions = [...new Set(selectedSolutions)].map((id) => aiSolutions[id]);
  const rate = Number.isFinite(averageHourlyRate) ? averageHourlyRate : 0;

  const sum = (pick: (s: AiSolution) => number) => solutions.reduce((t, s) => t + pick(s), 0);
  const totalImplementationCost = sum((s) => s.basePrice) * multiplier;
  const totalMonthlyCost = sum((s) => s.monthlyCost) * multiplier;
  const totalMonthlySavings = sum((s) => s.timesSavings);
  const averageErrorReduction =
    solutions.length === 0 ? 0 : Math.round(sum((s) => s.errorReduction) / solutions.length);
  const totalAnnualSavings = totalMonthlySavings * rate * 12;
  const firstYearCost = totalImplementationCost + 12 * totalMonthlyCost;
  const netSavingsFirstYear = totalAnnualSavings - firstYearCost;
  const firstYearROI = percent(netSavingsFirstYear, firstYearCost);
  const monthlyMoneySaved = totalAnnualSavings / 12;
  const paybackMonths =
    monthlyMoneySaved > 0 ? Math.round(firstYearCost / monthlyMoneySaved) : null;
  const threeYearInvestment = totalImplementationCost + 36 * totalMonthlyCost;
  const threeYearSavings = 3 * totalAnnualSavings;
  const threeYearROI = percent(threeYearSavings - threeYearInvestment, threeYearInvestment);

  return {
    totalImplementationCost,
    totalMonthlyCost,
    totalMonthlySavings,
    averageErrorReduction,
    totalAnnualSavings,
    firstYearCost,
    netSavingsFirstYear,
    firstYearROI,
    paybackMonths,
    threeYearInvestment,
    threeYearSavings,
    threeYearROI,
  };
}

export interface ProjectionYear {
  year: 1 | 2 | 3;
  /** Cumulative: implementation plus the monthly cost of every month so far. */
  investment: number;
  /** Cumulative savings so far. */
  savings: number;
  net: number;
}

/**
 * Year-by-year view of the 3-year projection (cumulative), for the chart and table: year 1 equals
 * the first-year figures and year 3 the three-year figures of calculateRoi.
 */
export function roiProjection(results: RoiResults): ProjectionYear[] {
  return ([1, 2, 3] as const).map((year) => {
    const investment = results.totalImplementationCost + 12 * year * results.totalMonthlyCost;
    const savings = year * results.totalAnnualSavings;
    return { year, investment, savings, net: savings - investment };
  });
}

export interface RoiFormValues {
  companySize: RoiCompanySize | null;
  teamSize: string;
  hourlyRate: string;
  selectedSolutions: readonly AiSolutionId[];
}

/** 'Calcular ROI' is enabled only when this holds (spec 02 §5); urgency is optional. */
export function isRoiFormComplete(values: RoiFormValues): boolean {
  return (
    values.companySize !== null &&
    parseTeamSize(values.teamSize) > 0 &&
    parseHourlyRate(values.hourlyRate) > 0 &&
    values.selectedSolutions.length > 0
  );
}
