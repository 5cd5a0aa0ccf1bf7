import type { Appointment, AppointmentStatus, AppointmentType } from '../../../common/schemas/appointments';

export const TYPE_LABELS: Record<AppointmentType, string> = {
  video: 'Video Session',
  phone: 'Phone Session',
  chat: 'Chat Session',
};

export const STATUS_LABELS: Record<AppointmentStatus, string> = {
  upcoming: 'Upcoming',
  'in-progress': 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'no-show': 'No-show',
};

export const STATUS_VARIANTS = {
  upcoming: 'info',
  'in-progress': 'warning',
  completed: 'success',
  cancelled: 'secondary',
  'no-show': 'destructive',
} as const satisfies Record<AppointmentStatus, string>;

/** "Thursday, 3 December 2026" in the viewer's own locale and time zone. */
export const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

/** "10:00" or "10:00 AM" in the viewer's own locale and time zone. */
export const formatTime = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

/** The viewer's local calendar day of an instant, as YYYY-MM-DD (groups free times into days). */
export function localDayKey(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The other person on the card: the counselor for a student, the student (or "Anonymous student") for staff. */
export function otherPerson(appointment: Appointment, viewerId: number): string {
  if (appointment.student.id === viewerId) return `with ${appointment.counselor.name ?? 'your counselor'}`;
  const student = appointment.student.name ?? 'Anonymous student';
  if (appointment.counselor.id === viewerId) return student;
  return `${student} with ${appointment.counselor.name ?? 'a counselor'}`;
}

/** The list's tabs and status filter as spec 2 names them; both set the one `status` query. */
export type StatusFilter = 'all' | 'upcoming' | 'completed' | 'cancelled';
export const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Status' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
];
export const TABS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Appointments' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'completed', label: 'Completed' },
];

export const PER_PAGE = 10;

export function listQuery(status: StatusFilter, search: string, page: number): string {
  const params = new URLSearchParams({ page: String(page), per_page: String(PER_PAGE) });
  if (status !== 'all') params.set('status', status);
  if (search) params.set('search', search);
  return params.toString();
}

/** How long until `at` from `now`, as "in 25 min" or "in 2 h 5 min"; null once it has come. */
export function timeUntil(at: string, now: number): string | null {
  const minutes = Math.ceil((Date.parse(at) - now) / 60_000);
  if (!(minutes > 0)) return null;
  if (minutes < 60) return `in ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `in ${hours} h` : `in ${hours} h ${rest} min`;
}
