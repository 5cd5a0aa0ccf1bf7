/**
 * The product's role -> permission table (product §1.6, product §2.6). This is the only copy: the server's policies
 * and the client's menus both read it. "May this role ever do X" lives here; "may this user do X to this
 * record" lives in each server module's policy.ts.
 */
export const ROLES = ['student', 'counselor', 'advisor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Staff who work cases: counselors and advisors (assignable, shown in staff figures, may receive a shared plan). */
export const STAFF_ROLES = ['counselor', 'advisor'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];
/** Everyone who may work a ticket: staff and admins (on-call rota, requester panel, escalation, assignees). */
export const CASE_WORKER_ROLES = ['counselor', 'advisor', 'admin'] as const satisfies readonly Role[];
export type CaseWorkerRole = (typeof CASE_WORKER_ROLES)[number];

/** A missing or unknown role is treated as a student (product §1.1). */
export function normalizeRole(value: unknown): Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
    ? (value as Role)
    : 'student';
}

export const PERMISSIONS = {
  create_ticket: ['student', 'admin'],
  view_all_tickets: ['admin'],
  assign_ticket: ['admin'],
  modify_ticket: ['counselor', 'advisor', 'admin'],
  delete_ticket: ['admin'],
  export_tickets: ['admin'],
  bulk_operations: ['admin'],
  manage_tags: ['counselor', 'advisor', 'admin'],
  add_internal_response: ['counselor', 'advisor', 'admin'],
  manage_categories: ['admin'],
  view_crisis_detection: ['counselor', 'advisor', 'admin'],
  test_crisis_detection: ['admin'],
  download_attachment: ['student', 'counselor', 'advisor', 'admin'],
  manage_users: ['admin'],
  manage_specializations: ['admin'],
  manage_content: ['admin'],
  view_reports: ['admin'],
  manage_settings: ['admin'],
  view_audit_log: ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role | undefined | null, permission: Permission): boolean {
  if (!role) return false;
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** Which roles may open each page (product §1.2.1, product §2.2 "Navigation" and §6). */
export const PAGE_ROLES = {
  dashboard: ROLES,
  tickets: ROLES,
  'ticket-details': ROLES,
  appointments: ROLES,
  resources: ROLES,
  counseling: ROLES,
  /** Group Therapy (the Counseling page's tile): students join, counselors and advisors offer, admins see all. */
  'group-sessions': ROLES,
  /** The live crisis chat desk (issue 17): counselors go on duty and take chats; admins see who is on duty. */
  'crisis-chat': ['counselor', 'admin'],
  /** Weekly hours and exceptions (issue 16): counselors and advisors their own, admins anyone's. */
  schedule: ['counselor', 'advisor', 'admin'],
  help: ROLES,
  notifications: ROLES,
  /** Each person's own contact details (students add an emergency contact and a preferred phone). */
  profile: ROLES,
  /** A student's own safety plan; staff open one a student shared with them (`/safety-plan?student=ID`). */
  'safety-plan': ROLES,
  'submit-ticket': ['student', 'admin'],
  'admin-tickets': ['admin'],
  'admin-resources': ['admin'],
  'admin-users': ['admin'],
  'admin-reports': ['admin'],
  'admin-settings': ['admin'],
  'admin-help': ['admin'],
  /** The audit trail (issue 18): who did what to which record. */
  'admin-audit': ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type PageName = keyof typeof PAGE_ROLES;

export function canOpenPage(role: Role | undefined | null, page: PageName): boolean {
  if (!role) return false;
  return (PAGE_ROLES[page] as readonly Role[]).includes(role);
}

export function isStaff(role: Role): boolean {
  return (STAFF_ROLES as readonly Role[]).includes(role);
}
