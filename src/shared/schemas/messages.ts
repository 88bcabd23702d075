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
  viewQuery: 'validation.viewQuery',
  cnpj: 'validation.cnpj',
  phone: 'validation.phone',
  url: 'validation.url',
  meetingStart: 'validation.meetingStart',
  timeZone: 'validation.timeZone',
  // Issue 23 §2: the editorial desk's slugs and dates (src/shared/content/collections.ts).
  slug: 'validation.slug',
  date: 'validation.date',
  // Issue 23 §6: a rich-text document with something outside the allow-list (decision 0121).
  richText: 'validation.richText',
  // Issue 23 §6: an image without its alt text in the translation's language (decision 0130).
  altRequired: 'validation.altRequired',
  // Issue 23 §8: an image field naming a media id the store does not hold (decision 0138).
  mediaMissing: 'validation.mediaMissing',
  // Issue 23 §5: a schedule's times (decision 0122).
  scheduleFuture: 'validation.scheduleFuture',
  scheduleOrder: 'validation.scheduleOrder',
  // The consultants screen (issue 25 §1).
  scheduleRange: 'validation.scheduleRange',
  scheduleOverlap: 'validation.scheduleOverlap',
  dayOff: 'validation.dayOff',
  consultantLanguage: 'validation.consultantLanguage',
  consultantArea: 'validation.consultantArea',
  consultantNumber: 'validation.consultantNumber',
} as const;

export type ValidationMessage = (typeof validationMessages)[keyof typeof validationMessages];
