import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FirmFactsAnswer, FirmFactsSave } from '#shared/firm/firm-facts.ts';
import { apiRequest } from '#client/lib/api.ts';

/** The firm's facts as the desk reads them (issue 23 §3, decision 0093). */
export const firmFactsQueryOptions = () =>
  queryOptions({
    queryKey: ['firm-facts'] as const,
    queryFn: () => apiRequest<FirmFactsAnswer>('GET', '/api/admin/firm'),
  });

const saveFirmFacts = (save: FirmFactsSave) =>
  apiRequest<FirmFactsAnswer>('PUT', '/api/admin/firm', save);

/** A save answers the facts as stored (canonical values, version, checklist): they replace the cache. */
export function useSaveFirmFacts(config?: { onSuccess?(): void; onError?(error: unknown): void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFirmFacts,
    onSuccess: (answer) => {
      queryClient.setQueryData(firmFactsQueryOptions().queryKey, answer);
      config?.onSuccess?.();
    },
    onError: (error) => config?.onError?.(error),
  });
}
