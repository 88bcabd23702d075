import { describe, expect, it, vi } from 'vitest';
import {
  countryLocaleTable,
  countryToLocale,
  isCountryCode,
  validateLocale,
} from './locale-rules.ts';

describe('countryToLocale', () => {
  // spec 01 §9, every country the spec names.
  it.each([
    ...['BR', 'PT', 'AO', 'MZ', 'CV', 'GW', 'ST', 'TL'].map((code) => [code, 'pt-BR']),
    ...['AR', 'BO', 'CL', 'CO', 'CR', 'CU', 'DO', 'EC', 'SV', 'GT', 'HN']
      .concat(['MX', 'NI', 'PA', 'PY', 'PE', 'PR', 'UY', 'VE', 'ES', 'GQ'])
      .map((code) => [code, 'es']),
    ...['US', 'GB', 'CA', 'AU', 'NZ', 'IE', 'ZA', 'IN', 'SG']
      .concat(['JM', 'TT', 'BS', 'BB', 'BZ', 'GY', 'NG', 'GH', 'KE', 'PH', 'MT'])
      .map((code) => [code, 'en']),
  ])('%s → %s', (code, expected) => {
    expect(countryToLocale(code)).toBe(expected);
    expect(countryLocaleTable[code]).toBe(expected);
  });

  it.each([
    ['br', 'pt-BR'],
    ['Mx', 'es'],
    ['gb', 'en'],
    [' pt ', 'pt-BR'],
    ['es\n', 'es'],
  ])('is case-insensitive and ignores whitespace: %j → %s', (code, expected) => {
    expect(countryToLocale(code)).toBe(expected);
  });

  it.each([['JP'], ['FR'], ['DE'], ['CN'], ['IT'], ['jp']])('unmapped %s → en', (code) => {
    expect(countryToLocale(code)).toBe('en');
  });

  it.each([[''], ['BRA'], ['12'], ['constructor'], ['__proto__']])(
    'not a country code %j → en (the unmapped answer)',
    (code) => {
      expect(countryToLocale(code)).toBe('en');
    },
  );

  it('holds only upper-case two-letter keys and supported locales', () => {
    for (const [code, locale] of Object.entries(countryLocaleTable)) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(['pt-BR', 'en', 'es']).toContain(locale);
    }
    expect(Object.isFrozen(countryLocaleTable)).toBe(true);
  });
});

describe('isCountryCode', () => {
  it.each([
    ['BR', true],
    ['br', true],
    ['bR', true],
    [' US ', true],
    ['GB\n', true],
    ['B', false],
    ['BRA', false],
    ['B1', false],
    ['12', false],
    ['', false],
    ['  ', false],
    ['B R', false],
    ['É', false],
    ['ÉS', false],
    ['Brazil', false],
    [undefined, false],
    [null, false],
    [42, false],
    [['BR'], false],
    [{ country: 'BR' }, false],
  ])('%j → %s', (value, expected) => {
    expect(isCountryCode(value)).toBe(expected);
  });
});

describe('validateLocale', () => {
  it.each([['pt-BR'], ['en'], ['es']])('accepts %s without a warning', (value) => {
    const warn = vi.fn();
    expect(validateLocale(value, warn)).toBe(value);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['pt', '"pt"'],
    ['PT-br', '"PT-br"'],
    ['en-US', '"en-US"'],
    ['fr', '"fr"'],
    ['', '""'],
    [undefined, 'undefined'],
    [null, 'object'],
    [42, 'number'],
    [Symbol('en'), 'symbol'],
    [Object.create(null) as unknown, 'object'],
  ])('rejects %s with a warning naming it', (value, mention) => {
    const warn = vi.fn();
    expect(validateLocale(value, warn)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]?.[0]);
    expect(message).toContain(mention);
    expect(message).toContain('pt-BR, en, es');
  });
});
