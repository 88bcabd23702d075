import { describe, expect, it } from 'vitest';
import { contactSchema, createContactSchema } from './contact.ts';
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

describe('contactSchema: preferred date and period (issue 15 §3)', () => {
  // Monday 2 March 2026, 08:00 in São Paulo.
  const schema = createContactSchema(() => new Date('2026-03-02T11:00:00Z'));
  const slotIssues = (input: Record<string, unknown>): Issue[] => {
    const result = schema.safeParse({ ...base, ...input });
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['today, morning not begun', { preferredDate: '2026-03-02', preferredPeriod: 'morning' }, {}],
    ['Friday afternoon', { preferredDate: '2026-03-06', preferredPeriod: 'afternoon' }, {}],
    ['both blank (a form left alone)', { preferredDate: '', preferredPeriod: '' }, {}],
    ['date trimmed', { preferredDate: ' 2026-03-03 ', preferredPeriod: 'morning' }, {}],
  ])('accepts %s', (_label, input) => {
    expect(slotIssues(input)).toEqual([]);
    const data = schema.parse({ ...base, ...input });
    const date = typeof input.preferredDate === 'string' ? input.preferredDate.trim() : undefined;
    expect(data.preferredDate).toBe(date || undefined);
    expect(data.preferredPeriod).toBe(input.preferredPeriod || undefined);
  });

  it.each<[string, Record<string, unknown>, Issue[]]>([
    [
      'a Saturday',
      { preferredDate: '2026-03-07', preferredPeriod: 'morning' },
      [['preferredDate', m.demoDateWeekday]],
    ],
    [
      'yesterday',
      { preferredDate: '2026-03-01', preferredPeriod: 'morning' },
      [['preferredDate', m.demoDatePast]],
    ],
    [
      'more than 90 days ahead',
      { preferredDate: '2026-06-01', preferredPeriod: 'morning' },
      [['preferredDate', m.demoDateTooFar]],
    ],
    [
      'not a date',
      { preferredDate: '31/03/2026', preferredPeriod: 'morning' },
      [['preferredDate', m.demoDate]],
    ],
    [
      'a date without a period',
      { preferredDate: '2026-03-03' },
      [['preferredPeriod', m.demoPeriod]],
    ],
    [
      'a period without a date',
      { preferredPeriod: 'afternoon' },
      [['preferredDate', m.demoDateRequired]],
    ],
    [
      'an unknown period',
      { preferredDate: '2026-03-03', preferredPeriod: 'evening' },
      [['preferredPeriod', m.type]],
    ],
    [
      'a date as a number',
      { preferredDate: 20260303, preferredPeriod: 'morning' },
      [['preferredDate', m.type]],
    ],
  ])('refuses %s', (_label, input, issues) => {
    expect(slotIssues(input)).toEqual(issues);
  });

  it('refuses today once its period has begun, and says so with the rest', () => {
    const noon = createContactSchema(() => new Date('2026-03-02T15:00:00Z'));
    const result = noon.safeParse({
      name: '',
      email: 'ana@example.com',
      preferredDate: '2026-03-02',
      preferredPeriod: 'morning',
    });
    expect(
      result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]),
    ).toEqual([
      ['name', m.required],
      ['preferredDate', m.demoDatePast],
    ]);
    expect(
      noon.safeParse({ ...base, preferredDate: '2026-03-02', preferredPeriod: 'afternoon' })
        .success,
    ).toBe(true);
  });

  it('reads the clock at parse time, not when the schema was made', () => {
    let now = new Date('2026-03-02T11:00:00Z');
    const moving = createContactSchema(() => now);
    const input = { ...base, preferredDate: '2026-03-03', preferredPeriod: 'morning' };
    expect(moving.safeParse(input).success).toBe(true);
    now = new Date('2026-03-04T11:00:00Z');
    expect(moving.safeParse(input).success).toBe(false);
  });
});

describe('contactSchema: where the lead was sent from (issue 16 §6)', () => {
  const origin = {
    path: '/en/demonstracao',
    language: 'en',
    referrerHost: 'WWW.Google.com',
    utm: { source: 'newsletter', medium: 'email', campaign: 'outono 2026' },
  };

  it('keeps a well-formed origin, the host lower-cased', () => {
    expect(contactSchema.parse({ ...base, origin }).origin).toEqual({
      ...origin,
      referrerHost: 'www.google.com',
    });
  });

  it.each<[string, unknown]>([
    ['a relative path', { ...origin, path: 'demonstracao' }],
    ['a path with a space', { ...origin, path: '/a b' }],
    ['a path with a newline', { ...origin, path: '/a\nb' }],
    ['a path of 301', { ...origin, path: `/${'a'.repeat(300)}` }],
    ['an unknown language', { ...origin, language: 'fr' }],
    ['a host with a path', { ...origin, referrerHost: 'evil.example/x' }],
    ['a host with a space', { ...origin, referrerHost: 'a b.com' }],
    ['a UTM value of 101', { ...origin, utm: { source: 'x'.repeat(101) } }],
    ['a UTM value with a line break', { ...origin, utm: { campaign: 'a\r\nBcc: x@y.z' } }],
    ['an empty UTM value', { ...origin, utm: { source: '  ' } }],
    ['an unknown UTM key', { ...origin, utm: { id: '123' } }],
    ['an unknown origin key', { ...origin, userAgent: 'x' }],
    ['a string', '/demonstracao'],
  ])('refuses %s as malformed', (_label, bad) => {
    const issues = issuesFor({ ...base, origin: bad });
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.every(([path, message]) => path.startsWith('origin') && message === m.type)).toBe(
      true,
    );
  });
});
