import { can, type Role } from '../../../common/permissions';
import { ticketPolicy, type Viewer } from '../tickets';

/** The facts of a ticket that decide who may see it, as the review list reads them. */
export interface ReviewedTicketFacts {
  ticket_user_id: number;
  ticket_assigned_to: number | null;
  ticket_status: string;
  ticket_crisis_flag: number;
}

/**
 * Who may mark a ticket's screening and who reviews the marks.
 *
 * Marking: staff who see the screening's result on tickets (`view_crisis_detection`: counselors, advisors
 * and admins), on a ticket they may open (tickets/policy.ts: the assignee, anyone alerted about its crisis,
 * any counselor while a crisis is unassigned, admins always; otherwise the ticket answers 404). Advisors are
 * included because the ticket policy treats them as staff who can see a ticket assigned to them and its
 * crisis detail: a missed crisis is the worst failure, so everyone who reads the ticket may say so.
 * Students never mark and never see a mark.
 *
 * Review: administrators only. The ticket's words are shown only to a reviewer who may see the ticket (every
 * administrator today, through the same `ticketPolicy.mayView`).
 */
export const screeningReviewPolicy = {
  mayMark: (viewer: { role: Role }) => can(viewer.role, 'view_crisis_detection'),
  mayReview: (viewer: { role: Role }) => viewer.role === 'admin',
  maySeeText: (viewer: Viewer, ticket: ReviewedTicketFacts) =>
    ticketPolicy.mayView(viewer, {
      user_id: ticket.ticket_user_id,
      assigned_to: ticket.ticket_assigned_to,
      status: ticket.ticket_status,
      crisis_flag: ticket.ticket_crisis_flag,
    }),
};

/** The roles the marking routes let through before reading anything (the service checks the ticket). */
export const MARKING_ROLES = ['counselor', 'advisor', 'admin'] as const satisfies readonly Role[];
