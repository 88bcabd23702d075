import { describe, expect, it } from 'vitest';
import { checkCnpj, formatCnpj } from './cnpj.ts';

/** Issue 23 §3: numeric CNPJs and the alphanumeric format issued from July 2026 (IN RFB 2.229/2024). */
describe('checkCnpj', () => {
  it.each([
    // Serpro's published example of the alphanumeric format.
    ['12.ABC.345/01DE-35', '12ABC34501DE35'],
    ['12ABC34501DE35', '12ABC34501DE35'],
    // Letters typed in lower case are the same CNPJ.
    ['12.abc.345/01de-35', '12ABC34501DE35'],
    // Classic numeric ones (Banco do Brasil, Petrobras), with and without the mask.
    ['00.000.000/0001-91', '00000000000191'],
    ['00000000000191', '00000000000191'],
    ['33.000.167/0001-01', '33000167000101'],
    [' 33 000 167 0001 01 ', '33000167000101'],
    // A remainder below 2 gives the digit 0: 1 for the first digit here, 0 and 0 in the next.
    ['11.222.019/0001-07', '11222019000107'],
    ['11.222.033/0001-00', '11222033000100'],
  ])('accepts %s', (input, bare) => {
    expect(checkCnpj(input)).toEqual({ ok: true, cnpj: bare });
  });

  it.each([
    ['12.ABC.345/01DE-36', 'check-digits'],
    ['12.ABC.345/01DE-53', 'check-digits'],
    ['00.000.000/0001-92', 'check-digits'],
    ['33.000.167/0001-10', 'check-digits'],
    // Letters only in the first twelve characters: the check digits are numeric.
    ['12.ABC.345/01DE-3A', 'format'],
    ['12.ABC.345/01D-35', 'format'],
    ['12.ABC.345/01DE-355', 'format'],
    ['12.ÁBC.345/01DE-35', 'format'],
    ['12_ABC_345_01DE_35', 'format'],
    ['', 'format'],
    // Arithmetically valid, but no CNPJ.
    ['00.000.000/0000-00', 'repeated'],
    ['11.111.111/1111-11', 'repeated'],
  ])('refuses %s (%s)', (input, reason) => {
    expect(checkCnpj(input)).toEqual({ ok: false, reason });
  });

  it('prints the Receita mask', () => {
    expect(formatCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('00000000000191')).toBe('00.000.000/0001-91');
  });
});
