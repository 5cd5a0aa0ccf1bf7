import type { Insertable, Updateable } from 'kysely';
import type { DB } from '../../db';
import type { CrisisChatMessagesTable, CrisisChatsTable } from '../../db/crisis-chat-types';

export type ChatRow = Awaited<ReturnType<typeof findChat>> & {};

export async function setDuty(db: DB, userId: number, onDuty: boolean, at: string): Promise<void> {
  await db
    .insertInto('counselor_duty')
    .values({ user_id: userId, on_duty: onDuty ? 1 : 0, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ on_duty: onDuty ? 1 : 0, updated_at: at }))
    .execute();
}

export async function isOnDuty(db: DB, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('counselor_duty')
    .select('on_duty')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.on_duty === 1;
}

/** Active counselors on duty now. */
export function onDutyCounselors(db: DB) {
  return db
    .selectFrom('counselor_duty')
    .innerJoin('users', 'users.id', 'counselor_duty.user_id')
    .select(['users.id', 'users.name'])
    .where('counselor_duty.on_duty', '=', 1)
    .where('users.status', '=', 'active')
    .where('users.role', '=', 'counselor')
    .orderBy('users.name')
    .execute();
}

export function findChat(db: DB, id: number) {
  return db
    .selectFrom('crisis_chats')
    .innerJoin('users as student', 'student.id', 'crisis_chats.student_id')
    .leftJoin('users as counselor', 'counselor.id', 'crisis_chats.counselor_id')
    .leftJoin('tickets', 'tickets.id', 'crisis_chats.ticket_id')
    .selectAll('crisis_chats')
    .select(['student.name as student_name', 'counselor.name as counselor_name', 'tickets.ticket_number'])
    .where('crisis_chats.id', '=', id)
    .executeTakeFirst();
}

/** The student's chat still open (waiting or active), if any. */
export function openChatOf(db: DB, studentId: number) {
  return db
    .selectFrom('crisis_chats')
    .select('id')
    .where('student_id', '=', studentId)
    .where('status', 'in', ['waiting', 'active'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function insertChat(db: DB, values: Insertable<CrisisChatsTable>): Promise<number> {
  const row = await db.insertInto('crisis_chats').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Sets fields of one chat when `where` still holds; true when it changed (a compare-and-set). */
export async function updateChatIf(
  db: DB,
  id: number,
  set: Updateable<CrisisChatsTable>,
  where: { status?: string[]; counselorIsNull?: boolean; unclaimedBefore?: string },
): Promise<boolean> {
  let query = db.updateTable('crisis_chats').set(set).where('id', '=', id);
  if (where.status) query = query.where('status', 'in', where.status);
  if (where.counselorIsNull) query = query.where('counselor_id', 'is', null);
  if (where.unclaimedBefore !== undefined) {
    const before = where.unclaimedBefore;
    query = query.where((eb) =>
      eb.or([eb('escalation_claimed_at', 'is', null), eb('escalation_claimed_at', '<', before)]),
    );
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertMessage(db: DB, values: Insertable<CrisisChatMessagesTable>): Promise<number> {
  const row = await db
    .insertInto('crisis_chat_messages')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function listMessages(db: DB, chatId: number, after: number, limit: number) {
  return db
    .selectFrom('crisis_chat_messages')
    .leftJoin('users', 'users.id', 'crisis_chat_messages.sender_id')
    .selectAll('crisis_chat_messages')
    .select('users.name as sender_name')
    .where('chat_id', '=', chatId)
    .where('crisis_chat_messages.id', '>', after)
    .orderBy('crisis_chat_messages.id', 'asc')
    .limit(limit)
    .execute();
}

/** Waiting requests, oldest first. */
export function waitingChats(db: DB, limit = 50) {
  return db
    .selectFrom('crisis_chats')
    .select('id')
    .where('status', '=', 'waiting')
    .orderBy('requested_at', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

/** Waiting requests whose answer window ended before `deadline`, unclaimed or with a stale claim. */
export function overdueChats(db: DB, requestedBefore: string, staleClaimBefore: string, limit: number) {
  return db
    .selectFrom('crisis_chats')
    .select('id')
    .where('status', '=', 'waiting')
    .where('requested_at', '<=', requestedBefore)
    .where((eb) =>
      eb.or([eb('escalation_claimed_at', 'is', null), eb('escalation_claimed_at', '<', staleClaimBefore)]),
    )
    .orderBy('requested_at', 'asc')
    .limit(limit)
    .execute();
}

/** The chats a counselor took that are still going. */
export function activeChatsOf(db: DB, counselorId: number) {
  return db
    .selectFrom('crisis_chats')
    .select('id')
    .where('counselor_id', '=', counselorId)
    .where('status', '=', 'active')
    .orderBy('accepted_at', 'asc')
    .limit(20)
    .execute();
}
