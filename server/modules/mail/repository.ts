/** The mail outbox's Kysely code (mail_outbox, migration 0012). */
import type { Selectable } from 'kysely';
import type { DB } from '../../db';
import type { MailOutboxTable } from '../../db/types';

export type OutboxRow = Selectable<MailOutboxTable>;

export async function insertOutboxRow(
  db: DB,
  values: {
    recipient: string;
    subject: string;
    body: string;
    leaseUntil: string;
    createdAt: string;
    attachments?: string | null;
  },
): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      recipient: values.recipient,
      subject: values.subject,
      body: values.body,
      attempts: 0,
      next_attempt_at: values.leaseUntil,
      created_at: values.createdAt,
      attachments: values.attachments ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Rows not abandoned whose next attempt is due at `now` (all of them when `now` is null), oldest first. */
export function findDueRows(db: DB, now: string | null, limit: number): Promise<OutboxRow[]> {
  let query = db.selectFrom('mail_outbox').selectAll().where('abandoned_at', 'is', null);
  if (now !== null) query = query.where('next_attempt_at', '<=', now);
  return query.orderBy('id').limit(limit).execute();
}

/**
 * Takes a due row for this server by moving its next attempt to `leaseUntil`, only if no other server moved it
 * first. True when this server has it.
 */
export async function claimRow(db: DB, row: OutboxRow, leaseUntil: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: leaseUntil })
    .where('id', '=', row.id)
    .where('next_attempt_at', '=', row.next_attempt_at)
    .where('abandoned_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteRow(db: DB, id: number): Promise<void> {
  await db.deleteFrom('mail_outbox').where('id', '=', id).execute();
}

export async function recordFailure(
  db: DB,
  id: number,
  values: {
    attempts: number;
    lastError: string;
    failedAt: string;
    nextAttemptAt: string;
    abandonedAt: string | null;
  },
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      attempts: values.attempts,
      last_error: values.lastError,
      last_error_at: values.failedAt,
      next_attempt_at: values.nextAttemptAt,
      abandoned_at: values.abandonedAt,
    })
    .where('id', '=', id)
    .execute();
}

export interface OutboxCounts {
  waiting: number;
  abandoned: number;
  lastError: string | null;
  lastErrorAt: string | null;
}

/** E-mails that failed at least once and wait, those abandoned since `abandonedSince`, and the latest error. */
export async function countOutbox(db: DB, abandonedSince: string): Promise<OutboxCounts> {
  const waiting = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('abandoned_at', 'is', null)
    .where('attempts', '>', 0)
    .executeTakeFirstOrThrow();
  const abandoned = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('abandoned_at', '>=', abandonedSince)
    .executeTakeFirstOrThrow();
  const latest = await db
    .selectFrom('mail_outbox')
    .select(['last_error', 'last_error_at'])
    .where('last_error', 'is not', null)
    .orderBy('last_error_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    waiting: Number(waiting.n),
    abandoned: Number(abandoned.n),
    lastError: latest?.last_error ?? null,
    lastErrorAt: latest?.last_error_at ?? null,
  };
}

/** Abandoned rows older than `before` (an operator had weeks to see them in the log and health). */
export async function pruneAbandoned(db: DB, before: string): Promise<void> {
  await db.deleteFrom('mail_outbox').where('abandoned_at', '<', before).execute();
}
