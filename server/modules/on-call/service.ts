import type { Role } from '../../../common/permissions';
import {
  minutesOf,
  ON_CALL_MESSAGES,
  type OnCallNow,
  type OnCallPerson,
  type OnCallRota,
  type OnCallSettingsInput,
  type OnCallShift,
  type ShiftCreateInput,
  type ShiftUpdateInput,
} from '../../../common/schemas/on-call';
import type { AppContext } from '../../context';
import type { DB } from '../../db';
import { readSetting, SETTINGS, writeSetting } from '../../lib/app-settings';
import { AppError, validationError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { recordAudit } from '../audit';
import { onCallPolicy } from './policy';
import { presentPerson, presentShift } from './presenter';
import {
  activeShiftsOn,
  deleteShift as deleteShiftRow,
  eligibleStaff,
  findShift,
  findUser,
  insertShift,
  listShifts,
  type ShiftRow,
  updateShift as updateShiftRow,
} from './repository';
import { coveringShifts, localWeekday, onePerPerson, weekdaysTouching } from './rota';

/** A staff member on call at an instant, with what an alert needs to reach them. */
export interface OnCallStaff {
  id: number;
  name: string;
  email: string;
  role: Role;
  shift_id: number;
  until: Date;
}

export interface Actor {
  id: number;
  role: Role;
  context: RequestContext | null;
}

const SHIFT_NOT_FOUND = 'Shift not found';

/** The active counselors, advisors and administrators on call at the instant `at`, by name. */
export async function onCallNow(ctx: AppContext, at: Date): Promise<OnCallStaff[]> {
  const timezone = await readSetting(ctx.db, SETTINGS.timezone);
  const candidates = await activeShiftsOn(ctx.db, weekdaysTouching(localWeekday(at, timezone)));
  return onePerPerson(coveringShifts(candidates, at, timezone)).map(({ shift, until }) => ({
    id: shift.user_id,
    name: shift.user_name,
    email: shift.user_email,
    role: presentPerson({ id: shift.user_id, name: shift.user_name, role: shift.user_role }).role,
    shift_id: shift.id,
    until,
  }));
}

/** The fallback person when set and still an active counselor, advisor or administrator; else null. */
export async function onCallFallback(
  db: DB,
): Promise<{ id: number; name: string; email: string; role: Role } | null> {
  const id = await readSetting(db, SETTINGS.onCallFallbackUser);
  if (id === null) return null;
  const user = await findUser(db, id);
  if (!user || !onCallPolicy.mayBeOnCall(user)) return null;
  return { id: user.id, name: user.name, email: user.email, role: presentPerson(user).role };
}

export function onCallService(ctx: AppContext) {
  const nowIso = () => ctx.clock.now().toISOString();

  function requireManager(actor: Actor) {
    if (!onCallPolicy.mayManage(actor.role))
      throw new AppError('FORBIDDEN', 'Only administrators can change the on-call rota');
  }

  async function requireEligible(userId: number, field: string) {
    const user = await findUser(ctx.db, userId);
    if (!onCallPolicy.mayBeOnCall(user)) throw validationError({ [field]: [ON_CALL_MESSAGES.person] });
  }

  async function requireShift(id: number): Promise<ShiftRow> {
    const row = await findShift(ctx.db, id);
    if (!row) throw new AppError('NOT_FOUND', SHIFT_NOT_FOUND);
    return row;
  }

  const audit = (
    db: DB,
    actor: Actor,
    action: string,
    target: { type: string; id: number } | null,
    details: Record<string, unknown>,
    at: string,
  ) => recordAudit(db, { actorId: actor.id, action, target, details, context: actor.context ?? null, at });

  const hoursOf = (input: { start: string; end: string }) => ({
    start_minute: minutesOf(input.start),
    end_minute: minutesOf(input.end),
  });

  const described = (row: ShiftRow) => {
    const shift = presentShift(row);
    return {
      user_id: row.user_id,
      weekday: shift.weekday,
      start: shift.start,
      end: shift.end,
      note: shift.note,
    };
  };

  async function fallbackPerson(): Promise<OnCallPerson | null> {
    const fallback = await onCallFallback(ctx.db);
    return fallback ? presentPerson(fallback) : null;
  }

  return {
    /** GET /api/on-call/now: who is on call at this moment, and until when; the fallback. */
    async now(role: Role): Promise<OnCallNow> {
      if (!onCallPolicy.maySeeNow(role)) throw new AppError('FORBIDDEN', 'Only staff can see who is on call');
      const [onCall, fallback, timezone] = await Promise.all([
        onCallNow(ctx, ctx.clock.now()),
        fallbackPerson(),
        readSetting(ctx.db, SETTINGS.timezone),
      ]);
      return {
        on_call: onCall.map((s) => ({
          user: presentPerson(s),
          shift_id: s.shift_id,
          until: s.until.toISOString(),
        })),
        fallback,
        timezone,
      };
    },

    /** GET /api/admin/on-call: the whole week, the settings and the people who may be on call. */
    async rota(actor: Actor): Promise<OnCallRota> {
      requireManager(actor);
      const [shifts, fallback, timezone, staff] = await Promise.all([
        listShifts(ctx.db),
        fallbackPerson(),
        readSetting(ctx.db, SETTINGS.timezone),
        eligibleStaff(ctx.db),
      ]);
      return { shifts: shifts.map(presentShift), fallback, timezone, staff: staff.map(presentPerson) };
    },

    /** The same hours on each chosen day: one row per day, all or none. */
    async createShifts(actor: Actor, input: ShiftCreateInput): Promise<OnCallShift[]> {
      requireManager(actor);
      await requireEligible(input.user_id, 'user_id');
      const at = nowIso();
      const ids = await ctx.db.transaction().execute(async (trx) => {
        const created: number[] = [];
        for (const weekday of input.weekdays) {
          const id = await insertShift(trx, {
            user_id: input.user_id,
            weekday,
            ...hoursOf(input),
            note: input.note,
            created_at: at,
            updated_at: at,
          });
          created.push(id);
          await audit(
            trx,
            actor,
            'on_call.shift_created',
            { type: 'on_call_shift', id },
            { user_id: input.user_id, weekday, start: input.start, end: input.end, note: input.note },
            at,
          );
        }
        return created;
      });
      const rows = await Promise.all(ids.map((id) => requireShift(id)));
      return rows.map(presentShift);
    },

    async updateShift(actor: Actor, id: number, input: ShiftUpdateInput): Promise<OnCallShift> {
      requireManager(actor);
      const before = await requireShift(id);
      await requireEligible(input.user_id, 'user_id');
      const at = nowIso();
      await ctx.db.transaction().execute(async (trx) => {
        const changed = await updateShiftRow(trx, id, {
          user_id: input.user_id,
          weekday: input.weekday,
          ...hoursOf(input),
          note: input.note,
          updated_at: at,
        });
        if (!changed) throw new AppError('NOT_FOUND', SHIFT_NOT_FOUND);
        await audit(
          trx,
          actor,
          'on_call.shift_updated',
          { type: 'on_call_shift', id },
          {
            before: described(before),
            after: {
              user_id: input.user_id,
              weekday: input.weekday,
              start: input.start,
              end: input.end,
              note: input.note,
            },
          },
          at,
        );
      });
      return presentShift(await requireShift(id));
    },

    async deleteShift(actor: Actor, id: number): Promise<{ id: number }> {
      requireManager(actor);
      const before = await requireShift(id);
      const at = nowIso();
      await ctx.db.transaction().execute(async (trx) => {
        if (!(await deleteShiftRow(trx, id))) throw new AppError('NOT_FOUND', SHIFT_NOT_FOUND);
        await audit(
          trx,
          actor,
          'on_call.shift_deleted',
          { type: 'on_call_shift', id },
          described(before),
          at,
        );
      });
      return { id };
    },

    /** PUT /api/admin/on-call/settings: the fallback person (or none) and the rota's time zone. */
    async updateSettings(actor: Actor, input: OnCallSettingsInput) {
      requireManager(actor);
      if (input.fallback_user_id !== null) await requireEligible(input.fallback_user_id, 'fallback_user_id');
      const at = nowIso();
      await ctx.db.transaction().execute(async (trx) => {
        const previous = {
          fallback_user_id: await readSetting(trx, SETTINGS.onCallFallbackUser),
          timezone: await readSetting(trx, SETTINGS.timezone),
        };
        await writeSetting(trx, SETTINGS.onCallFallbackUser, input.fallback_user_id, at);
        await writeSetting(trx, SETTINGS.timezone, input.timezone, at);
        await audit(trx, actor, 'on_call.settings_updated', null, { before: previous, after: input }, at);
      });
      return { fallback: await fallbackPerson(), timezone: await readSetting(ctx.db, SETTINGS.timezone) };
    },
  };
}
