import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  deleteAccountSchema,
  updateProfileSchema,
  verifyEmailSchema,
} from './account.ts';
import { validationMessages as m } from './messages.ts';

type Issue = [path: string, message: string];
const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Issue[] =>
  result.success ? [] : (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('updateProfileSchema', () => {
  it('trims, keeps the phone as typed, and strips fields it does not know', () => {
    expect(
      updateProfileSchema.parse({
        fullName: '  Ana   Souza ',
        phone: ' +55 (11) 91234-5678 ',
        email: 'x@y.z',
        isAdmin: true,
      }),
    ).toStrictEqual({ fullName: 'Ana   Souza', phone: '+55 (11) 91234-5678' });
  });

  // The registration rules (spec 01 §5), so a profile never holds what sign-up would refuse.
  it.each<[string, Record<string, unknown>, Issue[]]>([
    ['a name with accents', { fullName: 'José Conceição' }, []],
    ['a name composed with a combining accent', { fullName: 'Jose\u0301 Lima' }, []],
    ['a blank phone, which clears it', { fullName: 'Ana Souza', phone: '  ' }, []],
    ['no phone at all', { fullName: 'Ana Souza' }, []],
    ['a phone of 40 characters', { fullName: 'Ana Souza', phone: '9'.repeat(40) }, []],
    ['no name', {}, [['fullName', m.required]]],
    ['a name of spaces', { fullName: '   ' }, [['fullName', m.required]]],
    ['a name of 2 letters', { fullName: 'Al' }, [['fullName', m.fullNameMin]]],
    ['a name with a digit', { fullName: 'Ana 2' }, [['fullName', m.fullNameLetters]]],
    ['a name of 121 letters', { fullName: 'a'.repeat(121) }, [['fullName', m.tooLong]]],
    ['a name that is a number', { fullName: 3 }, [['fullName', m.type]]],
    [
      'a phone of 41 characters',
      { fullName: 'Ana Souza', phone: '9'.repeat(41) },
      [['phone', m.tooLong]],
    ],
    ['a phone that is null', { fullName: 'Ana Souza', phone: null }, [['phone', m.type]]],
  ])('%s', (_label, input, issues) => {
    expect(issuesOf(updateProfileSchema.safeParse(input))).toEqual(issues);
  });

  it('gives the phone as undefined when it was left blank', () => {
    expect(updateProfileSchema.parse({ fullName: 'Ana Souza', phone: '' }).phone).toBeUndefined();
  });
});

describe('changePasswordSchema', () => {
  const valid = {
    currentPassword: 'Antiga-Senha1',
    password: 'Nova-Senha-42',
    confirmPassword: 'Nova-Senha-42',
  };

  it('accepts a valid change and never trims passwords', () => {
    const spaced = { ...valid, currentPassword: ' Antiga Senha1 ' };
    expect(changePasswordSchema.parse(spaced)).toStrictEqual(spaced);
  });

  it.each<[string, Record<string, unknown>, Issue[]]>([
    ['no current password', { currentPassword: '' }, [['currentPassword', m.required]]],
    // The current password is checked by the server against its hash, not by today's rules.
    ['a current password that today’s rules would refuse', { currentPassword: 'fraca' }, []],
    [
      'a new password without a digit',
      { password: 'Nova-Senha', confirmPassword: 'Nova-Senha' },
      [['password', m.passwordNumber]],
    ],
    [
      'a confirmation that differs',
      { confirmPassword: 'Outra-Senha-43' },
      [['confirmPassword', m.passwordsMatch]],
    ],
    ['no confirmation', { confirmPassword: '' }, [['confirmPassword', m.required]]],
  ])('%s', (_label, overrides, issues) => {
    expect(issuesOf(changePasswordSchema.safeParse({ ...valid, ...overrides }))).toEqual(issues);
  });
});

describe('deleteAccountSchema', () => {
  it.each<[string, unknown, Issue[]]>([
    ['a password', { password: 'qualquer coisa' }, []],
    ['no password', {}, [['password', m.required]]],
    ['an empty password', { password: '' }, [['password', m.required]]],
    ['a password of 129 characters', { password: 'a'.repeat(129) }, [['password', m.tooLong]]],
    ['a body that is not an object', 'senha', [['', m.type]]],
  ])('%s', (_label, input, issues) => {
    expect(issuesOf(deleteAccountSchema.safeParse(input))).toEqual(issues);
  });
});

describe('verifyEmailSchema', () => {
  it.each<[string, unknown, Issue[]]>([
    ['a token', { token: 'abc_DEF-123' }, []],
    ['no token', {}, [['token', m.required]]],
    ['a token of 201 characters', { token: 't'.repeat(201) }, [['token', m.tooLong]]],
    ['a token with a NUL character', { token: 'a\u0000b' }, [['token', m.type]]],
  ])('%s', (_label, input, issues) => {
    expect(issuesOf(verifyEmailSchema.safeParse(input))).toEqual(issues);
  });
});
