import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  leadFilterSearch,
  type Lead,
  type LeadDetail,
  type LeadFilter,
  type LeadFilterFields,
  type LeadNoteInput,
  type LeadUpdate,
} from '#shared/schemas/leads.ts';
import type { LeadViewCreate, LeadViewUpdate } from '#shared/schemas/lead-views.ts';
import { apiRequest } from '#client/lib/api.ts';
import type { MutationConfig } from '#client/lib/query-client.ts';

/**
 * The inbox as the panel asks for it (decisions 0013, 0060–0064): search words, status, source,
 * tool result, assignee, the table's sort and the page. Kept in the URL by the panel, read and
 * written by the server's own query schema (leadListQuerySchema; issue 24 §2).
 */
export type InboxFilter = LeadFilter;

/** The part of the filter that decides which leads match (totals and the export take it). */
export type InboxMatch = LeadFilterFields;

export const matchOf = (filter: InboxFilter): InboxMatch => ({
  q: filter.q,
  status: filter.status,
  source: filter.source,
  hasToolResult: filter.hasToolResult,
  assignee: filter.assignee,
});

/** The query string the server's leadListQuerySchema reads; defaults are left out. */
export function inboxSearch(filter: Partial<InboxFilter>): string {
  const text = leadFilterSearch(filter);
  return text ? `?${text}` : '';
}

/** Every inbox query starts with this key: one invalidation refreshes list, totals and detail. */
export const leadsKey = ['leads'] as const;

export const leadsQueryOptions = (filter: InboxFilter) =>
  queryOptions({
    queryKey: [...leadsKey, 'list', filter] as const,
    queryFn: () => apiRequest('GET /api/contacts', { search: inboxSearch(filter) }),
  });

export const leadSummaryQueryOptions = (match: InboxMatch) =>
  queryOptions({
    queryKey: [...leadsKey, 'summary', match] as const,
    queryFn: () => apiRequest('GET /api/contacts/summary', { search: inboxSearch(match) }),
  });

export const leadDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...leadsKey, 'detail', id] as const,
    queryFn: () => apiRequest('GET /api/contacts/:id', { params: { id } }),
  });

/** The admins a lead may be assigned to; they change rarely, the panel reads them once. */
export const assigneesQueryOptions = () =>
  queryOptions({
    queryKey: ['admins', 'assignees'] as const,
    queryFn: () => apiRequest('GET /api/contacts/assignees'),
  });

export const updateLead = ({ id, ...change }: LeadUpdate & { id: number }) =>
  apiRequest('PATCH /api/contacts/:id', { params: { id }, body: change });

export const addLeadNote = ({ id, body }: LeadNoteInput & { id: number }) =>
  apiRequest('POST /api/contacts/:id/notes', { params: { id }, body: { body } });

export const sendTestEmail = () => apiRequest('POST /api/test-email');

/**
 * Changes a lead's status and/or assignee: the changed lead replaces its old copy in every cached
 * page and in its detail at once, then list, totals and detail (its history) are refetched.
 */
export function useUpdateLead(config?: MutationConfig<typeof updateLead>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateLead,
    // A refresh already on its way would bring the old values back over the new ones.
    onMutate: async (...args) => {
      await queryClient.cancelQueries({ queryKey: leadsKey });
      return config?.onMutate?.(...args);
    },
    onSuccess: async (lead, ...rest) => {
      queryClient.setQueriesData<Lead[]>({ queryKey: [...leadsKey, 'list'] }, (leads) =>
        leads?.map((l) => (l.id === lead.id ? lead : l)),
      );
      queryClient.setQueryData<LeadDetail>(leadDetailQueryOptions(lead.id).queryKey, (detail) =>
        detail ? { ...detail, ...lead } : detail,
      );
      await config?.onSuccess?.(lead, ...rest);
      await queryClient.invalidateQueries({ queryKey: leadsKey });
    },
  });
}

/** Appends an internal note; the detail shows it at once, then list (note counts) and detail refresh. */
export function useAddLeadNote(config?: MutationConfig<typeof addLeadNote>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: addLeadNote,
    onSuccess: async (note, variables, ...rest) => {
      queryClient.setQueryData<LeadDetail>(
        leadDetailQueryOptions(variables.id).queryKey,
        (detail) =>
          detail
            ? { ...detail, notes: [...detail.notes, note], noteCount: detail.noteCount + 1 }
            : detail,
      );
      await config?.onSuccess?.(note, variables, ...rest);
      await queryClient.invalidateQueries({ queryKey: leadsKey });
    },
  });
}

export function useSendTestEmail(config?: MutationConfig<typeof sendTestEmail>) {
  return useMutation({ ...config, mutationFn: sendTestEmail });
}

/** A plain link: the browser downloads the stream itself, with the session cookie. */
export const exportUrl = (match: InboxMatch) => `/api/contacts/export.csv${inboxSearch(match)}`;

/**
 * The desk's address query a saved view keeps (issue 26 §4, decision 0088): the filter and sort
 * without the page, in the server's canonical order (lead-views.ts), so the current filters can be
 * matched against the saved views as text.
 */
export const viewQueryOf = (filter: InboxFilter): string =>
  inboxSearch({ ...filter, page: 1 }).replace(/^\?/, '');

/** The signed-in admin's own saved views (each admin sees only theirs). */
export const leadViewsQueryOptions = () =>
  queryOptions({
    queryKey: ['lead-views'] as const,
    queryFn: () => apiRequest('GET /api/admin/lead-views'),
  });

export const saveLeadView = (view: LeadViewCreate) =>
  apiRequest('POST /api/admin/lead-views', { body: view });

export const renameLeadView = ({ id, ...change }: LeadViewUpdate & { id: number }) =>
  apiRequest('PATCH /api/admin/lead-views/:id', { params: { id }, body: change });

export const deleteLeadView = (id: number) =>
  apiRequest('DELETE /api/admin/lead-views/:id', { params: { id } });

/** Any change to a view refreshes the list through the factory's key. */
function useRefreshViews() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: leadViewsQueryOptions().queryKey });
}

export function useSaveLeadView(config?: MutationConfig<typeof saveLeadView>) {
  const refresh = useRefreshViews();
  return useMutation({
    ...config,
    mutationFn: saveLeadView,
    onSuccess: async (...args) => {
      await config?.onSuccess?.(...args);
      await refresh();
    },
  });
}

export function useRenameLeadView(config?: MutationConfig<typeof renameLeadView>) {
  const refresh = useRefreshViews();
  return useMutation({
    ...config,
    mutationFn: renameLeadView,
    onSuccess: async (...args) => {
      await config?.onSuccess?.(...args);
      await refresh();
    },
  });
}

export function useDeleteLeadView(config?: MutationConfig<typeof deleteLeadView>) {
  const refresh = useRefreshViews();
  return useMutation({
    ...config,
    mutationFn: deleteLeadView,
    onSuccess: async (...args) => {
      await config?.onSuccess?.(...args);
      await refresh();
    },
  });
}

/** The lead's booked meetings and their history (issue 25 §6), beside its detail. */
export const leadMeetingsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...leadsKey, 'meetings', id] as const,
    queryFn: () => apiRequest('GET /api/admin/leads/:id/meetings', { params: { id } }),
  });
