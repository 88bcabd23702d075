import type { ComponentProps, ComponentType } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

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
