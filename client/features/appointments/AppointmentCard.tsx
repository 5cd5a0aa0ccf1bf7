import {
  BookHeart,
  CalendarPlus,
  CalendarX,
  Clock,
  EyeOff,
  FileText,
  MessageSquare,
  NotebookPen,
  Phone,
  RefreshCw,
  Star,
  Video,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Appointment } from '../../../common/schemas/appointments';
import { ticketPath } from '../../app/paths';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SharedWellnessButton } from '../wellness/SharedWellnessButton';
import { AttendanceButtons } from './AttendanceButtons';
import { calendarHref } from './api';
import { formatDay, formatTime, otherPerson, STATUS_LABELS, STATUS_VARIANTS, TYPE_LABELS } from './format';
import { JoinSessionButton } from './JoinSessionButton';
import { LinkedTicket } from './LinkedTicket';
import { RateSessionDialog } from './RateSessionDialog';

const TYPE_ICONS = { video: Video, phone: Phone, chat: MessageSquare } as const;

export interface CardActions {
  onCancel: (appointment: Appointment) => void;
  onReschedule: (appointment: Appointment) => void;
  onNotes?: (appointment: Appointment) => void;
  /** Staff holding the session: recommend a library resource to the student. */
  onRecommend?: (appointment: Appointment) => void;
  /** Students: open the wizard again from a past or cancelled session. */
  onBookAgain?: () => void;
}

/** One appointment: type, the viewer's local date and time, duration, the other person, status and actions. */
export function AppointmentCard({
  appointment,
  viewerId,
  staff,
  actions,
}: {
  appointment: Appointment;
  viewerId: number;
  staff: boolean;
  actions: CardActions;
}) {
  const Icon = TYPE_ICONS[appointment.type];
  const [showTicket, setShowTicket] = useState(false);
  const [rating, setRating] = useState(false);
  const title = `${TYPE_LABELS[appointment.type]}, ${formatDay(appointment.start)}`;
  const holds = staff && appointment.counselor.id === viewerId;
  const attendable = staff && appointment.status === 'in-progress';
  const live = appointment.status === 'upcoming' || appointment.status === 'in-progress';

  return (
    <Card className="p-4 sm:p-5">
      <article
        aria-label={title}
        className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between"
      >
        <div className="flex min-w-0 gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 space-y-1">
            <h2 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
              {TYPE_LABELS[appointment.type]}
              <Badge variant={STATUS_VARIANTS[appointment.status]}>{STATUS_LABELS[appointment.status]}</Badge>
              {appointment.is_anonymous && (
                <Badge variant="secondary">
                  <EyeOff className="size-3" aria-hidden="true" />
                  Anonymous
                </Badge>
              )}
            </h2>
            <p className="text-sm text-slate-700">{otherPerson(appointment, viewerId)}</p>
            <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
              <Clock className="size-4" aria-hidden="true" />
              <time dateTime={appointment.start}>
                {formatDay(appointment.start)}, {formatTime(appointment.start)} –{' '}
                {formatTime(appointment.end)}
              </time>
              <span>· {appointment.duration} minutes</span>
            </p>
            {appointment.ticket_id !== null &&
              (staff ? (
                <div>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="-ml-2"
                    aria-expanded={showTicket}
                    onClick={() => setShowTicket((open) => !open)}
                  >
                    <FileText aria-hidden="true" />
                    {showTicket ? 'Hide linked ticket' : 'Show linked ticket'}
                  </Button>
                  {showTicket && <LinkedTicket appointmentId={appointment.id} />}
                </div>
              ) : (
                <Link
                  to={ticketPath(appointment.ticket_id)}
                  className="flex items-center gap-1.5 text-sm font-medium text-indigo-700 underline underline-offset-2"
                >
                  <FileText className="size-4" aria-hidden="true" />
                  About your ticket
                </Link>
              ))}
            {appointment.my_feedback && (
              <p className="text-sm text-slate-700">
                You rated this session {appointment.my_feedback.rating} of 5 stars.
              </p>
            )}
            {appointment.feedback && (
              <div className="text-sm text-slate-700">
                <p>Student’s rating: {appointment.feedback.rating} of 5 stars</p>
                {appointment.feedback.comment && (
                  <p className="break-words text-slate-600">“{appointment.feedback.comment}”</p>
                )}
              </div>
            )}
          </div>
        </div>
        <div className="flex flex-wrap gap-2 sm:max-w-xs sm:justify-end">
          {appointment.can_join && (
            <JoinSessionButton appointmentId={appointment.id} label={`Join Session: ${title}`}>
              Join Session
            </JoinSessionButton>
          )}
          {appointment.can_reschedule && (
            <Button size="sm" variant="outline" onClick={() => actions.onReschedule(appointment)}>
              <RefreshCw aria-hidden="true" />
              Reschedule
            </Button>
          )}
          {appointment.can_cancel && (
            <Button size="sm" variant="outline" onClick={() => actions.onCancel(appointment)}>
              <CalendarX aria-hidden="true" />
              Cancel
            </Button>
          )}
          {live && (
            <Button size="sm" variant="outline" asChild>
              <a href={calendarHref(appointment.id)} download aria-label={`Add to calendar: ${title}`}>
                <CalendarPlus aria-hidden="true" />
                Add to calendar
              </a>
            </Button>
          )}
          {attendable && <AttendanceButtons appointmentId={appointment.id} />}
          {appointment.can_rate && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => setRating(true)}
              aria-label={`${appointment.my_feedback ? 'Update rating' : 'Rate this session'}: ${title}`}
            >
              <Star aria-hidden="true" />
              {appointment.my_feedback ? 'Update rating' : 'Rate this session'}
            </Button>
          )}
          {!live && actions.onBookAgain && (
            <Button size="sm" variant="outline" onClick={actions.onBookAgain}>
              <CalendarPlus aria-hidden="true" />
              Book Again
            </Button>
          )}
          {holds && actions.onNotes && appointment.status !== 'cancelled' && (
            <Button size="sm" variant="outline" onClick={() => actions.onNotes?.(appointment)}>
              <NotebookPen aria-hidden="true" />
              Add Notes
            </Button>
          )}
          {holds && actions.onRecommend && appointment.status !== 'cancelled' && (
            <Button size="sm" variant="outline" onClick={() => actions.onRecommend?.(appointment)}>
              <BookHeart aria-hidden="true" />
              Recommend a resource
            </Button>
          )}
          {holds && !appointment.is_anonymous && <SharedWellnessButton studentId={appointment.student.id} />}
        </div>
      </article>
      {appointment.can_rate && (
        <RateSessionDialog appointment={appointment} open={rating} onClose={() => setRating(false)} />
      )}
    </Card>
  );
}
