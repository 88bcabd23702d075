import { useQuery, type UseMutationResult } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginInput } from '#shared/schemas/login.ts';
import type { RegisterInput } from '#shared/schemas/register.ts';
import { trackAuthEvent } from '#client/lib/analytics.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';
import {
  useLogin,
  useLogout,
  useRegister,
  userQueryOptions,
  useVerifySecondFactor,
  type LoginOutcome,
  type User,
} from './auth.queries.ts';

export interface AuthContextValue {
  user: User | null;
  isLoading: boolean;
  error: Error | null;
  loginMutation: UseMutationResult<LoginOutcome, Error, LoginInput>;
  /** The code step of a sign-in with two-factor sign-in on (decision 0029). */
  secondFactorMutation: UseMutationResult<
    User,
    Error,
    { method: 'app' | 'recovery'; code: string }
  >;
  registerMutation: UseMutationResult<User, Error, RegisterInput>;
  logoutMutation: UseMutationResult<unknown, Error, void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Session state and the sign-in, sign-up and sign-out actions with their toasts (spec 01 §4, §8). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const userQuery = useQuery(userQueryOptions);

  const welcomeBack = (user: User) => {
    trackAuthEvent('sign_in', 'success');
    toast({
      title: t('toasts.loginSuccess'),
      description: t('toasts.welcomeBack', { name: user.fullName }),
    });
  };

  /** A failed action: counted for analytics, told in a toast with the server's reason if any. */
  const failure =
    (
      event: 'sign_in' | 'sign_up' | 'sign_out',
      title: 'loginError' | 'registerError' | 'logoutError',
      fallback: 'loginErrorDefault' | 'registerErrorDefault' | 'logoutErrorDefault',
    ) =>
    (error: Error) => {
      trackAuthEvent(event, 'failure');
      toast({
        title: t(`toasts.${title}`),
        description: errorMessage(error, t(`toasts.${fallback}`)),
        variant: 'destructive',
      });
    };

  const loginMutation = useLogin({
    // With two-factor sign-in the welcome waits for the code.
    onSuccess: (outcome) => {
      if (outcome.kind === 'signed-in') welcomeBack(outcome.user);
    },
    onError: failure('sign_in', 'loginError', 'loginErrorDefault'),
  });

  const secondFactorMutation = useVerifySecondFactor({
    onSuccess: welcomeBack,
    onError: failure('sign_in', 'loginError', 'loginErrorDefault'),
  });

  const registerMutation = useRegister({
    onSuccess: (user) => {
      trackAuthEvent('sign_up', 'success');
      toast({
        title: t('toasts.registerSuccess'),
        description: t('toasts.welcome', { name: user.fullName }),
      });
    },
    onError: failure('sign_up', 'registerError', 'registerErrorDefault'),
  });

  const logoutMutation = useLogout({
    onSuccess: () => {
      trackAuthEvent('sign_out', 'success');
      toast({ title: t('toasts.logoutSuccess'), description: t('toasts.logoutDescription') });
    },
    onError: failure('sign_out', 'logoutError', 'logoutErrorDefault'),
  });

  const value: AuthContextValue = {
    user: userQuery.data ?? null,
    // isPending, not isLoading: it is true at build time too (no fetch there), so the prerendered
    // header and the first browser render agree and hydration does not mismatch.
    isLoading: userQuery.isPending,
    error: userQuery.error,
    loginMutation,
    secondFactorMutation,
    registerMutation,
    logoutMutation,
  };
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  // Exact text of spec 01 §8.
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
