import { queryOptions, useMutation } from '@tanstack/react-query';
import type { MeetingRescheduleInput } from '#shared/schemas/meeting-manage.ts';
import { apiRequest } from '#client/lib/api.ts';
import type { MutationConfig } from '#client/lib/query-client.ts';
import { bookingKey, useForgettingOwnMeeting } from './booking.queries.ts';

/**
 * A booked meeting by the signed link of its mails (issue 25 §5, decision 0109). The link's
 * answer is read once: after a change the link is dead (its sequence moved on), so the page keeps
 * the change's own answer instead of reading the link again.
 */
export const meetingLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...bookingKey, 'manage', token] as const,
    queryFn: () =>
      apiRequest('GET /api/meetings/manage', {
        search: `?${new URLSearchParams({ token }).toString()}`,
      }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const cancelMeeting = (token: string) =>
  apiRequest('POST /api/meetings/manage/cancel', { body: { token } });

export const rescheduleMeeting = (input: MeetingRescheduleInput) =>
  apiRequest('POST /api/meetings/manage/reschedule', { body: input });

export function useCancelMeeting(config?: MutationConfig<typeof cancelMeeting>) {
  return useMutation({
    ...config,
    mutationFn: cancelMeeting,
    onSuccess: useForgettingOwnMeeting(config?.onSuccess),
  });
}

export function useRescheduleMeeting(config?: MutationConfig<typeof rescheduleMeeting>) {
  return useMutation({
    ...config,
    mutationFn: rescheduleMeeting,
    onSuccess: useForgettingOwnMeeting(config?.onSuccess),
  });
}

/** The links of every meeting booked with this address, mailed again (decision 0120). */
export const requestMeetingLinks = (email: string) =>
  apiRequest('POST /api/meetings/manage/links', { body: { email } });

export function useRequestMeetingLinks(config?: MutationConfig<typeof requestMeetingLinks>) {
  return useMutation({ ...config, mutationFn: requestMeetingLinks });
}
