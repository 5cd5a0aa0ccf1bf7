/**
 * The authorization matrix: every route the app registers, who passes its gate, and which record its id names.
 * `authz-matrix.test.ts` asks each route as someone signed out, as each role, on the caller's own record,
 * on someone else's and on a missing one, and fails on any route the app registers that is not listed here
 * (and on any row whose route is gone). Add a row with every new route.
 */
import type { Role } from '../../../common/permissions';

export type Who = 'public' | 'signed-in' | readonly Role[];

/**
 * What the path's `:id` names, so the matrix can pick each caller's own record and someone else's:
 * - `ticket`: students own their tickets, counselors and advisors the ones assigned to them, admins all;
 * - `attachment`: a file on such a ticket;
 * - `notification`: each person owns their notifications (admins included);
 * - `shared-plan`: a student's safety plan, "own" when shared with the caller;
 * - `shared-wellness`: a student's check-ins, "own" when shared with the caller as their counselor;
 * - `admin-record`: a record only admins reach (no one else passes the gate); only missing ids are tried;
 * - `category`: a ticket category (only missing ids are tried);
 * - `faq`: a help FAQ, "own" a published one every reader may open, "someone else's" a draft (readers' routes
 *   answer 404 for drafts, to admins too: admins read drafts through the admin routes).
 * - `resource`: a library resource, likewise "own" a published one and "someone else's" a draft.
 * - `appointment`: students own theirs, counselors and advisors the ones they hold, admins all;
 * - `staff`: a counselor's or advisor's schedule, "own" their own (admins: anyone's).
 * - `crisis-chat`: a live crisis chat, "own" the student's with the counselor who took it (admins: any).
 */
export type RecordKind =
  | 'ticket'
  | 'attachment'
  | 'notification'
  | 'shared-plan'
  | 'shared-wellness'
  | 'admin-record'
  | 'category'
  | 'faq'
  | 'resource'
  | 'appointment'
  | 'staff'
  | 'crisis-chat';

export interface RouteRule {
  who: Who;
  record?: RecordKind;
  /**
   * The request changes something even with an empty body (a delete, a toggle, mark all read): the matrix then
   * tries only the refusals (signed out, wrong role, someone else's record, a missing one), never the caller's
   * own record; each module's own tests cover the happy path.
   */
  mutates?: boolean;
  /**
   * Statuses an allowed caller may get on their own record (or with no record): by default 2xx for reads, and
   * for writes 2xx, 400 or 422 (the matrix sends an empty body, so a write stops at validation).
   */
  allowed?: readonly number[];
  /**
   * A body that passes validation, sent when trying someone else's record and a missing one, so the answer
   * shows the record rule (an empty body would stop at validation first and hide it).
   */
  valid?: unknown;
}

const ADMIN = ['admin'] as const satisfies readonly Role[];
const STAFF = ['counselor', 'advisor', 'admin'] as const satisfies readonly Role[];
const STUDENT_ADMIN = ['student', 'admin'] as const satisfies readonly Role[];
const STUDENT = ['student'] as const satisfies readonly Role[];
const SUGGESTERS = ['counselor', 'admin'] as const satisfies readonly Role[];
const REVIEWERS = ['counselor', 'admin'] as const satisfies readonly Role[];
const RECOMMENDERS = ['counselor', 'advisor', 'admin'] as const satisfies readonly Role[];
/** Counselors and advisors only: administrators never read check-ins (decision 0033). */
const COUNSELING_STAFF = ['counselor', 'advisor'] as const satisfies readonly Role[];

import { LIVE_ROUTES } from './routes-table-live';

export const ROUTES: Record<string, RouteRule> = {
  'GET /api/health': { who: 'public' },
  // The OpenAPI document and its browser are public: they describe the API, not its data.
  'GET /api/docs': { who: 'public', allowed: [200, 302] },
  'GET /api/docs/json': { who: 'public' },
  'GET /api/docs/yaml': { who: 'public' },
  'GET /api/docs/static/*': { who: 'public', allowed: [200, 404] },
  'GET /api/docs/static/index.html': { who: 'public', allowed: [200, 302] },
  'GET /api/docs/static/swagger-initializer.js': { who: 'public' },
  // Sign-in routes answer anyone; an empty body is refused as invalid input.
  'POST /api/auth/login': { who: 'public' },
  'POST /api/auth/demo-login': { who: 'public' },
  'POST /api/auth/set-password': { who: 'public' },
  'POST /api/auth/logout': { who: 'signed-in', mutates: true },
  'GET /api/auth/me': { who: 'signed-in' },
  'POST /api/auth/change-password': { who: 'signed-in' },

  'GET /api/ticket-categories': { who: 'signed-in' },
  'GET /api/admin/ticket-categories': { who: ADMIN },
  'POST /api/admin/ticket-categories': { who: ADMIN },
  'GET /api/admin/ticket-categories/stats/overview': { who: ADMIN },
  'GET /api/admin/ticket-categories/:id': { who: ADMIN, record: 'category' },
  'PUT /api/admin/ticket-categories/:id': { who: ADMIN, record: 'category' },
  'DELETE /api/admin/ticket-categories/:id': { who: ADMIN, record: 'category', mutates: true },
  'POST /api/admin/ticket-categories/reorder': { who: ADMIN },

  'GET /api/admin/crisis-keywords': { who: ADMIN },
  'POST /api/admin/crisis-keywords': { who: ADMIN },
  'PUT /api/admin/crisis-keywords/:id': { who: ADMIN, record: 'admin-record' },
  'DELETE /api/admin/crisis-keywords/:id': { who: ADMIN, record: 'admin-record', mutates: true },
  'POST /api/admin/crisis-keywords/test-detection': { who: ADMIN },

  'GET /api/crisis-support/contacts': { who: 'signed-in' },
  'POST /api/crisis-support/reach-out': { who: STUDENT_ADMIN, mutates: true },
  'GET /api/admin/crisis-support/contacts': { who: ADMIN },
  'POST /api/admin/crisis-support/contacts': { who: ADMIN },
  'PUT /api/admin/crisis-support/contacts/:id': { who: ADMIN, record: 'admin-record' },
  'DELETE /api/admin/crisis-support/contacts/:id': { who: ADMIN, record: 'admin-record', mutates: true },
  'POST /api/admin/crisis-support/contacts/reorder': { who: ADMIN },
  'GET /api/admin/crisis-support/settings': { who: ADMIN },
  'PUT /api/admin/crisis-support/settings': { who: ADMIN },

  ...LIVE_ROUTES,

  'GET /api/admin/settings': { who: ADMIN },
  'GET /api/admin/integrations': { who: ADMIN },
  'PUT /api/admin/settings': { who: ADMIN },
  'POST /api/admin/settings/reset': { who: ADMIN, mutates: true },
  'GET /api/settings/public': { who: 'signed-in' },

  'GET /api/tickets': { who: 'signed-in' },
  'POST /api/tickets': { who: STUDENT_ADMIN },
  'GET /api/tickets/stats': { who: 'signed-in' },
  'GET /api/tickets/options': { who: 'signed-in' },
  'GET /api/tickets/:id': { who: 'signed-in', record: 'ticket' },
  'PATCH /api/tickets/:id': { who: STAFF, record: 'ticket', valid: { priority: 'High' } },
  'DELETE /api/tickets/:id': { who: ADMIN, record: 'ticket', mutates: true, valid: { reason: 'matrix' } },
  'POST /api/tickets/:id/responses': {
    who: 'signed-in',
    record: 'ticket',
    valid: { message: 'Checking in on this ticket.' },
  },
  // An empty body unassigns the ticket.
  'POST /api/tickets/:id/assign': { who: ADMIN, record: 'ticket', mutates: true },
  'POST /api/admin/bulk-assign': { who: ADMIN },
  'POST /api/tickets/:id/tags': { who: STAFF, record: 'ticket', valid: { action: 'add', tags: ['matrix'] } },
  'GET /api/admin/export-tickets': { who: ADMIN },
  'GET /api/tickets/attachments/:id/download': { who: 'signed-in', record: 'attachment' },
  'GET /api/tickets/:id/requester': { who: STAFF, record: 'ticket' },
  'POST /api/tickets/:id/crisis/acknowledge': { who: STAFF, record: 'ticket', mutates: true },
  'GET /api/tickets/:id/screening-mark': { who: STAFF, record: 'ticket' },
  'PUT /api/tickets/:id/screening-mark': {
    who: STAFF,
    record: 'ticket',
    valid: { kind: 'missed_crisis', level: 'critical' },
  },
  'DELETE /api/tickets/:id/screening-mark': { who: STAFF, record: 'ticket', mutates: true },
  'GET /api/tickets/concerns': { who: REVIEWERS },
  // Only a ticket in the possible-concern queue can be reviewed; others' and missing ones answer 404.
  'POST /api/tickets/:id/concern-review': {
    who: REVIEWERS,
    record: 'ticket',
    mutates: true,
    valid: { outcome: 'no_action' },
  },

  'GET /api/admin/counselor-specializations': { who: ADMIN },
  'POST /api/admin/counselor-specializations': { who: ADMIN },
  'GET /api/admin/counselor-specializations/workload-stats': { who: ADMIN },
  'POST /api/admin/counselor-specializations/reset-workloads': { who: ADMIN, mutates: true },
  'POST /api/admin/counselor-specializations/bulk-assign': { who: ADMIN },
  'POST /api/admin/counselor-specializations/update-availability': { who: ADMIN },
  'GET /api/admin/counselor-specializations/category/:categoryId/available': {
    who: ADMIN,
    record: 'category',
  },
  'PUT /api/admin/counselor-specializations/:id': { who: ADMIN, record: 'admin-record' },
  'DELETE /api/admin/counselor-specializations/:id': { who: ADMIN, record: 'admin-record', mutates: true },
  'GET /api/tickets/:id/available-staff': { who: ADMIN, record: 'ticket' },

  'GET /api/tickets/analytics': { who: ADMIN },
  'GET /api/admin/system': { who: ADMIN },
  'GET /api/admin/staff-performance': { who: ADMIN },
  'GET /api/admin/system-overview': { who: ADMIN },
  'GET /api/admin/reports': { who: ADMIN },
  // Without `format` an admin's export stops at validation.
  'GET /api/admin/reports/export': { who: ADMIN, allowed: [422] },
  'GET /api/admin/audit-logs': { who: ADMIN },
  'GET /api/admin/audit-logs/options': { who: ADMIN },
  'GET /api/admin/audit-logs/verify': { who: ADMIN },
  'GET /api/admin/audit-logs/export': { who: ADMIN },
  'GET /api/admin/backups': { who: ADMIN },
  'POST /api/admin/backups': { who: ADMIN, mutates: true },
  'GET /api/admin/backups/:name/download': { who: ADMIN, record: 'admin-record' },
  'POST /api/admin/backups/:name/restore': {
    who: ADMIN,
    record: 'admin-record',
    mutates: true,
    valid: { confirm: 'RESTORE' },
  },
  'GET /api/admin/retention/preview': { who: ADMIN },
  'POST /api/admin/retention/run': { who: ADMIN, mutates: true },
  'GET /api/admin/screening-reviews': { who: ADMIN },

  'GET /api/appointments': { who: 'signed-in' },
  'GET /api/appointments/today': { who: 'signed-in' },
  'GET /api/appointments/goals': { who: ['counselor', 'advisor'] },
  'GET /api/appointments/availability': { who: 'signed-in' },
  'GET /api/appointments/counselors': { who: 'signed-in' },
  'POST /api/appointments': { who: STUDENT },
  'POST /api/appointments/holds': { who: STUDENT },
  'GET /api/appointments/:id': { who: 'signed-in', record: 'appointment' },
  'POST /api/appointments/:id/reschedule': {
    who: 'signed-in',
    record: 'appointment',
    mutates: true,
    valid: { start: '2099-01-05T15:00:00.000Z' },
  },
  'POST /api/appointments/:id/cancel': {
    who: 'signed-in',
    record: 'appointment',
    mutates: true,
    valid: { reason: 'matrix' },
  },
  'POST /api/appointments/:id/attendance': {
    who: STAFF,
    record: 'appointment',
    mutates: true,
    valid: { status: 'completed' },
  },
  // Outside the join window the answer is 409; an admin who is not in the session is refused (403).
  // The matrix's own appointment is an upcoming one: not yet rateable (409).
  'POST /api/appointments/:id/feedback': {
    who: STUDENT,
    record: 'appointment',
    allowed: [200, 409, 422],
    valid: { rating: 5 },
  },
  'POST /api/appointments/:id/join': { who: 'signed-in', record: 'appointment', allowed: [200, 403, 409] },
  'GET /api/appointments/:id/calendar.ics': { who: 'signed-in', record: 'appointment' },
  // The demo's appointments are not booked from a ticket: 404 "not linked".
  'GET /api/appointments/:id/ticket': { who: STAFF, record: 'appointment', allowed: [200, 404] },
  // Admins read notes only with a reason (422 without); students never.
  'GET /api/appointments/:id/notes': { who: STAFF, record: 'appointment', allowed: [200, 422] },
  'PUT /api/appointments/:id/notes': {
    who: STAFF,
    record: 'appointment',
    allowed: [200, 403, 422],
    valid: { notes: 'matrix' },
  },
  'GET /api/group-sessions': { who: 'signed-in' },
  'POST /api/group-sessions': { who: ['counselor', 'advisor'] },
  'POST /api/group-sessions/:id/join': { who: STUDENT, record: 'admin-record', mutates: true },
  'DELETE /api/group-sessions/:id/join': { who: STUDENT, record: 'admin-record', mutates: true },
  'POST /api/group-sessions/:id/cancel': {
    who: STAFF,
    record: 'admin-record',
    mutates: true,
    valid: { reason: 'The facilitator is unwell' },
  },
  'GET /api/staff/:id/schedule': { who: STAFF, record: 'staff' },
  'PUT /api/staff/:id/schedule': { who: STAFF, record: 'staff', valid: { weekly: [], exceptions: [] } },
  'POST /api/admin/screening-reviews/export': { who: ADMIN, mutates: true },

  'GET /api/admin/users': { who: ADMIN },
  'POST /api/admin/users': { who: ADMIN },
  'GET /api/admin/users/stats': { who: ADMIN },
  'GET /api/admin/users/options': { who: ADMIN },
  'GET /api/admin/users/export': { who: ADMIN },
  'POST /api/admin/users/bulk-action': { who: ADMIN },
  'POST /api/admin/users/bulk-create': { who: ADMIN },
  'GET /api/admin/users/:id': { who: ADMIN, record: 'admin-record' },
  'PUT /api/admin/users/:id': { who: ADMIN, record: 'admin-record' },
  'DELETE /api/admin/users/:id': { who: ADMIN, record: 'admin-record', mutates: true },
  'POST /api/admin/users/:id/toggle-status': { who: ADMIN, record: 'admin-record', mutates: true },
  'POST /api/admin/users/:id/reset-password': { who: ADMIN, record: 'admin-record', mutates: true },

  'GET /api/profile': { who: 'signed-in' },
  'PUT /api/profile': { who: 'signed-in' },

  'GET /api/notifications': { who: 'signed-in' },
  'POST /api/notifications': { who: ADMIN },
  'GET /api/notifications/unread-count': { who: 'signed-in' },
  'GET /api/notifications/options': { who: 'signed-in' },
  'GET /api/notifications/stats': { who: 'signed-in' },
  'PATCH /api/notifications/:id/read': { who: 'signed-in', record: 'notification' },
  'PATCH /api/notifications/:id/unread': { who: 'signed-in', record: 'notification' },
  'POST /api/notifications/mark-all-read': { who: 'signed-in', mutates: true },
  'DELETE /api/notifications/:id': { who: 'signed-in', record: 'notification', mutates: true },
  'POST /api/notifications/bulk-action': { who: 'signed-in' },
  // A live stream never ends by itself: the matrix checks only its refusal when signed out.
  'GET /api/notifications/stream': { who: 'signed-in', mutates: true },

  'GET /api/safety-plan': { who: STUDENT },
  'PUT /api/safety-plan': { who: STUDENT },
  'GET /api/safety-plan/share-options': { who: STUDENT },
  'PUT /api/safety-plan/shares': { who: STUDENT },
  'GET /api/safety-plans/:studentId': { who: STAFF, record: 'shared-plan' },

  'GET /api/wellness/me': { who: STUDENT },
  'PUT /api/wellness/check-in': { who: STUDENT },
  'PUT /api/wellness/sharing': { who: STUDENT },
  'GET /api/wellness/shared-students': { who: COUNSELING_STAFF },
  'GET /api/wellness/students/:studentId': { who: COUNSELING_STAFF, record: 'shared-wellness' },

  'GET /api/on-call/now': { who: STAFF },
  'GET /api/admin/on-call': { who: ADMIN },
  'POST /api/admin/on-call/shifts': { who: ADMIN },
  'PUT /api/admin/on-call/shifts/:id': { who: ADMIN, record: 'admin-record' },
  'DELETE /api/admin/on-call/shifts/:id': { who: ADMIN, record: 'admin-record', mutates: true },
  'PUT /api/admin/on-call/settings': { who: ADMIN },

  'GET /api/help/categories': { who: 'signed-in' },
  'GET /api/help/faqs': { who: 'signed-in' },
  'GET /api/help/faqs/:id': { who: 'signed-in', record: 'faq' },
  'POST /api/help/faqs/:id/feedback': { who: 'signed-in', record: 'faq', valid: { is_helpful: true } },
  'POST /api/help/faqs/:id/bookmark': { who: 'signed-in', record: 'faq', mutates: true },
  'GET /api/help/bookmarks': { who: 'signed-in' },
  'GET /api/help/stats': { who: 'signed-in' },
  'GET /api/help/search-suggestions': { who: 'signed-in' },
  'GET /api/help/recent-searches': { who: 'signed-in' },
  'DELETE /api/help/recent-searches': { who: 'signed-in', mutates: true },
  'POST /api/help/assistant': { who: 'signed-in' },
  'POST /api/help/suggest-content': { who: SUGGESTERS },
  // The matrix's tickets are open, so a draft from them is refused as invalid (422); help tests cover the rest.
  'GET /api/help/suggestions/from-ticket/:ticketId': {
    who: SUGGESTERS,
    record: 'ticket',
    allowed: [200, 422],
  },

  'GET /api/admin/help/categories': { who: ADMIN },
  'POST /api/admin/help/categories': { who: ADMIN },
  'POST /api/admin/help/categories/reorder': { who: ADMIN },
  'PUT /api/admin/help/categories/:id': { who: ADMIN, record: 'admin-record' },
  'DELETE /api/admin/help/categories/:id': { who: ADMIN, record: 'admin-record', mutates: true },
  'GET /api/admin/help/faqs': { who: ADMIN },
  'POST /api/admin/help/faqs': { who: ADMIN },
  'POST /api/admin/help/faqs/bulk-action': { who: ADMIN },
  'GET /api/admin/help/faqs/:id': { who: ADMIN, record: 'admin-record' },
  'PUT /api/admin/help/faqs/:id': { who: ADMIN, record: 'admin-record' },
  'PATCH /api/admin/help/faqs/:id': { who: ADMIN, record: 'admin-record', valid: { is_published: true } },
  'DELETE /api/admin/help/faqs/:id': { who: ADMIN, record: 'admin-record', mutates: true },
  'GET /api/admin/help/stats': { who: ADMIN },
  'GET /api/admin/help/suggestions': { who: ADMIN },
  'POST /api/admin/help/suggestions/bulk-action': { who: ADMIN },
  'GET /api/admin/help/suggestions/:id': { who: ADMIN, record: 'admin-record' },
  'PUT /api/admin/help/suggestions/:id': { who: ADMIN, record: 'admin-record' },
  'POST /api/admin/help/suggestions/:id/approve': { who: ADMIN, record: 'admin-record', mutates: true },
  'POST /api/admin/help/suggestions/:id/reject': { who: ADMIN, record: 'admin-record', mutates: true },

  'GET /api/resources': { who: 'signed-in' },
  'GET /api/resources/categories': { who: 'signed-in' },
  'GET /api/resources/stats': { who: 'signed-in' },
  'GET /api/resources/user/bookmarks': { who: 'signed-in' },
  'GET /api/resources/recommended': { who: 'signed-in' },
  'POST /api/resources/suggestions': { who: SUGGESTERS },
  'GET /api/resources/:id': { who: 'signed-in', record: 'resource' },
  'POST /api/resources/:id/access': { who: 'signed-in', record: 'resource', mutates: true },
  'POST /api/resources/:id/feedback': { who: 'signed-in', record: 'resource', valid: { rating: 4 } },
  'POST /api/resources/:id/bookmark': { who: 'signed-in', record: 'resource', mutates: true },
  // The matrix's body names no student of the caller's, so an allowed caller on a published resource gets 422.
  'POST /api/resources/:id/recommend': { who: RECOMMENDERS, record: 'resource', valid: { student_id: 1 } },

  'GET /api/admin/resources': { who: ADMIN },
  'POST /api/admin/resources': { who: ADMIN },
  'GET /api/admin/resources/stats': { who: ADMIN },
  'GET /api/admin/resources/export': { who: ADMIN },
  'POST /api/admin/resources/import': { who: ADMIN },
  'POST /api/admin/resources/bulk-action': { who: ADMIN },
  'GET /api/admin/resources/categories': { who: ADMIN },
  'POST /api/admin/resources/categories': { who: ADMIN },
  'PUT /api/admin/resources/categories/:id': { who: ADMIN, record: 'admin-record' },
  'DELETE /api/admin/resources/categories/:id': { who: ADMIN, record: 'admin-record', mutates: true },
  'GET /api/admin/resources/suggestions': { who: ADMIN },
  'POST /api/admin/resources/suggestions/:id/approve': { who: ADMIN, record: 'admin-record', mutates: true },
  'POST /api/admin/resources/suggestions/:id/reject': {
    who: ADMIN,
    record: 'admin-record',
    mutates: true,
    valid: { reason: 'Not a fit for the library' },
  },
  'GET /api/admin/resources/:id': { who: ADMIN, record: 'admin-record' },
  'PUT /api/admin/resources/:id': { who: ADMIN, record: 'admin-record' },
  'PATCH /api/admin/resources/:id': { who: ADMIN, record: 'admin-record', valid: { is_published: true } },
  'DELETE /api/admin/resources/:id': { who: ADMIN, record: 'admin-record', mutates: true },
};
