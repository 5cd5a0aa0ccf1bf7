import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../db';
import type { Database } from '../../db/types';

/** What replaces the subject, the description and every message of an anonymized ticket. */
export const REMOVED_SUBJECT = 'Removed under the data retention policy';
export const REMOVED_TEXT = 'This content was removed under the data retention policy.';

type TicketsEb = ExpressionBuilder<Database & { t: Database['tickets'] }, 't'>;

/** A finished ticket (resolved or closed), not yet anonymized, with no activity since before the cut-off. */
function finishedBefore(eb: TicketsEb, cutoff: string) {
  return eb.and([
    eb('t.status', 'in', ['Resolved', 'Closed']),
    eb('t.anonymized_at', 'is', null),
    eb('t.updated_at', '<', cutoff),
    eb(eb.fn.coalesce('t.closed_at', 't.resolved_at'), '<', cutoff),
  ]);
}

/**
 * Whether a ticket's crisis records are still under review: a crisis nobody has acknowledged, an escalation
 * not acknowledged, a possible concern not reviewed, or a screening mark not yet taken into an export.
 */
function underReview(eb: TicketsEb) {
  return eb.or([
    eb.and([eb('t.crisis_flag', '=', 1), eb('t.crisis_acknowledged_at', 'is', null)]),
    eb.and([eb('t.possible_concern', '=', 1), eb('t.concern_reviewed_at', 'is', null)]),
    eb.exists(
      eb
        .selectFrom('crisis_escalations as e')
        .select('e.id')
        .whereRef('e.ticket_id', '=', 't.id')
        .where('e.acknowledged_at', 'is', null),
    ),
    eb.exists(
      eb
        .selectFrom('screening_reviews as r')
        .select('r.id')
        .whereRef('r.ticket_id', '=', 't.id')
        .where('r.exported_at', 'is', null),
    ),
  ]);
}

/** Ids of finished tickets past the cut-off that may be anonymized, oldest id first. */
export async function ticketsToAnonymize(db: DB, cutoff: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('tickets as t')
    .select('t.id')
    .where((eb) => eb.and([finishedBefore(eb, cutoff), eb.not(underReview(eb))]))
    .orderBy('t.id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

async function countTickets(db: DB, cutoff: string, held: boolean): Promise<number> {
  const row = await db
    .selectFrom('tickets as t')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where((eb) => eb.and([finishedBefore(eb, cutoff), held ? underReview(eb) : eb.not(underReview(eb))]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const countTicketsToAnonymize = (db: DB, cutoff: string) => countTickets(db, cutoff, false);
/** Finished tickets past the cut-off that are kept because a crisis record on them is under review. */
export const countTicketsHeld = (db: DB, cutoff: string) => countTickets(db, cutoff, true);

/**
 * Removes what was written on these tickets, in the caller's transaction: subject and description, every
 * reply and internal note, the crisis words found, review and acknowledgement notes, the history's notes and
 * subject changes, and the attachments' rows (their files' stored names are returned, for removal after the
 * commit). Numbers, dates, category, status, priority, crisis flag, people and reply counts stay for the
 * reports. The update repeats the conditions, so a ticket reopened meanwhile is left alone; answers the ids
 * anonymized and the stored names of their files.
 */
export async function anonymizeTickets(
  db: DB,
  ids: number[],
  cutoff: string,
  at: string,
): Promise<{ ids: number[]; storedNames: string[] }> {
  if (ids.length === 0) return { ids: [], storedNames: [] };
  const done = await db
    .updateTable('tickets')
    .set({
      subject: REMOVED_SUBJECT,
      description: REMOVED_TEXT,
      detected_crisis_keywords: '[]',
      concern_note: null,
      attachment_count: 0,
      anonymized_at: at,
    })
    .where('id', 'in', ids)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('tickets as t')
        .select('t.id')
        .where('t.id', 'in', ids)
        .where((inner) => inner.and([finishedBefore(inner, cutoff), inner.not(underReview(inner))])),
    )
    .returning('id')
    .execute();
  const anonymized = done.map((row) => row.id);
  if (anonymized.length === 0) return { ids: [], storedNames: [] };
  await db
    .updateTable('ticket_responses')
    .set({ message: REMOVED_TEXT })
    .where('ticket_id', 'in', anonymized)
    .execute();
  await db
    .updateTable('ticket_history')
    .set({ old_value: null, new_value: null })
    .where('ticket_id', 'in', anonymized)
    .where('field', 'in', ['subject', 'description'])
    .execute();
  await db.updateTable('ticket_history').set({ note: null }).where('ticket_id', 'in', anonymized).execute();
  await db
    .updateTable('crisis_escalations')
    .set({ acknowledgement_note: null })
    .where('ticket_id', 'in', anonymized)
    .execute();
  await db
    .updateTable('screening_reviews')
    .set({ note: null })
    .where('ticket_id', 'in', anonymized)
    .execute();
  const files = await db
    .selectFrom('ticket_attachments')
    .select('stored_name')
    .where('ticket_id', 'in', anonymized)
    .execute();
  await db.deleteFrom('ticket_attachments').where('ticket_id', 'in', anonymized).execute();
  return { ids: anonymized, storedNames: files.map((row) => row.stored_name) };
}

/** Read notifications created before the cut-off. */
export async function readNotificationsBefore(db: DB, cutoff: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('notifications')
    .select('id')
    .where('read_at', 'is not', null)
    .where('created_at', '<', cutoff)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export async function countReadNotificationsBefore(db: DB, cutoff: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('read_at', 'is not', null)
    .where('created_at', '<', cutoff)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteNotifications(db: DB, ids: number[], cutoff: string): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .deleteFrom('notifications')
    .where('id', 'in', ids)
    .where('read_at', 'is not', null)
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Sign-in sessions that expired or were ended before the cut-off. */
export async function endedSessionsBefore(db: DB, cutoff: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sessions')
    .select('id')
    .where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('revoked_at', '<', cutoff)]))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export async function countEndedSessionsBefore(db: DB, cutoff: string): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('revoked_at', '<', cutoff)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteSessions(db: DB, ids: number[], cutoff: string): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .deleteFrom('sessions')
    .where('id', 'in', ids)
    .where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('revoked_at', '<', cutoff)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Set-password links that expired or were used before the cut-off. */
export async function endedPasswordLinksBefore(db: DB, cutoff: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('password_tokens')
    .select('id')
    .where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('used_at', '<', cutoff)]))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export async function countEndedPasswordLinksBefore(db: DB, cutoff: string): Promise<number> {
  const row = await db
    .selectFrom('password_tokens')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('used_at', '<', cutoff)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deletePasswordLinks(db: DB, ids: number[], cutoff: string): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .deleteFrom('password_tokens')
    .where('id', 'in', ids)
    .where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('used_at', '<', cutoff)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Claims the day's run for `worker`: the insert only one server can win, or the take-over of a claim left
 * unfinished since before `staleBefore` (a server that stopped mid-run). Answers whether this worker has it.
 */
export async function claimRetentionDay(
  db: DB,
  day: string,
  worker: string,
  at: string,
  staleBefore: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('retention_runs')
    .values({ day, claimed_at: at, claimed_by: worker, finished_at: null })
    .onConflict((oc) => oc.column('day').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
  const taken = await db
    .updateTable('retention_runs')
    .set({ claimed_at: at, claimed_by: worker })
    .where('day', '=', day)
    .where('finished_at', 'is', null)
    .where('claimed_at', '<', staleBefore)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0;
}

export async function finishRetentionDay(db: DB, day: string, worker: string, at: string): Promise<void> {
  await db
    .updateTable('retention_runs')
    .set({ finished_at: at })
    .where('day', '=', day)
    .where('claimed_by', '=', worker)
    .execute();
}
