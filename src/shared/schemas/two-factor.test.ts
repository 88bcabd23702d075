import { describe, expect, it } from 'vitest';
import { recoveryCodeSchema, totpCodeSchema } from './two-factor.ts';

describe('totpCodeSchema', () => {
  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['000000', '000000'],
  ])('accepts %j as %j', (code, expected) => {
    expect(totpCodeSchema.parse({ code })).toEqual({ code: expected });
  });

  it.each([
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    ['12345', 'validation.twoFactorCode'],
    ['1234567', 'validation.twoFactorCode'],
    ['12a456', 'validation.twoFactorCode'],
    ['１２３４５６', 'validation.twoFactorCode'],
  ])('refuses %j with %s', (code, message) => {
    const result = totpCodeSchema.safeParse({ code });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('refuses a code that is not text', () => {
    expect(totpCodeSchema.safeParse({ code: 123456 }).error?.issues[0]?.message).toBe(
      'validation.type',
    );
  });
});

describe('recoveryCodeSchema', () => {
  it.each([
    ['aB3dE-fG7hJ', 'aB3dE-fG7hJ'],
    [' aB3dE-fG7hJ\n', 'aB3dE-fG7hJ'],
  ])('accepts %j as %j', (code, expected) => {
    expect(recoveryCodeSchema.parse({ code })).toEqual({ code: expected });
  });

  it.each([
    ['', 'validation.required'],
    ['aB3dE_fG7hJ', 'validation.twoFactorCode'],
    ['a'.repeat(33), 'validation.twoFactorCode'],
    ['aB3dE\u0000fG7hJ', 'validation.twoFactorCode'],
  ])('refuses %j with %s', (code, message) => {
    expect(recoveryCodeSchema.safeParse({ code }).error?.issues.map((i) => i.message)).toEqual([
      message,
    ]);
  });
});
