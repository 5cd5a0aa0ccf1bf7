import { CalendarClock, EyeOff, FileText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { APPOINTMENT_RULES, type Appointment } from '../../../common/schemas/appointments';
import { PAGE_PATHS } from '../../app/paths';
import { EmptyState } from '../../components/empty-state';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { AttendanceButtons } from '../appointments/AttendanceButtons';
import { useTodaySessions } from '../appointments/api';
import { formatTime, STATUS_LABELS, STATUS_VARIANTS, TYPE_LABELS, timeUntil } from '../appointments/format';
import { JoinSessionButton } from '../appointments/JoinSessionButton';
import { LinkedTicket } from '../appointments/LinkedTicket';

/** When the join window opens: the server's `can_join` decides; this only says when to expect it. */
const opensAt = (start: string) =>
  new Date(Date.parse(start) - APPOINTMENT_RULES.joinEarlyMinutes * 60_000).toISOString();

/**
 * The counselor dashboard's Today's Sessions (spec 1 §2.5): the sessions the viewer holds today on the
 * university's clock, with Start Session inside the join window, attendance once started, and the linked
 * ticket's context on demand.
 */
export function TodaySessions() {
  const today = useTodaySessions();
  // The clock the "opens in" texts count from, moved on every 30 seconds.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  if (today.isPending) return <LoadingState label="Loading today's sessions" rows={2} rowClass="h-20" />;
  if (today.isError)
    return (
      <ErrorState
        compact
        message="Today's sessions could not be loaded."
        error={today.error}
        onRetry={() => today.refetch()}
      />
    );
  const sessions = today.data.appointments;
  if (sessions.length === 0)
    return (
      <EmptyState
        icon={CalendarClock}
        title="No sessions today"
        text="Sessions students book with you appear here on their day."
        action={
          <Button asChild size="sm" variant="outline">
            <Link to={PAGE_PATHS.appointments}>My Appointments</Link>
          </Button>
        }
      />
    );
  return (
    <ul aria-label="Today's sessions" className="space-y-3">
      {sessions.map((session) => (
        <li key={session.id}>
          <SessionRow session={session} now={now} />
        </li>
      ))}
    </ul>
  );
}

function SessionRow({ session, now }: { session: Appointment; now: number }) {
  const [showTicket, setShowTicket] = useState(false);
  const time = `${formatTime(session.start)} – ${formatTime(session.end)}`;
  const student = session.student.name ?? 'Anonymous student';
  const name = `${TYPE_LABELS[session.type]} at ${formatTime(session.start)}`;
  return (
    <article aria-label={name} className="rounded-lg border border-slate-200 p-3 sm:p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2">
            <time dateTime={session.start} className="font-semibold text-slate-900">
              {time}
            </time>
            <Badge variant={STATUS_VARIANTS[session.status]}>{STATUS_LABELS[session.status]}</Badge>
          </p>
          <p className="text-sm text-slate-700">
            {TYPE_LABELS[session.type]} · {session.duration} minutes
          </p>
          <p className="flex items-center gap-1.5 text-sm text-slate-700">
            {session.is_anonymous && <EyeOff className="size-4 text-slate-500" aria-hidden="true" />}
            {student}
          </p>
        </div>
        <div className="flex flex-wrap items-start gap-2 sm:justify-end">
          {session.can_join ? (
            <JoinSessionButton appointmentId={session.id} label={`Start Session: ${name}`}>
              Start Session
            </JoinSessionButton>
          ) : (
            session.status === 'upcoming' && (
              <p className="text-sm text-slate-600">
                Start Session opens at{' '}
                <time dateTime={opensAt(session.start)}>{formatTime(opensAt(session.start))}</time>
                {timeUntil(opensAt(session.start), now) && ` (${timeUntil(opensAt(session.start), now)})`}
              </p>
            )
          )}
          {session.status === 'in-progress' && <AttendanceButtons appointmentId={session.id} />}
        </div>
      </div>
      {session.ticket_id !== null && (
        <div className="mt-3 border-t border-slate-100 pt-3">
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={showTicket}
            onClick={() => setShowTicket((open) => !open)}
          >
            <FileText aria-hidden="true" />
            {showTicket ? 'Hide linked ticket' : 'Show linked ticket'}
          </Button>
          {showTicket && <LinkedTicket appointmentId={session.id} />}
        </div>
      )}
    </article>
  );
}
