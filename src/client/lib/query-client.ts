import { QueryClient, type UseMutationOptions } from '@tanstack/react-query';

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

type AsyncFn = (...args: never[]) => Promise<unknown>;

/**
 * What a component adds to a feature's mutation hook (`useChangeLeadStatus(config)`): its own
 * callbacks (toasts, form state). The hook owns the request and the cache updates (STYLE.md:
 * mutations live beside their `queryOptions`), and runs the caller's callbacks after its own.
 */
export type MutationConfig<Fn extends AsyncFn> = Omit<
  UseMutationOptions<
    Awaited<ReturnType<Fn>>,
    Error,
    // `void` lets a mutation without input be called as `mutate()` (TanStack's own convention).
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
    Parameters<Fn> extends [] ? void : Parameters<Fn>[0]
  >,
  'mutationFn'
>;
