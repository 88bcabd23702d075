import { describe, expect, it } from 'vitest';
import {
  filledCount,
  fillPrompt,
  parsePrompt,
  placeholderFields,
  placeholderNames,
  placeholderProblems,
} from './prompt-templates-placeholders.ts';

describe('parsePrompt', () => {
  it.each([
    ['no placeholder', 'Escreva um e-mail.', [{ kind: 'text', text: 'Escreva um e-mail.' }]],
    [
      'one placeholder',
      'Para [nome].',
      [
        { kind: 'text', text: 'Para ' },
        { kind: 'placeholder', name: 'nome', raw: '[nome]' },
        { kind: 'text', text: '.' },
      ],
    ],
    [
      'adjacent placeholders, name trimmed, raw kept',
      '[a][ b ]',
      [
        { kind: 'placeholder', name: 'a', raw: '[a]' },
        { kind: 'placeholder', name: 'b', raw: '[ b ]' },
      ],
    ],
    ['empty brackets stay text', 'x [] y [  ]', [{ kind: 'text', text: 'x [] y [  ]' }]],
    ['an unclosed bracket stays text', 'a [b', [{ kind: 'text', text: 'a [b' }]],
    ['a lone closing bracket stays text', 'a ] b', [{ kind: 'text', text: 'a ] b' }]],
    ['brackets across lines stay text', '[a\nb]', [{ kind: 'text', text: '[a\nb]' }]],
    [
      'the innermost pair wins when nested',
      '[a [b] c]',
      [
        { kind: 'text', text: '[a ' },
        { kind: 'placeholder', name: 'b', raw: '[b]' },
        { kind: 'text', text: ' c]' },
      ],
    ],
    [
      'accents and punctuation inside a name',
      'Use [duração, ex.: 30 minutos].',
      [
        { kind: 'text', text: 'Use ' },
        {
          kind: 'placeholder',
          name: 'duração, ex.: 30 minutos',
          raw: '[duração, ex.: 30 minutos]',
        },
        { kind: 'text', text: '.' },
      ],
    ],
  ])('%s', (_name, prompt, expected) => {
    expect(parsePrompt(prompt)).toEqual(expected);
  });

  it('reads a long run of unmatched brackets in one pass (linear, no backtracking)', () => {
    const prompt = `${'['.repeat(100_000)}x${']'.repeat(100_000)}`;
    const segments = parsePrompt(prompt);
    expect(segments.filter((s) => s.kind === 'placeholder')).toEqual([
      { kind: 'placeholder', name: 'x', raw: '[x]' },
    ]);
    expect(segments.map((s) => (s.kind === 'text' ? s.text : s.raw)).join('')).toBe(prompt);
  });
});

describe('placeholderNames', () => {
  it.each([
    ['none', 'Sem campos.', []],
    ['in order of first appearance, repeats once', '[b] e [a], de novo [b]', ['b', 'a']],
    ['spaces inside do not make a new name', '[ empresa ] e [empresa]', ['empresa']],
    ['case matters (the text is kept as written)', '[Empresa] [empresa]', ['Empresa', 'empresa']],
  ])('%s', (_name, prompt, expected) => {
    expect(placeholderNames(prompt)).toEqual(expected);
  });
});

describe('fillPrompt', () => {
  const prompt = 'Escreva para [nome], da [empresa]. Assine como [empresa].';
  it.each([
    ['no values keeps the template', {}, prompt],
    [
      'every occurrence of a name gets its value',
      { nome: 'Ana', empresa: 'Acme' },
      'Escreva para Ana, da Acme. Assine como Acme.',
    ],
    [
      'a blank value keeps the brackets',
      { nome: '   ', empresa: 'Acme' },
      'Escreva para [nome], da Acme. Assine como Acme.',
    ],
    [
      'values are trimmed',
      { nome: '  Ana \n' },
      'Escreva para Ana, da [empresa]. Assine como [empresa].',
    ],
    [
      'a value holding a placeholder is not filled again',
      { nome: '[empresa]', empresa: 'Acme' },
      'Escreva para [empresa], da Acme. Assine como Acme.',
    ],
    [
      'replacement patterns are literal text',
      { nome: '$& $1 $$', empresa: 'A&B' },
      'Escreva para $& $1 $$, da A&B. Assine como A&B.',
    ],
    ['inherited object keys are not values', { toString: 'x' } as Record<string, string>, prompt],
    [
      'a multi-line value is kept inside the text',
      { nome: 'Ana\nSouza' },
      'Escreva para Ana\nSouza, da [empresa]. Assine como [empresa].',
    ],
  ])('%s', (_name, values, expected) => {
    expect(fillPrompt(prompt, values)).toBe(expected);
  });

  it('fills a placeholder written with inner spaces by its trimmed name', () => {
    expect(fillPrompt('Olá, [ nome ]!', { nome: 'Ana' })).toBe('Olá, Ana!');
  });

  it('leaves unparseable brackets alone', () => {
    expect(fillPrompt('[] e [a\nb] e [c', { a: 'x' })).toBe('[] e [a\nb] e [c');
  });
});

describe('filledCount', () => {
  it.each([
    [{}, 0],
    [{ nome: 'Ana' }, 1],
    [{ nome: 'Ana', empresa: ' ' }, 1],
    [{ nome: 'Ana', empresa: 'Acme', outro: 'x' }, 2],
  ])('%j → %d', (values, expected) => {
    expect(filledCount('[nome] [empresa] [nome]', values)).toBe(expected);
  });
});

describe('placeholderProblems', () => {
  it.each([
    ['well-formed', 'a [b] c [d, ex.: e]', []],
    ['unclosed', 'a [b', [{ kind: 'unclosed', at: 2 }]],
    ['unopened', 'a b]', [{ kind: 'unopened', at: 3 }]],
    [
      'nested',
      '[a [b] c]',
      [
        { kind: 'nested', at: 3 },
        { kind: 'unopened', at: 8 },
      ],
    ],
    [
      'across a line break',
      '[a\nb]',
      [
        { kind: 'line-break', at: 0 },
        { kind: 'unopened', at: 4 },
      ],
    ],
    ['blank', 'a [ ] b', [{ kind: 'blank', at: 2 }]],
    ['padded', 'a [ b] c', [{ kind: 'padded', at: 2 }]],
  ])('%s', (_name, prompt, expected) => {
    expect(placeholderProblems(prompt)).toEqual(expected);
  });
});

describe('placeholderFields', () => {
  it.each([
    [
      'a "label: [placeholder]" line names the field; the placeholder becomes the hint',
      'Dados:\n- Ticket médio: [valor]',
      [{ name: 'valor', label: 'Ticket médio', hint: { kind: 'name', text: 'valor' } }],
    ],
    [
      'numbered list markers are not part of the label',
      '1. Prazo de entrega: [prazo de entrega]',
      [{ name: 'prazo de entrega', label: 'Prazo de entrega', hint: undefined }],
    ],
    [
      'inside a sentence: the name, capitalised, with the sentence as context',
      'Escreva para [nome do contato], da [empresa].',
      [
        {
          name: 'nome do contato',
          label: 'Nome do contato',
          hint: { kind: 'context', text: 'Escreva para [nome do contato], da [empresa].' },
        },
        {
          name: 'empresa',
          label: 'Empresa',
          hint: { kind: 'context', text: 'Escreva para [nome do contato], da [empresa].' },
        },
      ],
    ],
    [
      'a placeholder alone on its line (quotes aside) needs no context',
      '"[cole aqui a mensagem]"\n[outra]',
      [
        { name: 'cole aqui a mensagem', label: 'Cole aqui a mensagem', hint: undefined },
        { name: 'outra', label: 'Outra', hint: undefined },
      ],
    ],
    [
      'a colon after another placeholder is not a label',
      'Frete: [CIF ou FOB] para: [cidade]',
      [
        { name: 'CIF ou FOB', label: 'Frete', hint: { kind: 'name', text: 'CIF ou FOB' } },
        {
          name: 'cidade',
          label: 'Cidade',
          hint: { kind: 'context', text: 'Frete: [CIF ou FOB] para: [cidade]' },
        },
      ],
    ],
    [
      'the first occurrence decides',
      'Para [nome].\nNome: [nome]',
      [{ name: 'nome', label: 'Nome', hint: { kind: 'context', text: 'Para [nome].' } }],
    ],
  ])('%s', (_name, prompt, expected) => {
    expect(placeholderFields(prompt)).toEqual(expected);
  });

  it.each([
    ['one long word each side', `${'a'.repeat(100)} [x] ${'b'.repeat(100)}`, '…[x]…'],
    [
      'cut at word boundaries',
      `${'palavra '.repeat(20)}[x]${' outra'.repeat(20)}`,
      `…${'palavra '.repeat(5).trim()} [x]${' outra'.repeat(7)}…`,
    ],
    ['a short line is whole', '  Olá, [nome]!  ', 'Olá, [nome]!'],
  ])('context of a long line: %s', (_name, line, expected) => {
    expect(placeholderFields(line)[0]?.hint).toEqual({ kind: 'context', text: expected });
  });
});
