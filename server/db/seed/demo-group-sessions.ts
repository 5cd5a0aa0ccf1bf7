import { SETTING_DEFAULTS } from '../../../common/schemas/settings';
import type { DB } from '..';
import { wallClock } from './demo-appointments';

/**
 * Two group sessions to come, led by demo counselors, relative to the seed time on the university's wall
 * clock: one with seats to spare, one with a single seat left (taken by the other demo students, never the
 * two sign-in demo students, so either can still join).
 */
const DEMO_GROUP_SESSIONS = [
  {
    staff: 'counselor@university.edu',
    title: 'Exam stress support group',
    description:
      'Practical ways to handle exam anxiety, plan revision and sleep better before exams, with time for questions.',
    days: 5,
    hour: 16,
    capacity: 10,
    taken: 2,
  },
  {
    staff: 'amara.osei@university.edu',
    title: 'Settling in: a circle for international students',
    description:
      'Homesickness, culture shock and making friends far from home. Share as much or as little as you like.',
    days: 6,
    hour: 16,
    capacity: 6,
    taken: 5,
  },
] as const;

export async function seedDemoGroupSessions(trx: DB, at: Date): Promise<void> {
  const created = at.toISOString();
  const students = await trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'student')
    .where('status', '=', 'active')
    .where('email', 'not in', ['student@university.edu', 'student2@university.edu'])
    .orderBy('id')
    .execute();
  for (const demo of DEMO_GROUP_SESSIONS) {
    const staff = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.staff)
      .executeTakeFirst();
    if (!staff) continue;
    const start = wallClock(at, demo.days, demo.hour, SETTING_DEFAULTS.timezone);
    const row = await trx
      .insertInto('group_sessions')
      .values({
        counselor_id: staff.id,
        title: demo.title,
        description: demo.description,
        type: 'video',
        start_at: start.toISOString(),
        end_at: new Date(start.getTime() + 60 * 60_000).toISOString(),
        duration: 60,
        capacity: demo.capacity,
        created_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const student of students.slice(0, demo.taken)) {
      await trx
        .insertInto('group_session_participants')
        .values({ session_id: row.id, student_id: student.id, joined_at: created })
        .execute();
    }
  }
}
