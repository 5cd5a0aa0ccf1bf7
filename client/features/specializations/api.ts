import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { noDataSchema } from '../../../common/schemas/api';
import { categorySchema } from '../../../common/schemas/categories';
import {
  type Specialization,
  type SpecializationBulkAssignInput,
  type SpecializationCreateInput,
  type SpecializationUpdateInput,
  specializationSchema,
  workloadStatsSchema,
} from '../../../common/schemas/specializations';
import { userListResultSchema } from '../../../common/schemas/user-shapes';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

const BASE = '/admin/counselor-specializations';
/** Product §2.4: the specialization cache lasts 2 minutes. */
const CACHE_MS = 2 * 60_000;

/** Product §2.7: the staff offered in the dialog (active counselors and advisors). */
export const STAFF_QUERY = 'role=counselor,advisor&status=active&per_page=100';
/** Under the users keys, so a change to any user refreshes the staff list too. */
const staffKey = queryKeys.users.list(STAFF_QUERY);

const listSchema = z.object({ specializations: z.array(specializationSchema) });
const oneSchema = z.object({ specialization: specializationSchema });
const availabilityAnswerSchema = z.object({ updated_count: z.number().int() });
const categoryOptionSchema = categorySchema.pick({ id: true, name: true, color: true, is_active: true });
export type CategoryOption = z.infer<typeof categoryOptionSchema>;
const categoriesSchema = z.object({ categories: z.array(categoryOptionSchema) });
/** The stats may come at the top level of `data` or under `stats`. */
const statsAnswerSchema = z.union([z.object({ stats: workloadStatsSchema }), workloadStatsSchema]);
const countSchema = z.union([z.number().int(), z.array(z.unknown()).transform((list) => list.length)]);
const bulkResultSchema = z.object({
  created: countSchema,
  skipped: countSchema,
  specializations: z.array(specializationSchema).optional(),
});
export type BulkAssignResult = z.infer<typeof bulkResultSchema>;

export function useSpecializations() {
  return useQuery({
    queryKey: queryKeys.specializations.list,
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', BASE, undefined, { schema: listSchema, signal })).specializations,
    staleTime: CACHE_MS,
    // Product §2.2: refetched whenever the tab becomes active.
    refetchOnMount: 'always',
  });
}

export function useWorkloadStats() {
  return useQuery({
    queryKey: queryKeys.specializations.workloadStats,
    queryFn: async ({ signal }) => {
      const data = await apiRequest('GET', `${BASE}/workload-stats`, undefined, {
        schema: statsAnswerSchema,
        signal,
      });
      return 'stats' in data ? data.stats : data;
    },
    staleTime: CACHE_MS,
    refetchOnMount: 'always',
  });
}

/** Active counselors and advisors, by name. */
export function useStaff() {
  return useQuery({
    queryKey: staffKey,
    queryFn: ({ signal }) =>
      apiRequest('GET', `/admin/users?${STAFF_QUERY}`, undefined, { schema: userListResultSchema, signal }),
    select: (data) =>
      data.users
        .filter((user) => user.status === 'active' && (user.role === 'counselor' || user.role === 'advisor'))
        .sort((a, b) => a.name.localeCompare(b.name)),
    staleTime: CACHE_MS,
    refetchOnMount: 'always',
  });
}

/** Every category (the dialog offers only the active ones; filters and chips may show any). */
export function useCategoryOptions() {
  return useQuery({
    queryKey: queryKeys.categories.specializationOptions,
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', '/admin/ticket-categories', undefined, { schema: categoriesSchema, signal }))
        .categories,
    staleTime: CACHE_MS,
  });
}

/** After any change: the specializations, the workload stats and the categories' counselor counts. */
export function afterSpecializationChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.specializations.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.categories.every });
}

export function useCreateSpecialization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SpecializationCreateInput) =>
      (await apiRequest('POST', BASE, body, { schema: oneSchema })).specialization,
    onSuccess: () => afterSpecializationChange(queryClient),
  });
}

export function useUpdateSpecialization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: SpecializationUpdateInput }) =>
      (await apiRequest('PUT', `${BASE}/${id}`, body, { schema: oneSchema })).specialization,
    onSuccess: () => afterSpecializationChange(queryClient),
  });
}

export function useRemoveSpecialization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `${BASE}/${id}`, undefined, { schema: noDataSchema }),
    // Also after a failure: "not found" means the list is out of date.
    onSettled: () => afterSpecializationChange(queryClient),
  });
}

export function useBulkAssign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SpecializationBulkAssignInput) =>
      apiRequest('POST', `${BASE}/bulk-assign`, body, { schema: bulkResultSchema }),
    onSettled: () => afterSpecializationChange(queryClient),
  });
}

/** Switches availability at once in the cached list, then confirms with the server. */
export function useUpdateAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: { id: number; is_available: boolean }[]) =>
      apiRequest(
        'POST',
        `${BASE}/update-availability`,
        { specializations: changes },
        { schema: availabilityAnswerSchema },
      ),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.specializations.list });
      const before = queryClient.getQueryData<Specialization[]>(queryKeys.specializations.list);
      const next = new Map(changes.map((change) => [change.id, change.is_available]));
      queryClient.setQueryData<Specialization[]>(queryKeys.specializations.list, (list) =>
        list?.map((row) =>
          next.has(row.id) ? { ...row, is_available: next.get(row.id) ?? row.is_available } : row,
        ),
      );
      return { before };
    },
    onError: (_error, _changes, context) => {
      if (context?.before) queryClient.setQueryData(queryKeys.specializations.list, context.before);
    },
    onSettled: () => afterSpecializationChange(queryClient),
  });
}

export function useResetWorkloads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('POST', `${BASE}/reset-workloads`, undefined, { schema: workloadStatsSchema }),
    onSettled: () => afterSpecializationChange(queryClient),
  });
}
