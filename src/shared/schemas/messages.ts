// Validation messages are i18n keys in the `common` namespace, never English text: the same
// schema runs in the React forms (translated with t()) and in Fastify (returned to the client),
// and spec 01 §5 says messages come from the translation layer.
export const validationMessages = {
  required: 'validation.required',
  email: 'validation.email',
  tooLong: 'validation.tooLong',
  fullNameMin: 'validation.fullNameMin',
  fullNameLetters: 'validation.fullNameLetters',
  passwordMin: 'validation.passwordMin',
  passwordUppercase: 'validation.passwordUppercase',
  passwordLowercase: 'validation.passwordLowercase',
  passwordNumber: 'validation.passwordNumber',
  passwordSpecial: 'validation.passwordSpecial',
  passwordsMatch: 'validation.passwordsMatch',
  birthDate: 'validation.birthDate',
  minAge: 'validation.minAge',
  cpf: 'validation.cpf',
  cpfRepeated: 'validation.cpfRepeated',
  terms: 'validation.terms',
  type: 'validation.type',
  demoDate: 'validation.demoDate',
  demoDateRequired: 'validation.demoDateRequired',
  demoDateWeekday: 'validation.demoDateWeekday',
  demoDatePast: 'validation.demoDatePast',
  demoDateTooFar: 'validation.demoDateTooFar',
  demoPeriod: 'validation.demoPeriod',
  assignee: 'validation.assignee',
  consent: 'validation.consent',
  singleLine: 'validation.singleLine',
  twoFactorCode: 'validation.twoFactorCode',
} as const;

export type ValidationMessage = (typeof validationMessages)[keyof typeof validationMessages];
