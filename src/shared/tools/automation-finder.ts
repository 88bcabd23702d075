// Process automation finder of spec 02 §3, §4 and §9. The catalogue holds ids, levels and numbers;
// names, descriptions and level labels are translations (dashboard.json, automation.*).

export const automationAreaIds = ['sales', 'customer_service', 'operations', 'finance'] as const;
export type AutomationAreaId = (typeof automationAreaIds)[number];

/** Shown in Portuguese as Baixa / Média / Alta (spec 02 §3). */
export type Complexity = 'low' | 'medium' | 'high';
/** Shown in Portuguese as Alto / Médio / Baixo (spec 02 §3). */
export type Impact = 'high' | 'medium' | 'low';

export const automationProcessIds = [
  'lead_qualification',
  'crm_data_entry',
  'proposal_generation',
  'follow_up_emails',
  'faq_chatbot',
  'ticket_triage',
  'sentiment_analysis',
  'satisfaction_surveys',
  'document_extraction',
  'demand_forecasting',
  'report_generation',
  'shift_scheduling',
  'accounts_payable',
  'bank_reconciliation',
  'expense_audit',
  'cash_flow_forecast',
] as const;
export type AutomationProcessId = (typeof automationProcessIds)[number];

export interface AutomationProcess {
  id: AutomationProcessId;
  complexity: Complexity;
  impact: Impact;
  /** Time to implement, in weeks. */
  weeks: { min: number; max: number };
  /** Range text 'N-M' of hours saved per month; N counts towards the total (spec 02 §9). */
  estimatedSavings: `${number}-${number}`;
}

export interface AutomationArea {
  id: AutomationAreaId;
  processes: readonly AutomationProcess[];
}

const p = (
  id: AutomationProcessId,
  complexity: Complexity,
  impact: Impact,
  weeks: [number, number],
  estimatedSavings: AutomationProcess['estimatedSavings'],
): AutomationProcess => ({
  id,
  complexity,
  impact,
  weeks: { min: weeks[0], max: weeks[1] },
  estimatedSavings,
});

/** Four processes per area, each one we deliver in practice; the order is the tie-break order. */
export const automationCatalogue: readonly AutomationArea[] = [
  {
    id: 'sales',
    processes: [
      p('lead_qualification', 'medium', 'high', [3, 5], '20-30'),
      p('crm_data_entry', 'low', 'high', [2, 3], '25-40'),
      p('proposal_generation', 'medium', 'medium', [3, 4], '15-25'),
      p('follow_up_emails', 'low', 'medium', [1, 2], '10-20'),
    ],
  },
  {
    id: 'customer_service',
    processes: [
      p('faq_chatbot', 'medium', 'high', [4, 6], '40-60'),
      p('ticket_triage', 'low', 'high', [2, 4], '20-35'),
      p('sentiment_analysis', 'high', 'medium', [6, 8], '10-15'),
      p('satisfaction_surveys', 'low', 'low', [1, 2], '5-10'),
    ],
  },
  {
    id: 'operations',
    processes: [
      p('document_extraction', 'medium', 'high', [4, 6], '30-50'),
      p('demand_forecasting', 'high', 'high', [8, 12], '20-30'),
      p('report_generation', 'low', 'medium', [2, 3], '15-25'),
      p('shift_scheduling', 'medium', 'medium', [3, 5], '10-20'),
    ],
  },
  {
    id: 'finance',
    processes: [
      p('accounts_payable', 'medium', 'high', [4, 6], '25-40'),
      p('bank_reconciliation', 'low', 'high', [2, 4], '20-30'),
      p('expense_audit', 'medium', 'medium', [3, 5], '10-15'),
      p('cash_flow_forecast', 'high', 'medium', [6, 10], '8-12'),
    ],
  },
];

/** Context questions of step 2 (spec 02 §3), all single choice and all required, in this order. */
export const contextQuestionIds = ['companySize', 'manualArea', 'mainPain'] as const;
export type ContextQuestionId = (typeof contextQuestionIds)[number];

export const contextQuestionOptions = {
  companySize: ['micro', 'small', 'medium', 'large'],
  manualArea: automationAreaIds,
  mainPain: ['time', 'errors', 'costs', 'scaling'],
} as const;

export type ContextOption<Q extends ContextQuestionId> = (typeof contextQuestionOptions)[Q][number];
export type ContextAnswers = { [Q in ContextQuestionId]?: ContextOption<Q> };

/**
 * The spec's weights of each context answer (§3). They do not enter the ordering, which uses only
 * impact and ease (§9); kept with the catalogue so the qualifying data lives in one place.
 */
export const contextOptionWeights: {
  [Q in ContextQuestionId]: Record<ContextOption<Q>, number>;
} = {
  companySize: { micro: 1, small: 1.2, medium: 1.5, large: 2 },
  manualArea: { sales: 1, customer_service: 1, operations: 1, finance: 1 },
  mainPain: { time: 1.5, errors: 1.3, costs: 1.2, scaling: 1.4 },
};

export const impactWeights: Record<Impact, number> = { high: 3, medium: 2, low: 1 };
/** Ease: the simpler the process, the sooner it pays. */
export const easeWeights: Record<Complexity, number> = { low: 3, medium: 2, high: 1 };

export function priorityScore(process: Pick<AutomationProcess, 'impact' | 'complexity'>): number {
  return impactWeights[process.impact] + easeWeights[process.complexity];
}

export interface RecommendedProcess extends AutomationProcess {
  area: AutomationAreaId;
  score: number;
}

/**
 * Processes of the selected areas, highest priority first; equal scores keep catalogue order
 * (areas in catalogue order, whatever order they were picked in).
 */
export function recommendProcesses(selected: readonly AutomationAreaId[]): RecommendedProcess[] {
  const chosen = new Set(selected);
  return automationCatalogue
    .filter((area) => chosen.has(area.id))
    .flatMap((area) =>
      area.processes.map((process) => ({
        ...process,
        area: area.id,
        score: priorityScore(process),
      })),
    )
    .map((process, index) => ({ process, index }))
    .sort((a, b) => b.process.score - a.process.score || a.index - b.index)
    .map(({ process }) => process);
}

/** First number of an 'N-M' range (hours per month); 0 if the text has none. */
export function savingsLowerBound(range: string): number {
  const match = /^\s*(\d+)/.exec(range);
  return match ? Number(match[1]) : 0;
}

/** Sum of the lower bounds, shown as 'N+' hours per month (spec 02 §9). */
export function totalMonthlyHours(
  processes: readonly Pick<AutomationProcess, 'estimatedSavings'>[],
): number {
  return processes.reduce(
    (total, process) => total + savingsLowerBound(process.estimatedSavings),
    0,
  );
}

/** Fixed expected first-year ROI range of the results screen (spec 02 §9). */
export const expectedFirstYearRoi = { min: 200, max: 400 } as const;

export type FinderStep = 1 | 2 | 3;

/** step / 2 × 100 (spec 02 §9): 50 on step 1, 100 on step 2. */
export function finderProgress(step: FinderStep): number {
  return (step / 2) * 100;
}

/** Step 1 needs at least one area; step 2 needs every context question answered (spec 02 §5). */
export function canAdvance(
  step: FinderStep,
  areas: readonly AutomationAreaId[],
  answers: ContextAnswers,
): boolean {
  if (step === 1) return areas.length > 0;
  if (step === 2) return contextQuestionIds.every((q) => answers[q] !== undefined);
  return false;
}

export function isAutomationAreaId(value: unknown): value is AutomationAreaId {
  return typeof value === 'string' && (automationAreaIds as readonly string[]).includes(value);
}

/** Selecting an area toggles it, keeping catalogue order. */
export function toggleArea(
  areas: readonly AutomationAreaId[],
  area: AutomationAreaId,
): AutomationAreaId[] {
  const next = new Set(areas);
  if (next.has(area)) next.delete(area);
  else next.add(area);
  return automationAreaIds.filter((id) => next.has(id));
}
