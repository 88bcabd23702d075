import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  controlTexts,
  formatTable,
  jsonLine,
  localeOf,
  network,
  summarize,
  type Cell,
} from './bench-first-tap.ts';
import { median } from './bench/stats.ts';

describe('median', () => {
  it.each([
    [[], NaN],
    [[42], 42],
    [[5, 1, 3], 3],
    [[400, 100, 300, 200], 250],
    [[3500, 120, 3100, 3300, 3200], 3200],
  ])('of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('leaves its input in order', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('summarize', () => {
  it('gives the median of the answered runs, their range and the unanswered', () => {
    expect(summarize([3100.4, 2900, 3500, 3000, 3200])).toBe('3100 ms (2900–3500)');
    expect(summarize([80])).toBe('80 ms');
    expect(summarize([90, null, 110])).toBe('100 ms (90–110), 1 unanswered');
    expect(summarize([null, null])).toBe('no answer');
  });
});

const cells: Cell[] = [
  { page: '/', control: 'menu', runs: { this: [60, 70, 80], baseline: [3000, 3500, 3100] } },
  { page: '/', control: 'cookie', runs: { this: [50, 40, 45], baseline: [2500, 2600, 2700] } },
  { page: '/faq', control: 'menu', runs: { this: [null, 90, 95], baseline: [3100, 3000, 2900] } },
];

describe('formatTable', () => {
  it('puts a row per page and a column per control, in the controls’ order', () => {
    expect(
      formatTable(
        cells.map((c) => ({ ...c, runs: { this: c.runs.this ?? [] } })),
        ['this'],
      ),
    ).toBe(`| page | menu | cookie |
|---|---:|---:|
| / | 70 ms (60–80) | 45 ms (40–50) |
| /faq | 93 ms (90–95), 1 unanswered |  |`);
  });

  it('gives each server its own column when two are compared', () => {
    const table = formatTable(cells, ['this', 'baseline']).split('\n');
    expect(table[0]).toBe(
      '| page | menu (this) | menu (baseline) | cookie (this) | cookie (baseline) |',
    );
    expect(table[2]).toBe(
      '| / | 70 ms (60–80) | 3100 ms (3000–3500) | 45 ms (40–50) | 2600 ms (2500–2700) |',
    );
  });
});

describe('jsonLine', () => {
  it('is one line with the medians and every run per server', () => {
    const line = jsonLine(cells.slice(2), { runs: 3 });
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({
      bench: 'first-tap',
      runs: 3,
      results: [
        {
          page: '/faq',
          control: 'menu',
          this: { medianMs: 93, runsMs: [null, 90, 95] },
          baseline: { medianMs: 3000, runsMs: [3100, 3000, 2900] },
        },
      ],
    });
  });
});

describe('the visitor and the profile', () => {
  it('measures each page in its own language and finds the controls by their texts', () => {
    expect(localeOf('/')).toBe('pt-BR');
    expect(localeOf('/en/about')).toBe('en');
    const root = path.resolve(import.meta.dirname, '..');
    expect(controlTexts('pt-BR', root)).toMatchObject({
      menuOpen: 'Abrir menu',
      languageButton: 'Idioma: Português (Brasil). Alterar idioma',
      rejectAll: 'Rejeitar todos',
    });
    expect(controlTexts('en', root).languageButton).toBe('Language: English (US). Change language');
  });

  it('is issue 26 §1’s slow 4G in Chromium’s bytes per second', () => {
    expect(network).toMatchObject({
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 93_750,
    });
  });
});
