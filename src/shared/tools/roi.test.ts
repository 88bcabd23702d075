import { describe, expect, it } from 'vitest';
import {
  aiSolutionIds,
  calculateRoi,
  companySizeMultipliers,
  isRoiFormComplete,
  parseHourlyRate,
  parseTeamSize,
  roiProjection,
  type RoiFormValues,
  type RoiInput,
  type RoiResults,
} from './roi.ts';

/**
 * Small firm, chatbot only, R$ 50/h (worked out in the first example below); with no company size
 * the multiplier is 1, so the figures are the same.
 */
const smallChatbotFigures: RoiResults = {
  totalImplementationCost: 2500,
  totalMonthlyCost: 500,
  totalMonthlySavings: 160,
  averageErrorReduction: 85,
  totalAnnualSavings: 96000,
  firstYearCost: 8500,
  netSavingsFirstYear: 87500,
  firstYearROI: 1029,
  paybackMonths: 1,
  threeYearInvestment: 20500,
  threeYearSavings: 288000,
  threeYearROI: 1305,
};

// Worked examples computed by hand from the spec 02 §3 catalogue and the §9 formulas. Each row
// names its arithmetic so a reader can check it without running anything.
const examples: [string, RoiInput, RoiResults][] = [
  [
    // impl 2500×1; monthly 500×1; 160 h; annual 160×50×12 = 96000; 1st year 2500+12×500 = 8500;
    // net 87500; ROI 87500/8500 = 10.294 → 1029 %; payback 8500/8000 = 1.06 → 1;
    // 3y 2500+36×500 = 20500 vs 288000 → 267500/20500 = 13.049 → 1305 %
    'small, chatbot only, R$ 50/h',
    { companySize: 'small', selectedSolutions: ['chatbot'], averageHourlyRate: 50 },
    smallChatbotFigures,
  ],
  [
    // impl 8000; monthly 1200; 240 h; annual 240×10×12 = 28800; 1st year 8000+14400 = 22400;
    // net 6400; ROI 6400/22400 = 0.2857 → 29 %; payback 22400/2400 = 9.33 → 9;
    // 3y 8000+43200 = 51200 vs 86400 → 35200/51200 = 0.6875 → 69 %
    'small, automation only, R$ 10/h (payback of several months)',
    { companySize: 'small', selectedSolutions: ['automation'], averageHourlyRate: 10 },
    {
      totalImplementationCost: 8000,
      totalMonthlyCost: 1200,
      totalMonthlySavings: 240,
      averageErrorReduction: 70,
      totalAnnualSavings: 28800,
      firstYearCost: 22400,
      netSavingsFirstYear: 6400,
      firstYearROI: 29,
      paybackMonths: 9,
      threeYearInvestment: 51200,
      threeYearSavings: 86400,
      threeYearROI: 69,
    },
  ],
  [
    // impl 21500×1.5 = 32250; monthly 3400×1.5 = 5100; 800 h; errors 305/4 = 76.25 → 76;
    // annual 800×85.5×12 = 820800; 1st year 32250+61200 = 93450; net 727350;
    // ROI 727350/93450 = 7.783 → 778 %; payback 93450/68400 = 1.37 → 1;
    // 3y 32250+183600 = 215850 vs 2462400 → 2246550/215850 = 10.408 → 1041 %
    'medium, all four solutions, R$ 85,50/h',
    {
      companySize: 'medium',
      selectedSolutions: ['chatbot', 'automation', 'analytics', 'document_processing'],
      averageHourlyRate: 85.5,
    },
    {
      totalImplementationCost: 32250,
      totalMonthlyCost: 5100,
      totalMonthlySavings: 800,
      averageErrorReduction: 76,
      totalAnnualSavings: 820800,
      firstYearCost: 93450,
      netSavingsFirstYear: 727350,
      firstYearROI: 778,
      paybackMonths: 1,
      threeYearInvestment: 215850,
      threeYearSavings: 2462400,
      threeYearROI: 1041,
    },
  ],
  [
    // impl 6000×2.5 = 15000; monthly 900×2.5 = 2250; 320 h; annual 320×5×12 = 19200;
    // 1st year 15000+27000 = 42000; net −22800; ROI −0.5429 → −54 %; payback 42000/1600 = 26.25 → 26;
    // 3y 15000+81000 = 96000 vs 57600 → −38400/96000 = −0.4 → −40 %
    'large, document processing only, R$ 5/h (a loss)',
    { companySize: 'large', selectedSolutions: ['document_processing'], averageHourlyRate: 5 },
    {
      totalImplementationCost: 15000,
      totalMonthlyCost: 2250,
      totalMonthlySavings: 320,
      averageErrorReduction: 90,
      totalAnnualSavings: 19200,
      firstYearCost: 42000,
      netSavingsFirstYear: -22800,
      firstYearROI: -54,
      paybackMonths: 26,
      threeYearInvestment: 96000,
      threeYearSavings: 57600,
      threeYearROI: -40,
    },
  ],
  [
    // impl 13000×0.5 = 6500; monthly 2000×0.5 = 1000; 320 h; errors (60+70)/2 = 65;
    // annual 320×40×12 = 153600; 1st year 6500+12000 = 18500; net 135100; ROI 7.303 → 730 %;
    // payback 18500/12800 = 1.45 → 1; 3y 6500+36000 = 42500 vs 460800 → 418300/42500 = 9.842 → 984 %
    'micro, analytics and automation, R$ 40/h',
    { companySize: 'micro', selectedSolutions: ['analytics', 'automation'], averageHourlyRate: 40 },
    {
      totalImplementationCost: 6500,
      totalMonthlyCost: 1000,
      totalMonthlySavings: 320,
      averageErrorReduction: 65,
      totalAnnualSavings: 153600,
      firstYearCost: 18500,
      netSavingsFirstYear: 135100,
      firstYearROI: 730,
      paybackMonths: 1,
      threeYearInvestment: 42500,
      threeYearSavings: 460800,
      threeYearROI: 984,
    },
  ],
  [
    // no size → multiplier 1, so the same as "small" above
    'no company size, chatbot only, R$ 50/h',
    { companySize: null, selectedSolutions: ['chatbot'], averageHourlyRate: 50 },
    smallChatbotFigures,
  ],
  [
    // nothing saved: net −8500 → −100 %; payback undefined (division by zero) → null
    'rate 0: nothing saved, never pays back',
    { companySize: null, selectedSolutions: ['chatbot'], averageHourlyRate: 0 },
    {
      totalImplementationCost: 2500,
      totalMonthlyCost: 500,
      totalMonthlySavings: 160,
      averageErrorReduction: 85,
      totalAnnualSavings: 0,
      firstYearCost: 8500,
      netSavingsFirstYear: -8500,
      firstYearROI: -100,
      paybackMonths: null,
      threeYearInvestment: 20500,
      threeYearSavings: 0,
      threeYearROI: -100,
    },
  ],
  [
    // every denominator is 0: percentages defined as 0, payback null, no NaN anywhere
    'no solution at all',
    { companySize: 'large', selectedSolutions: [], averageHourlyRate: 50 },
    {
      totalImplementationCost: 0,
      totalMonthlyCost: 0,
      totalMonthlySavings: 0,
      averageErrorReduction: 0,
      totalAnnualSavings: 0,
      firstYearCost: 0,
      netSavingsFirstYear: 0,
      firstYearROI: 0,
      paybackMonths: null,
      threeYearInvestment: 0,
      threeYearSavings: 0,
      threeYearROI: 0,
    },
  ],
];

describe('calculateRoi', () => {
  it.each(examples)('%s', (_name, input, expected) => {
    expect(calculateRoi(input)).toEqual(expected);
  });

  it('counts a solution listed twice once', () => {
    expect(
      calculateRoi({
        companySize: 'small',
        selectedSolutions: ['chatbot', 'chatbot'],
        averageHourlyRate: 50,
      }),
    ).toEqual(examples[0]?.[2]);
  });

  it('gives only finite numbers (or a null payback) for every size and solution', () => {
    for (const companySize of [null, 'micro', 'small', 'medium', 'large'] as const) {
      for (const id of aiSolutionIds) {
        for (const averageHourlyRate of [0, 0.01, 85.5, Number.NaN, Number.POSITIVE_INFINITY]) {
          const results = calculateRoi({ companySize, selectedSolutions: [id], averageHourlyRate });
          for (const [key, value] of Object.entries(results)) {
            if (key === 'paybackMonths' && value === null) continue;
            expect(
              Number.isFinite(value),
              `${key} for ${companySize}/${id}/${averageHourlyRate}`,
            ).toBe(true);
          }
        }
      }
    }
  });
});

describe('companySizeMultipliers', () => {
  it.each([
    ['micro', 0.5],
    ['small', 1],
    ['medium', 1.5],
    ['large', 2.5],
  ] as const)('%s → %d', (size, multiplier) => {
    expect(companySizeMultipliers[size]).toBe(multiplier);
    // chatbot: 2500 and 500 scaled by the size
    const results = calculateRoi({
      companySize: size,
      selectedSolutions: ['chatbot'],
      averageHourlyRate: 50,
    });
    expect([results.totalImplementationCost, results.totalMonthlyCost]).toEqual([
      2500 * multiplier,
      500 * multiplier,
    ]);
  });
});

describe('roiProjection', () => {
  it('accumulates year by year: year 1 is the first year, year 3 the three-year figures', () => {
    // small + chatbot at R$ 50/h: impl 2500, monthly 500, annual 96000
    const results = examples[0]?.[2];
    if (!results) throw new Error('missing example');
    expect(roiProjection(results)).toEqual([
      { year: 1, investment: 8500, savings: 96000, net: 87500 },
      { year: 2, investment: 14500, savings: 192000, net: 177500 },
      { year: 3, investment: 20500, savings: 288000, net: 267500 },
    ]);
  });
});

describe('parseTeamSize (integer; unparsable → 0)', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['12,5', 12],
    ['12.9', 12],
    ['40 pessoas', 40],
    ['0', 0],
    ['-3', -3],
    ['', 0],
    ['abc', 0],
    ['doze', 0],
    ['99999999999999999999', 0],
  ])('%j → %d', (text, expected) => {
    expect(parseTeamSize(text)).toBe(expected);
  });
});

describe('parseHourlyRate (decimal, comma or point; unparsable → 0)', () => {
  it.each([
    ['85,50', 85.5],
    ['85.50', 85.5],
    ['85', 85],
    [' 120,75 ', 120.75],
    ['R$ 45,90', 45.9],
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['1.234.567', 1234567],
    [',5', 0.5],
    ['0', 0],
    ['-10', -10],
    ['', 0],
    ['abc', 0],
    ['12a', 0],
    ['1,2.3,4', 0],
    ['Infinity', 0],
    ['+5', 5],
    ['+', 0],
    ['.,', 0],
    ['5-', 0],
    ['--5', 0],
    ['1e3', 0],
  ])('%j → %d', (text, expected) => {
    expect(parseHourlyRate(text)).toBe(expected);
  });
});

describe('isRoiFormComplete', () => {
  const valid: RoiFormValues = {
    companySize: 'small',
    teamSize: '10',
    hourlyRate: '50,00',
    selectedSolutions: ['chatbot'],
  };
  it.each<[string, Partial<RoiFormValues>, boolean]>([
    ['everything filled', {}, true],
    ['no company size', { companySize: null }, false],
    ['team size 0', { teamSize: '0' }, false],
    ['team size unparsable', { teamSize: 'dez' }, false],
    ['team size negative', { teamSize: '-2' }, false],
    ['rate 0', { hourlyRate: '0,00' }, false],
    ['rate empty', { hourlyRate: '' }, false],
    ['rate of one cent', { hourlyRate: '0,01' }, true],
    ['no solution', { selectedSolutions: [] }, false],
    ['four solutions', { selectedSolutions: [...aiSolutionIds] }, true],
  ])('%s → %s', (_name, change, expected) => {
    expect(isRoiFormComplete({ ...valid, ...change })).toBe(expected);
  });
});
