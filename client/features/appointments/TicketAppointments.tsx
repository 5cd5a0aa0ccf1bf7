import { ArrowRight, CalendarClock, CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PAGE_PATHS } from '../../app/paths';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { useAppointmentList } from './api';
import { type BookingTicket, BookingWizard } from './BookingWizard';
import { formatDay, formatTime, otherPerson, STATUS_LABELS, STATUS_VARIANTS, TYPE_LABELS } from './format';

/**
 * The ticket page's counseling sessions: those booked about this ticket that the viewer may see (their own,
 * the ones they hold, all for admins). The student who raised the ticket books one about it here; staff see
 * the card only when there is a session to show.
 */
export function TicketAppointments({
  ticket,
  viewerId,
  owner,
}: {
  ticket: BookingTicket;
  viewerId: number;
  /** The student who raised the ticket: may book a session about it. */
  owner: boolean;
}) {
  const [booking, setBooking] = useState(false);
  const list = useAppointmentList(`ticket_id=${ticket.id}&per_page=20`);
  const appointments = list.data?.appointments ?? [];
  if (!owner && appointments.length === 0) return null;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <CalendarClock className="size-4 text-slate-400" aria-hidden="true" />
          Counseling sessions
        </CardTitle>
        {appointments.length > 0 && (
          <Button asChild variant="ghost" size="sm">
            <Link to={PAGE_PATHS.appointments}>
              My Appointments
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
      </CardHeader>
      <CardContent className="space-y-3">
        {list.isPending && <LoadingState label="Loading sessions" rows={1} rowClass="h-12" />}
        {list.isError && (
          <ErrorState
            compact
            message="The sessions of this ticket could not be loaded."
            error={list.error}
            onRetry={() => list.refetch()}
          />
        )}
        {list.data && appointments.length === 0 && (
          <p className="text-sm text-slate-600">
            Talking it through can help. Book a video, phone or chat session with a counselor about this
            ticket.
          </p>
        )}
        {appointments.length > 0 && (
          <ul aria-label="Sessions about this ticket" className="divide-y divide-slate-100">
            {appointments.map((appointment) => (
              <li key={appointment.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
                <span className="font-medium text-slate-900">{TYPE_LABELS[appointment.type]}</span>
                <time dateTime={appointment.start} className="text-slate-700">
                  {formatDay(appointment.start)}, {formatTime(appointment.start)}
                </time>
                <span className="text-slate-700">{otherPerson(appointment, viewerId)}</span>
                <Badge variant={STATUS_VARIANTS[appointment.status]}>
                  {STATUS_LABELS[appointment.status]}
                </Badge>
              </li>
            ))}
          </ul>
        )}
        {owner && (
          <>
            <Button variant="outline" onClick={() => setBooking(true)}>
              <CalendarPlus aria-hidden="true" />
              Book a session about this ticket
            </Button>
            <BookingWizard open={booking} onClose={() => setBooking(false)} ticket={ticket} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
