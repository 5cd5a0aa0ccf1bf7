import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { noDataSchema } from '../../../common/schemas/api';
import {
  type User,
  type UserBulkAction,
  type UserBulkCreateOptions,
  userBulkActionResultSchema,
  userBulkCreateResultSchema,
  userCreateResultSchema,
  userExportResultSchema,
  userListResultSchema,
  userOptionsSchema,
  userResetPasswordResultSchema,
  userSchema,
  userStatsSchema,
} from '../../../common/schemas/users';
import type { ImportUser } from '../../../common/users-import';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { toApiQuery, toFilterQuery, type UserFilters } from './filters';

// Caches of product §2.4: the list 30 seconds, the stats 10 seconds, options 5 minutes.
const LIST_STALE_MS = 30_000;
const STATS_STALE_MS = 10_000;
const OPTIONS_STALE_MS = 5 * 60_000;

const userDataSchema = z.object({ user: userSchema });
const statsDataSchema = z.object({ stats: userStatsSchema });

export function useUserList(filters: UserFilters) {
  const query = toApiQuery(filters);
  return useQuery({
    queryKey: queryKeys.users.list(query),
    queryFn: ({ signal }) =>
      apiRequest('GET', `/admin/users?${query}`, undefined, { schema: userListResultSchema, signal }),
    staleTime: LIST_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useUserStats() {
  return useQuery({
    queryKey: queryKeys.users.stats,
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', '/admin/users/stats', undefined, { schema: statsDataSchema, signal })).stats,
    staleTime: STATS_STALE_MS,
  });
}

export function useUserOptions() {
  return useQuery({
    queryKey: queryKeys.users.options,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/admin/users/options', undefined, { schema: userOptionsSchema, signal }),
    staleTime: OPTIONS_STALE_MS,
  });
}

/** After any change: the changed user goes into its cache; every list and the stats refetch. */
function afterUserChange(queryClient: QueryClient, user?: User) {
  if (user) queryClient.setQueryData(queryKeys.users.detail(user.id), user);
  void queryClient.invalidateQueries({ queryKey: queryKeys.users.lists });
  void queryClient.invalidateQueries({ queryKey: queryKeys.users.stats });
}

/** The body of POST /admin/users: optional fields only when given. */
export type UserCreateBody = Record<string, unknown>;

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserCreateBody) =>
      apiRequest('POST', '/admin/users', body, { schema: userCreateResultSchema }),
    onSuccess: (result) => afterUserChange(queryClient, result.user),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: Record<string, unknown> }) =>
      (await apiRequest('PUT', `/admin/users/${id}`, body, { schema: userDataSchema })).user,
    onSuccess: (user) => afterUserChange(queryClient, user),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
      apiRequest('DELETE', `/admin/users/${id}`, reason ? { reason } : {}, { schema: noDataSchema }),
    onSuccess: (_data, { id }) => queryClient.removeQueries({ queryKey: queryKeys.users.detail(id) }),
    // Also after a failure: "not found" means the list is out of date.
    onSettled: () => afterUserChange(queryClient),
  });
}

export function useToggleUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await apiRequest('POST', `/admin/users/${id}/toggle-status`, undefined, { schema: userDataSchema }))
        .user,
    onSuccess: (user) => afterUserChange(queryClient, user),
  });
}

export interface ResetPasswordBody {
  generate_password: boolean;
  notify_user: boolean;
  send_password_in_email?: boolean;
  new_password?: string;
  new_password_confirmation?: string;
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ResetPasswordBody }) =>
      apiRequest('POST', `/admin/users/${id}/reset-password`, body, {
        schema: userResetPasswordResultSchema,
      }),
  });
}

export function useBulkUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { action: UserBulkAction; user_ids: number[]; reason?: string }) =>
      apiRequest('POST', '/admin/users/bulk-action', input, { schema: userBulkActionResultSchema }),
    onSettled: () => afterUserChange(queryClient),
  });
}

export function useBulkCreateUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    /** A multipart form with csv_file and the options, or the options and users_data as JSON. */
    mutationFn: (input: FormData | (Partial<UserBulkCreateOptions> & { users_data: ImportUser[] })) =>
      apiRequest('POST', '/admin/users/bulk-create', input, { schema: userBulkCreateResultSchema }),
    onSettled: () => afterUserChange(queryClient),
  });
}

/** GET /api/admin/users/export with the current filters (not the page). */
export function fetchUserExport(filters: UserFilters) {
  return apiRequest('GET', `/admin/users/export?${toFilterQuery(filters).toString()}`, undefined, {
    schema: userExportResultSchema,
  });
}
