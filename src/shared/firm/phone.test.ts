import { describe, expect, it } from 'vitest';
import { toE164 } from './phone.ts';

/** Issue 23 §3: the firm's phone is stored in E.164. */
describe('toE164', () => {
  it.each([
    ['+55 11 4002-8922', '+551140028922'],
    ['(11) 4002-8922', '+551140028922'],
    ['11 98765-4321', '+5511987654321'],
    ['+55 (21) 3456-7890', '+552134567890'],
    ['+1 212 555 0100', '+12125550100'],
    ['+351 21 123 4567', '+351211234567'],
  ])('reads %s as %s', (input, e164) => {
    expect(toE164(input)).toBe(e164);
  });

  it.each([
    ['', 'empty'],
    ['abc', 'letters'],
    ['+55 11 1234', 'too short'],
    ['+55 11 4002892212345', 'too long'],
    ['+55 11 4002-8922 ext 2', 'an extension'],
    ['+55 00 4002-8922', 'no such area code'],
  ])('refuses %s (%s)', (input) => {
    expect(toE164(input)).toBeNull();
  });
});
