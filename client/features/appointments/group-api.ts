import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type GroupSessionInput, groupSessionSchema } from '../../../common/schemas/group-sessions';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

const listSchema = z.object({ sessions: z.array(groupSessionSchema) });
const oneSchema = z.object({ session: groupSessionSchema });

/** Group sessions still to start, soonest first, with the seats left and whether the viewer joined. */
export function useGroupSessions() {
  return useQuery({
    queryKey: queryKeys.appointments.groups,
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', '/group-sessions', undefined, { schema: listSchema, signal })).sessions,
    staleTime: 15_000,
  });
}

/** Every change refreshes the list, failures too: a 409 "This session is full" shows the seats as they are. */
function useGroupMutation<V, R>(call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.appointments.groups }),
  });
}

export function useOfferGroupSession() {
  return useGroupMutation(
    async (body: GroupSessionInput) =>
      (await apiRequest('POST', '/group-sessions', body, { schema: oneSchema })).session,
  );
}

export function useJoinGroupSession() {
  return useGroupMutation(
    async (id: number) =>
      (await apiRequest('POST', `/group-sessions/${id}/join`, undefined, { schema: oneSchema })).session,
  );
}

export function useLeaveGroupSession() {
  return useGroupMutation(
    async (id: number) =>
      (await apiRequest('DELETE', `/group-sessions/${id}/join`, undefined, { schema: oneSchema })).session,
  );
}

export function useCancelGroupSession() {
  return useGroupMutation(
    async ({ id, reason }: { id: number; reason: string }) =>
      (await apiRequest('POST', `/group-sessions/${id}/cancel`, { reason }, { schema: oneSchema })).session,
  );
}
