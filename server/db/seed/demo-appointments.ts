import { randomBytes } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { SETTING_DEFAULTS } from '../../../common/schemas/settings';
import type { DB } from '..';

/** Weekly hours of every demo counselor and advisor: weekdays, a morning and an afternoon block. */
const WEEKLY: { start: number; end: number; types: string[] }[] = [
  { start: 9 * 60, end: 12 * 60, types: ['video', 'phone', 'chat'] },
  { start: 13 * 60, end: 17 * 60, types: ['video', 'phone', 'chat'] },
];

/**
 * The demo student's appointments with the demo counselor, relative to the seed time on the university's
 * wall clock: two held (one completed and rated, one no-show) and two to come; and one of the second demo
 * student's with the demo advisor.
 */
const DEMO_APPOINTMENTS = [
  {
    student: 'student@university.edu',
    staff: 'counselor@university.edu',
    days: -14,
    hour: 10,
    type: 'video',
    status: 'completed',
    /** The student's rating of it, so the demo counselor has a rating to show. */
    feedback: { rating: 5, comment: 'Helpful session: we made a plan for exam week.' },
  },
  {
    student: 'student@university.edu',
    staff: 'counselor@university.edu',
    days: -7,
    hour: 14,
    type: 'phone',
    status: 'no-show',
  },
  {
    student: 'student@university.edu',
    staff: 'counselor@university.edu',
    days: 3,
    hour: 10,
    type: 'video',
    status: 'upcoming',
  },
  {
    student: 'student@university.edu',
    staff: 'counselor@university.edu',
    days: 9,
    hour: 15,
    type: 'chat',
    status: 'upcoming',
  },
  {
    student: 'student2@university.edu',
    staff: 'advisor@university.edu',
    days: 4,
    hour: 11,
    type: 'phone',
    status: 'upcoming',
  },
] as const;

/**
 * A session under way when the demo is seeded (started 10 minutes before), so a fresh demo's counselor finds it
 * under Today's Sessions with Start Session open, and marks attendance once it is held.
 */
const UNDER_WAY = {
  student: 'aisha.okafor@university.edu',
  staff: 'counselor@university.edu',
  startedMinutesAgo: 10,
  type: 'phone',
} as const;

/**
 * A video session that started 2 minutes before the demo was seeded (its join window stays open for the next
 * 58 minutes): Liam O'Brien with Dr. Amara Osei, so the session room can be tried with two demo accounts.
 */
const VIDEO_UNDER_WAY = {
  student: 'liam.obrien@university.edu',
  staff: 'amara.osei@university.edu',
  startedMinutesAgo: 2,
  type: 'video',
} as const;

/**
 * A phone session that started 3 minutes before the demo was seeded: Sofía García with Dr. James Wilson, so the
 * phone room (the number to call, the timer and the chat) can be tried with two demo accounts.
 */
const PHONE_UNDER_WAY = {
  student: 'sofia.garcia@university.edu',
  staff: 'james.wilson@university.edu',
  startedMinutesAgo: 3,
  type: 'phone',
} as const;

const DURATION: Record<string, number> = { video: 60, phone: 60, chat: 45 };

/** A weekday `days` from `at` (moved forward past a weekend), at `hour` o'clock in `timeZone`. */
export function wallClock(at: Date, days: number, hour: number, timeZone: string): Date {
  const local = new TZDate(at.getTime(), timeZone);
  let day = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + days, hour, 0, timeZone);
  while (day.getDay() === 0 || day.getDay() === 6) {
    day = new TZDate(
      day.getFullYear(),
      day.getMonth(),
      day.getDate() + (days < 0 ? -1 : 1),
      hour,
      0,
      timeZone,
    );
  }
  return new Date(day.getTime());
}

/** Schedules for every active counselor and advisor, and the demo appointments (when their people exist). */
export async function seedDemoAppointments(trx: DB, at: Date): Promise<void> {
  const created = at.toISOString();
  const staff = await trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where('role', 'in', ['counselor', 'advisor'])
    .where('status', '=', 'active')
    .execute();
  for (const person of staff) {
    for (let weekday = 1; weekday <= 5; weekday += 1) {
      for (const block of WEEKLY) {
        await trx
          .insertInto('staff_schedules')
          .values({
            user_id: person.id,
            weekday,
            start_minute: block.start,
            end_minute: block.end,
            types: JSON.stringify(block.types),
            created_at: created,
          })
          .execute();
      }
    }
  }
  const idOf = async (email: string) =>
    (await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())?.id;
  const underWay = {
    ...UNDER_WAY,
    status: 'upcoming' as const,
    start: new Date(Math.floor(at.getTime() / 60_000) * 60_000 - UNDER_WAY.startedMinutesAgo * 60_000),
  };
  const all = [
    ...DEMO_APPOINTMENTS.map((demo) => ({
      ...demo,
      start: wallClock(at, demo.days, demo.hour, SETTING_DEFAULTS.timezone),
    })),
    underWay,
    ...[VIDEO_UNDER_WAY, PHONE_UNDER_WAY].map((session) => ({
      ...session,
      status: 'upcoming' as const,
      start: new Date(Math.floor(at.getTime() / 60_000) * 60_000 - session.startedMinutesAgo * 60_000),
    })),
  ];
  for (const demo of all) {
    const [studentId, staffId] = [await idOf(demo.student), await idOf(demo.staff)];
    if (studentId === undefined || staffId === undefined) continue;
    const start = demo.start;
    const end = new Date(start.getTime() + DURATION[demo.type]! * 60_000);
    const booked = new Date(Math.min(at.getTime(), start.getTime()) - 5 * 24 * 3_600_000).toISOString();
    const row = await trx
      .insertInto('appointments')
      .values({
        counselor_id: staffId,
        student_id: studentId,
        type: demo.type,
        status: demo.status,
        start_at: start.toISOString(),
        end_at: end.toISOString(),
        duration: DURATION[demo.type]!,
        is_anonymous: 0,
        ticket_id: null,
        reason: null,
        cancel_reason: null,
        cancelled_by: null,
        room: randomBytes(24).toString('base64url'),
        created_by: studentId,
        created_at: booked,
        updated_at: booked,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if ('feedback' in demo && demo.feedback)
      await trx
        .insertInto('appointment_feedback')
        .values({
          appointment_id: row.id,
          rating: demo.feedback.rating,
          comment: demo.feedback.comment,
          created_at: end.toISOString(),
          updated_at: end.toISOString(),
        })
        .execute();
    if (demo.status !== 'upcoming') continue;
    for (const hours of [24, 1]) {
      const due = new Date(start.getTime() - hours * 3_600_000);
      if (due.getTime() <= at.getTime()) continue;
      await trx
        .insertInto('appointment_reminders')
        .values({
          appointment_id: row.id,
          kind: `${hours}h`,
          due_at: due.toISOString(),
          claimed_at: null,
          claimed_by: null,
          sent_at: null,
        })
        .execute();
    }
  }
}
