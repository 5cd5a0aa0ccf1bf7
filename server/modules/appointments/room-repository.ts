/** The session room's Kysely code (migration 0024): plain functions taking `db` or a transaction first. */
import type { Selectable } from 'kysely';
import type { DB } from '../../db';
import type { SessionRoomsTable } from '../../db/types';

export type RoomRow = Selectable<SessionRoomsTable>;
export type RoomSide = 'student' | 'counselor';

export function findRoom(db: DB, appointmentId: number): Promise<RoomRow | undefined> {
  return db
    .selectFrom('session_rooms')
    .selectAll()
    .where('appointment_id', '=', appointmentId)
    .executeTakeFirst();
}

/** Marks one side present now, creating the room on its first visit. */
export async function touchPresence(db: DB, appointmentId: number, side: RoomSide, at: string) {
  const column = side === 'student' ? 'student_seen_at' : 'counselor_seen_at';
  await db
    .insertInto('session_rooms')
    .values({
      appointment_id: appointmentId,
      student_seen_at: side === 'student' ? at : null,
      counselor_seen_at: side === 'counselor' ? at : null,
      admitted_at: null,
      ended_at: null,
      ended_by: null,
      created_at: at,
    })
    .onConflict((oc) => oc.column('appointment_id').doUpdateSet({ [column]: at }))
    .execute();
}

/** Admits the waiting student once; false when already admitted or ended. */
export async function markAdmitted(db: DB, appointmentId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('session_rooms')
    .set({ admitted_at: at })
    .where('appointment_id', '=', appointmentId)
    .where('admitted_at', 'is', null)
    .where('ended_at', 'is', null)
    .where('student_seen_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends the room once (creating it when nobody had joined); false when it had already ended. */
export async function markEnded(db: DB, appointmentId: number, by: number, at: string): Promise<boolean> {
  await db
    .insertInto('session_rooms')
    .values({
      appointment_id: appointmentId,
      student_seen_at: null,
      counselor_seen_at: null,
      admitted_at: null,
      ended_at: null,
      ended_by: null,
      created_at: at,
    })
    .onConflict((oc) => oc.column('appointment_id').doNothing())
    .execute();
  const result = await db
    .updateTable('session_rooms')
    .set({ ended_at: at, ended_by: by })
    .where('appointment_id', '=', appointmentId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertSignal(
  db: DB,
  row: {
    appointment_id: number;
    sender_id: number;
    recipient_id: number;
    kind: string;
    payload: string;
    created_at: string;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('session_room_signals')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** How many rows this sender wrote to the room's table since `since` (the rate limits). */
export async function sentSince(
  db: DB,
  table: 'session_room_signals' | 'session_room_messages',
  appointmentId: number,
  senderId: number,
  since: string,
): Promise<{ count: number; oldest: string | null }> {
  const found = await db
    .selectFrom(table)
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where('appointment_id', '=', appointmentId)
    .where('sender_id', '=', senderId)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return { count: Number(found?.n ?? 0), oldest: (found?.oldest as string | null) ?? null };
}

/** Signals addressed to this participant after the id they last read, oldest first. */
export function signalsFor(db: DB, appointmentId: number, recipientId: number, after: number, limit: number) {
  return db
    .selectFrom('session_room_signals')
    .select(['id', 'kind', 'payload', 'created_at'])
    .where('appointment_id', '=', appointmentId)
    .where('recipient_id', '=', recipientId)
    .where('id', '>', after)
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

export async function deleteSignals(db: DB, appointmentId: number): Promise<void> {
  await db.deleteFrom('session_room_signals').where('appointment_id', '=', appointmentId).execute();
}

export async function insertMessage(
  db: DB,
  row: {
    appointment_id: number;
    sender_id: number;
    body: string;
    crisis_level: string | null;
    created_at: string;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('session_room_messages')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The session's chat after the id the reader last read, oldest first. */
export function messagesAfter(db: DB, appointmentId: number, after: number, limit: number) {
  return db
    .selectFrom('session_room_messages')
    .select(['id', 'sender_id', 'body', 'created_at'])
    .where('appointment_id', '=', appointmentId)
    .where('id', '>', after)
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

/** The phone numbers a phone session may show: each person's preferred number, else their phone. */
export async function phonesOf(db: DB, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'phone', 'preferred_phone'])
    .where('id', 'in', [...ids])
    .execute();
  const found = new Map<number, string>();
  for (const row of rows) {
    const number = (row.preferred_phone ?? '').trim() || (row.phone ?? '').trim();
    if (number) found.set(row.id, number);
  }
  return found;
}
