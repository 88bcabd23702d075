import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema } from './forgot-password.ts';
import { validationMessages as m } from './messages.ts';

type Issue = [path: string, message: string];
const issuesFor = (input: unknown): Issue[] => {
  const result = forgotPasswordSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('forgotPasswordSchema', () => {
  it.each([
    [{ email: 'ana@example.com' }, { email: 'ana@example.com' }],
    [{ email: '  ANA@EXAMPLE.COM ' }, { email: 'ana@example.com' }],
    [{ email: 'ana@example.com', extra: 'dropped' }, { email: 'ana@example.com' }],
  ])('%j -> %j', (input, output) => {
    expect(forgotPasswordSchema.parse(input)).toStrictEqual(output);
  });

  it.each<[unknown, Issue[]]>([
    [{}, [['email', m.required]]],
    [{ email: '' }, [['email', m.required]]],
    [{ email: 'ana@' }, [['email', m.email]]],
    [{ email: 42 }, [['email', m.type]]],
    [{ email: null }, [['email', m.type]]],
    [{ email: [] }, [['email', m.type]]],
    [{ email: {} }, [['email', m.type]]],
    [null, [['', m.type]]],
    ['ana@example.com', [['', m.type]]],
  ])('%j gives %j', (input, issues) => {
    expect(() => forgotPasswordSchema.safeParse(input)).not.toThrow();
    expect(issuesFor(input)).toEqual(issues);
  });
});
