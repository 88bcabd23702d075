import { describe, expect, it } from 'vitest';
import { toE164 } from './phone.ts';
import { phoneHref, printedPhone } from './firm-fact-defaults.ts';

/** Issue 23 §3: the stored E.164 phone as the footer and the demonstration page print it. */
describe('printedPhone', () => {
  it.each([
    ['+551140028922', '+55 11 4002-8922'],
    ['+5511987654321', '+55 11 98765-4321'],
    ['+552134567890', '+55 21 3456-7890'],
    // Another country's number is printed as stored.
    ['+12125550100', '+12125550100'],
  ])('prints %s as %s', (e164, shown) => {
    expect(printedPhone(e164)).toBe(shown);
  });

  it('prints back what the desk reads as the same number', () => {
    for (const e164 of ['+551140028922', '+5511987654321']) {
      expect(toE164(printedPhone(e164))).toBe(e164);
    }
  });

  it('links with tel:', () => {
    expect(phoneHref('+551140028922')).toBe('tel:+551140028922');
  });
});
