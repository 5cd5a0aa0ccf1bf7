import { ClipboardList, Plus, RefreshCw } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { can, type Role } from '../../../common/permissions';
import type { Ticket, TicketView } from '../../../common/schemas/tickets';
import { isApiError } from '../../api/client';
import { PAGE_PATHS } from '../../app/paths';
import { pageSelection, toggleId, togglePage } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { Pagination, pageProps } from '../../components/pagination';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { totalText } from '../../lib/format';
import { useCurrentUser } from '../auth/CurrentUserContext';
import { useCategoryTotals, useCrisisQueue, useTicketList, useTicketOptions, useTicketStats } from './api';
import { BulkActions } from './BulkActions';
import { DeleteTicketDialog } from './DeleteTicketDialog';
import { ExportMenu } from './ExportMenu';
import { type TicketFilters as Filters, hasFiltersOrSearch, PAGE_SIZES, VIEW_TITLES } from './filters';
import { CrisisQueueBanner, UnassignedQueueBanner } from './TicketBanners';
import { TicketCard } from './TicketCard';
import { TicketErrorBoundary } from './TicketErrorBoundary';
import { TicketFilters } from './TicketFilters';
import {
  FloatingNewTicket,
  StaleListAlert,
  TicketListEmpty,
  TicketListError,
  TicketListFooter,
  TicketListSkeleton,
  TicketStatTiles,
} from './TicketListParts';
import { useTicketCardActions } from './useTicketCardActions';
import { useTicketFilters } from './useTicketFilters';

const HEADERS: Record<'admin' | 'staff' | 'student', { title: string; description: string }> = {
  admin: {
    title: 'Ticket Management',
    description: 'Manage all support tickets, assignments, and system overview',
  },
  staff: { title: 'My Cases', description: 'View and manage your assigned student support cases' },
  student: {
    title: 'My Support Tickets',
    description: 'Track your support requests and get help when you need it',
  },
};

const TAB_LABELS: Record<TicketView, string> = {
  all: 'All Tickets',
  open: 'Active',
  closed: 'Closed',
  crisis: 'Crisis',
  unassigned: 'Unassigned',
  my_assigned: 'My Cases',
};

function headerOf(role: Role) {
  if (role === 'admin') return HEADERS.admin;
  return role === 'student' ? HEADERS.student : HEADERS.staff;
}

/** The tickets list (product §1.2.7), behind the crash screen. */
export function TicketListPage() {
  return (
    <TicketErrorBoundary>
      <TicketList />
    </TicketErrorBoundary>
  );
}

function TicketList() {
  const user = useCurrentUser();
  const { role } = user;
  const student = role === 'student';
  const { filters, update, clear } = useTicketFilters();
  const list = useTicketList(filters);
  const stats = useTicketStats(!student);
  const crisisQueue = useCrisisQueue(!student);
  const options = useTicketOptions();
  const categoryTotals = useCategoryTotals(role === 'admin');
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [deleting, setDeleting] = useState<Ticket | null>(null);
  const [staleDismissed, setStaleDismissed] = useState(false);
  const [now, setNow] = useState(() => new Date());
  const selectAllId = useId();
  const header = headerOf(role);
  const selectable = can(role, 'bulk_operations') || can(role, 'export_tickets');
  const categories = options.data?.categories ?? [];
  const tickets = list.data?.tickets ?? [];
  const pagination = list.data?.pagination;

  // SLA countdowns move on by themselves.
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);

  // A new page of results starts with nothing selected.
  const pageKey = tickets.map((ticket) => ticket.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the page's tickets change
  useEffect(() => setSelected(new Set()), [pageKey]);

  useEffect(() => {
    if (list.isError) setStaleDismissed(false);
  }, [list.isError]);

  const visibleViews = useMemo(() => {
    const views: TicketView[] = ['all', 'open', 'closed'];
    if (!student) {
      if ((stats.data?.crisis ?? 0) > 0 || filters.view === 'crisis') views.push('crisis');
      views.push('unassigned', 'my_assigned');
    }
    return views;
  }, [student, stats.data?.crisis, filters.view]);

  const changeFilters = (change: Partial<Filters>) => {
    update(change);
    if (change.category_id) {
      const name = categories.find((category) => String(category.id) === change.category_id)?.name;
      if (name) toast('Filter Applied', { description: `Showing tickets in ${name} category` });
    }
  };

  const changeView = (view: TicketView) => {
    update({ view });
    if (view === 'crisis') toast('Crisis View', { description: 'Showing all crisis tickets' });
    if (view === 'unassigned') toast('Unassigned View', { description: 'Showing unassigned tickets' });
  };

  const refresh = async () => {
    const results = await Promise.all([
      list.refetch(),
      student ? null : stats.refetch(),
      options.refetch(),
      student ? null : crisisQueue.refetch(),
    ]);
    if (results[0].isError)
      toast.error('Failed to fetch tickets', { description: 'Failed to fetch tickets. Please try again.' });
    else toast.success('Tickets refreshed successfully');
  };

  const cardActions = useTicketCardActions(user, (ticket) => setDeleting(ticket));

  const toggle = (id: number, on: boolean) => setSelected((current) => toggleId(current, id, on));
  const pageIds = tickets.map((ticket) => ticket.id);
  const pageState = pageSelection(selected, pageIds);
  const selectedIds = [...selected];
  const selectedCategory = categories.find((category) => String(category.id) === filters.category_id);
  const total = pagination?.total ?? 0;

  const listBody = () => {
    if (list.isPending) return <TicketListSkeleton />;
    if (list.isError && !list.data) {
      const error = list.error;
      return (
        <TicketListError
          message={error.message}
          status={isApiError(error) ? error.status : 0}
          onRetry={() => void list.refetch()}
        />
      );
    }
    if (tickets.length === 0) {
      const kind =
        hasFiltersOrSearch(filters) || filters.view !== 'all' ? 'filtered' : student ? 'student' : 'staff';
      return <TicketListEmpty kind={kind} />;
    }
    return (
      <ul
        className={list.isPlaceholderData ? 'space-y-3 opacity-60 transition-opacity' : 'space-y-3'}
        aria-busy={list.isFetching}
      >
        {tickets.map((ticket) => (
          <li key={ticket.id}>
            <TicketCard
              ticket={ticket}
              role={role}
              now={now}
              selectable={selectable}
              selected={selected.has(ticket.id)}
              onSelectedChange={(on) => toggle(ticket.id, on)}
              {...cardActions}
            />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className="space-y-6 pb-16 md:pb-0">
      <PageHeader
        title={header.title}
        description={header.description}
        actions={
          <>
            <Button
              variant="outline"
              size="icon"
              onClick={() => void refresh()}
              aria-label="Refresh tickets"
              title="Refresh"
            >
              <RefreshCw className={list.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            </Button>
            {can(role, 'bulk_operations') && selected.size > 0 && (
              <BulkActions
                selectedIds={selectedIds}
                staff={options.data?.staff ?? []}
                onDone={() => setSelected(new Set())}
              />
            )}
            {can(role, 'export_tickets') && <ExportMenu filters={filters} selectedIds={selectedIds} />}
            {can(role, 'create_ticket') && (
              <Button asChild>
                <Link to={PAGE_PATHS['submit-ticket']}>
                  <Plus aria-hidden="true" />
                  {role === 'admin' ? 'Create Ticket' : 'Submit Ticket'}
                </Link>
              </Button>
            )}
            {role === 'admin' && (
              <Button asChild variant="secondary">
                <Link to={PAGE_PATHS['admin-tickets']}>
                  <ClipboardList aria-hidden="true" />
                  Admin Panel
                </Link>
              </Button>
            )}
          </>
        }
      />

      {!student && (
        <div className="space-y-2">
          <TicketStatTiles stats={stats.data} showUnassigned />
          {options.data && (
            <p className="text-xs text-slate-500">
              {categoryTotals.data
                ? `${categoryTotals.data.active} of ${categoryTotals.data.total} categories active`
                : `${categories.length} categories active`}
            </p>
          )}
        </div>
      )}

      {!student && stats.data && (
        <CrisisQueueBanner
          stats={stats.data}
          tickets={crisisQueue.data?.tickets}
          onView={() => changeView('crisis')}
        />
      )}
      {can(role, 'assign_ticket') && stats.data && (
        <UnassignedQueueBanner stats={stats.data} onView={() => changeView('unassigned')} />
      )}

      <TicketFilters
        filters={filters}
        categories={categories}
        staffView={!student}
        onChange={changeFilters}
        onSearch={(search) => update({ search }, { replace: true })}
        onClearAll={() => {
          clear();
          toast('Filters cleared', { description: 'All filters have been reset' });
        }}
      />

      <Tabs value={filters.view} onValueChange={(view) => changeView(view as TicketView)}>
        <TabsList aria-label="Ticket views">
          {visibleViews.map((view) => (
            <TabsTrigger key={view} value={view}>
              {TAB_LABELS[view]}
            </TabsTrigger>
          ))}
        </TabsList>
        {visibleViews.map((view) => (
          <TabsContent key={view} value={view} className="space-y-4" aria-label={VIEW_TITLES[view]}>
            {view === filters.view && (
              <>
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p className="text-sm text-slate-600" aria-live="polite">
                    <span className="font-medium text-slate-900">
                      {totalText(total, pagination?.total_is_estimate)} {total === 1 ? 'ticket' : 'tickets'}{' '}
                      found
                    </span>
                    {selectable && ` • ${selected.size} selected`}
                    {selectedCategory &&
                      ` • ${selectedCategory.name}: ${selectedCategory.sla_response_hours}h response target`}
                  </p>
                  {selectable && tickets.length > 0 && (
                    <div className="flex items-center gap-2 text-sm text-slate-600">
                      <Checkbox
                        id={selectAllId}
                        checked={pageState === 'all'}
                        ref={(input) => {
                          if (input) input.indeterminate = pageState === 'some';
                        }}
                        onChange={(event) => setSelected(togglePage(selected, pageIds, event.target.checked))}
                      />
                      <label htmlFor={selectAllId} className="cursor-pointer">
                        Select all on this page
                      </label>
                    </div>
                  )}
                </div>
                {list.isError && list.data && !staleDismissed && (
                  <StaleListAlert message={list.error.message} onDismiss={() => setStaleDismissed(true)} />
                )}
                {listBody()}
                {pagination && pagination.total > pagination.per_page && (
                  <Pagination
                    {...pageProps(pagination)}
                    perPage={filters.per_page}
                    pageSizes={PAGE_SIZES}
                    onPageChange={(page) => {
                      update({ page });
                      window.scrollTo({ top: 0, behavior: 'smooth' });
                    }}
                    onPageSizeChange={(per_page) => update({ per_page })}
                  />
                )}
              </>
            )}
          </TabsContent>
        ))}
      </Tabs>

      <TicketListFooter student={student} />
      {student && <FloatingNewTicket />}
      <DeleteTicketDialog ticket={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
