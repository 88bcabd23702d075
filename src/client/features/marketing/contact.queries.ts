import { useMutation } from '@tanstack/react-query';
import type { ContactData } from '#shared/schemas/contact.ts';
import { apiRequest } from '#client/lib/api.ts';
import type { MutationConfig } from '#client/lib/query-client.ts';

/** POST /api/contacts (spec 01 §7): the demonstration request of the lead form. */
export const sendLead = (data: ContactData) => apiRequest('POST /api/contacts', { body: data });

export function useSendLead(config?: MutationConfig<typeof sendLead>) {
  return useMutation({ ...config, mutationFn: sendLead });
}
