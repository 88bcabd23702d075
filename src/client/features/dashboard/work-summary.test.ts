import { describe, expect, it } from 'vitest';
import { allCAnswers as allC } from '#shared/test/tool-result-fixtures.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { testI18n } from '#client/test/render.tsx';
import type { AssessmentState } from './assessment/assessment-state.ts';
import type { FinderState } from './automation/automation-state.ts';
import type { CalculatorState } from './calculator/calculator-state.ts';
import {
  assessmentSummary,
  automationSummary,
  calculatorSummary,
  type WorkSummary,
} from './work-summary.ts';

const translate = (locale: Locale = 'pt-BR') => ({
  t: testI18n(locale).getFixedT(locale, 'dashboard'),
  locale,
});
// Numbers keep Intl's no-break spaces; compare them as ordinary ones.
const plain = (summary: WorkSummary) => JSON.parse(JSON.stringify(summary).replace(/\u00a0/g, ' '));

describe('assessmentSummary', () => {
  it.each<[string, AssessmentState | undefined, WorkSummary]>([
    ['nothing stored', undefined, { status: 'empty' }],
    ['no answer yet', { index: 0, answers: {}, showResults: false }, { status: 'empty' }],
    [
      'two answers',
      { index: 2, answers: { strategy: 'a', infrastructure: 'b' }, showResults: false },
      { status: 'inProgress', progress: '2 de 6 perguntas respondidas' },
    ],
    [
      'all answered, reviewing',
      { index: 0, answers: allC, showResults: false },
      { status: 'inProgress', progress: '6 de 6 perguntas respondidas' },
    ],
    [
      'results shown',
      { index: 5, answers: allC, showResults: true },
      {
        status: 'done',
        figures: [
          { label: 'Nível de maturidade', value: 'Em desenvolvimento' },
          { label: 'Pontuação', value: '60% (18 de 30 pontos)' },
        ],
      },
    ],
  ])('%s', (_, state, expected) => {
    expect(plain(assessmentSummary(state, translate()))).toEqual(expected);
  });
});

describe('automationSummary', () => {
  it.each<[string, FinderState | undefined, Locale, WorkSummary]>([
    ['nothing stored', undefined, 'pt-BR', { status: 'empty' }],
    ['untouched', { step: 1, areas: [], answers: {} }, 'pt-BR', { status: 'empty' }],
    [
      'areas picked',
      { step: 1, areas: ['sales'], answers: {} },
      'pt-BR',
      { status: 'inProgress', progress: 'Etapa 1 de 2' },
    ],
    [
      'answering',
      { step: 2, areas: ['sales'], answers: { companySize: 'micro' } },
      'en',
      { status: 'inProgress', progress: 'Step 2 of 2' },
    ],
    [
      'step 3 without answers falls back to step 2',
      { step: 3, areas: ['sales'], answers: {} },
      'pt-BR',
      { status: 'inProgress', progress: 'Etapa 2 de 2' },
    ],
    [
      'recommendations shown',
      {
        step: 3,
        areas: ['sales', 'finance'],
        answers: { companySize: 'small', manualArea: 'sales', mainPain: 'time' },
      },
      'pt-BR',
      {
        status: 'done',
        figures: [
          { label: 'Processos encontrados', value: '8' },
          { label: 'Horas economizadas por mês', value: '133+' },
        ],
      },
    ],
  ])('%s', (_, state, locale, expected) => {
    expect(plain(automationSummary(state, translate(locale)))).toEqual(expected);
  });
});

describe('calculatorSummary', () => {
  const complete: CalculatorState = {
    companySize: 'medium',
    teamSize: '25',
    hourlyRate: '85,50',
    selectedSolutions: ['chatbot', 'automation', 'analytics', 'document_processing'],
    urgency: null,
    view: 'results',
  };
  it.each<[string, CalculatorState | undefined, Locale, WorkSummary]>([
    ['nothing stored', undefined, 'pt-BR', { status: 'empty' }],
    [
      'untouched',
      {
        companySize: null,
        teamSize: ' ',
        hourlyRate: '',
        selectedSolutions: [],
        urgency: null,
        view: 'form',
      },
      'pt-BR',
      { status: 'empty' },
    ],
    [
      'half filled',
      { ...complete, teamSize: '', view: 'form' },
      'pt-BR',
      { status: 'inProgress', progress: 'Formulário em preenchimento' },
    ],
    [
      'complete but on the form',
      { ...complete, view: 'form' },
      'es',
      { status: 'inProgress', progress: 'Formulario en curso' },
    ],
    [
      'analysis shown',
      complete,
      'pt-BR',
      {
        status: 'done',
        figures: [
          { label: 'ROI Primeiro Ano', value: '778%' },
          { label: 'Payback', value: '1 mês' },
        ],
      },
    ],
    [
      'a payback of years, with a thousands separator',
      { ...complete, hourlyRate: '0,001' },
      'en',
      {
        status: 'done',
        figures: [
          { label: 'First-Year ROI', value: '-100%' },
          { label: 'Payback', value: '116,812 months' },
        ],
      },
    ],
  ])('%s', (_, state, locale, expected) => {
    expect(plain(calculatorSummary(state, translate(locale)))).toEqual(expected);
  });
});
