import { ArrowRight, ChevronRight, Inbox } from 'lucide-react';
import { Link } from 'react-router';
import type { Ticket } from '../../../common/schemas/tickets';
import { PAGE_PATHS, ticketPath } from '../../app/paths';
import { EmptyState } from '../../components/empty-state';
import { Button } from '../../components/ui/button';
import { relativeTime } from '../../lib/format';
import { useRecentTickets } from '../tickets/api';
import { isCrisisTicket } from '../tickets/format';
import { CategoryChip, CrisisBadge, PriorityBadge, StatusBadge } from '../tickets/TicketBadges';
import { TicketListStatus } from './parts';

/** Counselors' dashboards load the first page of 10 (product §1.7.2); their scope is what is assigned to them. */
export const COUNSELOR_PAGE_SIZE = 10;

interface CaseGroup {
  key: string;
  title: string;
  tickets: Ticket[];
}

/** Crisis first (crisis flag or Urgent), then High priority, then the rest (product §1.2.5). */
export function groupCases(tickets: readonly Ticket[]): CaseGroup[] {
  const crisis = tickets.filter(isCrisisTicket);
  const high = tickets.filter((ticket) => !isCrisisTicket(ticket) && ticket.priority === 'High');
  const other = tickets.filter((ticket) => !isCrisisTicket(ticket) && ticket.priority !== 'High');
  return [
    { key: 'crisis', title: 'Crisis Cases', tickets: crisis },
    { key: 'high', title: 'High Priority', tickets: high },
    { key: 'other', title: 'Other Cases', tickets: other },
  ].filter((group) => group.tickets.length > 0);
}

/** The viewer's assigned cases, most recently updated first, grouped by urgency. */
export function AssignedCases({ limit, total }: { limit?: number; total?: number }) {
  const cases = useRecentTickets(COUNSELOR_PAGE_SIZE);

  if (cases.isPending || cases.isError)
    return <TicketListStatus query={cases} label="Loading cases..." rowClass="h-14" />;
  const tickets = limit ? cases.data.tickets.slice(0, limit) : cases.data.tickets;
  if (tickets.length === 0) {
    return (
      <EmptyState icon={Inbox} title="No assigned cases" text="Cases assigned to you will appear here." />
    );
  }
  const all = total ?? cases.data.pagination.total;
  return (
    <div className="space-y-4">
      {groupCases(tickets).map((group) => (
        <section key={group.key} aria-label={group.title}>
          <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
            {group.title} ({group.tickets.length})
          </h3>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-100">
            {group.tickets.map((ticket) => (
              <li key={ticket.id}>
                <CaseLink ticket={ticket} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {all > tickets.length && (
        <Button asChild variant="ghost" size="sm">
          <Link to={PAGE_PATHS.tickets}>
            View all {all} cases
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      )}
    </div>
  );
}

function CaseLink({ ticket }: { ticket: Ticket }) {
  return (
    <Link
      to={ticketPath(ticket)}
      className="group flex items-center gap-3 px-3 py-3 transition hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-indigo-500"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="font-mono text-xs text-slate-500">#{ticket.ticket_number}</span>
          {ticket.crisis_flag && <CrisisBadge />}
          <PriorityBadge priority={ticket.priority} />
          <StatusBadge status={ticket.status} />
        </div>
        <p className="mt-1 truncate font-medium text-slate-900 group-hover:text-indigo-700">
          {ticket.subject}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
          <span>{ticket.user.name}</span>
          <CategoryChip name={ticket.category.name} color={ticket.category.color} />
          <span>Updated {relativeTime(ticket.updated_at)}</span>
        </div>
      </div>
      <ChevronRight
        className="size-4 shrink-0 text-slate-300 group-hover:text-indigo-500"
        aria-hidden="true"
      />
    </Link>
  );
}
