import { CircleCheck, ClipboardList, ShieldAlert, Ticket as TicketIcon, UserX } from 'lucide-react';
import { Link } from 'react-router';
import type { Ticket } from '../../../common/schemas/tickets';
import { PAGE_PATHS } from '../../app/paths';
import { StatCard } from '../../components/stat-card';
import { Button } from '../../components/ui/button';
import { useTicketStats } from '../tickets/api';
import { ExportMenu } from '../tickets/ExportMenu';
import { DEFAULT_FILTERS } from '../tickets/filters';
import { AdminRecentTickets } from './AdminRecentTickets';
import { useSystemOverview } from './api';
import { figure, SectionCard } from './parts';

interface AdminTicketsTabProps {
  tickets: readonly Ticket[] | undefined;
  isError: boolean;
  onRetry: () => void;
}

export function AdminTicketsTab({ tickets, isError, onRetry }: AdminTicketsTabProps) {
  const stats = useTicketStats();
  const overview = useSystemOverview();
  return (
    <div className="space-y-6">
      <section aria-label="Ticket figures" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard label="Total" value={figure(stats.data?.total)} icon={TicketIcon} tone="blue" />
        <StatCard
          label="Unassigned"
          value={figure(stats.data?.unassigned)}
          icon={UserX}
          tone="amber"
          hint="Open and in progress"
        />
        <StatCard
          label="Crisis"
          value={figure(stats.data?.crisis)}
          icon={ShieldAlert}
          tone="red"
          hint="Crisis flag or Urgent, still open"
        />
        <StatCard
          label="Resolved Today"
          value={figure(overview.data?.resolved_today)}
          icon={CircleCheck}
          tone="emerald"
          hint="Since midnight, university time"
        />
      </section>
      <SectionCard
        title="Recent Tickets"
        description="The latest updated tickets across the platform"
        icon={ClipboardList}
        action={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to={PAGE_PATHS['admin-tickets']}>Advanced View</Link>
            </Button>
            <ExportMenu filters={DEFAULT_FILTERS} selectedIds={[]} />
          </div>
        }
      >
        <AdminRecentTickets tickets={tickets} isError={isError} onRetry={onRetry} />
      </SectionCard>
    </div>
  );
}
