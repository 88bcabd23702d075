import { describe, expect, it } from 'vitest';
import { resetPasswordSchema } from './reset-password.ts';
import { validationMessages as m } from './messages.ts';

type Issue = [path: string, message: string];
const issuesFor = (input: unknown): Issue[] => {
  const result = resetPasswordSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

const valid = { token: 'tok_abc123', password: 'NovaSenha1!', confirmPassword: 'NovaSenha1!' };

describe('resetPasswordSchema', () => {
  it('accepts a valid payload and strips unknown keys', () => {
    expect(resetPasswordSchema.parse({ ...valid, email: 'x@y.z' })).toStrictEqual(valid);
  });

  it.each<[string, Record<string, unknown>, Issue[]]>([
    ['token of 200 chars', { token: 't'.repeat(200) }, []],
    ['token untouched (no trimming)', { token: ' tok ' }, []],
    ['empty token', { token: '' }, [['token', m.required]]],
    ['missing token', { token: undefined }, [['token', m.required]]],
    ['token of 201 chars', { token: 't'.repeat(201) }, [['token', m.tooLong]]],
    ['token as number', { token: 123 }, [['token', m.type]]],
    ['token as null', { token: null }, [['token', m.type]]],
    [
      'no uppercase',
      { password: 'novasenha1!', confirmPassword: 'novasenha1!' },
      [['password', m.passwordUppercase]],
    ],
    [
      'no lowercase',
      { password: 'NOVASENHA1!', confirmPassword: 'NOVASENHA1!' },
      [['password', m.passwordLowercase]],
    ],
    [
      'no digit',
      { password: 'NovaSenha!', confirmPassword: 'NovaSenha!' },
      [['password', m.passwordNumber]],
    ],
    [
      'no special',
      { password: 'NovaSenha1', confirmPassword: 'NovaSenha1' },
      [['password', m.passwordSpecial]],
    ],
    ['too short', { password: 'Nova1!', confirmPassword: 'Nova1!' }, [['password', m.passwordMin]]],
    [
      'mismatch on confirmPassword',
      { confirmPassword: 'NovaSenha2!' },
      [['confirmPassword', m.passwordsMatch]],
    ],
    ['empty confirmPassword', { confirmPassword: '' }, [['confirmPassword', m.required]]],
    [
      'mismatch reported together with a bad token',
      { token: '', confirmPassword: 'x' },
      [
        ['token', m.required],
        ['confirmPassword', m.passwordsMatch],
      ],
    ],
  ])('%s', (_label, change, issues) => {
    expect(issuesFor({ ...valid, ...change })).toEqual(issues);
  });

  it.each([[null], [[]], [7], ['token']])('body %j gives validation.type at the root', (body) => {
    expect(issuesFor(body)).toEqual([['', m.type]]);
  });
});
