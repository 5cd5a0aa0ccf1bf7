/** Staff schedules' Kysely code (migration 0017). */
import type { AppointmentType, ExceptionRow, WeeklyRow } from '../../../common/schemas/appointments';
import { APPOINTMENT_TYPES, minutesOfDay } from '../../../common/schemas/appointments';
import type { DB } from '../../db';
import type { DateException, WeeklyHours } from './slots';

const typesOf = (raw: string): AppointmentType[] => {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed)
      ? APPOINTMENT_TYPES.filter((type) => (parsed as unknown[]).includes(type))
      : [...APPOINTMENT_TYPES];
  } catch {
    return [...APPOINTMENT_TYPES];
  }
};

export interface StoredSchedule {
  weekly: WeeklyHours[];
  exceptions: DateException[];
}

/** The schedules of these staff members, by id (an empty one for someone without rows). */
export async function schedulesOf(db: DB, userIds: readonly number[]): Promise<Map<number, StoredSchedule>> {
  const ids = userIds.length ? [...userIds] : [-1];
  const [weekly, exceptions] = await Promise.all([
    db
      .selectFrom('staff_schedules')
      .selectAll()
      .where('user_id', 'in', ids)
      .orderBy('weekday')
      .orderBy('start_minute')
      .execute(),
    db
      .selectFrom('staff_schedule_exceptions')
      .selectAll()
      .where('user_id', 'in', ids)
      .orderBy('date')
      .execute(),
  ]);
  const out = new Map<number, StoredSchedule>(userIds.map((id) => [id, { weekly: [], exceptions: [] }]));
  for (const row of weekly) {
    out.get(row.user_id)?.weekly.push({
      weekday: row.weekday,
      startMinute: row.start_minute,
      endMinute: row.end_minute,
      types: typesOf(row.types),
    });
  }
  for (const row of exceptions) {
    out.get(row.user_id)?.exceptions.push({
      date: row.date,
      available: row.available === 1,
      hours:
        row.available === 1 && row.start_minute !== null && row.end_minute !== null
          ? { startMinute: row.start_minute, endMinute: row.end_minute, types: typesOf(row.types) }
          : null,
    });
  }
  return out;
}

/** Replaces a staff member's whole schedule (weekly rows and exceptions) in the caller's transaction. */
export async function replaceSchedule(
  trx: DB,
  userId: number,
  input: { weekly: WeeklyRow[]; exceptions: ExceptionRow[] },
  at: string,
): Promise<void> {
  await trx.deleteFrom('staff_schedules').where('user_id', '=', userId).execute();
  await trx.deleteFrom('staff_schedule_exceptions').where('user_id', '=', userId).execute();
  if (input.weekly.length) {
    await trx
      .insertInto('staff_schedules')
      .values(
        input.weekly.map((row) => ({
          user_id: userId,
          weekday: row.weekday,
          start_minute: minutesOfDay(row.start),
          end_minute: minutesOfDay(row.end),
          types: JSON.stringify(row.types),
          created_at: at,
        })),
      )
      .execute();
  }
  if (input.exceptions.length) {
    await trx
      .insertInto('staff_schedule_exceptions')
      .values(
        input.exceptions.map((row) => ({
          user_id: userId,
          date: row.date,
          available: row.available ? 1 : 0,
          start_minute: row.available && row.start ? minutesOfDay(row.start) : null,
          end_minute: row.available && row.end ? minutesOfDay(row.end) : null,
          types: JSON.stringify(row.types ?? [...APPOINTMENT_TYPES]),
          created_at: at,
        })),
      )
      .execute();
  }
}

/** Staff who keep at least one weekly row. */
export async function staffWithSchedules(db: DB): Promise<Set<number>> {
  const rows = await db.selectFrom('staff_schedules').select('user_id').distinct().execute();
  return new Set(rows.map((row) => row.user_id));
}
