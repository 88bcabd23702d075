import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api.ts';
import type { MutationConfig } from '#client/lib/query-client.ts';
import { sessionsQueryOptions } from './account.queries.ts';

/** Whether two-factor sign-in is on, required, and passed by this session (decision 0029). */
export const twoFactorQueryOptions = queryOptions({
  queryKey: ['account', 'two-factor'] as const,
  queryFn: () => apiRequest('GET /api/account/two-factor'),
});

export const startTwoFactorSetup = (password: string) =>
  apiRequest('POST /api/account/two-factor/setup', { body: { password } });

export const confirmTwoFactor = (code: string) =>
  apiRequest('POST /api/account/two-factor/confirm', { body: { code } });

export const disableTwoFactor = (password: string) =>
  apiRequest('POST /api/account/two-factor/disable', { body: { password } });

export const renewRecoveryCodes = (password: string) =>
  apiRequest('POST /api/account/two-factor/recovery-codes', { body: { password } });

export function useStartTwoFactorSetup(config?: MutationConfig<typeof startTwoFactorSetup>) {
  return useMutation({ ...config, mutationFn: startTwoFactorSetup });
}

/** Turning it on ends the account's other sessions: the status and the session list change. */
export function useConfirmTwoFactor(config?: MutationConfig<typeof confirmTwoFactor>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: confirmTwoFactor,
    onSuccess: async (answer, ...rest) => {
      queryClient.setQueryData(twoFactorQueryOptions.queryKey, answer.status);
      await config?.onSuccess?.(answer, ...rest);
      await queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey });
    },
  });
}

export function useDisableTwoFactor(config?: MutationConfig<typeof disableTwoFactor>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: disableTwoFactor,
    onSuccess: async (...args) => {
      await config?.onSuccess?.(...args);
      await queryClient.invalidateQueries({ queryKey: ['account'] });
    },
  });
}

export function useRenewRecoveryCodes(config?: MutationConfig<typeof renewRecoveryCodes>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: renewRecoveryCodes,
    onSuccess: async (...args) => {
      await config?.onSuccess?.(...args);
      await queryClient.invalidateQueries({ queryKey: twoFactorQueryOptions.queryKey });
    },
  });
}
