import { can, normalizeRole, type Role } from '../../../common/permissions';
import { FINISHED_STATUSES, type TicketStatus } from '../../../common/schemas/tickets';

export interface Viewer {
  id: number;
  role: Role;
}

export interface TicketAccessFacts {
  user_id: number;
  assigned_to: number | null;
  status: string;
  crisis_flag?: number;
  /**
   * The viewer was alerted about this ticket's crisis (a row in crisis_alert_recipients); looked up only
   * for a crisis ticket the viewer could not otherwise open (see `needsAlertCheck`).
   */
  crisis_alerted?: boolean;
  /** Screening said "possible concern" (1), and when it was reviewed (null while open). */
  possible_concern?: number;
  concern_reviewed_at?: string | null;
  concern_reviewed_by?: number | null;
}

/** A possible concern nobody has reviewed yet, on a ticket that is not (or no longer only) a crisis. */
export function isOpenConcern(ticket: TicketAccessFacts): boolean {
  return ticket.possible_concern === 1 && ticket.concern_reviewed_at === null && ticket.crisis_flag !== 1;
}

/** Which tickets a viewer's lists and searches may ever contain (product §1.6), applied in SQL. */
export type TicketScope =
  | { kind: 'all' }
  | { kind: 'own'; userId: number }
  | { kind: 'assigned'; userId: number };

export function viewerOf(user: { id: number; role: string }): Viewer {
  return { id: user.id, role: normalizeRole(user.role) };
}

export const ticketPolicy = {
  scope(viewer: Viewer): TicketScope {
    if (can(viewer.role, 'view_all_tickets')) return { kind: 'all' };
    if (viewer.role === 'student') return { kind: 'own', userId: viewer.id };
    return { kind: 'assigned', userId: viewer.id };
  },
  /**
   * Students see their own tickets, counselors and advisors the ones assigned to them, admins all. A crisis
   * nobody is assigned to alerts every counselor, so any counselor may open it (to reach out and acknowledge
   * it) until it is assigned; and any staff member alerted about a ticket's crisis (on call, the fallback)
   * may open it. Neither puts it in their lists; they reach it through the alert. Likewise any counselor
   * may open a ticket while it is an unreviewed possible concern (the review queue is their way in); once
   * reviewed, the counselor who reviewed it (to follow up on what they did), the assignee and admins.
   */
  mayView(viewer: Viewer, ticket: TicketAccessFacts): boolean {
    const scope = ticketPolicy.scope(viewer);
    if (scope.kind === 'all') return true;
    if (scope.kind === 'own') return ticket.user_id === viewer.id;
    if (ticket.assigned_to === viewer.id) return true;
    if (ticket.crisis_flag === 1 && ticket.crisis_alerted === true) return true;
    if (viewer.role === 'counselor' && isOpenConcern(ticket)) return true;
    if (
      viewer.role === 'counselor' &&
      ticket.possible_concern === 1 &&
      ticket.concern_reviewed_by === viewer.id
    )
      return true;
    return viewer.role === 'counselor' && ticket.crisis_flag === 1 && ticket.assigned_to === null;
  },
  /**
   * The possible-concern queue and its reviews: counselors and admins (advisors and students never; a
   * student never learns that a ticket was flagged).
   */
  mayReviewConcerns: (viewer: Viewer) => viewer.role === 'counselor' || viewer.role === 'admin',
  /** Whether the viewer's crisis alerts must be looked up: a crisis ticket staff could not otherwise open. */
  needsAlertCheck(viewer: Viewer, ticket: TicketAccessFacts): boolean {
    return (
      ticketPolicy.scope(viewer).kind === 'assigned' &&
      ticket.crisis_flag === 1 &&
      ticket.crisis_alerted === undefined &&
      !ticketPolicy.mayView(viewer, ticket)
    );
  },
  /**
   * Replies: not once Resolved or Closed; the owner, the assignee, staff alerted about its crisis, or a
   * counselor or admin who can see it.
   */
  mayReply(viewer: Viewer, ticket: TicketAccessFacts): boolean {
    if (!ticketPolicy.mayView(viewer, ticket)) return false;
    if ((FINISHED_STATUSES as readonly string[]).includes(ticket.status as TicketStatus)) return false;
    return (
      ticket.user_id === viewer.id ||
      ticket.assigned_to === viewer.id ||
      ticket.crisis_alerted === true ||
      viewer.role === 'counselor' ||
      viewer.role === 'admin'
    );
  },
  mayCreate: (viewer: Viewer) => can(viewer.role, 'create_ticket'),
  mayCreateFor: (viewer: Viewer) => can(viewer.role, 'assign_ticket'),
  mayModify: (viewer: Viewer, ticket: TicketAccessFacts) =>
    can(viewer.role, 'modify_ticket') && ticketPolicy.mayView(viewer, ticket),
  /** Rewriting what the student wrote is for administrators only. */
  mayEditContent: (viewer: Viewer) => viewer.role === 'admin',
  mayTag: (viewer: Viewer, ticket: TicketAccessFacts) =>
    can(viewer.role, 'manage_tags') && ticketPolicy.mayView(viewer, ticket),
  mayAssign: (viewer: Viewer) => can(viewer.role, 'assign_ticket'),
  mayDelete: (viewer: Viewer) => can(viewer.role, 'delete_ticket'),
  mayExport: (viewer: Viewer) => can(viewer.role, 'export_tickets'),
  mayWriteInternal: (viewer: Viewer) => can(viewer.role, 'add_internal_response'),
  /** Internal notes, change history, crisis scoring and possible concerns are for staff, never students. */
  maySeeInternal: (viewer: Viewer) => viewer.role !== 'student',
  maySeeCrisisDetail: (viewer: Viewer) => can(viewer.role, 'view_crisis_detection'),
};
