import { Inbox, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Ticket, TicketStats } from '../../../common/schemas/tickets';
import { PAGE_PATHS } from '../../app/paths';
import { Pagination, pageProps } from '../../components/pagination';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import type { CenterCategory } from '../categories/api';
import { useCenterTickets } from './api';
import { CenterTicketCard, type TicketAction } from './CenterTicketCard';
import {
  CENTER_PAGE_SIZES,
  type CenterFilters,
  changeFilters,
  clearFilters,
  DEFAULT_CENTER_FILTERS,
  hasActiveFilters,
  showingText,
} from './filters';
import { type PendingAction, TicketActionDialog } from './TicketActionDialog';
import { TicketsToolbar } from './TicketsToolbar';

/** The Tickets tab: search, filters and pages all answered by the server (product §1.2.10). */
export function TicketsTab({ categories, stats }: { categories: CenterCategory[]; stats?: TicketStats }) {
  const [filters, setFilters] = useState<CenterFilters>(DEFAULT_CENTER_FILTERS);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const list = useCenterTickets(filters);
  const tickets = list.data?.tickets ?? [];
  const pagination = list.data?.pagination;
  const filtered = hasActiveFilters(filters);

  const update = (change: Partial<CenterFilters>) => setFilters((current) => changeFilters(current, change));
  const clear = () => setFilters((current) => clearFilters(current));

  const body = () => {
    if (list.isPending) {
      return <LoadingState label="Loading tickets" rows={3} rowClass="h-32 rounded-xl" />;
    }
    if (list.isError && !list.data) {
      return (
        <ErrorState
          title="Failed to load tickets"
          headingLevel="h3"
          message="Please try refreshing the page"
          onRetry={list.refetch}
          retryLabel="Retry"
        />
      );
    }
    if (tickets.length === 0) {
      return (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <Inbox className="size-8 text-slate-400" aria-hidden="true" />
          <h3 className="text-lg font-semibold text-slate-900">No Tickets Found</h3>
          <p className="text-sm text-slate-500">
            {filtered
              ? 'No tickets match the current search and filters.'
              : 'No tickets have been raised yet.'}
          </p>
          {filtered ? (
            <Button variant="outline" onClick={clear}>
              <X aria-hidden="true" />
              Clear Filters
            </Button>
          ) : (
            <Button asChild>
              <Link to={PAGE_PATHS['submit-ticket']}>
                <Plus aria-hidden="true" />
                Create First Ticket
              </Link>
            </Button>
          )}
        </Card>
      );
    }
    return (
      <ul
        className={list.isPlaceholderData ? 'space-y-3 opacity-60' : 'space-y-3'}
        aria-busy={list.isFetching}
      >
        {tickets.map((ticket: Ticket) => (
          <li key={ticket.id}>
            <CenterTicketCard
              ticket={ticket}
              onAction={(t: Ticket, action: TicketAction) => setPending({ ticket: t, action })}
            />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className="space-y-4">
      <TicketsToolbar filters={filters} categories={categories} onChange={update} onClear={clear} />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm" aria-live="polite">
        <p className="font-medium text-slate-900">{pagination ? showingText(pagination) : ' '}</p>
        {stats && (
          <p className="text-slate-500">
            {stats.active} active • {stats.crisis} crisis • {stats.unassigned} unassigned
          </p>
        )}
      </div>
      {body()}
      {pagination && pagination.total > pagination.per_page && (
        <Pagination
          {...pageProps(pagination)}
          perPage={filters.per_page}
          pageSizes={CENTER_PAGE_SIZES}
          onPageChange={(page) => update({ page })}
          onPageSizeChange={(per_page) => update({ per_page })}
        />
      )}
      <TicketActionDialog pending={pending} onClose={() => setPending(null)} />
    </div>
  );
}
