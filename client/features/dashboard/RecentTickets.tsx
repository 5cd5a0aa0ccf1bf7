import { ChevronRight, SquarePlus, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { PAGE_PATHS } from '../../app/paths';
import { EmptyState } from '../../components/empty-state';
import { Button } from '../../components/ui/button';
import { relativeTime } from '../../lib/format';
import { useRecentTickets } from '../tickets/api';
import { CategoryChip, CounselorAlertedBadge, PriorityBadge, StatusBadge } from '../tickets/TicketBadges';
import { TicketListStatus } from './parts';

/** The student's 3 most recently updated tickets (product §1.2.4). */
export function RecentTickets() {
  const recent = useRecentTickets(3, false);

  if (recent.isPending || recent.isError)
    return <TicketListStatus query={recent} label="Loading tickets..." />;

  const tickets = recent.data.tickets;
  if (tickets.length === 0) {
    return (
      <EmptyState
        icon={Ticket}
        title="No tickets yet"
        text="Follow each request from submission to resolution on the tickets page."
        action={
          <Button asChild size="sm">
            <Link to={PAGE_PATHS['submit-ticket']}>
              <SquarePlus aria-hidden="true" />
              Submit First Ticket
            </Link>
          </Button>
        }
      />
    );
  }

  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-100">
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <Link
            to={`/tickets/${ticket.slug}`}
            className="group flex items-center gap-3 px-3 py-3 transition hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-indigo-500"
          >
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-1.5">
                <span className="font-mono text-xs text-slate-500">#{ticket.ticket_number}</span>
                {ticket.crisis_flag && <CounselorAlertedBadge />}
                <StatusBadge status={ticket.status} />
                <PriorityBadge priority={ticket.priority} />
              </div>
              <p className="mt-1 truncate font-medium text-slate-900 group-hover:text-indigo-700">
                {ticket.subject}
              </p>
              <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
                <CategoryChip name={ticket.category.name} color={ticket.category.color} />
                <span>Updated {relativeTime(ticket.updated_at)}</span>
              </div>
            </div>
            <ChevronRight
              className="size-4 shrink-0 text-slate-300 group-hover:text-indigo-500"
              aria-hidden="true"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
