import { Eye, Inbox, UserCog } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Ticket } from '../../../common/schemas/tickets';
import { ticketPath } from '../../app/paths';
import { EmptyState } from '../../components/empty-state';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { relativeTime } from '../../lib/format';
import { AssignControl } from '../tickets/AssignControl';
import { useTicketOptions } from '../tickets/api';
import { CategoryChip, CrisisBadge, PriorityBadge, StatusBadge } from '../tickets/TicketBadges';

/** The admin dashboard shows the latest 8 of the first page of 10 (product §1.2.6, §7.2). */
export const ADMIN_RECENT_SHOWN = 8;

interface AdminRecentTicketsProps {
  tickets: readonly Ticket[] | undefined;
  isError: boolean;
  onRetry: () => void;
}

/** The latest updated tickets with their people and state, each with Assign and view. */
export function AdminRecentTickets({ tickets, isError, onRetry }: AdminRecentTicketsProps) {
  const [assigningId, setAssigningId] = useState<number | null>(null);
  const assigning = tickets?.find((ticket) => ticket.id === assigningId) ?? null;

  if (isError && !tickets) {
    return <ErrorState message="Failed to fetch tickets. Please try again." onRetry={onRetry} compact />;
  }
  if (!tickets) {
    return <LoadingState label="Loading tickets..." rows={3} />;
  }
  if (tickets.length === 0) {
    return <EmptyState icon={Inbox} title="No tickets found" text="All tickets are up to date" />;
  }

  return (
    <>
      <ul
        aria-label="Recent tickets"
        className="divide-y divide-slate-100 rounded-lg border border-slate-100"
      >
        {tickets.slice(0, ADMIN_RECENT_SHOWN).map((ticket) => (
          <li
            key={ticket.id}
            aria-label={ticket.subject}
            className="flex flex-col gap-3 px-3 py-3 sm:flex-row sm:items-center"
          >
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-1.5">
                <span className="font-mono text-xs text-slate-500">#{ticket.ticket_number}</span>
                {ticket.crisis_flag && <CrisisBadge />}
                <CategoryChip name={ticket.category.name} color={ticket.category.color} />
                <PriorityBadge priority={ticket.priority} />
                <StatusBadge status={ticket.status} />
              </div>
              <p className="mt-1 truncate font-medium text-slate-900">{ticket.subject}</p>
              <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-500">
                <span>From {ticket.user.name}</span>
                <span>Updated {relativeTime(ticket.updated_at)}</span>
                <span>
                  {ticket.assignee ? (
                    `Assigned to ${ticket.assignee.name}`
                  ) : (
                    <span className="font-medium text-amber-700">Unassigned</span>
                  )}
                </span>
              </p>
            </div>
            <div className="flex shrink-0 gap-2">
              <Button
                size="sm"
                variant="outline"
                aria-label={`Assign ${ticket.ticket_number}`}
                onClick={() => setAssigningId(ticket.id)}
              >
                <UserCog aria-hidden="true" />
                Assign
              </Button>
              <Button asChild size="sm" variant="ghost">
                <Link to={ticketPath(ticket)} aria-label={`View ${ticket.ticket_number}`}>
                  <Eye aria-hidden="true" />
                  View
                </Link>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <AssignDialog ticket={assigning} onClose={() => setAssigningId(null)} />
    </>
  );
}

/** The ticket page's assign flow, opened over the dashboard. */
function AssignDialog({ ticket, onClose }: { ticket: Ticket | null; onClose: () => void }) {
  const options = useTicketOptions();
  return (
    <Dialog open={ticket !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {ticket && (
          <>
            <DialogHeader>
              <DialogTitle>Assign {ticket.ticket_number}</DialogTitle>
              <DialogDescription>{ticket.subject}</DialogDescription>
            </DialogHeader>
            {options.data ? (
              <AssignControl key={ticket.id} ticket={ticket} staff={options.data.staff} />
            ) : options.isError ? (
              <ErrorState message="Failed to fetch available staff. Please try again." compact />
            ) : (
              <LoadingState label="Loading staff..." rows={1} rowClass="h-32" />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
