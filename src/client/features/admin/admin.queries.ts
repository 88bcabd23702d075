import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lead, LeadFilter, LeadStatus, LeadSummary } from '#shared/schemas/leads.ts';
import { apiRequest } from '#client/lib/api.ts';
import type { MutationConfig } from '#client/lib/query-client.ts';

/** The inbox as the panel asks for it: search words, status and page (decision 0013). */
export type InboxFilter = Partial<Pick<LeadFilter, 'q' | 'status'>> & { page: number };

function query(params: Partial<LeadFilter>): string {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.status) search.set('status', params.status);
  if (params.page && params.page > 1) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Every inbox query starts with this key: one invalidation refreshes list and totals. */
export const leadsKey = ['leads'] as const;

export const leadsQueryOptions = (filter: InboxFilter) =>
  queryOptions({
    queryKey: [...leadsKey, 'list', filter] as const,
    queryFn: () => apiRequest<Lead[]>('GET', `/api/contacts${query(filter)}`),
  });

export const leadSummaryQueryOptions = (filter: Omit<InboxFilter, 'page'>) =>
  queryOptions({
    queryKey: [...leadsKey, 'summary', { q: filter.q, status: filter.status }] as const,
    queryFn: () =>
      apiRequest<LeadSummary>(
        'GET',
        `/api/contacts/summary${query({ q: filter.q, status: filter.status })}`,
      ),
  });

export const changeLeadStatus = ({ id, status }: { id: number; status: LeadStatus }) =>
  apiRequest<Lead>('PATCH', `/api/contacts/${id}`, { status });

export const sendTestEmail = () =>
  apiRequest<{ ok: boolean; messageId: string }>('POST', '/api/test-email');

/**
 * Moves a lead to a new status: the changed lead replaces its old copy in every cached page at
 * once, then list and totals are refetched.
 */
export function useChangeLeadStatus(config?: MutationConfig<typeof changeLeadStatus>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: changeLeadStatus,
    // A refresh already on its way would bring the old status back over the new one.
    onMutate: async (...args) => {
      await queryClient.cancelQueries({ queryKey: leadsKey });
      return config?.onMutate?.(...args);
    },
    onSuccess: async (lead, ...rest) => {
      queryClient.setQueriesData<Lead[]>({ queryKey: [...leadsKey, 'list'] }, (leads) =>
        leads?.map((l) => (l.id === lead.id ? lead : l)),
      );
      await config?.onSuccess?.(lead, ...rest);
      await queryClient.invalidateQueries({ queryKey: leadsKey });
    },
  });
}

export function useSendTestEmail(config?: MutationConfig<typeof sendTestEmail>) {
  return useMutation({ ...config, mutationFn: sendTestEmail });
}

/** A plain link: the browser downloads the stream itself, with the session cookie. */
export const exportUrl = (filter: Omit<InboxFilter, 'page'>) =>
  `/api/contacts/export.csv${query({ q: filter.q, status: filter.status })}`;
