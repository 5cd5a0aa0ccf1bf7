import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import {
  type NotificationBulkAction,
  notificationListSchema,
  notificationSchema,
} from '../../../common/schemas/notifications';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { type NotificationFilters, notificationQuery } from './format';

const unreadCountSchema = z.object({ unread_count: z.number().int() });
const oneNotificationSchema = z.object({ notification: notificationSchema, unread_count: z.number().int() });
const bulkResultSchema = unreadCountSchema.extend({ affected_count: z.number().int() });

/** How many notifications the center shows. */
export const CENTER_SIZE = 10;

export function fetchNotifications(query: string, signal?: AbortSignal) {
  return apiRequest('GET', `/notifications?${query}`, undefined, { schema: notificationListSchema, signal });
}

/** One page of the signed-in user's notifications; the previous page stays on screen while the next loads. */
export function useNotificationList(filters: NotificationFilters, enabled = true) {
  const query = notificationQuery(filters);
  return useQuery({
    queryKey: queryKeys.notifications.list(query),
    queryFn: ({ signal }) => fetchNotifications(query, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The unread count of the badge and the bell; the live stream keeps it current between fetches. */
export function useUnreadCount() {
  return useQuery({
    queryKey: queryKeys.notifications.unreadCount,
    queryFn: async ({ signal }) =>
      (
        await apiRequest('GET', '/notifications/unread-count', undefined, {
          schema: unreadCountSchema,
          signal,
        })
      ).unread_count,
    staleTime: 60_000,
  });
}

export function setUnreadCount(queryClient: QueryClient, count: number): void {
  queryClient.setQueryData(queryKeys.notifications.unreadCount, Math.max(0, count));
}

/** After any change: the count the server answered with, and every list refetches. */
function afterChange(queryClient: QueryClient, unreadCount?: number) {
  if (unreadCount !== undefined) setUnreadCount(queryClient, unreadCount);
  void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.lists });
}

// Product §2.8: failures of these calls are logged only, with no message to the user.
const logFailure = (what: string) => (error: unknown) => console.error(`Failed to ${what}`, error);

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) =>
      apiRequest('PATCH', `/notifications/${id}/${read ? 'read' : 'unread'}`, undefined, {
        schema: oneNotificationSchema,
      }),
    onSuccess: (result) => afterChange(queryClient, result.unread_count),
    onError: logFailure('update the notification'),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('POST', '/notifications/mark-all-read', undefined, { schema: unreadCountSchema }),
    onSuccess: (result) => afterChange(queryClient, result.unread_count),
    onError: logFailure('mark all notifications read'),
  });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest('DELETE', `/notifications/${id}`, undefined, { schema: unreadCountSchema }),
    onSuccess: (result) => afterChange(queryClient, result.unread_count),
    onError: logFailure('delete the notification'),
  });
}

export function useBulkNotificationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { action: NotificationBulkAction; notification_ids: number[] }) =>
      apiRequest('POST', '/notifications/bulk-action', input, { schema: bulkResultSchema }),
    onSuccess: (result) => afterChange(queryClient, result.unread_count),
    onError: logFailure('apply the bulk action'),
  });
}
