import { CalendarX, Clock, LogIn, LogOut, MessageSquare, Phone, UserRound, Users, Video } from 'lucide-react';
import type { GroupSession } from '../../../common/schemas/group-sessions';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { groupWhen } from './GroupDialogs';

const TYPE_ICONS = { video: Video, phone: Phone, chat: MessageSquare } as const;
const TYPE_WORDS = { video: 'Video group', phone: 'Phone group', chat: 'Chat group' } as const;

export type GroupCardMode =
  /** A student: Join while seats are left, Leave once joined. */
  | { kind: 'student'; onJoin: () => void; onLeave: () => void; busy: boolean }
  /** The staff member offering it, or an admin: seats taken and Cancel. */
  | { kind: 'manage'; onCancel: () => void }
  /** Another staff member's session, read only. */
  | { kind: 'view' };

/**
 * One group session: title, topic, facilitator, the viewer's local date and time, duration and seats.
 * Nobody's name but the facilitator's is ever shown: students never see who else joined.
 */
export function GroupSessionCard({
  session,
  mode,
  failure,
}: {
  session: GroupSession;
  mode: GroupCardMode;
  /** The server's answer to a refused join or leave ("This session is full"). */
  failure?: string | null;
}) {
  const Icon = TYPE_ICONS[session.type];
  const full = session.seats_left === 0;
  const taken = session.capacity - session.seats_left;
  const seats =
    mode.kind === 'student'
      ? full
        ? `Full: all ${session.capacity} seats taken`
        : `${session.seats_left} of ${session.capacity} seats left`
      : `${taken} of ${session.capacity} seats taken`;
  return (
    <Card className="p-4 sm:p-5">
      <article
        aria-label={session.title}
        className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between"
      >
        <div className="flex min-w-0 gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-violet-50 text-violet-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 space-y-1">
            <h3 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
              <span className="break-words">{session.title}</span>
              {session.joined && <Badge variant="success">Joined</Badge>}
              {full && <Badge variant="secondary">Full</Badge>}
            </h3>
            {session.description && (
              <p className="whitespace-pre-line break-words text-sm text-slate-700">{session.description}</p>
            )}
            <p className="flex items-center gap-2 text-sm text-slate-700">
              <UserRound className="size-4 shrink-0" aria-hidden="true" />
              Facilitated by {session.counselor.name}
            </p>
            <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
              <Clock className="size-4" aria-hidden="true" />
              <time dateTime={session.start}>{groupWhen(session)}</time>
              <span>
                · {session.duration} minutes · {TYPE_WORDS[session.type]}
              </span>
            </p>
            <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
              <Users className="size-4 shrink-0" aria-hidden="true" />
              {seats}
            </p>
            {failure && (
              <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-2 text-sm text-red-800">
                {failure}
              </p>
            )}
          </div>
        </div>
        <div className="flex flex-wrap gap-2 sm:justify-end">
          {mode.kind === 'student' && session.joined && (
            <Button
              size="sm"
              variant="outline"
              disabled={mode.busy}
              onClick={mode.onLeave}
              aria-label={`Leave ${session.title}`}
            >
              <LogOut aria-hidden="true" />
              Leave
            </Button>
          )}
          {mode.kind === 'student' && !session.joined && !full && (
            <Button size="sm" disabled={mode.busy} onClick={mode.onJoin} aria-label={`Join ${session.title}`}>
              <LogIn aria-hidden="true" />
              Join
            </Button>
          )}
          {mode.kind === 'manage' && (
            <Button
              size="sm"
              variant="outline"
              onClick={mode.onCancel}
              aria-label={`Cancel ${session.title}`}
            >
              <CalendarX aria-hidden="true" />
              Cancel
            </Button>
          )}
        </div>
      </article>
    </Card>
  );
}
