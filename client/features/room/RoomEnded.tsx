import { Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Appointment } from '../../../common/schemas/appointments';
import type { Room } from '../../../common/schemas/session-room';
import { Button } from '../../components/ui/button';
import { AttendanceButtons } from '../appointments/AttendanceButtons';
import { RateSessionDialog } from '../appointments/RateSessionDialog';

/**
 * After the session: who ended it; the counselor marks attendance; the student is offered the rating once the
 * counselor has marked it held (the page refreshes the appointment on the live event `appointment.changed`).
 */
export function RoomEnded({ room, appointment }: { room: Room; appointment: Appointment | undefined }) {
  const [rating, setRating] = useState(false);
  const who = room.ended_by === null ? null : room.ended_by === room.role ? 'You' : room.other_name;
  const open = appointment?.status === 'in-progress' || appointment?.status === 'upcoming';
  return (
    <section
      aria-labelledby="room-ended"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="room-ended" className="text-lg font-semibold text-slate-900">
        The session has ended
      </h2>
      <p role="status" className="text-sm text-slate-700">
        {who ? `${who} ended the session.` : 'The session was ended.'} Nothing of the call was recorded.
      </p>
      {room.role === 'counselor' && appointment?.status === 'in-progress' && (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-slate-700">Record whether the student attended.</p>
          <div className="flex flex-wrap gap-2">
            <AttendanceButtons appointmentId={appointment.id} />
          </div>
        </div>
      )}
      {room.role === 'counselor' && appointment?.status === 'upcoming' && (
        <p className="text-sm text-slate-700">
          You can record attendance here or in My Appointments once the session’s start time has passed.
        </p>
      )}
      {room.role === 'counselor' && appointment && !open && (
        <p className="text-sm text-slate-700">
          Attendance recorded: {appointment.status === 'completed' ? 'attended' : appointment.status}.
        </p>
      )}
      {room.role === 'student' && appointment?.can_rate && (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-slate-700">How was your session?</p>
          <Button onClick={() => setRating(true)}>
            <Star aria-hidden="true" />
            {appointment.my_feedback ? 'Update rating' : 'Rate this session'}
          </Button>
          <RateSessionDialog appointment={appointment} open={rating} onClose={() => setRating(false)} />
        </div>
      )}
      {room.role === 'student' && appointment && !appointment.can_rate && (
        <p className="text-sm text-slate-700">
          Once your counselor marks the session held, you can rate it here or in My Appointments.
        </p>
      )}
      <div>
        <Button variant="outline" asChild>
          <Link to="/appointments">Back to My Appointments</Link>
        </Button>
      </div>
    </section>
  );
}
