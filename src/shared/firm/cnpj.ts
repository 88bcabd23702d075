/**
 * CNPJ check (issue 23 §3). From July 2026 the Receita Federal also issues alphanumeric CNPJs
 * (IN RFB 2.229/2024): the first 12 characters may be 0-9 or A-Z, the last two stay numeric check
 * digits. One algorithm covers both formats because a character's value is its ASCII code minus 48
 * ('0'..'9' → 0..9, 'A' → 17 … 'Z' → 42), then the classic modulo-11 weights apply.
 */

export const CNPJ_LENGTH = 14;

/** Punctuation a person may type or paste: 12.ABC.345/01DE-35, spaces around groups. */
const mask = /[.\-/\s]/g;
const shape = /^[0-9A-Z]{12}[0-9]{2}$/;
const firstWeights = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const secondWeights = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function checkDigit(body: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (body.charCodeAt(i) - 48) * (weights[i] ?? 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

export type CnpjCheck =
  { ok: true; cnpj: string } | { ok: false; reason: 'format' | 'repeated' | 'check-digits' };

/**
 * Reads a CNPJ as typed (mask optional, letters upper-cased) and answers its 14 bare characters,
 * or why not. Fourteen equal characters pass the arithmetic (00000000000000) but are no CNPJ.
 */
export function checkCnpj(input: string): CnpjCheck {
  const bare = input.replace(mask, '').toUpperCase();
  if (!shape.test(bare)) return { ok: false, reason: 'format' };
  if (/^(.)\1*$/.test(bare)) return { ok: false, reason: 'repeated' };
  const first = checkDigit(bare.slice(0, 12), firstWeights);
  const second = checkDigit(bare.slice(0, 12) + String(first), secondWeights);
  if (bare.slice(12) !== `${first}${second}`) return { ok: false, reason: 'check-digits' };
  return { ok: true, cnpj: bare };
}

/** 12ABC34501DE35 → 12.ABC.345/01DE-35, the way the Receita prints it. */
export function formatCnpj(bare: string): string {
  return `${bare.slice(0, 2)}.${bare.slice(2, 5)}.${bare.slice(5, 8)}/${bare.slice(8, 12)}-${bare.slice(12, 14)}`;
}
