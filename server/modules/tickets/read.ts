import type { Ticket } from '../../../common/schemas/tickets';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { withCrisisAlert } from './access';
import {
  auditGlassRead,
  crisisReaderOf,
  type GlassRequest,
  isGuardedNote,
  requireCrisisReason,
} from './break-glass';
import { cachedTicketThread } from './cached';
import { ticketPolicy, type Viewer } from './policy';
import { presentAttachment, presentHistory, presentResponse, presentTicket } from './presenter';

/** A crisis ticket as a reader without a reason gets it after a change: who, status and dates, nothing written. */
function withheld(ticket: Ticket): Ticket {
  return {
    ...ticket,
    subject: '',
    description: '',
    detected_crisis_keywords: [],
    responses: [],
    attachments: [],
    history: [],
    content_withheld: true,
  };
}

/**
 * One ticket with its conversation. Without `glass` (checks inside the server) the whole ticket the viewer
 * may see; with it, the reads a person makes: a crisis ticket that is not theirs only with a reason, internal
 * notes they neither wrote nor hold the ticket of only with a reason (else counted in `internal_hidden`), and
 * one audit row for a read that broke the glass, written before the answer leaves (decision 0034).
 */
export async function readTicket(
  ctx: AppContext,
  viewer: Viewer,
  id: number,
  glass?: GlassRequest,
): Promise<Ticket> {
  const now = ctx.clock.now();
  const internalOk = ticketPolicy.maySeeInternal(viewer);
  const found = await cachedTicketThread(ctx, id, internalOk);
  const row = found && (await withCrisisAlert(ctx.db, viewer, found.ticket));
  if (!found || !row || !ticketPolicy.mayView(viewer, row))
    throw new AppError('NOT_FOUND', 'Ticket not found');
  const crisisAs = glass ? crisisReaderOf(viewer, row) : null;
  const reason = glass?.reason;
  if (glass && crisisAs && !reason) {
    if (glass.missing === 'refuse') requireCrisisReason(reason);
    const bare = presentTicket(row, viewer, now);
    bare.can_reply = ticketPolicy.mayReply(viewer, row);
    return withheld(bare);
  }
  const guarded = glass && internalOk ? found.responses.filter((r) => isGuardedNote(viewer, row, r)) : [];
  const hide = guarded.length > 0 && !reason;
  const hidden = new Set(hide ? guarded.map((r) => r.id) : []);
  const visibleResponses = found.responses.filter(
    (r) => (internalOk || r.is_internal !== 1) && !hidden.has(r.id),
  );
  const visibleResponseIds = new Set(visibleResponses.map((r) => r.id));
  const attachments = found.attachments
    .filter((a) => a.response_id === null || visibleResponseIds.has(a.response_id))
    .map(presentAttachment);
  const ticket = presentTicket(row, viewer, now);
  ticket.responses = visibleResponses.map((r) =>
    presentResponse(
      r,
      attachments.filter((a) => a.response_id === r.id),
    ),
  );
  ticket.attachments = attachments.filter((a) => a.response_id === null);
  ticket.response_count = visibleResponses.length;
  ticket.attachment_count = attachments.length;
  if (internalOk) ticket.history = found.history.map(presentHistory);
  ticket.can_reply = ticketPolicy.mayReply(viewer, row);
  if (hide) ticket.internal_hidden = guarded.length;
  if (glass && reason && (crisisAs || guarded.length > 0)) {
    await auditGlassRead(ctx.db, {
      viewer,
      ticketId: id,
      reason,
      crisisAs,
      internalCount: guarded.length,
      context: glass.context,
      at: now.toISOString(),
    });
  }
  return ticket;
}
