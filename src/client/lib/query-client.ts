import { QueryClient } from '@tanstack/react-query';

/**
 * Spec 01 §7: reads do not retry, do not refetch on focus or by interval (the admin list sets its
 * own interval), and are never considered stale.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
