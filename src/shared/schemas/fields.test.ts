import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  cpfField,
  emailField,
  fullNameField,
  optionalMultilineTextField,
  optionalTextField,
  passwordField,
  requiredPasswordField,
  requiredTextField,
  termsAcceptedField,
} from './fields.ts';
import { validationMessages as m } from './messages.ts';
import { passwordStrength } from '#shared/tools/password-strength.ts';

const messagesOf = (schema: z.ZodType, input: unknown): string[] => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const wrongTypes: [string, unknown][] = [
  ['number', 42],
  ['null', null],
  ['array', []],
  ['long array', Array.from({ length: 300 }, () => 'x')],
  ['object', {}],
  ['object with length', { length: 0 }],
  ['boolean', true],
];

describe.each<[string, z.ZodType]>([
  ['emailField', emailField],
  ['passwordField', passwordField],
  ['requiredPasswordField', requiredPasswordField],
  ['fullNameField', fullNameField],
  ['requiredTextField', requiredTextField(10)],
  ['optionalTextField', optionalTextField(10)],
  ['optionalMultilineTextField', optionalMultilineTextField(10)],
  ['cpfField', cpfField],
])('%s with a wrong JSON type', (_name, schema) => {
  it.each(wrongTypes)('%s gives only validation.type', (_label, input) => {
    expect(() => schema.safeParse(input)).not.toThrow();
    expect(messagesOf(schema, input)).toEqual([m.type]);
  });
});

describe('emailField', () => {
  it.each([
    ['ana@example.com', 'ana@example.com'],
    [' Ana@Example.COM ', 'ana@example.com'],
    ['JOSE.SILVA+news@EMPRESA.COM.BR', 'jose.silva+news@empresa.com.br'],
    [`${'a'.repeat(242)}@example.com`, `${'a'.repeat(242)}@example.com`],
  ])('accepts %j as %j', (input, output) => {
    expect(emailField.parse(input)).toBe(output);
  });

  it.each([
    ['', [m.required]],
    ['   ', [m.required]],
    [undefined, [m.required]],
    ['not-an-email', [m.email]],
    ['ana@example', [m.email]],
    ['ana@@example.com', [m.email]],
    ['ana @example.com', [m.email]],
    [`${'a'.repeat(243)}@example.com`, [m.tooLong]],
  ])('%j gives %j', (input, messages) => {
    expect(messagesOf(emailField, input)).toEqual(messages);
  });
});

describe('passwordField', () => {
  it.each([
    ['Abcdef1!'],
    ['Ação2026!'],
    ['Senha 123'],
    ['ÉCOLE-paris9'],
    [`Aa1!${'x'.repeat(124)}`],
  ])('accepts %j unchanged', (password) => {
    expect(passwordField.parse(password)).toBe(password);
  });

  it.each([
    ['only length missing', 'Ab1!xyz', [m.passwordMin]],
    ['only uppercase missing', 'abcdef1!', [m.passwordUppercase]],
    ['only lowercase missing', 'ABCDEF1!', [m.passwordLowercase]],
    ['only digit missing', 'Abcdefg!', [m.passwordNumber]],
    ['only special missing', 'Abcdefg1', [m.passwordSpecial]],
    ['only too long', `Aa1!${'x'.repeat(125)}`, [m.tooLong]],
    ['three rules at once', 'abcdefgh', [m.passwordUppercase, m.passwordNumber, m.passwordSpecial]],
    [
      'four rules at once',
      'abc',
      [m.passwordMin, m.passwordUppercase, m.passwordNumber, m.passwordSpecial],
    ],
    ['empty reports only required', '', [m.required]],
    ['missing', undefined, [m.required]],
  ])('%s: %j', (_label, input, messages) => {
    expect(messagesOf(passwordField, input)).toEqual(messages);
  });

  // The meter and the schema share one set of rules: "strong" means "accepted".
  it.each([
    '',
    'a',
    'abc',
    'Abcdef1',
    'abcdef1!',
    'ABCDEF1!',
    'Abcdefg!',
    'Abcdefg1',
    'Abcdef1!',
    'Ação 2026',
    '        ',
  ])('strength 5 of %j matches schema acceptance', (password) => {
    expect(passwordField.safeParse(password).success).toBe(passwordStrength(password).score === 5);
  });
});

describe('requiredPasswordField', () => {
  it.each([
    ['a', []],
    [' ', []],
    ['x'.repeat(128), []],
    ['', [m.required]],
    ['x'.repeat(129), [m.tooLong]],
  ])('%j gives %j', (input, messages) => {
    expect(messagesOf(requiredPasswordField, input)).toEqual(messages);
  });
});

describe('fullNameField', () => {
  it.each([
    ['José da Silva', 'José da Silva'],
    ['  Ana Lima  ', 'Ana Lima'],
    ['Zoë Ñúñez', 'Zoë Ñúñez'],
    ['Ana', 'Ana'],
    ['李小龙', '李小龙'],
    // 'e' + combining acute (NFD) is composed to 'é' (NFC) before the letters-only rule.
    ['Jose\u0301 Lima', 'José Lima'],
    ['A'.repeat(120), 'A'.repeat(120)],
  ])('accepts %j as %j', (input, output) => {
    expect(fullNameField.parse(input)).toBe(output);
  });

  it.each([
    ['', [m.required]],
    ['    ', [m.required]],
    ['  Jo ', [m.fullNameMin]],
    ['Ana2', [m.fullNameLetters]],
    ['A2', [m.fullNameMin, m.fullNameLetters]],
    ['Ana-Maria', [m.fullNameLetters]],
    ["D'Ávila", [m.fullNameLetters]],
    ['Ana\tLima', [m.fullNameLetters]],
    ['Ana Lima!', [m.fullNameLetters]],
    ['A'.repeat(121), [m.tooLong]],
  ])('%j gives %j', (input, messages) => {
    expect(messagesOf(fullNameField, input)).toEqual(messages);
  });
});

describe('cpfField', () => {
  it.each([
    ['formatted', '123.456.789-09', '12345678909'],
    ['digits only', '12345678909', '12345678909'],
    ['surrounding spaces', '  123.456.789-09 ', '12345678909'],
    ['letters stripped', 'CPF: 123.456.789-09', '12345678909'],
    ['no check-digit verification', '12345678900', '12345678900'],
    ['empty counts as absent', '', undefined],
    ['whitespace counts as absent', '   ', undefined],
    ['absent', undefined, undefined],
  ])('%s: %j -> %j', (_label, input, output) => {
    expect(cpfField.parse(input)).toBe(output);
  });

  it.each([
    ['9 digits', '123456789', m.cpf],
    ['10 digits', '1234567890', m.cpf],
    ['12 digits', '123456789012', m.cpf],
    ['text without digits', 'abc', m.cpf],
    ['only punctuation', '...-', m.cpf],
    // Eleven digits were typed: "enter the 11 digits" would be wrong (issue 15 point 6).
    ['all the same digit, formatted', '111.111.111-11', m.cpfRepeated],
    ['all zeros', '00000000000', m.cpfRepeated],
    ['all nines', '99999999999', m.cpfRepeated],
  ])('%s (%j) gives %s', (_label, input, message) => {
    expect(messagesOf(cpfField, input)).toEqual([message]);
  });
});

describe('optionalTextField / requiredTextField', () => {
  it.each([
    ['  text  ', 'text'],
    ['', undefined],
    [' \n\t ', undefined],
    [undefined, undefined],
    ['x'.repeat(10), 'x'.repeat(10)],
  ])('optional %j -> %j', (input, output) => {
    expect(optionalTextField(10).parse(input)).toBe(output);
  });

  it('optional over the limit after trimming is tooLong', () => {
    expect(messagesOf(optionalTextField(10), ` ${'x'.repeat(11)} `)).toEqual([m.tooLong]);
  });

  it.each([
    ['', [m.required]],
    ['  ', [m.required]],
    [undefined, [m.required]],
    ['x'.repeat(11), [m.tooLong]],
    [` ${'x'.repeat(10)} `, []],
  ])('required %j gives %j', (input, messages) => {
    expect(messagesOf(requiredTextField(10), input)).toEqual(messages);
  });
});

// Issue 12 findings 4 and 10: NUL in any text field, and a line break in a single-line one.
describe('hostile characters', () => {
  const lineBreaks = ['\n', '\r', '\r\n', '\v', '\f', '\u0085', '\u2028', '\u2029'];

  it.each(lineBreaks)('single-line fields refuse the line break %j inside the text', (brk) => {
    expect(messagesOf(requiredTextField(50), `Ana${brk}E-mail: x@evil.example`)).toEqual([
      m.singleLine,
    ]);
    expect(messagesOf(optionalTextField(50), `ACME${brk}Bcc: x@evil.example`)).toEqual([
      m.singleLine,
    ]);
  });

  it.each(lineBreaks)('a message may hold the line break %j', (brk) => {
    expect(optionalMultilineTextField(50).parse(`Oi${brk}tudo bem?`)).toBe(`Oi${brk}tudo bem?`);
  });

  it.each<[string, z.ZodType, string]>([
    ['requiredTextField', requiredTextField(50), 'Ana\u0000'],
    ['optionalTextField', optionalTextField(50), 'ACME\u0000'],
    ['optionalMultilineTextField', optionalMultilineTextField(50), 'oi\u0000'],
    ['emailField', emailField, 'ana@example.com\u0000'],
    ['passwordField', passwordField, 'Senha-Forte1\u0000'],
    ['requiredPasswordField', requiredPasswordField, 'Senha-Forte1\u0000'],
  ])('%s refuses NUL', (_name, schema, input) => {
    expect(messagesOf(schema, input)).toContain(m.type);
  });
});

describe('termsAcceptedField', () => {
  it('accepts true', () => {
    expect(termsAcceptedField.parse(true)).toBe(true);
  });

  it.each([
    ['false', false, [m.terms]],
    ['missing', undefined, [m.terms]],
    ['string "true"', 'true', [m.type]],
    ['number 1', 1, [m.type]],
    ['null', null, [m.type]],
  ])('%s gives %j', (_label, input, messages) => {
    expect(messagesOf(termsAcceptedField, input)).toEqual(messages);
  });
});
