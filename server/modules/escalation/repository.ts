import type { Insertable } from 'kysely';
import type { DB } from '../../db';
import type { CrisisAlertRecipientsTable, CrisisEscalationsTable, TicketHistoryTable } from '../../db/types';
import { SETTINGS } from '../../lib/app-settings';

/** The key of the escalation window setting (read through `SETTINGS.crisisEscalationWindow`). */
export const ESCALATION_WINDOW_SETTING = SETTINGS.crisisEscalationWindow.key;

/*
 * The crisis escalation schedule. Each crisis ticket has one row; a window is claimed by a compare-and-set on
 * escalation_count, so of several servers checking at once exactly one raises each window's alerts.
 */

/** Starts a ticket's schedule; false when it already has one (the crisis was seen before). */
export async function startEscalation(db: DB, values: Insertable<CrisisEscalationsTable>): Promise<boolean> {
  const row = await db
    .insertInto('crisis_escalations')
    .values(values)
    .onConflict((oc) => oc.column('ticket_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export function findEscalation(db: DB, ticketId: number) {
  return db.selectFrom('crisis_escalations').selectAll().where('ticket_id', '=', ticketId).executeTakeFirst();
}

/** Unacknowledged schedules whose window has ended, oldest first. */
export function dueEscalations(db: DB, now: string, limit: number) {
  return db
    .selectFrom('crisis_escalations')
    .select(['id', 'ticket_id', 'detected_at', 'escalation_count', 'next_escalation_at'])
    .where('next_escalation_at', '<=', now)
    .where('acknowledged_at', 'is', null)
    .orderBy('next_escalation_at', 'asc')
    .limit(limit)
    .execute();
}

/** Claims window `count + 1`: true for exactly one caller, however many servers try at once. */
export async function claimWindow(
  db: DB,
  window: { id: number; count: number; next: string; now: string },
): Promise<boolean> {
  const { id, count, next, now } = window;
  const result = await db
    .updateTable('crisis_escalations')
    .set({
      escalation_count: count + 1,
      next_escalation_at: next,
      last_escalated_at: now,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('escalation_count', '=', count)
    .where('acknowledged_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records the acknowledgement on the ticket; false when it is not a crisis or was acknowledged already. */
export async function acknowledgeTicket(
  db: DB,
  acknowledgement: { ticketId: number; by: { id: number; name: string }; at: string },
): Promise<boolean> {
  const { ticketId, by, at } = acknowledgement;
  const result = await db
    .updateTable('tickets')
    .set({
      crisis_acknowledged_at: at,
      crisis_acknowledged_by: by.id,
      crisis_acknowledged_by_name: by.name,
      updated_at: at,
    })
    .where('id', '=', ticketId)
    .where('crisis_flag', '=', 1)
    .where('crisis_acknowledged_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Stops the schedule; a crisis ticket without one (older than escalation) gets a stopped one. */
export async function stopEscalation(
  db: DB,
  stop: { ticketId: number; by: number; note: string | null; at: string },
): Promise<void> {
  const { ticketId, by, note, at } = stop;
  const result = await db
    .updateTable('crisis_escalations')
    .set({
      acknowledged_at: at,
      acknowledged_by: by,
      acknowledgement_note: note,
      next_escalation_at: null,
      updated_at: at,
    })
    .where('ticket_id', '=', ticketId)
    .where('acknowledged_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return;
  await db
    .insertInto('crisis_escalations')
    .values({
      ticket_id: ticketId,
      detected_at: at,
      source: 'ticket',
      escalation_count: 0,
      next_escalation_at: null,
      last_escalated_at: null,
      acknowledged_at: at,
      acknowledged_by: by,
      acknowledgement_note: note,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('ticket_id').doNothing())
    .execute();
}

export async function insertHistoryRow(db: DB, values: Insertable<TicketHistoryTable>): Promise<void> {
  await db.insertInto('ticket_history').values(values).execute();
}

/**
 * Who was alerted about a ticket's crisis; they may open the ticket from then on. A person alerted before
 * keeps their first row (and reason).
 */
export async function recordRecipients(
  db: DB,
  rows: Insertable<CrisisAlertRecipientsTable>[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('crisis_alert_recipients')
    .values(rows)
    .onConflict((oc) => oc.columns(['ticket_id', 'user_id']).doNothing())
    .execute();
}
