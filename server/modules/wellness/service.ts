import { addDays } from '../../../common/dates';
import {
  type CheckIn,
  type CheckInValues,
  isLowRun,
  type OwnWellness,
  type SharedWellness,
  WELLNESS_LIMITS,
  WELLNESS_MESSAGES,
  type WellnessTrend,
} from '../../../common/schemas/wellness';
import type { AppContext } from '../../context';
import type { DB } from '../../db';
import { localDate } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { recordAudit } from '../audit';
import { currentSettings } from '../settings';
import { presentCheckIn, presentCounselor } from './presenter';
import {
  checkInsBetween,
  counselorsOf,
  findCheckIn,
  findStudent,
  insertCheckIn,
  isSharing,
  setSharing,
  studentsSharingWith,
  updateCheckIn,
} from './repository';

const M = WELLNESS_MESSAGES;

/**
 * The daily check-in. Saves need no audit row (they are the student's own diary and the audit trail, which
 * administrators read, must not hint at its content); sharing changes and every staff read are audited,
 * without any check-in content.
 */
export function wellnessService(ctx: AppContext) {
  async function today(): Promise<string> {
    const settings = await currentSettings(ctx);
    return localDate(ctx.clock.now(), settings.timezone);
  }

  async function trendOf(db: DB, studentId: number): Promise<WellnessTrend> {
    const day = await today();
    const from = addDays(day, -(WELLNESS_LIMITS.trendDays - 1));
    const rows = await checkInsBetween(db, studentId, from, day);
    const checkIns = rows.map(presentCheckIn);
    return { today: day, from, check_ins: checkIns, low_run: isLowRun(checkIns, day) };
  }

  async function counselors(studentId: number) {
    return (await counselorsOf(ctx.db, studentId)).map(presentCounselor);
  }

  return {
    /** GET /wellness/me: the student's last 30 days, today's check-in and whether they share. */
    async own(studentId: number): Promise<OwnWellness> {
      const trend = await trendOf(ctx.db, studentId);
      const [shared, people] = await Promise.all([isSharing(ctx.db, studentId), counselors(studentId)]);
      return {
        ...trend,
        today_check_in: trend.check_ins.find((c) => c.day === trend.today) ?? null,
        shared,
        counselors: people,
      };
    },

    /** PUT /wellness/check-in: today's check-in, created or replaced in one transaction. */
    async checkIn(
      studentId: number,
      input: CheckInValues,
    ): Promise<{ check_in: CheckIn; created: boolean; low_run: boolean }> {
      const day = await today();
      const at = ctx.clock.now().toISOString();
      const values = {
        mood: input.mood,
        stress: input.stress,
        sleep: input.sleep,
        energy: input.energy,
        note: input.note,
      };
      const created = await ctx.db.transaction().execute(async (trx) => {
        const existing = await findCheckIn(trx, studentId, day);
        if (existing) {
          await updateCheckIn(trx, studentId, day, { ...values, updated_at: at });
          return false;
        }
        await insertCheckIn(trx, { student_id: studentId, day, ...values, created_at: at, updated_at: at });
        return true;
      });
      const trend = await trendOf(ctx.db, studentId);
      const saved = trend.check_ins.find((c) => c.day === day)!;
      return { check_in: saved, created, low_run: trend.low_run };
    },

    /** PUT /wellness/sharing: start or stop sharing with their counselor; audited in the same transaction. */
    async setSharing(studentId: number, shared: boolean, context: RequestContext) {
      const at = ctx.clock.now().toISOString();
      await ctx.db.transaction().execute(async (trx) => {
        const before = await isSharing(trx, studentId);
        if (before === shared) return;
        await setSharing(trx, studentId, shared, at);
        await recordAudit(trx, {
          actorId: studentId,
          action: shared ? 'wellness.shared' : 'wellness.unshared',
          target: { type: 'user', id: studentId },
          details: {},
          context,
          at,
        });
      });
      return { shared, counselors: await counselors(studentId) };
    },

    /**
     * GET /wellness/students/:id: a student's trend for their counselor while they share it; "not found" for
     * anyone else, exactly like a student who does not exist. The read is audited (who read whose, never what).
     */
    async readShared(staffId: number, studentId: number, context: RequestContext): Promise<SharedWellness> {
      const student = await findStudent(ctx.db, studentId);
      const allowed =
        student !== undefined && (await studentsSharingWith(ctx.db, staffId, [studentId])).length === 1;
      if (!student || !allowed) throw new AppError('NOT_FOUND', M.notFound);
      const trend = await trendOf(ctx.db, studentId);
      await recordAudit(ctx.db, {
        actorId: staffId,
        action: 'wellness.viewed',
        target: { type: 'user', id: studentId },
        details: {},
        context,
        at: ctx.clock.now().toISOString(),
      });
      return { ...trend, student };
    },

    /** GET /wellness/shared-students: which of the signed-in counselor's students share with them. */
    async sharingStudents(staffId: number): Promise<number[]> {
      return studentsSharingWith(ctx.db, staffId);
    },
  };
}
