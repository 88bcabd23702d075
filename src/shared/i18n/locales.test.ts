import { describe, expect, it } from 'vitest';
import { isSupportedLocale, localeFromAcceptLanguage, localeFromLanguageTag } from './locales.ts';

describe('isSupportedLocale', () => {
  it.each([
    ['pt-BR', true],
    ['en', true],
    ['es', true],
    ['pt', false],
    ['en-US', false],
    ['fr', false],
    ['', false],
    [undefined, false],
    [42, false],
  ])('%s → %s', (value, expected) => {
    expect(isSupportedLocale(value)).toBe(expected);
  });
});

describe('localeFromLanguageTag', () => {
  it.each([
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['PT-br', 'pt-BR'],
    ['es-MX', 'es'],
    ['es', 'es'],
    ['en-GB', 'en'],
    ['en', 'en'],
    ['fr-FR', undefined],
    ['', undefined],
  ])('%s → %s', (tag, expected) => {
    expect(localeFromLanguageTag(tag)).toBe(expected);
  });
});

describe('localeFromAcceptLanguage', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['fr-FR,fr;q=0.9', undefined],
    ['es-AR,es;q=0.9,en;q=0.8', 'es'],
    ['fr-FR,en;q=0.5,pt;q=0.8', 'pt-BR'],
    ['en;q=0, es', 'es'],
    ['de, en-US;q=0.7, es;q=0.7', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });
});
