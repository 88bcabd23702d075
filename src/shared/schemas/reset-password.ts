import { z } from 'zod';
import { validationMessages as m } from './messages.ts';
import { passwordField, passwordsMatchCheck, requiredPasswordField, tokenField } from './fields.ts';

export const RESET_TOKEN_MAX_LENGTH = 200;

export const resetPasswordSchema = z
  .object(
    {
      token: tokenField(RESET_TOKEN_MAX_LENGTH),
      password: passwordField,
      confirmPassword: requiredPasswordField,
    },
    { error: m.type },
  )
  .check(passwordsMatchCheck);

export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPasswordData = z.output<typeof resetPasswordSchema>;
