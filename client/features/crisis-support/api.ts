import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { emptyDataSchema } from '../../../common/schemas/api';
import {
  type CrisisContact,
  type CrisisContactInput,
  type CrisisSupportSettings,
  crisisContactSchema,
  crisisSupportSettingsSchema,
  type ReachOutInput,
} from '../../../common/schemas/crisis-support';
import { ticketSchema } from '../../../common/schemas/tickets';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

const contactListSchema = z.object({ contacts: z.array(crisisContactSchema) });
const oneContactSchema = z.object({ contact: crisisContactSchema });
const settingsSchema = z.object({ settings: crisisSupportSettingsSchema });

/** The contacts a person in crisis is shown; kept for a while, since they rarely change. */
export function useCrisisContacts() {
  return useQuery({
    queryKey: queryKeys.crisisSupport.contacts,
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', '/crisis-support/contacts', undefined, { schema: contactListSchema, signal }))
        .contacts,
    staleTime: 10 * 60_000,
    retry: 2,
  });
}

/** "Ask a counselor to contact me now": opens an urgent crisis ticket. */
export function useReachOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReachOutInput) =>
      apiRequest('POST', '/crisis-support/reach-out', input, { schema: z.object({ ticket: ticketSchema }) }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.tickets.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
    },
  });
}

export function useAdminCrisisContacts() {
  return useQuery({
    queryKey: queryKeys.crisisSupport.adminContacts,
    queryFn: async ({ signal }) =>
      (
        await apiRequest('GET', '/admin/crisis-support/contacts', undefined, {
          schema: contactListSchema,
          signal,
        })
      ).contacts,
  });
}

export function useSaveCrisisContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
    }: {
      id: number | null;
      body: CrisisContactInput;
    }): Promise<CrisisContact> =>
      (
        await apiRequest(
          id === null ? 'POST' : 'PUT',
          id === null ? '/admin/crisis-support/contacts' : `/admin/crisis-support/contacts/${id}`,
          body,
          { schema: oneContactSchema },
        )
      ).contact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.crisisSupport.all }),
  });
}

export function useDeleteCrisisContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest('DELETE', `/admin/crisis-support/contacts/${id}`, undefined, { schema: emptyDataSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.crisisSupport.all }),
  });
}

export function useReorderCrisisContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) =>
      (
        await apiRequest(
          'POST',
          '/admin/crisis-support/contacts/reorder',
          { contact_ids: ids },
          {
            schema: contactListSchema,
          },
        )
      ).contacts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.crisisSupport.all }),
  });
}

export function useCrisisSettings() {
  return useQuery({
    queryKey: queryKeys.crisisSupport.settings,
    queryFn: async ({ signal }) =>
      (
        await apiRequest('GET', '/admin/crisis-support/settings', undefined, {
          schema: settingsSchema,
          signal,
        })
      ).settings,
  });
}

export function useSaveCrisisSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: CrisisSupportSettings) =>
      (await apiRequest('PUT', '/admin/crisis-support/settings', settings, { schema: settingsSchema }))
        .settings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.crisisSupport.all }),
  });
}
