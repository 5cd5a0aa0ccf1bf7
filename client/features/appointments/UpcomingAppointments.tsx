import { CalendarClock, CalendarPlus, MessageSquare, Phone, Video } from 'lucide-react';
import { Link } from 'react-router';
import { PAGE_PATHS, ticketPath } from '../../app/paths';
import { EmptyState } from '../../components/empty-state';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { useAppointmentList } from './api';
import { formatDay, formatTime, TYPE_LABELS } from './format';
import { JoinSessionButton } from './JoinSessionButton';

const TYPE_ICONS = { video: Video, phone: Phone, chat: MessageSquare } as const;
const SHOWN = 3;

/**
 * The student dashboard's upcoming appointments (spec 1 §2.4): a session under way first (it can be joined),
 * then the next ones, soonest first; the spec's empty state offers booking.
 */
export function UpcomingAppointments() {
  const now = useAppointmentList(`status=in-progress&per_page=${SHOWN}`);
  const next = useAppointmentList(`status=upcoming&per_page=${SHOWN}`);
  if (now.isPending || next.isPending)
    return <LoadingState label="Loading appointments" rows={2} rowClass="h-16" />;
  if (now.isError || next.isError)
    return (
      <ErrorState
        compact
        message="Your appointments could not be loaded."
        error={now.error ?? next.error}
        onRetry={() => {
          void now.refetch();
          void next.refetch();
        }}
      />
    );
  const appointments = [...now.data.appointments, ...next.data.appointments].slice(0, SHOWN);
  if (appointments.length === 0)
    return (
      <EmptyState
        icon={CalendarClock}
        title="No upcoming appointments"
        text="Book a video, phone or chat session with a counselor whenever you are ready."
        action={
          <Button asChild size="sm">
            <Link to={`${PAGE_PATHS.appointments}?book=1`}>
              <CalendarPlus aria-hidden="true" />
              Book Appointment
            </Link>
          </Button>
        }
      />
    );
  return (
    <ul
      aria-label="Upcoming appointments"
      className="divide-y divide-slate-100 rounded-lg border border-slate-100"
    >
      {appointments.map((appointment) => {
        const Icon = TYPE_ICONS[appointment.type];
        const when = `${formatDay(appointment.start)}, ${formatTime(appointment.start)}`;
        return (
          <li key={appointment.id} className="flex flex-wrap items-start gap-3 px-3 py-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900">{TYPE_LABELS[appointment.type]}</p>
              <p className="text-sm text-slate-700">with {appointment.counselor.name ?? 'your counselor'}</p>
              <p className="text-sm text-slate-600">
                <time dateTime={appointment.start}>{when}</time>
                {appointment.status === 'in-progress' && ' · under way'}
              </p>
              {appointment.ticket_id !== null && (
                <Link
                  to={ticketPath(appointment.ticket_id)}
                  className="text-sm font-medium text-indigo-700 underline underline-offset-2"
                >
                  About your ticket
                </Link>
              )}
            </div>
            {appointment.can_join && (
              <JoinSessionButton
                appointmentId={appointment.id}
                label={`Join Session: ${TYPE_LABELS[appointment.type]}, ${when}`}
              >
                Join
              </JoinSessionButton>
            )}
          </li>
        );
      })}
    </ul>
  );
}
