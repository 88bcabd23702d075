import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ConsultantRequestInput } from '#shared/schemas/consultant-request.ts';
import { apiRequest } from '#client/lib/api.ts';
import type { MutationConfig } from '#client/lib/query-client.ts';
import { readUserValue, userStorageKey } from '#client/lib/user-storage.ts';

/**
 * Tool results sent to a consultant (issue 16 §4, decision 0061). The server keeps one lead per
 * result; the browser remembers which results it sent (per user, like the tools' own work,
 * decision 0010) so the screen says "already sent" without asking. Another browser learns it
 * from the server's 200 `duplicate: true` on its first try.
 */
export const consultantKey = ['consultant'] as const;

const sentSchema = z.record(
  z.string(),
  z.object({ id: z.number().int().positive(), createdAt: z.string().max(40) }),
);
export type SentResult = z.infer<typeof sentSchema>[string];

/** Enough for every result a person will plausibly send; older ones fall off. */
const SENT_KEPT = 30;

const storageKey = (userId: string) => userStorageKey(userId, 'consultant-sent');

function readSent(userId: string): Record<string, SentResult> {
  return readUserValue(storageKey(userId), sentSchema) ?? {};
}

function rememberSent(userId: string, canonical: string, sent: SentResult): void {
  const entries = Object.entries({ ...readSent(userId), [canonical]: sent })
    .sort(([, a], [, b]) => a.createdAt.localeCompare(b.createdAt))
    .slice(-SENT_KEPT);
  try {
    window.localStorage.setItem(storageKey(userId), JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Full or disabled storage: the server still answers "already sent" next time.
  }
}

/** When this browser sent this result (its canonical text), or null. */
export const sentResultQueryOptions = (userId: string, canonical: string) =>
  queryOptions({
    queryKey: [...consultantKey, 'sent', userId, canonical] as const,
    queryFn: (): SentResult | null => readSent(userId)[canonical] ?? null,
  });

/** POST /api/contacts/tool-result: 201 stored now, 200 `duplicate` when sent before. */
export const sendToolResult = (request: ConsultantRequestInput) =>
  apiRequest('POST /api/contacts/tool-result', { body: request });

export function useSendToolResult(
  userId: string,
  canonical: string,
  config?: MutationConfig<typeof sendToolResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: sendToolResult,
    onSuccess: async (reply, ...rest) => {
      const sent = { id: reply.id, createdAt: reply.createdAt };
      rememberSent(userId, canonical, sent);
      queryClient.setQueryData(sentResultQueryOptions(userId, canonical).queryKey, sent);
      await config?.onSuccess?.(reply, ...rest);
    },
  });
}

/**
 * A result that reached a consultant another way (issue 25 §2: booked as "a call about this
 * result", decision 0107): remembered as sent, so the screen no longer offers to send it.
 */
export function useRememberResultSent(userId: string) {
  const queryClient = useQueryClient();
  return (canonical: string, sent: SentResult) => {
    rememberSent(userId, canonical, sent);
    queryClient.setQueryData(sentResultQueryOptions(userId, canonical).queryKey, sent);
  };
}
