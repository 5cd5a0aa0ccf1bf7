import { useQueryClient } from '@tanstack/react-query';
import { DoorOpen, Loader2, Phone, PhoneOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { telHref } from '../../../common/schemas/phone';
import { ROOM_EVENTS, type Room } from '../../../common/schemas/session-room';
import { queryKeys } from '../../api/queryKeys';
import { PageHeader } from '../../components/page-header';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { STREAM_RECONNECTED, useLiveEvent } from '../../lib/live-events';
import { formatDay, TYPE_LABELS } from '../appointments/format';
import { useAdmit, useEndSession, useJoinRoom, useRoom, useRoomAppointment } from './api';
import { CallView } from './CallView';
import { CrisisCallButtons, RoomChat } from './RoomChat';
import { RoomEnded } from './RoomEnded';
import { type CallStatus, useCall } from './useCall';

const two = (n: number) => String(n).padStart(2, '0');

/** mm:ss since the session opened on this page; a timer role, so screen readers do not announce each second. */
function SessionTimer({ running }: { running: boolean }) {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!running) return;
    setSeconds(0);
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  const text = `${two(Math.floor(seconds / 60))}:${two(seconds % 60)}`;
  return (
    <span role="timer" aria-label="Session time" className="font-mono text-sm tabular-nums text-slate-700">
      {text}
    </span>
  );
}

const BADGES: Record<CallStatus, { text: string; variant: 'success' | 'warning' | 'secondary' }> = {
  idle: { text: 'Not connected', variant: 'secondary' },
  connecting: { text: 'Connecting…', variant: 'secondary' },
  connected: { text: 'Connected', variant: 'success' },
  reconnecting: { text: 'Reconnecting…', variant: 'warning' },
  closed: { text: 'Not connected', variant: 'secondary' },
};

/** The session room of one appointment (`/appointments/:id/room`): waiting room, the call or phone or chat, the end. */
export function SessionRoomPage() {
  const params = useParams();
  const id = Number(params.id);
  const queryClient = useQueryClient();
  const appointment = useRoomAppointment(id);
  const join = useJoinRoom(id);
  const roomQuery = useRoom(id, join.isSuccess || join.isError);
  const room = roomQuery.data;
  const admit = useAdmit(id);
  const end = useEndSession(id);
  const live = room?.state === 'admitted' && room.open;
  const call = useCall({ appointmentId: id, room, active: live && room?.type === 'video', wantVideo: true });

  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.appointments.room(id) });
  useLiveEvent(ROOM_EVENTS.state, (event) => {
    if (event.appointment === id) void refresh();
  });
  useLiveEvent(ROOM_EVENTS.appointment, (event) => {
    if (event.appointment === id)
      void queryClient.invalidateQueries({ queryKey: queryKeys.appointments.all });
  });
  useLiveEvent(STREAM_RECONNECTED, () => void refresh());

  const other = room?.other_name ?? (appointment.data ? appointment.data.counselor.name : '');
  const title = room ? `Session with ${other}` : 'Session room';
  const when = appointment.data
    ? `${TYPE_LABELS[appointment.data.type]}, ${formatDay(appointment.data.start)}`
    : undefined;

  if (!Number.isSafeInteger(id) || id <= 0)
    return (
      <ErrorState
        title="Session room"
        headingLevel="h1"
        message="This session room does not exist."
        actions={<BackLink />}
      />
    );
  if (roomQuery.isError || appointment.isError)
    return (
      <div className="flex flex-col gap-4">
        <PageHeader title="Session room" />
        <ErrorState
          message="The session room could not be opened."
          error={roomQuery.error ?? appointment.error}
          actions={<BackLink />}
        />
      </div>
    );
  if (!room) return <LoadingState label="Opening the session room" block />;

  const header = (
    <div className="flex flex-wrap items-center gap-3">
      <SessionTimer running={live} />
      {room.type === 'video' && live && (
        <span role="status">
          <Badge variant={BADGES[call.status].variant}>{BADGES[call.status].text}</Badge>
        </span>
      )}
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={title} description={when} />
      {!room.open && room.state !== 'ended' && (
        <div
          role="alert"
          className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {join.error?.message ?? 'The session can be joined from 15 minutes before its start until its end'}
        </div>
      )}
      {room.state === 'ended' && <RoomEnded room={room} appointment={appointment.data} />}
      {room.state === 'waiting' && room.open && (
        <WaitingRoom
          room={room}
          onAdmit={() => admit.mutate()}
          admitting={admit.isPending}
          error={admit.error?.message}
        />
      )}
      {live && room.type === 'video' && (
        <CallView room={room} call={call} header={header} onEnd={() => end.mutate()} ending={end.isPending} />
      )}
      {live && room.type !== 'video' && (
        <div className="flex flex-col gap-3">
          {header}
          {room.type === 'phone' && <PhonePanel room={room} />}
          <RoomChat appointmentId={id} canWrite role={room.role} />
          <div>
            <Button variant="destructive" disabled={end.isPending} onClick={() => end.mutate()}>
              <PhoneOff aria-hidden="true" />
              End Session
            </Button>
          </div>
        </div>
      )}
      {end.error && (
        <p role="alert" className="text-sm text-red-700">
          {end.error.message}
        </p>
      )}
      {room.state !== 'ended' && <BackLink />}
    </div>
  );
}

function BackLink() {
  return (
    <div>
      <Button variant="outline" asChild>
        <Link to="/appointments">Back to My Appointments</Link>
      </Button>
    </div>
  );
}

/** The student waits to be let in; the counselor sees who is waiting and admits them. */
function WaitingRoom({
  room,
  onAdmit,
  admitting,
  error,
}: {
  room: Room;
  onAdmit: () => void;
  admitting: boolean;
  error?: string;
}) {
  if (room.role === 'student')
    return (
      <section
        aria-labelledby="waiting-title"
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="waiting-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Loader2 className="size-5 motion-safe:animate-spin" aria-hidden="true" />
          Waiting room
        </h2>
        <p role="status" className="text-sm text-slate-700">
          You are in the waiting room. {room.other_name} will let you in when the session starts.
        </p>
        <p className="text-sm text-slate-700">If you need help right now, do not wait:</p>
        <CrisisCallButtons />
      </section>
    );
  const waiting = room.present.student;
  return (
    <section
      aria-labelledby="waiting-title"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="waiting-title" className="text-lg font-semibold text-slate-900">
        Waiting room
      </h2>
      <p role="status" className="text-sm text-slate-700">
        {waiting
          ? `${room.other_name} is waiting.`
          : `${room.other_name} has not arrived yet. This page shows them as soon as they do.`}
      </p>
      <div>
        <Button onClick={onAdmit} disabled={!waiting || admitting}>
          <DoorOpen aria-hidden="true" />
          Admit {room.other_name}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}

/** A phone session: the real number to call (never an invented one) and whose it is. */
function PhonePanel({ room }: { room: Room }) {
  if (!room.phone)
    return (
      <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        No phone number is on record for this session. Use the chat below to agree on a number.
      </p>
    );
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-sm text-slate-700">
        {room.phone.label} <span className="font-semibold text-slate-900">{room.phone.number}</span>
      </p>
      {/^Call /.test(room.phone.label) && (
        <Button asChild>
          <a href={telHref(room.phone.number)}>
            <Phone aria-hidden="true" />
            Call {room.phone.number}
          </a>
        </Button>
      )}
    </div>
  );
}
