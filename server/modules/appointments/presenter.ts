import {
  APPOINTMENT_RULES,
  APPOINTMENT_TYPES,
  type Appointment,
  type AppointmentStatus,
} from '../../../common/schemas/appointments';
import { type AppointmentViewer, appointmentPolicy } from './policy';
import type { AppointmentRow } from './repository';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The status as people read it: a booked appointment is "upcoming" until it starts and "in-progress" from its
 * start until the counselor records attendance (completed or no-show).
 */
export function statusOf(row: Pick<AppointmentRow, 'status' | 'start_at'>, now: Date): AppointmentStatus {
  if (row.status === 'upcoming')
    return Date.parse(row.start_at) <= now.getTime() ? 'in-progress' : 'upcoming';
  if (row.status === 'completed' || row.status === 'cancelled' || row.status === 'no-show') return row.status;
  return 'upcoming';
}

/** The join window: from 15 minutes before the start until the end, for a booked appointment. */
export function insideJoinWindow(row: Pick<AppointmentRow, 'status' | 'start_at' | 'end_at'>, now: Date) {
  const t = now.getTime();
  return (
    row.status === 'upcoming' &&
    t >= Date.parse(row.start_at) - APPOINTMENT_RULES.joinEarlyMinutes * MINUTE_MS &&
    t < Date.parse(row.end_at)
  );
}

/** Whether this viewer may still move or cancel it now (students not inside the cancellation notice). */
export function mayStillChange(
  viewer: AppointmentViewer,
  row: AppointmentRow,
  now: Date,
  cancelNoticeHours: number,
): boolean {
  if (row.status !== 'upcoming' || Date.parse(row.start_at) <= now.getTime()) return false;
  if (!appointmentPolicy.mayChange(viewer, row)) return false;
  if (appointmentPolicy.isStaffSide(viewer, row)) return true;
  return Date.parse(row.start_at) - now.getTime() > cancelNoticeHours * HOUR_MS;
}

/** The stored rating of the session, when there is one. */
function feedbackOf(row: AppointmentRow) {
  if (row.feedback_rating === null || row.feedback_updated_at === null) return null;
  return {
    rating: Number(row.feedback_rating),
    comment: row.feedback_comment,
    updated_at: row.feedback_updated_at,
  };
}

export function presentAppointment(
  row: AppointmentRow,
  viewer: AppointmentViewer,
  now: Date,
  cancelNoticeHours: number,
): Appointment {
  const changeable = mayStillChange(viewer, row, now, cancelNoticeHours);
  return {
    id: row.id,
    type: APPOINTMENT_TYPES.find((type) => type === row.type) ?? 'video',
    status: statusOf(row, now),
    start: row.start_at,
    end: row.end_at,
    duration: row.duration,
    counselor: { id: row.counselor_id, name: row.counselor_name },
    student: {
      id: row.student_id,
      name: appointmentPolicy.maySeeStudentName(viewer, row) ? row.student_name : null,
    },
    is_anonymous: row.is_anonymous === 1,
    ticket_id: row.ticket_id,
    can_join: appointmentPolicy.mayJoin(viewer, row) && insideJoinWindow(row, now),
    can_reschedule: changeable,
    can_cancel: changeable,
    can_rate: appointmentPolicy.mayRate(viewer, row) && row.status === 'completed',
    my_feedback: appointmentPolicy.mayRate(viewer, row) ? feedbackOf(row) : null,
    feedback: appointmentPolicy.maySeeFeedback(viewer, row) ? feedbackOf(row) : null,
    created_at: row.created_at,
  };
}
