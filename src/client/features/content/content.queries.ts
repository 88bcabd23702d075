import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectionName } from '#shared/content/collection-names.ts';
import type { ContentEntry } from '#shared/content/content-answers.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { apiRequest } from '#client/lib/api.ts';

/** A collection's entries with each translation's state (issue 23 §4's board). */
export const contentListQueryOptions = (collection: CollectionName) =>
  queryOptions({
    queryKey: ['content', collection] as const,
    queryFn: () => apiRequest('GET /api/admin/content/:collection', { params: { collection } }),
  });

/** One entry with every translation's fields. */
export const contentEntryQueryOptions = (collection: CollectionName, id: number) =>
  queryOptions({
    queryKey: ['content', collection, id] as const,
    queryFn: () =>
      apiRequest('GET /api/admin/content/:collection/:id', { params: { collection, id } }),
  });

export const contentRevisionsQueryOptions = (
  collection: CollectionName,
  id: number,
  locale: Locale,
) =>
  queryOptions({
    queryKey: ['content', collection, id, locale, 'revisions'] as const,
    queryFn: () =>
      apiRequest('GET /api/admin/content/:collection/:id/:locale/revisions', {
        params: { collection, id, locale },
      }),
  });

export type ContentChange =
  | { kind: 'create'; body: Record<string, unknown> }
  | { kind: 'save'; id: number; locale: Locale; body: Record<string, unknown> }
  | { kind: 'publish' | 'unpublish'; id: number; locale: Locale; version: number }
  | { kind: 'restore'; id: number; locale: Locale; version: number; revision: number }
  | {
      kind: 'schedule';
      id: number;
      locale: Locale;
      version: number;
      publishAt: string | null;
      unpublishAt: string | null;
    };

function send(collection: CollectionName, change: ContentChange): Promise<ContentEntry> {
  switch (change.kind) {
    case 'create':
      return apiRequest('POST /api/admin/content/:collection', {
        params: { collection },
        body: change.body,
      });
    case 'save':
      return apiRequest('PUT /api/admin/content/:collection/:id/:locale', {
        params: { collection, id: change.id, locale: change.locale },
        body: change.body,
      });
    case 'publish':
      return apiRequest('POST /api/admin/content/:collection/:id/:locale/publish', {
        params: { collection, id: change.id, locale: change.locale },
        body: { version: change.version },
      });
    case 'unpublish':
      return apiRequest('POST /api/admin/content/:collection/:id/:locale/unpublish', {
        params: { collection, id: change.id, locale: change.locale },
        body: { version: change.version },
      });
    case 'schedule':
      return apiRequest('POST /api/admin/content/:collection/:id/:locale/schedule', {
        params: { collection, id: change.id, locale: change.locale },
        body: {
          version: change.version,
          publishAt: change.publishAt,
          unpublishAt: change.unpublishAt,
        },
      });
    case 'restore':
      return apiRequest(
        'POST /api/admin/content/:collection/:id/:locale/revisions/:revision/restore',
        {
          params: { collection, id: change.id, locale: change.locale, revision: change.revision },
          body: { version: change.version },
        },
      );
  }
}

/** A signed preview link of one translation (issue 23 §5, decision 0131). */
export function requestPreviewLink(collection: CollectionName, id: number, locale: Locale) {
  return apiRequest('POST /api/admin/content/:collection/:id/:locale/preview-link', {
    params: { collection, id, locale },
  });
}

/**
 * Every change answers the entry as stored: it replaces the entry's cache, and the board and
 * revisions are read again (their keys start with the collection's).
 */
export function useContentChange(collection: CollectionName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ContentChange) => send(collection, change),
    onSuccess: async (entry) => {
      queryClient.setQueryData(contentEntryQueryOptions(collection, entry.id).queryKey, entry);
      await queryClient.invalidateQueries({
        queryKey: contentListQueryOptions(collection).queryKey,
      });
      // A schedule, a publish or an unpublish may change what the calendar shows (decision 0132).
      await queryClient.invalidateQueries({ queryKey: contentCalendarQueryOptions().queryKey });
    },
  });
}

/** What the scheduler will do, for the calendar (issue 23 §5, decision 0132). */
export const contentCalendarQueryOptions = () =>
  queryOptions({
    queryKey: ['content-calendar'] as const,
    queryFn: () => apiRequest('GET /api/admin/content-calendar'),
  });
