import type { Role } from '../../../common/permissions';
import { ticketPolicy } from '../tickets';

/** Who a live message is for: a viewer with an open stream. */
export interface StreamViewer {
  readonly userId: number;
  readonly role: Role;
}

/** A ticket change as live delivery carries it: ids only, no words. */
export interface TicketChange {
  ticketId: number;
  ownerId: number;
  assignedTo: number | null;
  /** The assignee before a reassignment: their list loses the ticket. */
  previousAssignee?: number | null;
  /** Internal notes: staff only. */
  staffOnly?: boolean;
}

/** A notification (and the unread count) goes to its own recipient only, on every stream they have open. */
export function receivesNotification(viewer: StreamViewer, recipientId: number): boolean {
  return viewer.userId === recipientId;
}

/**
 * Whether a viewer's open lists should refresh for a ticket change: those who may see the ticket now, or
 * could see it before a reassignment. A staff-only change (an internal note) never reaches a student.
 */
export function receivesTicketChange(viewer: StreamViewer, change: TicketChange): boolean {
  if (change.staffOnly && viewer.role === 'student') return false;
  const who = { id: viewer.userId, role: viewer.role };
  const facts = { user_id: change.ownerId, assigned_to: change.assignedTo, status: 'Open' };
  const previous = change.previousAssignee ?? null;
  return (
    ticketPolicy.mayView(who, facts) ||
    (previous !== null && ticketPolicy.mayView(who, { ...facts, assigned_to: previous }))
  );
}
