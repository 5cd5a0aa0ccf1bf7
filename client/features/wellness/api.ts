import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CheckInInput,
  ownWellnessAnswerSchema,
  savedCheckInAnswerSchema,
  sharedWellnessAnswerSchema,
  sharingAnswerSchema,
  sharingStudentsAnswerSchema,
} from '../../../common/schemas/wellness';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

/** The signed-in student's last 30 days, today's check-in and whether they share them. */
export function useOwnWellness(enabled = true) {
  return useQuery({
    queryKey: queryKeys.wellness.own,
    enabled,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/wellness/me', undefined, { schema: ownWellnessAnswerSchema, signal }),
  });
}

export function useCheckIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CheckInInput) =>
      apiRequest('PUT', '/wellness/check-in', input, { schema: savedCheckInAnswerSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.wellness.own }),
  });
}

export function useWellnessSharing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (shared: boolean) =>
      apiRequest('PUT', '/wellness/sharing', { shared }, { schema: sharingAnswerSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.wellness.own }),
  });
}

/** Counselors and advisors: which of their students share their check-ins with them. */
export function useSharingStudents(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.wellness.sharingStudents,
    enabled,
    queryFn: async ({ signal }) =>
      (
        await apiRequest('GET', '/wellness/shared-students', undefined, {
          schema: sharingStudentsAnswerSchema,
          signal,
        })
      ).student_ids,
  });
}

/** A student's trend as their counselor reads it while it is shared. */
export function useSharedWellness(studentId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.wellness.shared(studentId),
    enabled,
    queryFn: ({ signal }) =>
      apiRequest('GET', `/wellness/students/${studentId}`, undefined, {
        schema: sharedWellnessAnswerSchema,
        signal,
      }),
  });
}
