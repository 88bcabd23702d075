import { describe, expect, it } from 'vitest';
import type { Locale } from '#shared/i18n/locales.ts';
import { testI18n } from '#client/test/render.tsx';
import {
  formatLongDate,
  nextStepsSection,
  reportBrand,
  reportMeta,
  type ReportContext,
} from './report-document.ts';

const context = (locale: Locale, company: string): ReportContext => ({
  t: testI18n(locale).getFixedT(locale, 'dashboard'),
  locale,
  date: new Date(2026, 2, 15, 10),
  person: { name: '  Ana Souza ', company },
  site: 'nexusia.com.br',
});

describe('the first page says for whom and when', () => {
  it.each([
    [
      'pt-BR',
      'Açaí Ltda.',
      [
        ['Preparado para', 'Ana Souza'],
        ['Empresa', 'Açaí Ltda.'],
        ['Data', '15 de março de 2026'],
      ],
    ],
    [
      'en',
      ' Acme Inc. ',
      [
        ['Prepared for', 'Ana Souza'],
        ['Company', 'Acme Inc.'],
        ['Date', 'March 15, 2026'],
      ],
    ],
    [
      'es',
      '   ',
      [
        ['Preparado para', 'Ana Souza'],
        ['Fecha', '15 de marzo de 2026'],
      ],
    ],
  ] as const)('%s, company %j', (locale, company, expected) => {
    expect(reportMeta(context(locale, company)).map((f) => [f.label, f.value])).toEqual(expected);
  });
});

describe('every page carries the brand', () => {
  it.each([
    ['pt-BR', 'Consultoria em inteligência artificial', 'Página 2 de 3'],
    ['en', 'Artificial Intelligence Consultancy', 'Page 2 of 3'],
    ['es', 'Consultoría en inteligencia artificial', 'Página 2 de 3'],
  ] as const)('%s', (locale, tagline, page) => {
    const brand = reportBrand(context(locale, ''));
    expect(brand.name).toBe('Nexus IA');
    expect(brand.tagline).toBe(tagline);
    expect(brand.contact).toBe('nexusia.com.br · contato@nexusia.com.br · +55 11 4002-8922');
    expect(brand.pageLabel(2, 3)).toBe(page);
  });
});

describe('next steps end with how to reach us', () => {
  it('numbers the steps and names the contact channels', () => {
    const section = nextStepsSection(context('pt-BR', ''), ['Primeiro', 'Segundo']);
    expect(section.heading).toBe('Próximos passos');
    expect(section.blocks).toEqual([
      { kind: 'list', ordered: true, items: ['Primeiro', 'Segundo'] },
      {
        kind: 'paragraph',
        tone: 'note',
        text: 'Quer transformar este resultado em um plano? Fale com a Nexus IA: contato@nexusia.com.br · +55 11 4002-8922.',
      },
    ]);
  });
});

describe('formatLongDate', () => {
  it.each([
    ['pt-BR', '5 de janeiro de 2027'],
    ['en', 'January 5, 2027'],
    ['es', '5 de enero de 2027'],
  ] as const)('%s', (locale, expected) => {
    expect(formatLongDate(new Date(2027, 0, 5, 23, 59), locale)).toBe(expected);
  });
});
