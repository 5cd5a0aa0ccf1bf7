import {
  APPOINTMENT_DURATIONS,
  APPOINTMENT_MESSAGES,
  APPOINTMENT_RULES,
  type AppointmentType,
  type AvailabilityQuery,
  type CounselorOption,
  type Slot,
} from '../../../common/schemas/appointments';
import type { Settings } from '../../../common/schemas/settings';
import type { AppContext } from '../../context';
import type { DB } from '../../db';
import { cachedUntilWrite, versionedCache } from '../../db/change-version';
import { JSON_STRING, readJsonList } from '../../db/json-columns';
import { validationError } from '../../lib/errors';
import { currentSettings } from '../settings';
import { listSpecializations, rankCandidates } from '../specializations';
import { staffRatings } from './cached';
import { groupBusyBetween } from './group-sessions';
import { activeStaff, busyBetween, heldBetween, specialtiesOf } from './repository';
import { schedulesOf } from './schedule-repository';
import { type Busy, type FreeSlot, freeSlots, type SlotRules } from './slots';

const DAY_MS = 24 * 3_600_000;

export function slotRules(settings: Settings, type: AppointmentType): SlotRules {
  return {
    timeZone: settings.timezone,
    duration: APPOINTMENT_DURATIONS[type],
    bufferMinutes: settings.bookingBufferMinutes,
    minNoticeHours: settings.bookingMinNoticeHours,
    horizonDays: settings.bookingHorizonDays,
  };
}

interface FreeSlotOptions {
  /** An appointment not counted as busy (the one being rescheduled). */
  exceptId?: number;
  /** Only the hours, as if nobody had booked anything (tells "not offered" from "taken"). */
  ignoreBusy?: boolean;
  /** Whose holds do not count (a student's own hold never hides a time from them). */
  studentId?: number;
  /** Only each one's first free day (for "next available"). */
  firstDayOnly?: boolean;
}

/** Each staff member's free slots between `from` and `to`: minus appointments and others' live holds. */
export async function freeSlotsOf(
  db: DB,
  settings: Settings,
  staffIds: readonly number[],
  query: { type: AppointmentType; from: Date; to: Date; now: Date },
  options: FreeSlotOptions = {},
): Promise<Map<number, FreeSlot[]>> {
  const byType = await freeSlotsByType(db, settings, staffIds, { ...query, types: [query.type] }, options);
  return byType.get(query.type)!;
}

/** The free slots of each session type, from one read of the staff's hours and bookings. */
export async function freeSlotsByType(
  db: DB,
  settings: Settings,
  staffIds: readonly number[],
  query: { types: readonly AppointmentType[]; from: Date; to: Date; now: Date },
  options: FreeSlotOptions = {},
): Promise<Map<AppointmentType, Map<number, FreeSlot[]>>> {
  const longest = Math.max(...query.types.map((type) => slotRules(settings, type).duration));
  const margin = (settings.bookingBufferMinutes + longest) * 60_000;
  const from = new Date(query.from.getTime() - margin).toISOString();
  const to = new Date(query.to.getTime() + margin).toISOString();
  const [schedules, booked, groups, held] = await Promise.all([
    schedulesOf(db, staffIds),
    options.ignoreBusy ? Promise.resolve([]) : busyBetween(db, staffIds, from, to, options.exceptId),
    options.ignoreBusy ? Promise.resolve([]) : groupBusyBetween(db, staffIds, from, to),
    options.ignoreBusy
      ? Promise.resolve([])
      : heldBetween(db, staffIds, from, to, query.now.toISOString(), options.studentId),
  ]);
  const busyOf = new Map<number, Busy[]>();
  for (const row of [...booked, ...groups, ...held]) {
    const list = busyOf.get(row.counselor_id) ?? [];
    list.push({ start: new Date(row.start_at), end: new Date(row.end_at) });
    busyOf.set(row.counselor_id, list);
  }
  const out = new Map<AppointmentType, Map<number, FreeSlot[]>>();
  for (const type of query.types) {
    const rules = slotRules(settings, type);
    const slots = new Map<number, FreeSlot[]>();
    for (const id of staffIds) {
      const schedule = schedules.get(id) ?? { weekly: [], exceptions: [] };
      slots.set(
        id,
        freeSlots(
          rules,
          { ...query, type },
          schedule.weekly,
          schedule.exceptions,
          busyOf.get(id) ?? [],
          options.firstDayOnly,
        ),
      );
    }
    out.set(type, slots);
  }
  return out;
}

/**
 * Active counselors and advisors in the order automatic booking tries them: the ticket ranking of
 * specializations (decision 0011's `rankCandidates`: score from availability, utilisation, priority and
 * rating; then workload), within the linked ticket's category when there is one, else across all
 * categories (each person at their best rank); staff without a specialization after them, by name.
 */
export async function rankedStaff(db: DB, categoryId: number | null): Promise<number[]> {
  const staff = await activeStaff(db);
  const rows = await listSpecializations(db, {
    activeStaffOnly: true,
    ...(categoryId !== null ? { categoryId } : {}),
  });
  const order: number[] = [];
  for (const row of rankCandidates(rows)) if (!order.includes(row.user_id)) order.push(row.user_id);
  if (categoryId !== null) {
    const everywhere = rankCandidates(await listSpecializations(db, { activeStaffOnly: true }));
    for (const row of everywhere) if (!order.includes(row.user_id)) order.push(row.user_id);
  }
  for (const person of staff) if (!order.includes(person.id)) order.push(person.id);
  const active = new Set(staff.map((person) => person.id));
  return order.filter((id) => active.has(id));
}

/**
 * Each one's first free start over the booking horizon, for any of `types`: first within the coming week (one
 * short read of bookings for everyone), then over the whole horizon only for those with nothing free that week.
 */
async function nextFreeSlots(
  db: DB,
  settings: Settings,
  staffIds: readonly number[],
  types: readonly AppointmentType[],
  now: Date,
): Promise<Map<number, string>> {
  const next = new Map<number, string>();
  const horizon = now.getTime() + settings.bookingHorizonDays * DAY_MS;
  let pending = [...staffIds];
  for (const until of [Math.min(horizon, now.getTime() + 7 * DAY_MS), horizon]) {
    if (!pending.length) break;
    const byType = await freeSlotsByType(
      db,
      settings,
      pending,
      { types, from: now, to: new Date(until), now },
      { firstDayOnly: true },
    );
    for (const free of byType.values()) {
      for (const [id, slots] of free) {
        const first = slots[0]?.start.toISOString();
        if (first && (!next.has(id) || first < next.get(id)!)) next.set(id, first);
      }
    }
    pending = pending.filter((id) => !next.has(id));
  }
  return next;
}

const counselorsCache = versionedCache<CounselorOption[]>(50);
const slotsCache = versionedCache<Slot[]>(200);

export function availabilityService(ctx: AppContext) {
  return {
    /**
     * `GET /api/appointments/availability`: one staff member's slots, or everyone's for Auto-Assign. Kept until the
     * next write or the end of the minute, per viewer (their own holds count), as the counselors' list is: the
     * minimum notice moves with the clock, and booking checks the slot itself.
     */
    async slots(query: AvailabilityQuery, viewerId?: number): Promise<Slot[]> {
      const now = ctx.clock.now();
      const from = query.from ? new Date(query.from) : now;
      const to = query.to ? new Date(query.to) : new Date(from.getTime() + 14 * DAY_MS);
      if (to.getTime() - from.getTime() > APPOINTMENT_RULES.availabilityMaxDays * DAY_MS)
        throw validationError({ to: [APPOINTMENT_MESSAGES.rangeTooLong] });
      const key = JSON.stringify([query, viewerId ?? null, now.toISOString().slice(0, 16)]);
      return cachedUntilWrite(slotsCache, ctx.db, ctx.config.databaseKind, key, () =>
        freeOf(query, { from, to, now }, viewerId),
      );
    },
    counselors,
  };

  async function freeOf(
    query: AvailabilityQuery,
    { from, to, now }: { from: Date; to: Date; now: Date },
    viewerId?: number,
  ): Promise<Slot[]> {
    const settings = await currentSettings(ctx);
    let staffIds: number[];
    if (query.counselor_id !== undefined) {
      const found = await activeStaff(ctx.db, query.counselor_id);
      if (found.length === 0) throw validationError({ counselor_id: [APPOINTMENT_MESSAGES.counselor] });
      staffIds = [query.counselor_id];
    } else {
      staffIds = await rankedStaff(ctx.db, null);
    }
    const free = await freeSlotsOf(
      ctx.db,
      settings,
      staffIds,
      { type: query.type, from, to, now },
      { studentId: viewerId },
    );
    if (query.counselor_id !== undefined) {
      return (free.get(query.counselor_id) ?? []).map((slot) => ({
        start: slot.start.toISOString(),
        end: slot.end.toISOString(),
        counselor_id: query.counselor_id!,
      }));
    }
    // Auto-Assign: each start time once, with the best-ranked staff member free then.
    const byStart = new Map<string, Slot>();
    for (const id of staffIds) {
      for (const slot of free.get(id) ?? []) {
        const start = slot.start.toISOString();
        if (!byStart.has(start)) byStart.set(start, { start, end: slot.end.toISOString(), counselor_id: id });
      }
    }
    return [...byStart.values()].sort((a, b) => a.start.localeCompare(b.start));
  }

  /**
   * `GET /api/appointments/counselors`: bookable staff with their specializations and next free slot, the same for
   * every student: kept until the next write or the end of the minute (the next free slot moves with the clock;
   * booking checks the slot itself).
   */
  function counselors(type: AppointmentType | undefined) {
    const now = ctx.clock.now();
    const key = `${type ?? 'any'}/${now.toISOString().slice(0, 16)}`;
    return cachedUntilWrite(counselorsCache, ctx.db, ctx.config.databaseKind, key, () => bookable(now, type));
  }

  async function bookable(now: Date, type: AppointmentType | undefined): Promise<CounselorOption[]> {
    const settings = await currentSettings(ctx);
    const staff = await activeStaff(ctx.db);
    const types: AppointmentType[] = type ? [type] : ['video', 'phone', 'chat'];
    const schedules = await schedulesOf(
      ctx.db,
      staff.map((person) => person.id),
    );
    // Only those who offer hours for these types are listed.
    const offering = staff.filter((person) =>
      (schedules.get(person.id)?.weekly ?? []).some((row) => types.some((t) => row.types.includes(t))),
    );
    const ids = offering.map((person) => person.id);
    const [specs, ratings] = await Promise.all([specialtiesOf(ctx.db, ids), staffRatings(ctx, ids)]);
    const next = await nextFreeSlots(ctx.db, settings, ids, types, now);
    return offering.map((person) => ({
      id: person.id,
      name: person.name,
      title: person.role === 'advisor' ? 'Advisor' : 'Counselor',
      specializations: specs.get(person.id) ?? [],
      // The students' ratings of their completed sessions; null rather than an invented figure.
      rating: ratings.get(person.id)?.average ?? null,
      rating_count: ratings.get(person.id)?.count ?? 0,
      next_available: next.get(person.id) ?? null,
      bio: person.bio,
      languages: readJsonList(person.languages, JSON_STRING),
    }));
  }
}
