import type { Role } from '../../../common/permissions';
import type { AppointmentScope } from './list-repository';
import type { AppointmentRecord } from './repository';

export interface AppointmentViewer {
  id: number;
  role: Role;
}

type Facts = Pick<AppointmentRecord, 'student_id' | 'counselor_id' | 'is_anonymous'>;

/**
 * Who may do what with an appointment (issue 16). A student sees their own, a counselor or advisor the ones
 * they hold, an administrator all; anything else answers 404 like a missing one. The student's name is shown
 * to the student and to the staff member holding the appointment, and to nobody when the student chose to
 * stay anonymous (api-contract "Appointments and sessions"). Session notes: only the holder writes and reads
 * them; an administrator reads them with a reason; students never.
 */
export const appointmentPolicy = {
  scope(viewer: AppointmentViewer): AppointmentScope {
    if (viewer.role === 'admin') return null;
    if (viewer.role === 'student') return { studentId: viewer.id };
    return { counselorId: viewer.id };
  },
  mayView: (viewer: AppointmentViewer, a: Facts) =>
    viewer.role === 'admin' || a.student_id === viewer.id || a.counselor_id === viewer.id,
  isStudent: (viewer: AppointmentViewer, a: Facts) => a.student_id === viewer.id,
  isHolder: (viewer: AppointmentViewer, a: Facts) =>
    viewer.role !== 'student' && a.counselor_id === viewer.id,
  maySeeStudentName: (viewer: AppointmentViewer, a: Facts) =>
    a.student_id === viewer.id || (a.counselor_id === viewer.id && a.is_anonymous === 0),
  /** Students find appointments by counselor name; holders also by the names they may see. */
  searchesStudentNames: (viewer: AppointmentViewer) =>
    viewer.role === 'counselor' || viewer.role === 'advisor',
  mayChange: (viewer: AppointmentViewer, a: Facts) =>
    viewer.role === 'admin' || a.student_id === viewer.id || a.counselor_id === viewer.id,
  /** Inside the cancellation notice only staff change it (the setting `bookingCancelNoticeHours`). */
  isStaffSide: (viewer: AppointmentViewer, a: Facts) =>
    viewer.role === 'admin' || (viewer.role !== 'student' && a.counselor_id === viewer.id),
  mayJoin: (viewer: AppointmentViewer, a: Facts) =>
    a.student_id === viewer.id || (viewer.role !== 'student' && a.counselor_id === viewer.id),
  mayRecordAttendance: (viewer: AppointmentViewer, a: Facts) =>
    viewer.role === 'admin' || (viewer.role !== 'student' && a.counselor_id === viewer.id),
  /** Session ratings: the student rates their own session; the holder and admins read the comment. */
  mayRate: (viewer: AppointmentViewer, a: Facts) => viewer.role === 'student' && a.student_id === viewer.id,
  maySeeFeedback: (viewer: AppointmentViewer, a: Facts) =>
    viewer.role === 'admin' || (viewer.role !== 'student' && a.counselor_id === viewer.id),
  /** Schedules: counselors and advisors their own, administrators anyone's. */
  mayEditSchedule: (viewer: AppointmentViewer, staffId: number) =>
    viewer.role === 'admin' ||
    ((viewer.role === 'counselor' || viewer.role === 'advisor') && viewer.id === staffId),
};

/** The roles that keep a schedule, and the roles the schedule routes let through. */
export const SCHEDULE_ROLES = ['counselor', 'advisor', 'admin'] as const satisfies readonly Role[];
