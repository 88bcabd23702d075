// One definition of the password rules (spec 01 §5), shared by the registration schema and the
// strength meter so the meter can never disagree with what the server accepts.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// Unicode classes rather than [A-Z] because users type Portuguese and Spanish: 'É' is an
// uppercase letter, not a special character. No `g` flag: these are shared, and a global regex
// keeps `lastIndex` between .test() calls.
export const passwordPatterns = {
  uppercase: /\p{Lu}/u,
  lowercase: /\p{Ll}/u,
  digit: /\p{Nd}/u,
  // "Special" is anything that is neither a letter nor a digit (punctuation, symbols, spaces).
  special: /[^\p{L}\p{Nd}]/u,
} as const;
