import type { DB } from '../../db';
import { AppError } from '../../lib/errors';
import { type TicketAccessFacts, ticketPolicy, type Viewer } from './policy';
import { findTicket, type TicketJoinedRow, wasAlerted } from './repository';

/**
 * The row with `crisis_alerted` when it matters: for a crisis ticket staff could not otherwise open, one
 * indexed look-up of whether they were alerted about it. Every other ticket costs nothing more.
 */
export async function withCrisisAlert<T extends TicketAccessFacts & { id: number }>(
  db: DB,
  viewer: Viewer,
  row: T,
): Promise<T> {
  if (!ticketPolicy.needsAlertCheck(viewer, row)) return row;
  return { ...row, crisis_alerted: await wasAlerted(db, viewer.id, row.id) };
}

/** A ticket the viewer may see; one they may not answers exactly as one that does not exist. */
export async function loadVisibleTicket(db: DB, viewer: Viewer, id: number): Promise<TicketJoinedRow> {
  const found = await findTicket(db, id);
  const row = found && (await withCrisisAlert(db, viewer, found));
  if (!row || !ticketPolicy.mayView(viewer, row)) throw new AppError('NOT_FOUND', 'Ticket not found');
  return row;
}
