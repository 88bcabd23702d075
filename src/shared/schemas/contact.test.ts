import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact.ts';
import { validationMessages as m } from './messages.ts';

type Issue = [path: string, message: string];
const issuesFor = (input: unknown): Issue[] => {
  const result = contactSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

const base = { name: 'Ana Lima', email: 'ana@example.com' };

describe('contactSchema: accepted payloads', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['name and email only', {}, {}],
    ['name trimmed', { name: '  Ana Lima  ' }, {}],
    [
      'any characters in the name',
      { name: "Ana-Maria D'Ávila & Cia 2" },
      { name: "Ana-Maria D'Ávila & Cia 2" },
    ],
    ['email normalised', { email: ' ANA@Example.com ' }, {}],
    ['company trimmed', { company: '  ACME Ltda ' }, { company: 'ACME Ltda' }],
    ['blank company is absent', { company: '   ' }, { company: undefined }],
    ['empty company is absent', { company: '' }, { company: undefined }],
    [
      'message kept, ends trimmed',
      { message: '  Olá,\n\nquero uma demo.  ' },
      { message: 'Olá,\n\nquero uma demo.' },
    ],
    ['whitespace message is absent', { message: ' \n\t ' }, { message: undefined }],
    ['message of 5000', { message: 'x'.repeat(5000) }, { message: 'x'.repeat(5000) }],
    ['name of 200', { name: 'n'.repeat(200) }, { name: 'n'.repeat(200) }],
    ['company of 200', { company: 'c'.repeat(200) }, { company: 'c'.repeat(200) }],
    [
      'honeypot passes through untouched',
      { website: ' http://spam.example ' },
      { website: ' http://spam.example ' },
    ],
    ['empty honeypot', { website: '' }, { website: '' }],
    ['honeypot of 500', { website: 'w'.repeat(500) }, { website: 'w'.repeat(500) }],
    ['unknown keys stripped', { isAdmin: true, createdAt: 'now' }, {}],
  ])('%s', (_label, change, expectedChange) => {
    const data = contactSchema.parse({ ...base, ...change });
    expect(data).toEqual({ ...base, ...expectedChange });
    expect(data).not.toHaveProperty('isAdmin');
    expect(data).not.toHaveProperty('createdAt');
  });
});

describe('contactSchema: rejected payloads', () => {
  it.each<[string, unknown, Issue[]]>([
    [
      'empty object',
      {},
      [
        ['name', m.required],
        ['email', m.required],
      ],
    ],
    ['blank name', { ...base, name: '   ' }, [['name', m.required]]],
    ['name of 201', { ...base, name: 'n'.repeat(201) }, [['name', m.tooLong]]],
    ['invalid email', { ...base, email: 'ana.example.com' }, [['email', m.email]]],
    ['company of 201', { ...base, company: 'c'.repeat(201) }, [['company', m.tooLong]]],
    ['message of 5001', { ...base, message: 'x'.repeat(5001) }, [['message', m.tooLong]]],
    ['honeypot of 501', { ...base, website: 'w'.repeat(501) }, [['website', m.tooLong]]],
    ['name as number', { ...base, name: 1 }, [['name', m.type]]],
    ['company as null', { ...base, company: null }, [['company', m.type]]],
    ['message as array', { ...base, message: ['hi'] }, [['message', m.type]]],
    ['website as object', { ...base, website: { url: 'x' } }, [['website', m.type]]],
    ['body null', null, [['', m.type]]],
    ['body array', [base], [['', m.type]]],
    ['body string', 'hello', [['', m.type]]],
  ])('%s', (_label, input, issues) => {
    expect(() => contactSchema.safeParse(input)).not.toThrow();
    expect(issuesFor(input)).toEqual(issues);
  });

  it('__proto__ in the body does not pollute and is stripped', () => {
    const body: unknown = JSON.parse(
      '{"__proto__": {"polluted": true}, "name": "Ana", "email": "ana@example.com"}',
    );
    const data = contactSchema.parse(body);
    expect(Object.hasOwn(data, '__proto__')).toBe(false);
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
