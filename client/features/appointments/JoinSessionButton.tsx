import { Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { roomPath } from '../../app/paths';
import { Button } from '../../components/ui/button';

/**
 * Opens the session room (`/appointments/:id/room`) inside the join window (the server decides, `can_join`):
 * the waiting room, then the call, the phone number or the chat.
 */
export function JoinSessionButton({
  appointmentId,
  label,
  children,
}: {
  appointmentId: number;
  /** The accessible name, e.g. "Join Session: Video Session at 10:00". */
  label: string;
  children: ReactNode;
}) {
  return (
    <Button size="sm" asChild>
      <Link to={roomPath(appointmentId)} aria-label={label}>
        <Video aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}
