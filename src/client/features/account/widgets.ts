import type { ComponentProps, ComponentType } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ApiError } from '#client/lib/api.ts';

/**
 * Password controls the account page reuses from the sign-in feature. A feature does not import a
 * sibling feature (STYLE.md), so the route that puts both on one screen hands them in (decision
 * 0018): one show/hide field and one strength meter for the whole site.
 */
export interface PasswordWidgets {
  /** A password field with its show/hide toggle. */
  PasswordInput: ComponentType<ComponentProps<'input'>>;
  /** A new password with its live strength meter, and its confirmation. */
  NewPasswordFields: ComponentType<{
    passwordLabel: string;
    password: string;
    passwordField: UseFormRegisterReturn;
    confirmField: UseFormRegisterReturn;
    passwordError?: string;
    confirmError?: string;
  }>;
}

/** The server's sentence for a failed call (already in the page's language), else `fallback`. */
export function failureMessage(error: Error, fallback: string): string {
  if (error instanceof ApiError) return error.body?.message ?? fallback;
  return fallback;
}

/** The server's per-field messages of a failed call, for `setError`. */
export function serverFieldErrors(error: unknown): Record<string, string[]> {
  return (error instanceof ApiError ? error.body?.fieldErrors : undefined) ?? {};
}
