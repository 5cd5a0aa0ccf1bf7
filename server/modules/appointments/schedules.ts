import { APPOINTMENT_TYPES, type Schedule, type ScheduleInput } from '../../../common/schemas/appointments';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { recordAudit } from '../audit';
import { currentSettings } from '../settings';
import { type AppointmentViewer, appointmentPolicy } from './policy';
import { activeStaff } from './repository';
import { replaceSchedule, type StoredSchedule, schedulesOf } from './schedule-repository';

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

function presentSchedule(staffId: number, timezone: string, stored: StoredSchedule): Schedule {
  return {
    staff_id: staffId,
    timezone,
    weekly: stored.weekly.map((row) => ({
      weekday: row.weekday,
      start: hhmm(row.startMinute),
      end: hhmm(row.endMinute),
      types: [...row.types],
    })),
    exceptions: stored.exceptions.map((row) => ({
      date: row.date,
      available: row.available,
      start: row.hours ? hhmm(row.hours.startMinute) : null,
      end: row.hours ? hhmm(row.hours.endMinute) : null,
      types: row.hours ? [...row.hours.types] : [...APPOINTMENT_TYPES],
    })),
  };
}

/**
 * Staff schedules (`/api/staff/{id}/schedule`, `me` for oneself): counselors and advisors read and replace
 * their own, administrators anyone's. Hours are wall-clock times in the university's time zone (the
 * `timezone` setting), so a daylight-saving change moves no hour. Each replacement is audited in its
 * transaction.
 */
export function schedulesService(ctx: AppContext) {
  async function target(viewer: AppointmentViewer, id: number | 'me'): Promise<number> {
    const staffId = id === 'me' ? viewer.id : id;
    if ((await activeStaff(ctx.db, staffId)).length === 0)
      throw new AppError('NOT_FOUND', 'Staff member not found');
    if (!appointmentPolicy.mayEditSchedule(viewer, staffId))
      throw new AppError(
        'FORBIDDEN',
        'Counselors and advisors keep their own schedule; administrators anyone’s',
      );
    return staffId;
  }

  async function read(staffId: number): Promise<Schedule> {
    const settings = await currentSettings(ctx);
    const stored = (await schedulesOf(ctx.db, [staffId])).get(staffId) ?? { weekly: [], exceptions: [] };
    return presentSchedule(staffId, settings.timezone, stored);
  }

  return {
    async get(viewer: AppointmentViewer, id: number | 'me') {
      return read(await target(viewer, id));
    },

    async put(viewer: AppointmentViewer, id: number | 'me', input: ScheduleInput, context: RequestContext) {
      const staffId = await target(viewer, id);
      const at = ctx.clock.now().toISOString();
      await ctx.db.transaction().execute(async (trx) => {
        await replaceSchedule(trx, staffId, input, at);
        await recordAudit(trx, {
          actorId: viewer.id,
          action: 'staff_schedule.updated',
          target: { type: 'user', id: staffId },
          details: { weekly_rows: input.weekly.length, exceptions: input.exceptions.length },
          context,
          at,
        });
      });
      return read(staffId);
    },
  };
}
