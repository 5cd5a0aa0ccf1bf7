import { CircleCheck, CircleHelp, Clock, Inbox, Plus, ShieldAlert, UserX } from 'lucide-react';
import { Link } from 'react-router';
import { LIMITS } from '../../../common/limits';
import type { TicketStats } from '../../../common/schemas/tickets';
import { PAGE_PATHS } from '../../app/paths';
import { ErrorBanner, ErrorState, LoadingState } from '../../components/query-state';
import { StatCard, statFigure } from '../../components/stat-card';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { listLoadErrorText } from './format';

/** Active, Resolved, Crisis Cases and, for staff, Unassigned (students see no stats, product §1.6). */
export function TicketStatTiles({
  stats,
  showUnassigned,
}: {
  stats: TicketStats | undefined;
  showUnassigned: boolean;
}) {
  return (
    <section
      aria-label="Ticket statistics"
      className={showUnassigned ? 'grid grid-cols-2 gap-3 lg:grid-cols-4' : 'grid grid-cols-3 gap-3'}
    >
      <StatCard
        label="Active"
        value={statFigure(stats?.active)}
        icon={Clock}
        tone="blue"
        hint="Open and in progress"
      />
      <StatCard
        label="Resolved"
        value={statFigure(stats?.resolved)}
        icon={CircleCheck}
        tone="emerald"
        hint="Resolved tickets"
      />
      <StatCard
        label="Crisis Cases"
        value={statFigure(stats?.crisis)}
        icon={ShieldAlert}
        tone="red"
        hint="Crisis or Urgent, open"
      />
      {showUnassigned && (
        <StatCard
          label="Unassigned"
          value={statFigure(stats?.unassigned)}
          icon={UserX}
          tone="amber"
          hint="Waiting for staff"
        />
      )}
    </section>
  );
}

export function TicketListSkeleton() {
  return (
    <div className="space-y-3">
      <LoadingState label="Loading tickets..." />
      {[0, 1, 2].map((n) => (
        <Card key={n} className="space-y-3 p-4">
          <div className="flex gap-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-4 w-14 rounded-full" />
            <Skeleton className="h-4 w-14 rounded-full" />
          </div>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <div className="flex gap-2">
            <Skeleton className="h-4 w-20 rounded-full" />
            <Skeleton className="h-4 w-28" />
          </div>
        </Card>
      ))}
    </div>
  );
}

/** "Failed to Load Tickets" with a Try Again button. */
export function TicketListError({
  message,
  status,
  onRetry,
}: {
  message: string;
  status: number;
  onRetry: () => void;
}) {
  return (
    <ErrorState
      title="Failed to Load Tickets"
      message={listLoadErrorText(message, status)}
      onRetry={onRetry}
      retryLabel="Try Again"
    />
  );
}

/** A refresh failed while older results are still shown: a dismissible note above them. */
export function StaleListAlert({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <ErrorBanner title="Failed to fetch tickets" onDismiss={onDismiss}>
      {message}
    </ErrorBanner>
  );
}

type EmptyKind = 'filtered' | 'student' | 'staff';

/** The empty states of product §1.2.7. */
export function TicketListEmpty({ kind }: { kind: EmptyKind }) {
  const text =
    kind === 'filtered'
      ? 'Try adjusting your filters or search term'
      : kind === 'student'
        ? 'Get started by submitting your first ticket'
        : 'No tickets have been assigned to you yet';
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <Inbox className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">No tickets found</h2>
      <p className="max-w-sm text-sm text-slate-500">{text}</p>
      {kind === 'student' && (
        <Button asChild className="mt-1">
          <Link to={PAGE_PATHS['submit-ticket']}>
            <Plus aria-hidden="true" />
            Submit First Ticket
          </Link>
        </Button>
      )}
    </Card>
  );
}

/** Help links and the emergency line under the list. */
export function TicketListFooter({ student }: { student: boolean }) {
  return (
    <footer className="flex flex-col items-center gap-3 border-t border-slate-200 pt-6 text-sm sm:flex-row sm:justify-between">
      <nav aria-label="Ticket help" className="flex flex-wrap items-center gap-1">
        <Button asChild variant="ghost" size="sm">
          <Link to={PAGE_PATHS.help}>
            <CircleHelp aria-hidden="true" />
            Help Center
          </Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to={PAGE_PATHS.resources}>Resources</Link>
        </Button>
        {student && (
          <Button asChild variant="ghost" size="sm">
            <Link to={PAGE_PATHS['submit-ticket']}>
              <Plus aria-hidden="true" />
              New Ticket
            </Link>
          </Button>
        )}
      </nav>
      <p className="flex flex-wrap items-center gap-1.5 text-slate-600">
        <ShieldAlert className="size-4 text-red-500" aria-hidden="true" />
        For emergencies, please contact{' '}
        <a href={`tel:${LIMITS.crisisNumbers.emergency}`} className="font-semibold text-red-700 underline">
          {LIMITS.crisisNumbers.emergency}
        </a>{' '}
        immediately.
      </p>
    </footer>
  );
}

/** The round new-ticket button for students on small screens. */
export function FloatingNewTicket() {
  return (
    <Link
      to={PAGE_PATHS['submit-ticket']}
      aria-label="Submit a new ticket"
      className="fixed bottom-6 right-6 z-20 flex size-14 items-center justify-center rounded-full bg-indigo-600 text-white shadow-lg transition hover:bg-indigo-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 md:hidden"
    >
      <Plus className="size-6" aria-hidden="true" />
    </Link>
  );
}
