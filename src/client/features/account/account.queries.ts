import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordData, UpdateProfileData } from '#shared/schemas/account.ts';
import { ApiError, apiRequest } from '#client/lib/api.ts';
import type { MutationConfig } from '#client/lib/query-client.ts';
import { downloadFile } from '#client/lib/download.ts';

/** The person's own profile (GET /api/account): e-mail, verification, name, phone. */
export const accountQueryOptions = queryOptions({
  queryKey: ['account'] as const,
  queryFn: () => apiRequest('GET /api/account'),
});

/** The active sessions of the account, this one marked (GET /api/account/sessions). */
export const sessionsQueryOptions = queryOptions({
  queryKey: ['account', 'sessions'] as const,
  queryFn: () => apiRequest('GET /api/account/sessions').then((r) => r.sessions),
});

export const updateProfile = (input: UpdateProfileData) =>
  apiRequest('PATCH /api/account', { body: input });

export const changePassword = (input: ChangePasswordData) =>
  apiRequest('POST /api/account/password', { body: input });

export const revokeSession = (id: string) =>
  apiRequest('DELETE /api/account/sessions/:id', { params: { id } });

export const revokeOtherSessions = () => apiRequest('POST /api/account/sessions/revoke-others');

export const deleteAccount = (password: string) =>
  apiRequest('DELETE /api/account', { body: { password } });

export const resendVerification = () => apiRequest('POST /api/verify-email/resend');

export const verifyEmail = (token: string) =>
  apiRequest('POST /api/verify-email', { body: { token } });

const fallbackFileName = 'nexus-ia-account.json';

/**
 * Asks the server for the export and saves it under the name its Content-Disposition gives. A
 * fetch, not a plain link, so a failure (signed out, rate limit) becomes a toast instead of a page
 * of raw JSON. Same-origin: `credentials` and the page language go as with every other call.
 */
export async function downloadAccountData(): Promise<string> {
  const response = await fetch('/api/account/export', {
    credentials: 'include',
    headers: { 'x-ui-language': document.documentElement.lang },
  });
  if (!response.ok) {
    throw new ApiError(response.status, (await response.text()) || response.statusText);
  }
  const fileName =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    fallbackFileName;
  downloadFile(fileName, await response.blob());
  return fileName;
}

/** Saves name and phone; the cached profile becomes the server's answer. */
export function useUpdateProfile(config?: MutationConfig<typeof updateProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateProfile,
    onSuccess: (saved, ...rest) => {
      queryClient.setQueryData(accountQueryOptions.queryKey, saved);
      return config?.onSuccess?.(saved, ...rest);
    },
  });
}

/** Changes the password; the server ends every other session, so the list is refreshed. */
export function useChangePassword(config?: MutationConfig<typeof changePassword>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: changePassword,
    onSuccess: async (...args) => {
      await config?.onSuccess?.(...args);
      await queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey });
    },
  });
}

/**
 * Ends one session or all the others. Failure refreshes the list too: the session may already
 * have ended elsewhere.
 */
export function useRevokeSession(config?: MutationConfig<typeof revokeSession>) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey });
  return useMutation({
    ...config,
    mutationFn: revokeSession,
    onSuccess: async (...args) => {
      await config?.onSuccess?.(...args);
      await refresh();
    },
    onError: async (...args) => {
      await config?.onError?.(...args);
      await refresh();
    },
  });
}

export function useRevokeOtherSessions(config?: MutationConfig<typeof revokeOtherSessions>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: revokeOtherSessions,
    onSuccess: async (...args) => {
      await config?.onSuccess?.(...args);
      await queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey });
    },
  });
}

/** Deletes the account; what follows (sign-out, landing page) is the caller's. */
export function useDeleteAccount(config?: MutationConfig<typeof deleteAccount>) {
  return useMutation({ ...config, mutationFn: deleteAccount });
}

export function useResendVerification(config?: MutationConfig<typeof resendVerification>) {
  return useMutation({ ...config, mutationFn: resendVerification });
}

export function useDownloadAccountData(config?: MutationConfig<typeof downloadAccountData>) {
  return useMutation({ ...config, mutationFn: downloadAccountData });
}
