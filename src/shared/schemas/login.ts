import { z } from 'zod';
import { validationMessages as m } from './messages.ts';
import { emailField, requiredPasswordField } from './fields.ts';

// spec 01 §5: valid email, password of at least 1 character, optional rememberMe. The password
// rules are not re-checked at login: accounts older than a rule change must still sign in.
export const loginSchema = z.object(
  {
    email: emailField,
    password: requiredPasswordField,
    rememberMe: z.boolean({ error: m.type }).default(false),
  },
  { error: m.type },
);

export type LoginInput = z.input<typeof loginSchema>;
export type LoginData = z.output<typeof loginSchema>;
