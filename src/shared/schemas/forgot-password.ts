import { z } from 'zod';
import { validationMessages as m } from './messages.ts';
import { emailField } from './fields.ts';

export const forgotPasswordSchema = z.object({ email: emailField }, { error: m.type });

export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ForgotPasswordData = z.output<typeof forgotPasswordSchema>;
