import {
  APPOINTMENT_RULES,
  type Appointment,
  type AppointmentListQuery,
  type HoldInput,
  APPOINTMENT_MESSAGES as M,
  type RescheduleInput,
} from '../../../common/schemas/appointments';
import type { AppContext } from '../../context';
import { localDay } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { paginate } from '../../lib/pagination';
import { recordAudit } from '../audit';
import { notificationsService } from '../notifications';
import { currentSettings } from '../settings';
import { insertHistory, openWelfareFollowUp, recentCrisisTicket, ticketContext } from '../tickets';
import { appointmentNews } from './announce';
import { bookingService } from './booking';
import { appointmentCounts, appointmentPageKept, dayAppointmentsKept } from './cached';
import { appointmentCalendar } from './ics';
import { resolved } from './list-repository';
import { type AppointmentViewer, appointmentPolicy } from './policy';
import { mayStillChange, presentAppointment } from './presenter';
import { type AppointmentRow, dropOpenReminders, findAppointment, updateAppointment } from './repository';
import { hint } from './room';

const DAY_MS = 24 * 3_600_000;

/** Appointments after booking: lists, one, reschedule, cancel, attendance, calendar file (joining: room.ts). */
export function appointmentsService(ctx: AppContext) {
  const news = appointmentNews(ctx);
  const booking = bookingService(ctx);
  const notifications = notificationsService(ctx);

  /** The appointment when this viewer may see it; 404 otherwise, exactly like a missing one. */
  async function loadVisible(viewer: AppointmentViewer, id: number): Promise<AppointmentRow> {
    const row = await findAppointment(ctx.db, id);
    if (!row || !appointmentPolicy.mayView(viewer, row)) throw new AppError('NOT_FOUND', M.notFound);
    return row;
  }

  async function present(viewer: AppointmentViewer, row: AppointmentRow): Promise<Appointment> {
    const settings = await currentSettings(ctx);
    return presentAppointment(row, viewer, ctx.clock.now(), settings.bookingCancelNoticeHours);
  }

  /** Booked, not started, and this viewer may still change it (students not inside the cancel notice). */
  async function requireChangeable(viewer: AppointmentViewer, row: AppointmentRow): Promise<void> {
    const now = ctx.clock.now();
    if (row.status !== 'upcoming' || Date.parse(row.start_at) <= now.getTime())
      throw new AppError('CONFLICT', M.notChangeable);
    const settings = await currentSettings(ctx);
    if (!mayStillChange(viewer, row, now, settings.bookingCancelNoticeHours))
      throw new AppError('FORBIDDEN', M.cancelTooLate(settings.bookingCancelNoticeHours));
  }

  return {
    loadVisible,
    present,

    async list(viewer: AppointmentViewer, query: AppointmentListQuery) {
      const now = ctx.clock.now();
      const filter = await resolved(ctx.db, {
        scope: appointmentPolicy.scope(viewer),
        status: query.status,
        type: query.type,
        ticketId: query.ticket_id,
        search: query.search || undefined,
        searchStudents: appointmentPolicy.searchesStudentNames(viewer),
        from: query.from,
        to: query.to,
        now: now.toISOString(),
      });
      const [rows, counts] = await Promise.all([
        appointmentPageKept(ctx, filter, {
          limit: query.per_page,
          offset: (query.page - 1) * query.per_page,
        }),
        appointmentCounts(ctx, filter),
      ]);
      const settings = await currentSettings(ctx);
      return {
        appointments: rows.map((row) =>
          presentAppointment(row, viewer, now, settings.bookingCancelNoticeHours),
        ),
        pagination: paginate(counts.matching, query.page, query.per_page),
        counts: { upcoming: counts.upcoming, completed: counts.completed, cancelled: counts.cancelled },
      };
    },

    /**
     * The viewer's appointments (their scope, as the list) starting on today's date on the university's wall
     * clock, and any begun before midnight that are still under way, cancelled ones left out, earliest first:
     * the counselor dashboard's Today's Sessions.
     */
    async today(viewer: AppointmentViewer) {
      const now = ctx.clock.now();
      const settings = await currentSettings(ctx);
      const { date, start, end } = localDay(now, settings.timezone);
      const rows = await dayAppointmentsKept(ctx, {
        scope: appointmentPolicy.scope(viewer),
        searchStudents: false,
        from: start.toISOString(),
        to: end.toISOString(),
        now: now.toISOString(),
      });
      return {
        date,
        timezone: settings.timezone,
        // The rows come in start order.
        appointments: rows
          .filter(
            (row) =>
              row.status !== 'cancelled' &&
              (row.start_at >= start.toISOString() || row.end_at > now.toISOString()),
          )
          .map((row) => presentAppointment(row, viewer, now, settings.bookingCancelNoticeHours)),
      };
    },

    async book(
      viewer: AppointmentViewer,
      input: Parameters<typeof booking.book>[1],
      context: RequestContext,
    ) {
      return present(viewer, await booking.book(viewer, input, context));
    },

    hold: (viewer: AppointmentViewer, input: HoldInput) => booking.hold(viewer, input),

    async reschedule(viewer: AppointmentViewer, id: number, input: RescheduleInput, context: RequestContext) {
      const row = await loadVisible(viewer, id);
      await requireChangeable(viewer, row);
      return present(viewer, await booking.reschedule(viewer, row, input, context));
    },

    async cancel(viewer: AppointmentViewer, id: number, reason: string, context: RequestContext) {
      const row = await loadVisible(viewer, id);
      await requireChangeable(viewer, row);
      const settings = await currentSettings(ctx);
      const at = ctx.clock.now().toISOString();
      const outcome = await ctx.db.transaction().execute(async (trx) => {
        const changed = await updateAppointment(trx, id, 'upcoming', {
          status: 'cancelled',
          cancel_reason: reason,
          cancelled_by: viewer.id,
          updated_at: at,
        });
        if (!changed) throw new AppError('CONFLICT', M.notChangeable);
        await dropOpenReminders(trx, id);
        if (row.ticket_id !== null)
          await insertHistory(trx, [
            {
              ticket_id: row.ticket_id,
              user_id: viewer.id,
              field: 'appointment',
              old_value: `Appointment #${id} on ${row.start_at}`,
              new_value: `Appointment #${id} cancelled`,
              note: null,
              created_at: at,
            },
          ]);
        await recordAudit(trx, {
          actorId: viewer.id,
          action: 'appointment.cancelled',
          target: { type: 'appointment', id },
          details: {
            start: row.start_at,
            by: appointmentPolicy.isStudent(viewer, row) ? 'student' : 'staff',
          },
          context,
          at,
        });
        const fresh = (await findAppointment(trx, id))!;
        return {
          row: fresh,
          notes: await news.within(trx, 'cancelled', fresh, settings.timezone, viewer.id),
        };
      });
      await news.after(outcome.notes, 'cancelled', outcome.row, settings.timezone);
      return present(viewer, outcome.row);
    },

    /**
     * Attendance, by the holding counselor or an administrator, once the session started. A no-show of a
     * student whose crisis was flagged in the last 30 days opens a welfare follow-up ticket assigned to the
     * holding counselor, in the same transaction.
     */
    async attendance(
      viewer: AppointmentViewer,
      id: number,
      status: 'completed' | 'no_show',
      context: RequestContext,
    ) {
      const row = await loadVisible(viewer, id);
      if (!appointmentPolicy.mayRecordAttendance(viewer, row))
        throw new AppError(
          'FORBIDDEN',
          'Only the counselor holding this appointment or an administrator can record attendance',
        );
      const now = ctx.clock.now();
      if (row.status !== 'upcoming') throw new AppError('CONFLICT', M.notChangeable);
      if (Date.parse(row.start_at) > now.getTime()) throw new AppError('CONFLICT', M.attendanceTooEarly);
      const at = now.toISOString();
      const stored = status === 'completed' ? 'completed' : 'no-show';
      const outcome = await ctx.db.transaction().execute(async (trx) => {
        const changed = await updateAppointment(trx, id, 'upcoming', { status: stored, updated_at: at });
        if (!changed) throw new AppError('CONFLICT', M.notChangeable);
        let welfare: { id: number; ticketNumber: string } | null = null;
        if (stored === 'no-show') {
          const since = new Date(now.getTime() - APPOINTMENT_RULES.welfareCrisisDays * DAY_MS).toISOString();
          const crisis = await recentCrisisTicket(trx, row.student_id, since);
          if (crisis) {
            welfare = await openWelfareFollowUp(trx, {
              counselorId: row.counselor_id,
              actorId: viewer.id,
              categoryId: crisis.category_id,
              categorySlaHours: crisis.sla_response_hours,
              subject: `Welfare follow-up: missed appointment of ${row.student_name}`,
              description: `${row.student_name} did not attend the ${row.type} appointment of ${row.start_at} (appointment #${row.id}). A crisis was flagged on ${crisis.ticket_number} in the last ${APPOINTMENT_RULES.welfareCrisisDays} days: please reach out.`,
              at,
            });
          }
        }
        await recordAudit(trx, {
          actorId: viewer.id,
          action: 'appointment.attendance',
          target: { type: 'appointment', id },
          details: { status: stored, welfare_ticket_id: welfare?.id ?? null },
          context,
          at,
        });
        const rows = welfare
          ? await notifications.insertFor(
              trx,
              [row.counselor_id],
              {
                type: 'ticket',
                title: 'Welfare follow-up assigned to you',
                message: `${welfare.ticketNumber}: a student with a recent crisis missed their appointment. Please reach out.`,
                priority: 'high',
                link: `/tickets/${welfare.id}`,
                subject_type: 'ticket',
                subject_id: welfare.id,
              },
              viewer.id,
            )
          : [];
        return { row: (await findAppointment(trx, id))!, rows, welfare };
      });
      await notifications.published(outcome.rows);
      // The student's open session room offers the rating once the session is marked held.
      await hint(ctx, [row.student_id], { type: 'appointment.changed', appointment: id });
      return present(viewer, outcome.row);
    },

    /** The linked ticket's context for the staff member holding the appointment (and admins); audited. */
    async ticket(viewer: AppointmentViewer, id: number, context: RequestContext) {
      const row = await loadVisible(viewer, id);
      if (!appointmentPolicy.mayRecordAttendance(viewer, row))
        throw new AppError('FORBIDDEN', 'Only the counselor holding this appointment reads its ticket here');
      const found = row.ticket_id === null ? undefined : await ticketContext(ctx.db, row.ticket_id);
      if (!found) throw new AppError('NOT_FOUND', 'This appointment is not linked to a ticket');
      await recordAudit(ctx.db, {
        actorId: viewer.id,
        action: 'appointment.ticket_viewed',
        target: { type: 'ticket', id: found.id },
        details: { appointment_id: id },
        context,
        at: ctx.clock.now().toISOString(),
      });
      // The ticket page opens for its assignee and admins; others read its context here only.
      const { assigned_to, ...shown } = found;
      return { ...shown, can_open: viewer.role === 'admin' || assigned_to === viewer.id };
    },

    async calendar(viewer: AppointmentViewer, id: number) {
      const row = await loadVisible(viewer, id);
      return { row, text: appointmentCalendar(row, ctx.config.appUrl) };
    },
  };
}
