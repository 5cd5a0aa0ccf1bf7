/** Every TanStack Query key of the client, so invalidations cannot drift from the queries. */
export const queryKeys = {
  session: ['auth', 'session'] as const,
  tickets: {
    /** Every ticket query: lists, stats and details. Invalidate this after a change to any ticket. */
    all: ['tickets'] as const,
    lists: ['tickets', 'list'] as const,
    list: (query: string) => ['tickets', 'list', query] as const,
    stats: ['tickets', 'stats'] as const,
    detail: (id: number) => ['tickets', 'detail', id] as const,
    /** The open crisis-flagged tickets of the crisis banners; a list, so list invalidations reach it. */
    crisisQueue: ['tickets', 'list', 'crisis-queue'] as const,
    /** Who may take a ticket, with their workloads; a list, so any ticket change refreshes it. */
    availableStaff: (id: number) => ['tickets', 'list', 'available-staff', id] as const,
    options: ['ticket-options'] as const,
  },
  notifications: {
    /** Every notification query: lists, the unread count and the notification center. */
    all: ['notifications'] as const,
    lists: ['notifications', 'list'] as const,
    list: (query: string) => ['notifications', 'list', query] as const,
    unreadCount: ['notifications', 'unread-count'] as const,
  },
  users: {
    /** Every user query: lists, stats and details. Invalidate this after a change to any user. */
    all: ['users'] as const,
    lists: ['users', 'list'] as const,
    list: (query: string) => ['users', 'list', query] as const,
    stats: ['users', 'stats'] as const,
    detail: (id: number) => ['users', 'detail', id] as const,
    options: ['user-options'] as const,
  },
  categories: {
    active: ['categories', 'active'] as const,
    all: ['categories', 'all'] as const,
  },
  crisisSupport: {
    /** Every crisis support query; invalidate after an admin changes a contact or a setting. */
    all: ['crisis-support'] as const,
    contacts: ['crisis-support', 'contacts'] as const,
    adminContacts: ['crisis-support', 'admin-contacts'] as const,
    settings: ['crisis-support', 'settings'] as const,
  },
};
