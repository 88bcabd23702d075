import { describe, expect, it } from 'vitest';
import { passwordCriteria, passwordStrength } from './password-strength.ts';
import type { PasswordCriteria, PasswordStrength } from './password-strength.ts';

const none: PasswordCriteria = {
  length: false,
  uppercase: false,
  lowercase: false,
  digit: false,
  special: false,
};

describe('passwordCriteria', () => {
  it.each<[string, string, Partial<PasswordCriteria>]>([
    ['empty', '', {}],
    ['7 characters is too short', 'abcdefg', { lowercase: true }],
    ['8 characters is long enough', 'abcdefgh', { length: true, lowercase: true }],
    ['ASCII uppercase', 'A', { uppercase: true }],
    ['accented uppercase is uppercase, not special', 'É', { uppercase: true }],
    ['accented lowercase is lowercase, not special', 'ç', { lowercase: true }],
    ['digit', '7', { digit: true }],
    ['punctuation is special', '!', { special: true }],
    ['a space is special (neither letter nor digit)', ' ', { special: true }],
    ['an emoji is special', '🙂', { special: true }],
    [
      'all five',
      'Ação2026!',
      { length: true, uppercase: true, lowercase: true, digit: true, special: true },
    ],
  ])('%s: %j', (_label, password, met) => {
    expect(passwordCriteria(password)).toEqual({ ...none, ...met });
  });

  it('gives the same answer on repeated calls (no stateful regex)', () => {
    expect(passwordCriteria('Abcdef1!')).toEqual(passwordCriteria('Abcdef1!'));
    expect(passwordCriteria('Abcdef1!').uppercase).toBe(true);
  });
});

describe('passwordStrength', () => {
  it.each<[string, PasswordStrength]>([
    ['', { score: 0, level: null }],
    ['a', { score: 1, level: 'weak' }],
    ['!', { score: 1, level: 'weak' }],
    ['aB', { score: 2, level: 'weak' }],
    ['abcdefgh', { score: 2, level: 'weak' }],
    ['        ', { score: 2, level: 'weak' }],
    ['aB1', { score: 3, level: 'medium' }],
    ['abcdefg1', { score: 3, level: 'medium' }],
    ['aB1!', { score: 4, level: 'good' }],
    ['abcdefG1', { score: 4, level: 'good' }],
    ['aB1!long', { score: 5, level: 'strong' }],
    ['Ação2026!', { score: 5, level: 'strong' }],
  ])('%j scores %j', (password, expected) => {
    expect(passwordStrength(password)).toEqual(expected);
  });
});
