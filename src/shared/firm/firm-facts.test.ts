import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '#shared/schemas/field-errors.ts';
import {
  factsAtDefault,
  firmFactKeys,
  firmFactsSchema,
  type FirmFactsInput,
} from './firm-facts.ts';
import { firmFactDefaults } from './firm-fact-defaults.ts';

/** Issue 23 §3: the firm's facts, their defaults and the launch checklist. */
const errorsOf = (patch: Partial<Record<keyof FirmFactsInput, unknown>>) => {
  const result = firmFactsSchema.safeParse({ ...firmFactDefaults, ...patch });
  return result.success ? {} : toFieldErrors(result.error);
};

describe('firm facts schema', () => {
  it('accepts its own defaults unchanged, and every fact is then at its default', () => {
    const parsed = firmFactsSchema.parse(firmFactDefaults);
    expect(parsed).toEqual(firmFactDefaults);
    expect(factsAtDefault(parsed)).toEqual(firmFactKeys);
  });

  it('keeps the spec figures and the shipped placeholders as defaults', () => {
    expect(firmFactDefaults.phone).toBe('+551140028922');
    expect(firmFactDefaults.addressStreet).toBe('Av. Paulista, 1578');
    expect(firmFactDefaults.cnpj).toBe('');
    expect(firmFactDefaults.homeStatistics.map((s) => `${s.value}${s.suffix}`)).toEqual([
      '50+',
      '98%',
      '40%',
      '3x',
    ]);
    expect(firmFactDefaults.dashboardTiles.map((s) => `${s.value}${s.suffix}`)).toEqual([
      '50+',
      '500+',
      '340%',
      '1200+',
    ]);
  });

  it.each([
    ['cnpj', '12.abc.345/01de-35', '12ABC34501DE35'],
    ['cnpj', '  ', ''],
    ['phone', '(21) 3456-7890', '+552134567890'],
    ['email', ' Contato@Firma.COM.br ', 'contato@firma.com.br'],
    ['socialX', '', ''],
    [
      'socialLinkedin',
      'https://www.linkedin.com/company/firma',
      'https://www.linkedin.com/company/firma',
    ],
  ] as const)('reads %s %j as %j', (key, input, stored) => {
    expect(firmFactsSchema.parse({ ...firmFactDefaults, [key]: input })[key]).toBe(stored);
  });

  it.each([
    ['cnpj', '12.ABC.345/01DE-36', 'validation.cnpj'],
    ['cnpj', '11.111.111/1111-11', 'validation.cnpj'],
    ['phone', '4002', 'validation.phone'],
    ['phone', '', 'validation.required'],
    ['email', 'contato@', 'validation.email'],
    ['dataProtectionEmail', '', 'validation.required'],
    ['socialInstagram', 'http://instagram.com/firma', 'validation.url'],
    ['socialInstagram', 'javascript:alert(1)', 'validation.url'],
    ['socialInstagram', 'instagram.com/firma', 'validation.url'],
    ['legalName', '', 'validation.required'],
    ['addressStreet', 'Rua A\nRua B', 'validation.singleLine'],
    ['homeStatistics', [{ value: 50, suffix: '+' }], 'validation.type'],
    ['dashboardTiles', [1, 2, 3, 4], 'validation.type'],
    ['legalName', 42, 'validation.type'],
  ] as const)('refuses %s %j with %s', (key, input, message) => {
    expect(errorsOf({ [key]: input })).toEqual({ [key]: [message] });
  });

  it('lists only the facts still at their default', () => {
    const facts = firmFactsSchema.parse({
      ...firmFactDefaults,
      phone: '+55 21 3456-7890',
      cnpj: '12.ABC.345/01DE-35',
      homeStatistics: [{ value: 51, suffix: '+' }, ...firmFactDefaults.homeStatistics.slice(1)],
    });
    const left = factsAtDefault(facts);
    expect(left).not.toContain('phone');
    expect(left).not.toContain('cnpj');
    expect(left).not.toContain('homeStatistics');
    expect(left).toContain('addressStreet');
    expect(left).toHaveLength(firmFactKeys.length - 3);
  });
});
