import type { DB } from '../../db';

/**
 * The data retention clean-up of the live domains (decision 0028): ended crisis chats, wellness check-ins and
 * session chat messages older than the cut-off are deleted. A conversation in which screening rated a line
 * high or critical is a crisis record and is kept; an escalated chat's transcript lives on in its ticket,
 * which follows the ticket rules (held while its crisis is under review), so the chat itself may go.
 */
const CRISIS_LEVELS = ['high', 'critical'];

/** Ended or escalated crisis chats past the cut-off with no high or critical line (the rows due). */
function chatsDue(db: DB, cutoff: string) {
  return db
    .selectFrom('crisis_chats as c')
    .where('c.status', 'in', ['ended', 'escalated'])
    .where((eb) => eb(eb.fn.coalesce('c.ended_at', 'c.escalated_at'), '<', cutoff))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('crisis_chat_messages as m')
            .select('m.id')
            .whereRef('m.chat_id', '=', 'c.id')
            .where('m.crisis_level', 'in', CRISIS_LEVELS),
        ),
      ),
    );
}

/** The chats due, oldest id first (of `among` only, when given). */
export async function crisisChatsBefore(
  db: DB,
  cutoff: string,
  limit: number,
  among?: number[],
): Promise<number[]> {
  let query = chatsDue(db, cutoff).select('c.id');
  if (among) query = query.where('c.id', 'in', among);
  const rows = await query.orderBy('c.id').limit(limit).execute();
  return rows.map((row) => row.id);
}

export async function countCrisisChatsBefore(db: DB, cutoff: string): Promise<number> {
  const row = await chatsDue(db, cutoff)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Deletes these chats and their lines (checked again inside the transaction: still ended, still past). */
export async function deleteCrisisChats(db: DB, ids: number[], cutoff: string): Promise<number> {
  const still = await crisisChatsBefore(db, cutoff, ids.length, ids);
  if (still.length === 0) return 0;
  await db.deleteFrom('crisis_chat_messages').where('chat_id', 'in', still).execute();
  const result = await db.deleteFrom('crisis_chats').where('id', 'in', still).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The day (YYYY-MM-DD) of the cut-off: check-ins are kept by day. */
const dayOf = (cutoff: string) => cutoff.slice(0, 10);

/** Students with check-ins from before the cut-off's day (the rows are keyed by student and day). */
export async function checkinStudentsBefore(db: DB, cutoff: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('wellness_checkins')
    .select('student_id')
    .distinct()
    .where('day', '<', dayOf(cutoff))
    .orderBy('student_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.student_id);
}

export async function countCheckinsBefore(db: DB, cutoff: string): Promise<number> {
  const row = await db
    .selectFrom('wellness_checkins')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('day', '<', dayOf(cutoff))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Deletes these students' check-ins from before the cut-off's day. */
export async function deleteCheckins(db: DB, studentIds: number[], cutoff: string): Promise<number> {
  const result = await db
    .deleteFrom('wellness_checkins')
    .where('student_id', 'in', studentIds)
    .where('day', '<', dayOf(cutoff))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Session chat lines past the cut-off of appointments with no high or critical line (the rows due). */
function sessionLinesDue(db: DB, cutoff: string) {
  return db
    .selectFrom('session_room_messages as m')
    .where('m.created_at', '<', cutoff)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('session_room_messages as c')
            .select('c.id')
            .whereRef('c.appointment_id', '=', 'm.appointment_id')
            .where('c.crisis_level', 'in', CRISIS_LEVELS),
        ),
      ),
    );
}

/** Appointments with lines due, oldest id first (of `among` only, when given). */
export async function sessionChatsBefore(
  db: DB,
  cutoff: string,
  limit: number,
  among?: number[],
): Promise<number[]> {
  let query = sessionLinesDue(db, cutoff).select('m.appointment_id').distinct();
  if (among) query = query.where('m.appointment_id', 'in', among);
  const rows = await query.orderBy('m.appointment_id').limit(limit).execute();
  return rows.map((row) => row.appointment_id);
}

/** The lines due (what a run deletes). */
export async function countSessionChatLinesBefore(db: DB, cutoff: string): Promise<number> {
  const row = await sessionLinesDue(db, cutoff)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Deletes the session chat lines past the cut-off of these appointments (none that now hold a crisis line). */
export async function deleteSessionChatLines(
  db: DB,
  appointmentIds: number[],
  cutoff: string,
): Promise<number> {
  const still = await sessionChatsBefore(db, cutoff, appointmentIds.length, appointmentIds);
  if (still.length === 0) return 0;
  const result = await db
    .deleteFrom('session_room_messages')
    .where('appointment_id', 'in', still)
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
