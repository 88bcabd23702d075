import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '#shared/i18n/locales.ts';
import type { ServiceSlug } from '#shared/routes.ts';
import type { BookingInput } from '#shared/schemas/booking.ts';
import { apiRequest } from '#client/lib/api.ts';
import type { MutationConfig } from '#client/lib/query-client.ts';

/**
 * Booking a conversation (issue 25 §2; decisions 0102, 0103, 0107): the free slots and the
 * booking. Slots are the server's answer for its own clock; they go stale within a minute (others
 * book), unlike the app's other reads, which never go stale (spec 01 §7).
 */
export const bookingKey = ['booking'] as const;

export interface SlotsFor {
  language: Locale;
  service?: ServiceSlug;
  /** First instant to list from (paging to later days); absent for "from now". */
  from?: string;
}

export const slotsQueryOptions = ({ language, service, from }: SlotsFor) =>
  queryOptions({
    queryKey: [...bookingKey, 'slots', language, service ?? null, from ?? null] as const,
    queryFn: () => {
      const search = new URLSearchParams({ language });
      if (service) search.set('service', service);
      if (from) search.set('from', from);
      return apiRequest('GET /api/meetings/slots', { search: `?${search.toString()}` });
    },
    staleTime: 60_000,
  });

/** POST /api/meetings: 201 with the meeting, 409 with fresh slots, 400 naming `slotStart`. */
export const bookMeeting = (booking: BookingInput) =>
  apiRequest('POST /api/meetings', { body: booking });

export function useBookMeeting(config?: MutationConfig<typeof bookMeeting>) {
  return useMutation({
    ...config,
    mutationFn: bookMeeting,
    onSuccess: useForgettingOwnMeeting(config?.onSuccess),
  });
}

const ownMeetingKey = [...bookingKey, 'mine'] as const;

/**
 * A mutation's `onSuccess` that first forgets the person's meeting (booked, moved or cancelled
 * here): the next screen that shows it waits for the server's answer rather than drawing the old
 * one first.
 */
export function useForgettingOwnMeeting<Args extends unknown[]>(
  onSuccess?: (...args: Args) => unknown,
) {
  const queryClient = useQueryClient();
  return (...args: Args) => {
    queryClient.removeQueries({ queryKey: ownMeetingKey });
    return onSuccess?.(...args);
  };
}

/**
 * The signed-in person's next booked meeting (GET /api/meetings/mine, issue 26 §3), so the
 * dashboard shows it instead of offering a conversation already booked. Read again whenever a
 * screen that shows it mounts: a link in a mail may have moved or cancelled it meanwhile.
 */
export const ownMeetingQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...ownMeetingKey, userId] as const,
    queryFn: () => apiRequest('GET /api/meetings/mine'),
    staleTime: 0,
  });
