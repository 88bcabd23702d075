import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFieldErrors } from './field-errors.ts';
import { createRegisterSchema } from './register.ts';
import { validationMessages as m } from './messages.ts';

const issue = (path: PropertyKey[], message: string): z.core.$ZodIssue => ({
  code: 'custom',
  path,
  message,
});

describe('toFieldErrors', () => {
  it.each<[string, z.core.$ZodIssue[], Record<string, string[]>]>([
    ['no issues', [], {}],
    ['one field', [issue(['email'], m.email)], { email: [m.email] }],
    [
      'several messages on one field keep their order',
      [issue(['password'], m.passwordMin), issue(['password'], m.passwordSpecial)],
      { password: [m.passwordMin, m.passwordSpecial] },
    ],
    [
      'duplicates collapse',
      [issue(['email'], m.required), issue(['email'], m.required)],
      { email: [m.required] },
    ],
    ['empty path goes to _root', [issue([], m.type)], { _root: [m.type] }],
    [
      'only the first path segment counts',
      [issue(['address', 'street'], m.required), issue(['address', 'city'], m.tooLong)],
      { address: [m.required, m.tooLong] },
    ],
    [
      'numeric segment becomes a string key',
      [issue([0, 'name'], m.required)],
      { '0': [m.required] },
    ],
    [
      'several fields',
      [issue(['email'], m.email), issue(['cpf'], m.cpf), issue([], m.type)],
      { email: [m.email], cpf: [m.cpf], _root: [m.type] },
    ],
  ])('%s', (_label, issues, expected) => {
    expect(toFieldErrors(new z.ZodError(issues))).toEqual(expected);
  });

  it('a __proto__ field becomes an own key, not the prototype', () => {
    const errors = toFieldErrors(new z.ZodError([issue(['__proto__'], m.required)]));
    expect(Object.hasOwn(errors, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
  });

  it('maps a real registration failure', () => {
    const schema = createRegisterSchema({ today: () => new Date('2026-11-21T12:00:00-03:00') });
    const result = schema.safeParse({
      fullName: 'Ana2',
      email: 'ANA@EXAMPLE',
      password: 'senha',
      confirmPassword: 'outra',
      birthDate: '2008-11-22',
      cpf: '111.111.111-11',
      termsAccepted: false,
    });
    if (result.success) throw new Error('expected a failure');
    expect(toFieldErrors(result.error)).toEqual({
      fullName: [m.fullNameLetters],
      email: [m.email],
      password: [m.passwordMin, m.passwordUppercase, m.passwordNumber, m.passwordSpecial],
      confirmPassword: [m.passwordsMatch],
      birthDate: [m.minAge],
      cpf: [m.cpfRepeated],
      termsAccepted: [m.terms],
    });
  });
});
