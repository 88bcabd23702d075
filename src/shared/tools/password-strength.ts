import { PASSWORD_MIN_LENGTH, passwordPatterns } from './password-rules.ts';

export type PasswordCriteria = {
  length: boolean;
  uppercase: boolean;
  lowercase: boolean;
  digit: boolean;
  special: boolean;
};

export type PasswordStrengthLevel = 'weak' | 'medium' | 'good' | 'strong';

export type PasswordStrength = {
  score: 0 | 1 | 2 | 3 | 4 | 5;
  level: PasswordStrengthLevel | null;
};

// Same definitions as passwordField (length counted in UTF-16 units, like zod's .min()).
export function passwordCriteria(password: string): PasswordCriteria {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    uppercase: passwordPatterns.uppercase.test(password),
    lowercase: passwordPatterns.lowercase.test(password),
    digit: passwordPatterns.digit.test(password),
    special: passwordPatterns.special.test(password),
  };
}

// spec 01 §5: score 0 shows nothing, 1-2 weak, 3 medium, 4 good, 5 strong.
const levelByScore = [null, 'weak', 'weak', 'medium', 'good', 'strong'] as const;

export function passwordStrength(password: string): PasswordStrength {
  const met = Object.values(passwordCriteria(password)).filter(Boolean).length;
  const score = met as PasswordStrength['score'];
  return { score, level: levelByScore[score] };
}
