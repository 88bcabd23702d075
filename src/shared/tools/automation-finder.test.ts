import { describe, expect, it } from 'vitest';
import {
  automationCatalogue,
  automationProcessIds,
  canAdvance,
  finderProgress,
  priorityScore,
  recommendProcesses,
  savingsLowerBound,
  toggleArea,
  totalMonthlyHours,
  type AutomationAreaId,
  type Complexity,
  type Impact,
} from './automation-finder.ts';

describe('the catalogue', () => {
  it('has the four areas of spec 02 §3, each with at least four processes and N-M savings', () => {
    expect(automationCatalogue.map((a) => a.id)).toEqual([
      'sales',
      'customer_service',
      'operations',
      'finance',
    ]);
    const ids = automationCatalogue.flatMap((a) => a.processes.map((p) => p.id));
    expect(ids).toEqual([...automationProcessIds]);
    for (const area of automationCatalogue) {
      expect(area.processes.length).toBeGreaterThanOrEqual(4);
      for (const process of area.processes) {
        const [min = 0, max = 0] = process.estimatedSavings.split('-').map(Number);
        expect(min).toBeGreaterThan(0);
        expect(max).toBeGreaterThan(min);
        expect(process.weeks.max).toBeGreaterThanOrEqual(process.weeks.min);
      }
    }
  });
});

describe('priorityScore = impact weight (Alto 3, Médio 2, Baixo 1) + ease (Baixa 3, Média 2, Alta 1)', () => {
  it.each<[Impact, Complexity, number]>([
    ['high', 'low', 6],
    ['high', 'medium', 5],
    ['high', 'high', 4],
    ['medium', 'low', 5],
    ['medium', 'medium', 4],
    ['medium', 'high', 3],
    ['low', 'low', 4],
    ['low', 'medium', 3],
    ['low', 'high', 2],
  ])('impact %s, complexity %s → %d', (impact, complexity, score) => {
    expect(priorityScore({ impact, complexity })).toBe(score);
  });
});

// Worked examples over the catalogue: scores in brackets, ties kept in catalogue order; hours are
// the sum of the first number of each 'N-M' range.
describe('recommendProcesses and totalMonthlyHours', () => {
  it.each<[string, AutomationAreaId[], string[], number]>([
    [
      // crm 6; lead 5 and follow-up 5 tie (lead first in the catalogue); proposal 4. 25+20+10+15
      'sales',
      ['sales'],
      ['crm_data_entry', 'lead_qualification', 'follow_up_emails', 'proposal_generation'],
      70,
    ],
    [
      // triage 6; chatbot 5; surveys 4; sentiment 3. 20+40+5+10
      'customer service',
      ['customer_service'],
      ['ticket_triage', 'faq_chatbot', 'satisfaction_surveys', 'sentiment_analysis'],
      75,
    ],
    [
      // extraction 5 = reports 5; forecasting 4 = scheduling 4. 30+15+20+10
      'operations',
      ['operations'],
      ['document_extraction', 'report_generation', 'demand_forecasting', 'shift_scheduling'],
      75,
    ],
    [
      // reconciliation 6; payables 5; audit 4; cash flow 3. 20+25+10+8
      'finance',
      ['finance'],
      ['bank_reconciliation', 'accounts_payable', 'expense_audit', 'cash_flow_forecast'],
      63,
    ],
    [
      // picked finance first, but ties follow the catalogue (sales before finance). 70 + 63
      'finance and sales',
      ['finance', 'sales'],
      [
        'crm_data_entry',
        'bank_reconciliation',
        'lead_qualification',
        'follow_up_emails',
        'accounts_payable',
        'proposal_generation',
        'expense_audit',
        'cash_flow_forecast',
      ],
      133,
    ],
    [
      // 6: crm, triage, reconciliation; 5: lead, follow-up, chatbot, extraction, reports, payables;
      // 4: proposal, surveys, forecasting, scheduling, audit; 3: sentiment, cash flow. 70+75+75+63
      'all four areas',
      ['sales', 'customer_service', 'operations', 'finance'],
      [
        'crm_data_entry',
        'ticket_triage',
        'bank_reconciliation',
        'lead_qualification',
        'follow_up_emails',
        'faq_chatbot',
        'document_extraction',
        'report_generation',
        'accounts_payable',
        'proposal_generation',
        'satisfaction_surveys',
        'demand_forecasting',
        'shift_scheduling',
        'expense_audit',
        'sentiment_analysis',
        'cash_flow_forecast',
      ],
      283,
    ],
    ['no area', [], [], 0],
  ])('%s', (_name, areas, expectedOrder, hours) => {
    const processes = recommendProcesses(areas);
    expect(processes.map((p) => p.id)).toEqual(expectedOrder);
    expect(totalMonthlyHours(processes)).toBe(hours);
    const scores = processes.map((p) => p.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('tags each process with its area', () => {
    const [first] = recommendProcesses(['finance', 'operations']);
    expect(first).toMatchObject({ id: 'bank_reconciliation', area: 'finance', score: 6 });
  });
});

describe('savingsLowerBound', () => {
  it.each([
    ['20-30', 20],
    ['5-10', 5],
    ['120-200', 120],
    [' 8-12', 8],
    ['', 0],
    ['-', 0],
  ])('%j → %d', (range, expected) => {
    expect(savingsLowerBound(range)).toBe(expected);
  });
});

describe('finderProgress = step / 2 × 100', () => {
  it.each([
    [1, 50],
    [2, 100],
  ] as const)('step %d → %d %%', (step, percent) => {
    expect(finderProgress(step)).toBe(percent);
  });
});

describe('canAdvance', () => {
  const allAnswers = { companySize: 'small', manualArea: 'finance', mainPain: 'errors' } as const;
  it.each<[string, 1 | 2 | 3, AutomationAreaId[], Record<string, string>, boolean]>([
    ['step 1 without areas', 1, [], {}, false],
    ['step 1 with one area', 1, ['sales'], {}, true],
    ['step 2 with no answer', 2, ['sales'], {}, false],
    [
      'step 2 with two of three answers',
      2,
      ['sales'],
      { companySize: 'small', mainPain: 'time' },
      false,
    ],
    ['step 2 with every answer', 2, ['sales'], allAnswers, true],
    ['step 3 is the last', 3, ['sales'], allAnswers, false],
  ])('%s → %s', (_name, step, areas, answers, expected) => {
    expect(canAdvance(step, areas, answers)).toBe(expected);
  });
});

describe('toggleArea', () => {
  it('adds and removes, keeping catalogue order', () => {
    expect(toggleArea([], 'finance')).toEqual(['finance']);
    expect(toggleArea(['finance'], 'sales')).toEqual(['sales', 'finance']);
    expect(toggleArea(['sales', 'finance'], 'sales')).toEqual(['finance']);
  });
});
