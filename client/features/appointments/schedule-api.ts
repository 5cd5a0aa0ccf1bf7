import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type ScheduleInput, scheduleSchema } from '../../../common/schemas/appointments';
import { userListResultSchema } from '../../../common/schemas/users';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

const answer = z.object({ schedule: scheduleSchema });

/** `GET /api/staff/{id}/schedule` (`me` for one's own). */
export function useSchedule(id: number | 'me' | null) {
  return useQuery({
    queryKey: queryKeys.appointments.schedule(id ?? 'me'),
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', `/staff/${id}/schedule`, undefined, { schema: answer, signal })).schedule,
    enabled: id !== null,
    staleTime: 30_000,
  });
}

/** `PUT /api/staff/{id}/schedule`: replaces the whole schedule; free times and counselors are read afresh. */
export function useSaveSchedule(id: number | 'me') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ScheduleInput) =>
      (await apiRequest('PUT', `/staff/${id}/schedule`, body, { schema: answer })).schedule,
    onSuccess: (schedule) => queryClient.setQueryData(queryKeys.appointments.schedule(id), schedule),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.appointments.all }),
  });
}

const STAFF_QUERY = 'role=counselor,advisor&status=active&sort_by=name&sort_direction=asc&per_page=100';

/** Admins: the active counselors and advisors (the user list, filtered), to pick whose schedule to edit. */
export function useScheduleStaff(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.appointments.scheduleStaff,
    queryFn: async ({ signal }) =>
      (
        await apiRequest('GET', `/admin/users?${STAFF_QUERY}`, undefined, {
          schema: userListResultSchema,
          signal,
        })
      ).users,
    enabled,
    staleTime: 60_000,
  });
}
