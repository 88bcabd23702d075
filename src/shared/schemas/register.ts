import { z } from 'zod';
import { validationMessages as m } from './messages.ts';
import {
  birthDateField,
  cpfField,
  emailField,
  fullNameField,
  optionalTextField,
  passwordField,
  passwordsMatchCheck,
  requiredPasswordField,
  termsAcceptedField,
} from './fields.ts';
import { saoPauloDay } from '#shared/time/sao-paulo.ts';

export const MIN_AGE = 18;
export const PHONE_MAX_LENGTH = 40;

// spec 01 §5 asks for an exact, day-level age. "Today" is the calendar date in São Paulo, where
// the business and its users are, on both sides (the shared clock, decision 0097): the server runs
// in UTC and browsers in any zone, and without a fixed zone a 17-year-old could pass after 21:00
// in Brazil (already tomorrow in UTC), or the form and the server could disagree near midnight.

export type RegisterSchemaOptions = {
  /** Clock for the age rule; tests inject a fixed instant. */
  today?: () => Date;
};

export function createRegisterSchema(options: RegisterSchemaOptions = {}) {
  const now = options.today ?? (() => new Date());
  return z
    .object(
      {
        fullName: fullNameField,
        email: emailField,
        password: passwordField,
        confirmPassword: requiredPasswordField,
        birthDate: birthDateField({
          minAge: MIN_AGE,
          today: () => saoPauloDay(now()),
        }),
        cpf: cpfField,
        phone: optionalTextField(PHONE_MAX_LENGTH),
        termsAccepted: termsAcceptedField,
      },
      // Unknown keys (isAdmin...) are stripped: zod's default object mode.
      { error: m.type },
    )
    .check(passwordsMatchCheck);
}

export const registerSchema = createRegisterSchema();

export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;
