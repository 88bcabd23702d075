import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '#shared/schemas/login.ts';
import type { RegisterInput } from '#shared/schemas/register.ts';
import type { UserDto } from '#shared/schemas/user.ts';
import { apiRequest } from '#client/lib/api.ts';
import { whenPageHydrated } from '#client/lib/page-hydrated.ts';
import { takeEarlySession } from './early-session.ts';
import type { MutationConfig } from '#client/lib/query-client.ts';

/**
 * The signed-in user as GET /api/user returns it (spec 01 §3, §7): the type of the schema the server
 * serialises it with, never a second declaration of it (issue 24 §2).
 */
export type User = UserDto;

/**
 * GET /api/session: the user, or null when nobody is signed in. Not GET /api/user, whose 401 for
 * an anonymous visitor is a console error on every page view (issue 14 §7, best practices). A
 * workspace page's HTML has already asked (decision 0135): its answer is used first.
 */
export const userQueryOptions = queryOptions({
  queryKey: ['user'] as const,
  queryFn: async (): Promise<User | null> => {
    const answer = (await takeEarlySession()) ?? (await apiRequest('GET /api/session'));
    // Told once the page has hydrated (decision 0157): the answer re-renders AuthProvider, above
    // every part of the page, and arriving while React was still hydrating the parts (the page's
    // HTML started the request, decision 0135) it made React hydrate the rest of the page in one
    // synchronous task. The request itself is not delayed.
    await whenPageHydrated();
    return answer.user;
  },
});

/**
 * What a right password leads to: signed in (an administrator without an authenticator is told to
 * enrol), or, for an account with two-factor sign-in, a code asked for before any session exists.
 */
export type LoginOutcome =
  { kind: 'signed-in'; user: User; twoFactorSetupRequired: boolean } | { kind: 'second-factor' };

export const login = (input: LoginInput) =>
  apiRequest('POST /api/login', { body: input }).then((r): LoginOutcome =>
    'user' in r
      ? {
          kind: 'signed-in',
          user: r.user,
          twoFactorSetupRequired: r.twoFactorSetupRequired === true,
        }
      : { kind: 'second-factor' },
  );

/** The second step of a sign-in: a code from the authenticator app, or a recovery code. */
export const verifySecondFactor = ({
  method,
  code,
}: {
  method: 'app' | 'recovery';
  code: string;
}) =>
  apiRequest(method === 'app' ? 'POST /api/login/two-factor' : 'POST /api/login/recovery-code', {
    body: { code },
  }).then((r) => r.user);

export const register = (input: RegisterInput) =>
  apiRequest('POST /api/register', { body: input }).then((r) => r.user);

export const logout = () => apiRequest('POST /api/logout');

export const requestPasswordReset = (email: string) =>
  apiRequest('POST /api/forgot-password', { body: { email } });

export const resetPassword = (input: {
  token: string;
  password: string;
  confirmPassword: string;
}) => apiRequest('POST /api/reset-password', { body: input });

/** Signing in, up or out replaces the cached user with the answer, so every reader updates at once. */
function useSetUser() {
  const queryClient = useQueryClient();
  return (user: User | null) => queryClient.setQueryData(userQueryOptions.queryKey, user);
}

export function useLogin(config?: MutationConfig<typeof login>) {
  const setUser = useSetUser();
  return useMutation({
    ...config,
    mutationFn: login,
    onSuccess: (outcome, ...rest) => {
      if (outcome.kind === 'signed-in') setUser(outcome.user);
      return config?.onSuccess?.(outcome, ...rest);
    },
  });
}

export function useVerifySecondFactor(config?: MutationConfig<typeof verifySecondFactor>) {
  const setUser = useSetUser();
  return useMutation({
    ...config,
    mutationFn: verifySecondFactor,
    onSuccess: (user, ...rest) => {
      setUser(user);
      return config?.onSuccess?.(user, ...rest);
    },
  });
}

export function useRegister(config?: MutationConfig<typeof register>) {
  const setUser = useSetUser();
  return useMutation({
    ...config,
    mutationFn: register,
    onSuccess: (user, ...rest) => {
      setUser(user);
      return config?.onSuccess?.(user, ...rest);
    },
  });
}

export function useLogout(config?: MutationConfig<typeof logout>) {
  const setUser = useSetUser();
  return useMutation({
    ...config,
    mutationFn: logout,
    onSuccess: (...args) => {
      setUser(null);
      return config?.onSuccess?.(...args);
    },
  });
}

export function useRequestPasswordReset(config?: MutationConfig<typeof requestPasswordReset>) {
  return useMutation({ ...config, mutationFn: requestPasswordReset });
}

export function useResetPassword(config?: MutationConfig<typeof resetPassword>) {
  return useMutation({ ...config, mutationFn: resetPassword });
}
