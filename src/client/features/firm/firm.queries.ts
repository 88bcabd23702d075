import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FirmFactsSave } from '#shared/firm/firm-facts.ts';
import { apiRequest } from '#client/lib/api.ts';

/** The firm's facts as the desk reads them (issue 23 §3, decision 0093). */
export const firmFactsQueryOptions = () =>
  queryOptions({
    queryKey: ['firm-facts'] as const,
    queryFn: () => apiRequest('GET /api/admin/firm'),
  });

const saveFirmFacts = (save: FirmFactsSave) => apiRequest('PUT /api/admin/firm', { body: save });

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
