import { Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { useJoinAppointment } from './api';

/**
 * Joins a session inside its join window (the server decides, `can_join`) and says the room is open; errors
 * are written beside the button (the dashboards load no toast code for it).
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
  const join = useJoinAppointment();
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        size="sm"
        disabled={join.isPending}
        aria-label={label}
        onClick={() => join.mutate(appointmentId)}
      >
        <Video aria-hidden="true" />
        {children}
      </Button>
      {join.data && (
        <p role="status" className="rounded-lg bg-emerald-50 p-2 text-sm text-emerald-800">
          Session room <code className="break-all font-mono">{join.data.room}</code> is open. Video calling is
          not available in the hub yet.
        </p>
      )}
      {join.error && (
        <p role="alert" className="text-sm text-red-700">
          {join.error.message}
        </p>
      )}
    </div>
  );
}
