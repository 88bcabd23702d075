import { describe, expect, it } from 'vitest';
import { loginSchema } from './login.ts';
import { validationMessages as m } from './messages.ts';

type Issue = [path: string, message: string];
const issuesFor = (input: unknown): Issue[] => {
  const result = loginSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('loginSchema', () => {
  it.each([
    [
      'rememberMe defaults to false',
      { email: 'ana@example.com', password: 'x' },
      { email: 'ana@example.com', password: 'x', rememberMe: false },
    ],
    [
      'rememberMe true kept, email normalised',
      { email: ' ANA@Example.com ', password: 'Senha123!', rememberMe: true },
      { email: 'ana@example.com', password: 'Senha123!', rememberMe: true },
    ],
    [
      'a password failing the registration rules is still accepted (rules apply when set)',
      { email: 'ana@example.com', password: 'abc', rememberMe: false },
      { email: 'ana@example.com', password: 'abc', rememberMe: false },
    ],
    [
      'password is not trimmed',
      { email: 'ana@example.com', password: ' pw ' },
      { email: 'ana@example.com', password: ' pw ', rememberMe: false },
    ],
    [
      'unknown keys stripped',
      { email: 'ana@example.com', password: 'x', isAdmin: true },
      { email: 'ana@example.com', password: 'x', rememberMe: false },
    ],
  ])('%s', (_label, input, output) => {
    expect(loginSchema.parse(input)).toStrictEqual(output);
  });

  it.each<[string, unknown, Issue[]]>([
    [
      'empty object',
      {},
      [
        ['email', m.required],
        ['password', m.required],
      ],
    ],
    ['empty password', { email: 'ana@example.com', password: '' }, [['password', m.required]]],
    [
      'password over 128',
      { email: 'ana@example.com', password: 'x'.repeat(129) },
      [['password', m.tooLong]],
    ],
    ['invalid email', { email: 'ana', password: 'x' }, [['email', m.email]]],
    [
      'rememberMe as string',
      { email: 'ana@example.com', password: 'x', rememberMe: 'yes' },
      [['rememberMe', m.type]],
    ],
    [
      'rememberMe null',
      { email: 'ana@example.com', password: 'x', rememberMe: null },
      [['rememberMe', m.type]],
    ],
    ['password as number', { email: 'ana@example.com', password: 1234 }, [['password', m.type]]],
    ['email as array', { email: ['ana@example.com'], password: 'x' }, [['email', m.type]]],
    ['email as object', { email: {}, password: 'x' }, [['email', m.type]]],
    ['body null', null, [['', m.type]]],
    ['body array', [], [['', m.type]]],
  ])('%s', (_label, input, issues) => {
    expect(() => loginSchema.safeParse(input)).not.toThrow();
    expect(issuesFor(input)).toEqual(issues);
  });

  it('__proto__ in the body does not pollute and is stripped', () => {
    const body: unknown = JSON.parse(
      '{"__proto__": {"x": 1}, "email": "ana@example.com", "password": "x"}',
    );
    const data = loginSchema.parse(body);
    expect(Object.hasOwn(data, '__proto__')).toBe(false);
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect((data as Record<string, unknown>).x).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
