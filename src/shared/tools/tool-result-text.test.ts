import { describe, expect, it } from 'vitest';
import { plainSpaces } from '#shared/format/locale-format.ts';
import { sampleAssessmentAnswers } from '#shared/test/tool-result-fixtures.ts';
import { toolResultRecord } from './tool-result-summary.ts';
import {
  entriesLine,
  toolFigureEntries,
  toolInputEntries,
  type ToolTextLookUp,
} from './tool-result-text.ts';

/** Echoes the key, so each test sees which text a cell asked for, in which namespace. */
const keys: ToolTextLookUp = (key) => `[${key}]`;

const calculatorInputs = {
  companySize: 'medium',
  teamSize: 1200,
  hourlyRate: 1500.5,
  solutions: ['chatbot', 'analytics'],
  urgency: 'high',
} as const;
const calculator = toolResultRecord({
  tool: 'calculator',
  inputs: { ...calculatorInputs, solutions: [...calculatorInputs.solutions] },
});

describe('plainSpaces', () => {
  it.each<[string, string]>([
    ['R$\u00a01.500,50', 'R$ 1.500,50'],
    ['1\u202f200', '1 200'],
    ['sem espaço', 'sem espaço'],
    ['', ''],
  ])('%j → %j', (input, expected) => expect(plainSpaces(input)).toBe(expected));
});

describe('toolInputEntries: answers in the tool’s own words, numbers in the reader’s format', () => {
  it.each<[string, string[]]>([
    ['pt-BR', ['1.200', 'R$ 1.500,50']],
    ['en', ['1,200', 'R$1,500.50']],
    ['es', ['1200', '1500,50 R$']],
  ])('calculator in %s', (locale, [team, rate]) => {
    expect(toolInputEntries(keys, locale, calculator)).toEqual([
      ['[dashboard:calculator.companySize]', '[dashboard:calculator.sizes.medium]'],
      ['[dashboard:calculator.teamSize]', team],
      ['[dashboard:calculator.hourlyRate]', rate],
      [
        '[dashboard:calculator.solutionsHeading]',
        '[dashboard:calculator.solutions.chatbot.name], [dashboard:calculator.solutions.analytics.name]',
      ],
      ['[dashboard:calculator.urgency]', '[dashboard:calculator.urgencyLevels.high]'],
    ]);
  });

  it('names a missing urgency with the placeholder, not an empty cell', () => {
    const record = toolResultRecord({
      tool: 'calculator',
      inputs: { ...calculatorInputs, solutions: ['chatbot'], urgency: null },
    });
    expect(toolInputEntries(keys, 'pt-BR', record).at(-1)).toEqual([
      '[dashboard:calculator.urgency]',
      '[dashboard:calculator.urgencyPlaceholder]',
    ]);
  });

  it('gives each assessment answer its option text and points', () => {
    const record = toolResultRecord({
      tool: 'assessment',
      answers: sampleAssessmentAnswers,
    });
    const entries = toolInputEntries(keys, 'pt-BR', record);
    expect(entries).toHaveLength(6);
    expect(entries[0]).toEqual([
      '[dashboard:assessment.categories.strategy]',
      '[dashboard:assessment.questions.strategy.options.c] (3/5)',
    ]);
  });
});

describe('toolFigureEntries and entriesLine', () => {
  it('writes a calculator result with BRL in the reader’s format, one line', () => {
    const line = entriesLine(toolFigureEntries(keys, 'pt-BR', calculator));
    expect(line.split('; ')).toHaveLength(7);
    expect(line).toMatch(/^\[admin:toolResult\.figures\.firstYearRoi\]: -?[\d.]+%; /);
    expect(line).toContain('[admin:toolResult.figures.annualSavings]: R$ ');
    expect(line).not.toMatch(/[\u00a0\u202f]/);
  });
});
