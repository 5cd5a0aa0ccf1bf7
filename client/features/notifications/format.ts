import {
  NOTIFICATION_DEFAULT_PER_PAGE,
  type NotificationPriority,
  type NotificationType,
  type ReadStatus,
} from '../../../common/schemas/notifications';
import { isApiError } from '../../api/client';

export const TYPE_LABELS: Record<NotificationType, string> = {
  appointment: 'Appointment',
  ticket: 'Ticket',
  system: 'System',
  reminder: 'Reminder',
};

export const PRIORITY_LABELS: Record<NotificationPriority, string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export interface NotificationFilters {
  search: string;
  type: NotificationType | 'all';
  priority: NotificationPriority | 'all';
  read_status: ReadStatus;
  page: number;
  per_page: number;
}

export const DEFAULT_NOTIFICATION_FILTERS: NotificationFilters = {
  search: '',
  type: 'all',
  priority: 'all',
  read_status: 'all',
  page: 1,
  per_page: NOTIFICATION_DEFAULT_PER_PAGE,
};

/** The list query (product §2.5): the search is trimmed, and filters set to "all" or left empty are omitted. */
export function notificationQuery(filters: NotificationFilters): string {
  const params = new URLSearchParams();
  params.set('page', String(filters.page));
  params.set('per_page', String(filters.per_page));
  if (filters.type !== 'all') params.set('type', filters.type);
  if (filters.read_status !== 'all') params.set('read_status', filters.read_status);
  if (filters.priority !== 'all') params.set('priority', filters.priority);
  const search = filters.search.trim();
  if (search) params.set('search', search);
  return params.toString();
}

/** Up to `max` consecutive page numbers around the current page (product §2.9: a window of 5 buttons). */
export function pageButtons(current: number, last: number, max = 5): number[] {
  if (last < 1) return [1];
  const page = Math.min(Math.max(1, current), last);
  const size = Math.min(max, last);
  let start = Math.max(1, page - Math.floor(size / 2));
  start = Math.min(start, last - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

/** A link inside the product (a path such as /tickets/12-...), or null for anything else. */
export function safeLink(link: string | null | undefined): string | null {
  if (!link) return null;
  return /^\/(?!\/)[^\s\\]*$/.test(link) ? link : null;
}

export function bulkDeleteQuestion(count: number): string {
  return `Are you sure you want to delete ${count} notification(s)?`;
}

/**
 * The error banner's text (product §2.8): the server's own message, else "Failed to fetch notifications"; an
 * error that is not a failed call at all reads "An unexpected error occurred".
 */
export function fetchErrorText(error: unknown): string {
  if (isApiError(error))
    return error.fromServer && error.message ? error.message : 'Failed to fetch notifications';
  return 'An unexpected error occurred';
}
