import { ChevronRight, SquarePlus, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { PAGE_PATHS } from '../../app/paths';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useRecentTickets } from '../tickets/api';
import { relativeTime } from '../tickets/format';
import { CategoryChip, CrisisBadge, PriorityBadge, StatusBadge } from '../tickets/TicketBadges';
import { EmptyState } from './parts';

/** The student's 3 most recently updated tickets (spec 1 §2.4). */
export function RecentTickets() {
  const recent = useRecentTickets(3);

  if (recent.isPending) {
    return (
      <div className="space-y-3" role="status" aria-label="Loading tickets...">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-16 w-full rounded-lg" />
        ))}
      </div>
    );
  }

  if (recent.isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
        Failed to fetch tickets. Please try again.{' '}
        <button type="button" className="font-medium underline" onClick={() => void recent.refetch()}>
          Try again
        </button>
      </div>
    );
  }

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
                {ticket.crisis_flag && <CrisisBadge />}
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
