import { type CrisisReader, BREAK_GLASS_MESSAGES as M } from '../../../common/schemas/break-glass';
import type { DB } from '../../db';
import { validationError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { recordAudit } from '../audit';
import type { TicketAccessFacts, Viewer } from './policy';

/**
 * Breaking the glass (issue #18, decision 0034). A reason never widens access: these rules apply only to a
 * ticket the viewer may already open (`ticketPolicy.mayView`); they decide whether its content needs a reason.
 */

/** How a reader reaches a crisis ticket that is not theirs, or null: not a crisis, or the student or assignee. */
export function crisisReaderOf(viewer: Viewer, ticket: TicketAccessFacts): CrisisReader | null {
  if (ticket.crisis_flag !== 1) return null;
  if (ticket.user_id === viewer.id || ticket.assigned_to === viewer.id) return null;
  if (viewer.role === 'admin') return 'admin';
  if (ticket.crisis_alerted === true) return 'alerted';
  if (viewer.role === 'counselor' && ticket.assigned_to === null) return 'counselor';
  return 'reviewer';
}

/** An internal note the viewer (staff) reads only with a reason: neither its author nor the ticket's assignee. */
export function isGuardedNote(
  viewer: Viewer,
  ticket: Pick<TicketAccessFacts, 'assigned_to'>,
  note: { is_internal: number | null; user_id: number | null },
): boolean {
  return note.is_internal === 1 && ticket.assigned_to !== viewer.id && note.user_id !== viewer.id;
}

/** What a read of one ticket asks of the glass: the reason from the query and where the request came from. */
export interface GlassRequest {
  reason: string | undefined;
  context: RequestContext;
  /** 'refuse': 422 without a needed reason (reading the ticket); 'withhold': the ticket without its content (after a change). */
  missing: 'refuse' | 'withhold';
}

export function requireCrisisReason(reason: string | undefined): void {
  if (!reason) throw validationError({ reason: [M.crisisReason] });
}

export function requireInternalReason(reason: string | undefined): void {
  if (!reason) throw validationError({ reason: [M.internalReason] });
}

/**
 * The one audit row of a read that broke the glass: `ticket.crisis_read` (which also covers the internal
 * notes it opened) or `ticket.internal_read`. Holds the reason and how, never what the ticket says.
 */
export async function auditGlassRead(
  db: DB,
  entry: {
    viewer: Viewer;
    ticketId: number;
    reason: string;
    crisisAs: CrisisReader | null;
    internalCount: number;
    attachmentId?: number;
    context: RequestContext;
    at: string;
  },
): Promise<void> {
  const opened = entry.internalCount ? { internal_count: entry.internalCount } : {};
  const file = entry.attachmentId ? { attachment_id: entry.attachmentId } : {};
  await recordAudit(db, {
    actorId: entry.viewer.id,
    action: entry.crisisAs ? 'ticket.crisis_read' : 'ticket.internal_read',
    target: { type: 'ticket', id: entry.ticketId },
    details: entry.crisisAs
      ? { reason: entry.reason, as: entry.crisisAs, ...opened, ...file }
      : { reason: entry.reason, count: entry.internalCount, ...file },
    context: entry.context,
    at: entry.at,
  });
}

/** Downloading a file of a crisis ticket, or of a guarded internal note, asks the same reason and is audited. */
export async function fileGlass(
  db: DB,
  viewer: Viewer,
  ticket: TicketAccessFacts & { id: number },
  file: { id: number; response_is_internal: number | null; response_user_id: number | null },
  glass: GlassRequest,
  at: string,
): Promise<void> {
  const crisisAs = crisisReaderOf(viewer, ticket);
  const guarded =
    viewer.role !== 'student' &&
    isGuardedNote(viewer, ticket, { is_internal: file.response_is_internal, user_id: file.response_user_id });
  if (!crisisAs && !guarded) return;
  if (crisisAs) requireCrisisReason(glass.reason);
  else requireInternalReason(glass.reason);
  await auditGlassRead(db, {
    viewer,
    ticketId: ticket.id,
    reason: glass.reason as string,
    crisisAs,
    internalCount: guarded ? 1 : 0,
    attachmentId: file.id,
    context: glass.context,
    at,
  });
}
