import { randomBytes } from 'node:crypto';
import {
  APPOINTMENT_DURATIONS,
  APPOINTMENT_RULES,
  type BookingInput,
  type HoldInput,
  APPOINTMENT_MESSAGES as M,
  type RescheduleInput,
} from '../../../common/schemas/appointments';
import type { Settings } from '../../../common/schemas/settings';
import type { AppContext } from '../../context';
import type { DB } from '../../db';
import { AppError, validationError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { recordAudit } from '../audit';
import { currentSettings } from '../settings';
import { insertHistory, ticketsService } from '../tickets';
import { appointmentNews } from './announce';
import { freeSlotsOf, rankedStaff } from './availability';
import { groupBusyBetween } from './group-sessions';
import type { AppointmentViewer } from './policy';
import {
  type AppointmentRow,
  activeStaff,
  busyBetween,
  dropOpenReminders,
  findAppointment,
  heldBetween,
  insertAppointment,
  insertReminders,
  updateAppointment,
} from './repository';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** PostgreSQL's exclusion constraint refused an overlapping appointment (decision 0024). */
export function isOverlapViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23P01';
}

/** The minimum notice and the horizon (settings), as 422 messages. */
export function checkBookingWindow(start: Date, settings: Settings, now: Date): void {
  if (start.getTime() < now.getTime() + settings.bookingMinNoticeHours * HOUR_MS)
    throw validationError({ start: [M.tooSoon(settings.bookingMinNoticeHours)] });
  if (start.getTime() > now.getTime() + settings.bookingHorizonDays * 24 * HOUR_MS)
    throw validationError({ start: [M.tooFar(settings.bookingHorizonDays)] });
}

/** The reminder jobs of an appointment: 24 hours and 1 hour before, those not already past. */
export function reminderRows(appointmentId: number, start: string, now: Date) {
  return APPOINTMENT_RULES.reminderHours
    .map((hours) => ({
      appointment_id: appointmentId,
      kind: `${hours}h`,
      due_at: new Date(Date.parse(start) - hours * HOUR_MS).toISOString(),
      claimed_at: null,
      claimed_by: null,
      sent_at: null,
    }))
    .filter((row) => Date.parse(row.due_at) > now.getTime());
}

/** True when another live appointment, a group session or another student's live hold (or its buffer) overlaps [start, end). */
async function clashes(
  trx: DB,
  slot: { counselorId: number; start: Date; end: Date; now: Date },
  bufferMinutes: number,
  options: { exceptId?: number; studentId?: number } = {},
): Promise<boolean> {
  const buffer = bufferMinutes * MINUTE_MS;
  const from = new Date(slot.start.getTime() - buffer).toISOString();
  const to = new Date(slot.end.getTime() + buffer).toISOString();
  const booked = await busyBetween(trx, [slot.counselorId], from, to, options.exceptId);
  if (booked.length > 0) return true;
  if ((await groupBusyBetween(trx, [slot.counselorId], from, to)).length > 0) return true;
  const held = await heldBetween(
    trx,
    [slot.counselorId],
    from,
    to,
    slot.now.toISOString(),
    options.studentId,
  );
  return held.length > 0;
}

/**
 * Booking and rescheduling (decision 0024). The requested start must be one of the counselor's free slots
 * (else 422 when it is not offered, 409 when it was taken); the final word is the database's: inside the
 * write transaction the overlap is checked again (SQLite holds its write lock from BEGIN, so no two bookings
 * interleave) and on PostgreSQL the exclusion constraint refuses an overlap (23P01 -> 409).
 */
export function bookingService(ctx: AppContext) {
  const news = appointmentNews(ctx);
  const tickets = ticketsService(ctx);

  /** The candidates among `staffIds` whose free slots include `start`, in order; and whether any offers it. */
  async function freeAt(
    settings: Settings,
    staffIds: number[],
    type: BookingInput['type'],
    start: Date,
    options: { exceptId?: number; studentId?: number },
  ) {
    const now = ctx.clock.now();
    const query = { type, from: start, to: new Date(start.getTime() + 1), now };
    const free = await freeSlotsOf(ctx.db, settings, staffIds, query, options);
    const offered = await freeSlotsOf(ctx.db, settings, staffIds, query, { ignoreBusy: true });
    const has = (slots: Map<number, { start: Date }[]>, id: number) =>
      (slots.get(id) ?? []).some((slot) => slot.start.getTime() === start.getTime());
    return {
      free: staffIds.filter((id) => has(free, id)),
      offered: staffIds.some((id) => has(offered, id)),
    };
  }

  /**
   * What a booking or a hold starts from: the window checks, the student's own ticket, and the staff free at
   * that time in the order they are tried (the named one, or the Auto-Assign ranking).
   */
  async function candidatesFor(
    viewer: AppointmentViewer,
    input: Pick<BookingInput, 'type' | 'counselor_id' | 'start' | 'ticket_id'>,
  ) {
    if (viewer.role !== 'student') throw new AppError('FORBIDDEN', 'Only students book appointments');
    const settings = await currentSettings(ctx);
    const now = ctx.clock.now();
    const start = new Date(input.start);
    const duration = APPOINTMENT_DURATIONS[input.type];
    const end = new Date(start.getTime() + duration * MINUTE_MS);
    checkBookingWindow(start, settings, now);
    let ticket: { id: number; category_id: number; ticket_number: string } | null = null;
    if (input.ticket_id != null) {
      const found = await tickets.details(viewer, input.ticket_id).catch(() => null);
      if (!found || found.user?.id !== viewer.id) throw validationError({ ticket_id: [M.ticket] });
      ticket = { id: found.id, category_id: found.category_id, ticket_number: found.ticket_number };
    }
    let candidates: number[];
    if (input.counselor_id !== null) {
      if ((await activeStaff(ctx.db, input.counselor_id)).length === 0)
        throw validationError({ counselor_id: [M.counselor] });
      candidates = [input.counselor_id];
    } else {
      candidates = await rankedStaff(ctx.db, ticket?.category_id ?? null);
    }
    const { free, offered } = await freeAt(settings, candidates, input.type, start, { studentId: viewer.id });
    if (free.length === 0) {
      if (offered) throw new AppError('CONFLICT', M.slotTaken);
      throw validationError({ start: [input.counselor_id === null ? M.noCounselor : M.notInSchedule] });
    }
    return { settings, now, start, end, duration, ticket, free };
  }

  return {
    /**
     * Holds a time for the student for 5 minutes while they confirm (the wizard's last step): others do not
     * see it and cannot book it meanwhile. A student has one hold at a time; a new one replaces it, booking
     * uses it up. 409 when the time was taken or is held by someone else.
     */
    async hold(viewer: AppointmentViewer, input: HoldInput) {
      const { settings, now, start, end, free } = await candidatesFor(viewer, { ...input, ticket_id: null });
      const at = now.toISOString();
      const expires = new Date(now.getTime() + APPOINTMENT_RULES.holdMinutes * MINUTE_MS).toISOString();
      return ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('slot_holds').where('student_id', '=', viewer.id).execute();
        for (const counselorId of free) {
          const slot = { counselorId, start, end, now };
          if (await clashes(trx, slot, settings.bookingBufferMinutes, { studentId: viewer.id })) continue;
          const row = await trx
            .insertInto('slot_holds')
            .values({
              counselor_id: counselorId,
              student_id: viewer.id,
              type: input.type,
              start_at: start.toISOString(),
              end_at: end.toISOString(),
              expires_at: expires,
              created_at: at,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return {
            id: row.id,
            counselor_id: counselorId,
            start: start.toISOString(),
            end: end.toISOString(),
            expires_at: expires,
          };
        }
        throw new AppError('CONFLICT', M.slotTaken);
      });
    },

    async book(
      viewer: AppointmentViewer,
      input: BookingInput,
      context: RequestContext,
    ): Promise<AppointmentRow> {
      const { settings, now, start, end, duration, ticket, free } = await candidatesFor(viewer, input);
      const at = now.toISOString();
      let outcome: { row: AppointmentRow; notes: Awaited<ReturnType<typeof news.within>> };
      try {
        outcome = await ctx.db.transaction().execute(async (trx) => {
          for (const counselorId of free) {
            const slot = { counselorId, start, end, now };
            if (await clashes(trx, slot, settings.bookingBufferMinutes, { studentId: viewer.id })) continue;
            const id = await insertAppointment(trx, {
              counselor_id: counselorId,
              student_id: viewer.id,
              type: input.type,
              status: 'upcoming',
              start_at: start.toISOString(),
              end_at: end.toISOString(),
              duration,
              is_anonymous: input.is_anonymous ? 1 : 0,
              ticket_id: ticket?.id ?? null,
              reason: input.reason ? input.reason : null,
              cancel_reason: null,
              cancelled_by: null,
              room: randomBytes(24).toString('base64url'),
              created_by: viewer.id,
              created_at: at,
              updated_at: at,
            });
            await insertReminders(trx, reminderRows(id, start.toISOString(), now));
            // The student's hold, if any, is used up.
            await trx.deleteFrom('slot_holds').where('student_id', '=', viewer.id).execute();
            if (ticket) {
              await insertHistory(trx, [
                {
                  ticket_id: ticket.id,
                  user_id: viewer.id,
                  field: 'appointment',
                  old_value: null,
                  new_value: `Appointment #${id} booked for ${start.toISOString()}`,
                  note: null,
                  created_at: at,
                },
              ]);
            }
            await recordAudit(trx, {
              actorId: viewer.id,
              action: 'appointment.booked',
              target: { type: 'appointment', id },
              details: {
                counselor_id: counselorId,
                type: input.type,
                start: start.toISOString(),
                automatic: input.counselor_id === null,
                ticket_id: ticket?.id ?? null,
              },
              context,
              at,
            });
            const row = (await findAppointment(trx, id))!;
            return { row, notes: await news.within(trx, 'booked', row, settings.timezone, viewer.id) };
          }
          throw new AppError('CONFLICT', M.slotTaken);
        });
      } catch (error) {
        if (isOverlapViolation(error)) throw new AppError('CONFLICT', M.slotTaken);
        throw error;
      }
      await news.after(outcome.notes, 'booked', outcome.row, settings.timezone);
      return outcome.row;
    },

    /** Moves a booked appointment to another free slot of the same counselor. */
    async reschedule(
      viewer: AppointmentViewer,
      row: AppointmentRow,
      input: RescheduleInput,
      context: RequestContext,
    ): Promise<AppointmentRow> {
      const settings = await currentSettings(ctx);
      const now = ctx.clock.now();
      const start = new Date(input.start);
      const end = new Date(start.getTime() + row.duration * MINUTE_MS);
      checkBookingWindow(start, settings, now);
      const type = row.type === 'phone' || row.type === 'chat' ? row.type : 'video';
      const { free, offered } = await freeAt(settings, [row.counselor_id], type, start, {
        exceptId: row.id,
        studentId: row.student_id,
      });
      if (free.length === 0) {
        if (offered) throw new AppError('CONFLICT', M.slotTaken);
        throw validationError({ start: [M.notInSchedule] });
      }
      const at = now.toISOString();
      let outcome: { row: AppointmentRow; notes: Awaited<ReturnType<typeof news.within>> };
      try {
        outcome = await ctx.db.transaction().execute(async (trx) => {
          const slot = { counselorId: row.counselor_id, start, end, now };
          const options = { exceptId: row.id, studentId: row.student_id };
          if (await clashes(trx, slot, settings.bookingBufferMinutes, options))
            throw new AppError('CONFLICT', M.slotTaken);
          const changed = await updateAppointment(trx, row.id, 'upcoming', {
            start_at: start.toISOString(),
            end_at: end.toISOString(),
            updated_at: at,
          });
          if (!changed) throw new AppError('CONFLICT', M.notChangeable);
          await dropOpenReminders(trx, row.id);
          await insertReminders(trx, reminderRows(row.id, start.toISOString(), now));
          if (row.ticket_id !== null)
            await insertHistory(trx, [
              {
                ticket_id: row.ticket_id,
                user_id: viewer.id,
                field: 'appointment',
                old_value: `Appointment #${row.id} on ${row.start_at}`,
                new_value: `Appointment #${row.id} moved to ${start.toISOString()}`,
                note: null,
                created_at: at,
              },
            ]);
          await recordAudit(trx, {
            actorId: viewer.id,
            action: 'appointment.rescheduled',
            target: { type: 'appointment', id: row.id },
            details: { from: row.start_at, to: start.toISOString(), has_reason: Boolean(input.reason) },
            context,
            at,
          });
          const fresh = (await findAppointment(trx, row.id))!;
          return {
            row: fresh,
            notes: await news.within(trx, 'rescheduled', fresh, settings.timezone, viewer.id),
          };
        });
      } catch (error) {
        if (isOverlapViolation(error)) throw new AppError('CONFLICT', M.slotTaken);
        throw error;
      }
      await news.after(outcome.notes, 'rescheduled', outcome.row, settings.timezone);
      return outcome.row;
    },
  };
}
