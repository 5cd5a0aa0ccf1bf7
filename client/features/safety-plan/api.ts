import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ownSafetyPlanAnswerSchema,
  type SafetyPlanInput,
  savedSafetyPlanAnswerSchema,
  sharedSafetyPlanAnswerSchema,
  shareOptionsAnswerSchema,
  sharesAnswerSchema,
} from '../../../common/schemas/safety-plans';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

/** The signed-in student's own plan and whom it is shared with. */
export function useOwnSafetyPlan() {
  return useQuery({
    queryKey: queryKeys.safetyPlan.own,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/safety-plan', undefined, { schema: ownSafetyPlanAnswerSchema, signal }),
    staleTime: 30_000,
  });
}

export function useSaveSafetyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: SafetyPlanInput) =>
      apiRequest('PUT', '/safety-plan', plan, { schema: savedSafetyPlanAnswerSchema }),
    onSuccess: ({ plan }) => {
      queryClient.setQueryData(queryKeys.safetyPlan.own, (old: { shared_with: unknown[] } | undefined) =>
        old ? { ...old, plan } : old,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.safetyPlan.own });
    },
  });
}

/** Staff the student may share with: those working their tickets first. */
export function useShareOptions() {
  return useQuery({
    queryKey: queryKeys.safetyPlan.shareOptions,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/safety-plan/share-options', undefined, {
        schema: shareOptionsAnswerSchema,
        signal,
      }),
    staleTime: 60_000,
  });
}

export function useSaveShares() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: number[]) =>
      apiRequest('PUT', '/safety-plan/shares', { user_ids: userIds }, { schema: sharesAnswerSchema }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.safetyPlan.own }),
  });
}

/** A plan a student shared with the signed-in staff member; 404 when it was not. */
export function useSharedSafetyPlan(studentId: number | null) {
  return useQuery({
    queryKey: queryKeys.safetyPlan.shared(studentId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest('GET', `/safety-plans/${studentId}`, undefined, {
        schema: sharedSafetyPlanAnswerSchema,
        signal,
      }),
    enabled: studentId !== null,
    retry: false,
    // Each read is audited: read it when the page opens, not every time the window regains focus.
    refetchOnWindowFocus: false,
  });
}
