import { describe, expect, it, vi } from 'vitest';
import { createRegisterSchema, registerSchema } from './register.ts';
import type { RegisterInput } from './register.ts';
import { validationMessages as m } from './messages.ts';

// Noon in São Paulo (UTC-3): far from midnight, so only the date matters unless a test says so.
const at = (instant: string) => () => new Date(instant);
const schemaOn = (saoPauloDate: string) =>
  createRegisterSchema({ today: at(`${saoPauloDate}T12:00:00-03:00`) });
const schema = schemaOn('2026-11-21');

const valid: RegisterInput = {
  fullName: 'José da Silva',
  email: 'jose@example.com',
  password: 'Senha123!',
  confirmPassword: 'Senha123!',
  birthDate: '1990-05-17',
  cpf: '123.456.789-09',
  phone: '+55 11 91234-5678',
  termsAccepted: true,
};

type Issue = [path: string, message: string];
const issuesOf = (result: ReturnType<typeof schema.safeParse>): Issue[] =>
  result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
const issuesFor = (input: unknown, s = schema) => issuesOf(s.safeParse(input));
const messagesAt = (path: string, input: unknown, s = schema) =>
  issuesFor(input, s)
    .filter(([p]) => p === path)
    .map(([, message]) => message);

describe('registerSchema: a valid payload', () => {
  it('parses, normalises and strips unknown keys', () => {
    const result = schema.safeParse({
      ...valid,
      fullName: '  José da Silva ',
      email: ' JOSE@Example.COM ',
      phone: '  +55 11 91234-5678  ',
      isAdmin: true,
      role: 'admin',
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      fullName: 'José da Silva',
      email: 'jose@example.com',
      password: 'Senha123!',
      confirmPassword: 'Senha123!',
      birthDate: '1990-05-17',
      cpf: '12345678909',
      phone: '+55 11 91234-5678',
      termsAccepted: true,
    });
    expect(result.data).not.toHaveProperty('isAdmin');
    expect(result.data).not.toHaveProperty('role');
  });

  it('accepts the minimum payload (no cpf, no phone)', () => {
    const result = schema.safeParse({ ...valid, cpf: undefined, phone: undefined });
    expect(result.success).toBe(true);
    expect(result.data?.cpf).toBeUndefined();
    expect(result.data?.phone).toBeUndefined();
  });

  it.each([
    ['2026-11-21T12:00:00-03:00', true],
    ['2026-11-20T12:00:00-03:00', false],
  ])('registerSchema reads the system clock (faked at %s): 18-today accepted: %s', (now, ok) => {
    vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
    try {
      expect(registerSchema.safeParse({ ...valid, birthDate: '2008-11-21' }).success).toBe(ok);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('registerSchema: missing fields', () => {
  it('an empty object reports each required field once', () => {
    expect(issuesFor({})).toEqual([
      ['fullName', m.required],
      ['email', m.required],
      ['password', m.required],
      ['confirmPassword', m.required],
      ['birthDate', m.required],
      ['termsAccepted', m.terms],
    ]);
  });
});

describe('registerSchema: wrong JSON types never throw and give validation.type', () => {
  it.each([
    ['null', null],
    ['array', []],
    ['string', 'payload'],
    ['number', 42],
    ['undefined', undefined],
  ])('body is %s', (_label, body) => {
    expect(() => schema.safeParse(body)).not.toThrow();
    expect(issuesFor(body)).toEqual([['', m.type]]);
  });

  it.each([
    ['fullName', 42],
    ['email', null],
    ['password', ['Senha123!']],
    ['confirmPassword', { value: 'Senha123!' }],
    ['birthDate', 19900517],
    ['birthDate', new Date('1990-05-17')],
    ['cpf', 12345678909],
    ['cpf', null],
    ['phone', 11912345678],
    ['termsAccepted', 'true'],
    ['termsAccepted', null],
  ])('%s = %j', (field, value) => {
    const input = { ...valid, [field]: value };
    expect(() => schema.safeParse(input)).not.toThrow();
    const issues = issuesFor(input);
    expect(issues).toContainEqual([field, m.type]);
    expect(issues.filter(([path]) => path === field)).toEqual([[field, m.type]]);
  });
});

describe('registerSchema: __proto__ in the body', () => {
  it('does not pollute any prototype and is stripped', () => {
    const body: unknown = JSON.parse(
      JSON.stringify(valid).replace('{', '{"__proto__": {"x": 1, "isAdmin": true},'),
    );
    expect(Object.hasOwn(body as object, '__proto__')).toBe(true);

    const result = schema.safeParse(body);
    expect(result.success).toBe(true);
    const data = result.data as Record<string, unknown>;
    expect(Object.hasOwn(data, '__proto__')).toBe(false);
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(data.x).toBeUndefined();
    expect(data.isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('registerSchema: fullName', () => {
  it.each([
    ['José da Silva', []],
    ['María Ñúñez', []],
    ['Ana2', [m.fullNameLetters]],
    ['  Jo ', [m.fullNameMin]],
    ['', [m.required]],
    ['A'.repeat(121), [m.tooLong]],
  ])('%j gives %j', (fullName, messages) => {
    expect(messagesAt('fullName', { ...valid, fullName })).toEqual(messages);
  });
});

describe('registerSchema: email', () => {
  it.each([
    ['ANA@EXAMPLE.COM', 'ana@example.com'],
    ['  Ana.Lima@Example.com.br ', 'ana.lima@example.com.br'],
  ])('normalises %j to %j', (email, expected) => {
    expect(schema.parse({ ...valid, email }).email).toBe(expected);
  });

  it.each([
    ['ana', [m.email]],
    ['', [m.required]],
  ])('%j gives %j', (email, messages) => {
    expect(messagesAt('email', { ...valid, email })).toEqual(messages);
  });
});

describe('registerSchema: password rules, each with its own message', () => {
  it.each([
    ['Senh12!', [m.passwordMin]],
    ['senha123!', [m.passwordUppercase]],
    ['SENHA123!', [m.passwordLowercase]],
    ['Senhaaaa!', [m.passwordNumber]],
    ['Senha1234', [m.passwordSpecial]],
    ['senhasenha', [m.passwordUppercase, m.passwordNumber, m.passwordSpecial]],
    [`Se1!${'x'.repeat(125)}`, [m.tooLong]],
    ['', [m.required]],
  ])('%j gives %j', (password, messages) => {
    expect(messagesAt('password', { ...valid, password, confirmPassword: password })).toEqual(
      messages,
    );
  });
});

describe('registerSchema: confirmPassword', () => {
  it.each<[string, Record<string, unknown>, Issue[]]>([
    ['equal', {}, []],
    ['different', { confirmPassword: 'Senha123?' }, [['confirmPassword', m.passwordsMatch]]],
    [
      'differs only in case',
      { confirmPassword: 'senha123!' },
      [['confirmPassword', m.passwordsMatch]],
    ],
    [
      'not trimmed: a trailing space differs',
      { confirmPassword: 'Senha123! ' },
      [['confirmPassword', m.passwordsMatch]],
    ],
    ['empty reports only required', { confirmPassword: '' }, [['confirmPassword', m.required]]],
    [
      'missing reports only required',
      { confirmPassword: undefined },
      [['confirmPassword', m.required]],
    ],
    [
      'a weak password still has to match',
      { password: 'abc', confirmPassword: 'abd' },
      [
        ['password', m.passwordMin],
        ['password', m.passwordUppercase],
        ['password', m.passwordNumber],
        ['password', m.passwordSpecial],
        ['confirmPassword', m.passwordsMatch],
      ],
    ],
  ])('%s', (_label, change, issues) => {
    expect(issuesFor({ ...valid, ...change })).toEqual(issues);
  });

  it('mismatch is reported even when every other field is wrong', () => {
    const issues = issuesFor({
      fullName: 7,
      email: null,
      password: 'Senha123!',
      confirmPassword: 'other',
      birthDate: 'x',
      cpf: '1',
      termsAccepted: false,
    });
    expect(issues).toContainEqual(['confirmPassword', m.passwordsMatch]);
  });
});

describe('registerSchema: birthDate and age (today injected)', () => {
  it.each([
    ['2008-11-21', '2026-11-21', [], '18 today'],
    ['2008-11-22', '2026-11-21', [m.minAge], 'turns 18 tomorrow'],
    ['2008-11-20', '2026-11-21', [], '18 since yesterday'],
    ['2008-12-01', '2026-11-21', [m.minAge], 'birthday next month'],
    ['1926-11-21', '2026-11-21', [], 'a centenarian'],
    ['2026-11-22', '2026-11-21', [m.minAge], 'born in the future'],
    ['2008-02-29', '2026-02-28', [m.minAge], 'leap-day birthday: still 17 on 28 Feb'],
    ['2008-02-29', '2026-03-01', [], 'leap-day birthday: 18 on 1 Mar of a common year'],
    ['2004-02-29', '2022-02-28', [m.minAge], 'leap-day birthday, 28 Feb of a common year'],
    ['2004-02-29', '2024-02-29', [], 'leap-day birthday on a leap day'],
  ])('born %s, today %s: %j (%s)', (birthDate, today, messages) => {
    expect(messagesAt('birthDate', { ...valid, birthDate }, schemaOn(today))).toEqual(messages);
  });

  it.each([
    ['2001-02-30'],
    ['2001-02-29'],
    ['1900-02-29'],
    ['2001-04-31'],
    ['2001-13-01'],
    ['2001-00-01'],
    ['17/05/1990'],
    ['1990-5-17'],
    ['1990-05-17T00:00:00Z'],
    ['yesterday'],
  ])('%j is not a calendar date: only validation.birthDate', (birthDate) => {
    expect(messagesAt('birthDate', { ...valid, birthDate })).toEqual([m.birthDate]);
  });

  it.each([
    ['', [m.required]],
    ['   ', [m.required]],
    [' 1990-05-17 ', []],
  ])('%j gives %j', (birthDate, messages) => {
    expect(messagesAt('birthDate', { ...valid, birthDate })).toEqual(messages);
  });

  // "Today" is the date in São Paulo (UTC-3), whatever zone the server or browser runs in.
  it.each([
    ['2026-11-21T02:59:59Z', [m.minAge], '23:59:59 on 20 Nov in São Paulo, already 21 Nov in UTC'],
    ['2026-11-21T03:00:00Z', [], 'midnight of 21 Nov in São Paulo'],
    ['2026-11-22T02:59:59Z', [], 'still 21 Nov in São Paulo'],
  ])('born 2008-11-21, now %s: %j (%s)', (instant, messages) => {
    const s = createRegisterSchema({ today: at(instant) });
    expect(messagesAt('birthDate', { ...valid, birthDate: '2008-11-21' }, s)).toEqual(messages);
  });

  it('reads the clock at each parse, not when the schema is built', () => {
    let now = new Date('2026-11-20T12:00:00-03:00');
    const s = createRegisterSchema({ today: () => now });
    const input = { ...valid, birthDate: '2008-11-21' };
    expect(s.safeParse(input).success).toBe(false);
    now = new Date('2026-11-21T12:00:00-03:00');
    expect(s.safeParse(input).success).toBe(true);
  });
});

describe('registerSchema: cpf', () => {
  it.each([
    ['123.456.789-09', '12345678909'],
    ['12345678909', '12345678909'],
    ['abc 123.456.789-09 xyz', '12345678909'],
    ['', undefined],
    ['    ', undefined],
  ])('%j -> %j', (cpf, expected) => {
    const result = schema.safeParse({ ...valid, cpf });
    expect(result.success).toBe(true);
    expect(result.data?.cpf).toBe(expected);
  });

  it.each([
    ['1234567890', m.cpf],
    ['123456789012', m.cpf],
    ['abc', m.cpf],
    ['111.111.111-11', m.cpfRepeated],
    ['99999999999', m.cpfRepeated],
  ])('%j gives %s', (cpf, message) => {
    expect(issuesFor({ ...valid, cpf })).toEqual([['cpf', message]]);
  });
});

describe('registerSchema: phone', () => {
  it.each([
    ['  (11) 91234-5678 ', '(11) 91234-5678'],
    ['ramal 22, falar com Ana', 'ramal 22, falar com Ana'],
    ['', undefined],
    ['   ', undefined],
    ['9'.repeat(40), '9'.repeat(40)],
  ])('%j -> %j', (phone, expected) => {
    expect(schema.parse({ ...valid, phone }).phone).toBe(expected);
  });

  it('over 40 characters is tooLong', () => {
    expect(issuesFor({ ...valid, phone: '9'.repeat(41) })).toEqual([['phone', m.tooLong]]);
  });
});

describe('registerSchema: termsAccepted', () => {
  it.each<[unknown, Issue[]]>([
    [true, []],
    [false, [['termsAccepted', m.terms]]],
    [undefined, [['termsAccepted', m.terms]]],
    ['true', [['termsAccepted', m.type]]],
    [1, [['termsAccepted', m.type]]],
  ])('%j gives %j', (termsAccepted, issues) => {
    expect(issuesFor({ ...valid, termsAccepted })).toEqual(issues);
  });
});
