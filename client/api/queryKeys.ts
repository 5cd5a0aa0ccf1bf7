/** Every TanStack Query key of the client, so invalidations cannot drift from the queries. */
export const queryKeys = {
  session: ['auth', 'session'] as const,
  settings: {
    public: ['settings', 'public'] as const,
    admin: ['settings', 'admin'] as const,
    backups: ['settings', 'backups'] as const,
    retention: ['settings', 'retention'] as const,
    integrations: ['settings', 'integrations'] as const,
  },
  tickets: {
    /** Every ticket query: lists, stats and details. Invalidate this after a change to any ticket. */
    all: ['tickets'] as const,
    lists: ['tickets', 'list'] as const,
    list: (query: string) => ['tickets', 'list', query] as const,
    stats: ['tickets', 'stats'] as const,
    detail: (id: number) => ['tickets', 'detail', id] as const,
    /** The open crisis-flagged tickets of the crisis banners; a list, so list invalidations reach it. */
    crisisQueue: ['tickets', 'list', 'crisis-queue'] as const,
    /** The possible-concern review queue; a list, so list invalidations reach it. */
    concerns: (query: string) => ['tickets', 'list', 'concerns', query] as const,
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
  /** The Ticket Management Center's keys sit under the shared roots so the usual invalidations reach them. */
  categories: {
    /** Every category query; invalidate this after a change to any category. */
    every: ['categories'] as const,
    active: ['categories', 'active'] as const,
    all: ['categories', 'all'] as const,
    /** The Ticket Management Center's category cards. */
    center: ['categories', 'center'] as const,
    /** The specialization dialogs' category options; under `all`, so category changes refresh it. */
    specializationOptions: ['categories', 'all', 'specialization-options'] as const,
  },
  crisisKeywords: {
    all: ['crisis-keywords'] as const,
    list: (query: string) => ['crisis-keywords', query] as const,
  },
  /**
   * A crisis ticket's requester panel: a key of its own, not under the ticket's. Every view of the panel is
   * audited, so routine ticket changes (a reply, a tag) should not refetch it and write another audit row.
   */
  ticketRequester: (ticketId: number) => ['ticket-requester', ticketId] as const,
  /** Screening feedback: the caller's own mark on a ticket, and the admins' review list. */
  screeningReviews: {
    all: ['screening-reviews'] as const,
    mark: (ticketId: number) => ['screening-reviews', 'mark', ticketId] as const,
    list: (query: string) => ['screening-reviews', 'list', query] as const,
  },
  specializations: {
    all: ['counselor-specializations'] as const,
    list: ['counselor-specializations', 'list'] as const,
    workloadStats: ['counselor-specializations', 'workload-stats'] as const,
    available: (categoryId: number) => ['counselor-specializations', 'available', categoryId] as const,
  },
  /**
   * Keys under ['tickets', 'list', …] are refetched with every ticket list after a ticket changes (a save, or
   * an event on the notification stream), like the crisis queue: these figures are counted from tickets.
   */
  dashboard: {
    /** Under the ticket lists, so any ticket change refreshes the staff caseloads. */
    staffPerformance: ['tickets', 'list', 'staff-performance'] as const,
    /** Under the ticket lists, so any ticket change refreshes the system overview. */
    systemOverview: ['tickets', 'list', 'system-overview'] as const,
    systemInfo: ['dashboard', 'system-info'] as const,
  },
  analytics: {
    all: ['analytics'] as const,
    tickets: (timeframe: number) => ['analytics', 'tickets', timeframe] as const,
    system: ['analytics', 'system'] as const,
    /** The admin Reports screen's report of a period. */
    report: (from: string, to: string) => ['analytics', 'report', from, to] as const,
  },
  /** The rota; a change to the rota refreshes both who is on call now and the week. */
  onCall: {
    all: ['on-call'] as const,
    now: ['on-call', 'now'] as const,
    rota: ['on-call', 'rota'] as const,
  },
  profile: ['profile'] as const,
  safetyPlan: {
    all: ['safety-plan'] as const,
    own: ['safety-plan', 'own'] as const,
    shareOptions: ['safety-plan', 'share-options'] as const,
    shared: (studentId: number) => ['safety-plan', 'shared', studentId] as const,
  },
  crisisSupport: {
    /** Every crisis support query; invalidate after an admin changes a contact or a setting. */
    all: ['crisis-support'] as const,
    contacts: ['crisis-support', 'contacts'] as const,
    adminContacts: ['crisis-support', 'admin-contacts'] as const,
    settings: ['crisis-support', 'settings'] as const,
  },
  /** The Help Center: every help query sits under `all`, so a vote or bookmark refreshes lists and stats. */
  help: {
    all: ['help'] as const,
    stats: ['help', 'stats'] as const,
    categories: ['help', 'categories'] as const,
    faqs: ['help', 'faqs'] as const,
    faqList: (query: string) => ['help', 'faqs', query] as const,
    suggestions: (q: string) => ['help', 'search-suggestions', q] as const,
    /** One FAQ opened: read once per page visit, which counts the reader's view. */
    faq: (id: number) => ['help', 'faq', id] as const,
    /** The reader's bookmarked FAQs (server-kept), one page. */
    bookmarks: ['help', 'bookmarks'] as const,
    bookmarkPage: (page: number) => ['help', 'bookmarks', page] as const,
    /** The Admin Help page's lists and stats; under `all`, so an admin change refreshes the readers' views too. */
    admin: ['help', 'admin'] as const,
    adminStats: ['help', 'admin', 'stats'] as const,
    adminCategories: ['help', 'admin', 'categories'] as const,
    adminFaqs: (query: string) => ['help', 'admin', 'faqs', query] as const,
    adminSuggestions: (query: string) => ['help', 'admin', 'suggestions', query] as const,
  },
  /** The Resource Library: every resource query sits under `all`, so a rating or bookmark refreshes lists. */
  resources: {
    all: ['resources'] as const,
    stats: ['resources', 'stats'] as const,
    categories: ['resources', 'categories'] as const,
    lists: ['resources', 'list'] as const,
    list: (query: string) => ['resources', 'list', query] as const,
    /** The reader's bookmarked resources (server-kept), one page. */
    bookmarks: ['resources', 'bookmarks'] as const,
    bookmarkPage: (query: string) => ['resources', 'bookmarks', query] as const,
    recommended: ['resources', 'recommended'] as const,
    /** One resource opened in the details dialog (kept fresh by every change to it). */
    detail: (id: number) => ['resources', 'detail', id] as const,
    /** Resource Management's lists, stats, categories and suggestions; under `all`, so readers' views refresh. */
    admin: ['resources', 'admin'] as const,
    adminStats: ['resources', 'admin', 'stats'] as const,
    adminCategories: ['resources', 'admin', 'categories'] as const,
    adminList: (query: string) => ['resources', 'admin', 'list', query] as const,
    adminSuggestions: (query: string) => ['resources', 'admin', 'suggestions', query] as const,
  },
  /** The admins' Audit Log: its pages and the filters' choices (the chain check is not cached). */
  audit: {
    all: ['audit'] as const,
    list: (query: string) => ['audit', 'list', query] as const,
    options: ['audit', 'options'] as const,
  },
  /** Counseling appointments: lists, the booking wizard's counselors and free times; a booking refreshes all. */
  appointments: {
    all: ['appointments'] as const,
    list: (query: string) => ['appointments', 'list', query] as const,
    counselors: (type: string) => ['appointments', 'counselors', type] as const,
    availability: (query: string) => ['appointments', 'availability', query] as const,
    notes: (id: number) => ['appointments', 'notes', id] as const,
    /** Group sessions still to start (everyone sees the same list; `joined` is the viewer's own). */
    groups: ['appointments', 'groups'] as const,
    today: ['appointments', 'today'] as const,
    goals: ['appointments', 'goals'] as const,
    ticket: (id: number) => ['appointments', 'ticket', id] as const,
    one: (id: number) => ['appointments', 'one', id] as const,
    /** A session room's state (waiting, admitted, ended; presence; ICE servers). */
    room: (id: number) => ['appointments', 'room', id] as const,
    /** A staff member's weekly hours and exceptions (`me` for one's own). */
    schedule: (id: number | 'me') => ['appointments', 'schedule', id] as const,
    /** Admins: the active counselors and advisors whose schedules they may edit. */
    scheduleStaff: ['appointments', 'schedule-staff'] as const,
  },
  /** The daily wellness check-in: the student's own, and the trends shared with a counselor. */
  wellness: {
    all: ['wellness'] as const,
    own: ['wellness', 'me'] as const,
    shared: (studentId: number) => ['wellness', 'student', studentId] as const,
    sharingStudents: ['wellness', 'sharing-students'] as const,
  },
};
