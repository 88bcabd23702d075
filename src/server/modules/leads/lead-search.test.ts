import { describe, expect, it } from 'vitest';
import {
  MAX_SEARCH_TERMS,
  companyKey,
  ftsTrigrams,
  leadSearchText,
  searchTerms,
  searchable,
} from './lead-search.ts';

describe('searchable', () => {
  it.each<[string, string]>([
    ['João', 'joao'],
    ['AÇÃO Ágil', 'acao agil'],
    ['São Paulo', 'sao paulo'],
    ['Ñandú Müller', 'nandu muller'],
    // Combining accent typed separately (e + U+0301) folds the same as the composed é.
    ['Jose\u0301', 'jose'],
    ['100% de _desconto_ \\o/', '100  de  desconto   o/'],
    ['ana@Example.COM', 'ana@example.com'],
  ])('%j → %j', (input, expected) => {
    expect(searchable(input)).toBe(expected);
  });
});

describe('searchTerms', () => {
  it.each<[string | undefined, string[]]>([
    [undefined, []],
    ['', []],
    ['   ', []],
    ['Silva', ['silva']],
    ['  Ana   SILVA ', ['ana', 'silva']],
    ['ana ana Ana', ['ana']],
    ['joão@empresa.com.br', ['joao@empresa.com.br']],
    // Wildcards and the escape character are never part of a pattern.
    ['100%', ['100']],
    ['a_b', ['a', 'b']],
    ['%%%', []],
    ['c:\\temp', ['c:', 'temp']],
    ['"aspas"', ['"aspas"']],
  ])('%j → %j', (query, expected) => {
    expect(searchTerms(query)).toEqual(expected);
  });

  it(`keeps at most ${MAX_SEARCH_TERMS} words`, () => {
    const words = Array.from({ length: 20 }, (_, i) => `palavra${i}`);
    expect(searchTerms(words.join(' '))).toEqual(words.slice(0, MAX_SEARCH_TERMS));
  });
});

describe('leadSearchText', () => {
  it('joins the four fields, normalised, leaving out the missing ones', () => {
    expect(
      leadSearchText({ name: 'Ana Lima', email: 'ana@x.com', company: null, message: 'Olá!' }),
    ).toBe('ana lima\nana@x.com\nola!');
    expect(
      leadSearchText({ name: 'Zé', email: 'ze@x.com', company: 'Café & Cia', message: undefined }),
    ).toBe('ze\nze@x.com\ncafe & cia');
  });
});

describe('companyKey', () => {
  it.each<[string | null | undefined, string | null]>([
    [undefined, null],
    [null, null],
    ['', null],
    ['   ', null],
    ['  ACME Ltda ', 'acme ltda'],
    ['acme ltda', 'acme ltda'],
    ['ÚNICA', 'única'],
    ['Única', 'única'],
    // Accents stay: "Acai" and "Açaí" are different companies.
    ['Açaí', 'açaí'],
    ['Acai', 'acai'],
    // Composed and decomposed forms of one name are one company.
    ['Cafe\u0301', 'café'],
  ])('%j → %j', (company, expected) => {
    expect(companyKey(company)).toBe(expected);
  });
});

describe('ftsTrigrams', () => {
  it.each<[string[], string]>([
    [['silva'], '"sil" "lva"'],
    [['ana', 'silva'], '"ana" "sil" "lva"'],
    [['abcdef'], '"abc" "def"'],
    [['abcdefg'], '"abc" "def" "efg"'],
    [['"aspas"'], '"""as" "pas" "as"""'],
    [['or', 'not', 'near(a'], '"not" "nea" "r(a"'],
    [['ab', 'açaí'], '"aça" "çaí"'],
    // Code points, not UTF-16 units: an emoji is one character of a trigram.
    [['a😀b'], '"a😀b"'],
    [['😀b'], ''],
    [['aaaa', 'aaa'], '"aaa"'],
  ])('%j → %s', (terms, expected) => {
    expect(ftsTrigrams(terms)).toBe(expected);
  });
});
