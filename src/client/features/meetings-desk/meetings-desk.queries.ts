import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsultantSettings } from '#shared/schemas/consultants.ts';
import { apiRequest } from '#client/lib/api.ts';

/** The meetings desk's reads and writes (issue 25 §1, §6; decision 0111). */

export const consultantsQueryOptions = () =>
  queryOptions({
    queryKey: ['meetings-desk', 'consultants'] as const,
    queryFn: () => apiRequest('GET /api/admin/consultants'),
  });

export const agendaQueryOptions = (query: { from: string; days: number; consultant?: string }) =>
  queryOptions({
    queryKey: ['meetings-desk', 'agenda', query] as const,
    queryFn: () => {
      const search = new URLSearchParams({ from: query.from, days: String(query.days) });
      if (query.consultant) search.set('consultant', query.consultant);
      return apiRequest('GET /api/admin/agenda', { search: `?${search.toString()}` });
    },
  });

/** Every change of the desk may move a meeting between lists: the whole desk is read again. */
function useInvalidateDesk() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['meetings-desk'] });
}

export function useSaveConsultant() {
  const invalidate = useInvalidateDesk();
  return useMutation({
    mutationFn: ({ id, settings }: { id: string; settings: ConsultantSettings }) =>
      apiRequest('PUT /api/admin/consultants/:id', { params: { id }, body: settings }),
    onSuccess: invalidate,
  });
}

export function useReassignMeeting() {
  const invalidate = useInvalidateDesk();
  return useMutation({
    mutationFn: ({ id, consultantId }: { id: string; consultantId: string }) =>
      apiRequest('POST /api/admin/meetings/:id/reassign', {
        params: { id },
        body: { consultantId },
      }),
    onSuccess: invalidate,
  });
}

export function useMarkMeeting() {
  const invalidate = useInvalidateDesk();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'held' | 'no_show' | 'booked' }) =>
      apiRequest('PATCH /api/admin/meetings/:id', { params: { id }, body: { status } }),
    onSuccess: invalidate,
  });
}

export function useRotateFeed() {
  const invalidate = useInvalidateDesk();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest('POST /api/admin/consultants/:id/feed', { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useRevokeFeed() {
  const invalidate = useInvalidateDesk();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest('DELETE /api/admin/consultants/:id/feed', { params: { id } }),
    onSuccess: invalidate,
  });
}
