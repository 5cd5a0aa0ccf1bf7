import { Link } from 'react-router';
import { ticketPath } from '../../app/paths';
import { ErrorState, LoadingState } from '../../components/query-state';
import { useAppointmentTicket } from './api';

/** The linked ticket's context (each reading is in the audit log), with a link when the viewer may open it. */
export function LinkedTicket({ appointmentId }: { appointmentId: number }) {
  const ticket = useAppointmentTicket(appointmentId, true);
  if (ticket.isPending) return <LoadingState label="Loading the linked ticket" rows={1} rowClass="h-12" />;
  if (ticket.isError)
    return (
      <ErrorState
        compact
        message="The linked ticket could not be loaded."
        error={ticket.error}
        onRetry={() => ticket.refetch()}
      />
    );
  const t = ticket.data;
  return (
    <div className="mt-2 space-y-1 rounded-lg bg-slate-50 p-3 text-sm">
      <p className="font-medium text-slate-900">
        <span className="font-mono text-xs text-slate-600">#{t.ticket_number}</span> {t.subject}
      </p>
      <p className="text-slate-700">
        {t.category} · {t.status} · {t.priority}
      </p>
      <p className="line-clamp-3 whitespace-pre-line text-slate-700">{t.description}</p>
      {t.can_open && (
        <Link to={ticketPath(t.id)} className="font-medium text-indigo-700 underline underline-offset-2">
          Open ticket #{t.ticket_number}
        </Link>
      )}
    </div>
  );
}
