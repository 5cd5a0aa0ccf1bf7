import type { Kysely } from 'kysely';

/**
 * Indexes for the session lists at a university's size (issue 19's rule for every new domain; the plans are
 * checked by `server/modules/appointments/query-plans.test.ts` on both databases, decision 0029):
 *
 * - `appointments (start_at, id)`: the admins' list of every session, read in time order from "now" both ways;
 * - `appointments (status, start_at, id)`: the same list filtered by a status, and the counts by status;
 * - `appointments (counselor_id, status, start_at)` and `(student_id, status, start_at)`: a counselor's and a
 *   student's counts by status (the list's tiles) from the index alone;
 * - `group_sessions (start_at)`: the group sessions still to start;
 * - `group_session_participants (student_id)`: the sessions a student has joined.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('appointments_start_idx')
    .on('appointments')
    .columns(['start_at', 'id'])
    .execute();
  await db.schema
    .createIndex('appointments_status_start_idx')
    .on('appointments')
    .columns(['status', 'start_at', 'id'])
    .execute();
  for (const person of ['counselor', 'student'] as const)
    await db.schema
      .createIndex(`appointments_${person}_status_idx`)
      .on('appointments')
      .columns([`${person}_id`, 'status', 'start_at'])
      .execute();
  await db.schema
    .createIndex('group_sessions_start_idx')
    .on('group_sessions')
    .columns(['start_at'])
    .execute();
  await db.schema
    .createIndex('group_session_participants_student_idx')
    .on('group_session_participants')
    .columns(['student_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('group_session_participants_student_idx').execute();
  await db.schema.dropIndex('group_sessions_start_idx').execute();
  await db.schema.dropIndex('appointments_student_status_idx').execute();
  await db.schema.dropIndex('appointments_counselor_status_idx').execute();
  await db.schema.dropIndex('appointments_status_start_idx').execute();
  await db.schema.dropIndex('appointments_start_idx').execute();
}
