import { useQueryClient } from '@tanstack/react-query';
import {
  Activity,
  Download,
  type LucideIcon,
  RefreshCw,
  Search,
  Settings,
  ShieldAlert,
  Ticket,
  UserPlus,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { queryKeys } from '../../api/queryKeys';
import { PAGE_PATHS, type StaticPageName } from '../../app/paths';
import { PageHeader } from '../../components/page-header';
import { LoadingState } from '../../components/query-state';
import { StatCard } from '../../components/stat-card';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { formatDuration } from '../../lib/format';
import { OnCallNowCard } from '../on-call/OnCallNowCard';
import { useRecentTickets, useTicketStats } from '../tickets/api';
import { useUserStats } from '../users/api';
import { AdminOverviewTab } from './AdminOverviewTab';
import { AdminPerformanceTab } from './AdminPerformanceTab';
import { AdminSystemHealthTab } from './AdminSystemHealthTab';
import { AdminTicketsTab } from './AdminTicketsTab';
import { AdminUsersTab } from './AdminUsersTab';
import { useSystemOverview } from './api';
import { DashboardQueueBanners } from './CrisisQueue';
import { figure } from './parts';

const QUICK_ACTIONS: { label: string; page: StaticPageName; icon: LucideIcon }[] = [
  { label: 'Add User', page: 'admin-users', icon: UserPlus },
  { label: 'Search Tickets', page: 'tickets', icon: Search },
  { label: 'Export Data', page: 'admin-reports', icon: Download },
  { label: 'Settings', page: 'admin-settings', icon: Settings },
];

/** Page 1, 10 per page, most recently updated first (product §1.2.6, §7.2). */
const ADMIN_PAGE_SIZE = 10;

export function AdminDashboard() {
  const queryClient = useQueryClient();
  const recent = useRecentTickets(ADMIN_PAGE_SIZE);
  const stats = useTicketStats();
  const users = useUserStats();
  const overview = useSystemOverview();
  const [refreshing, setRefreshing] = useState(false);

  // Every figure on the page: tickets (lists, stats and the counts built from them), users, system.
  const refresh = async () => {
    setRefreshing(true);
    try {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tickets.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.users.stats }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.systemInfo }),
      ]);
    } catch (error) {
      // Refresh errors are logged and swallowed (product §1.2.6); each card shows its own failure.
      console.error('Dashboard refresh failed', error);
    } finally {
      setRefreshing(false);
    }
  };

  if (recent.isPending) {
    return (
      <LoadingState
        block
        label="Loading Dashboard"
        detail="Fetching system data..."
        className="min-h-[50vh]"
      />
    );
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="System Administration"
        documentTitle="Dashboard"
        description="Monitor and manage your support platform"
        actions={
          <>
            <Button variant="outline" onClick={() => void refresh()} disabled={refreshing}>
              <RefreshCw className={refreshing ? 'animate-spin' : undefined} aria-hidden="true" />
              Refresh
            </Button>
            <Button asChild variant="outline">
              <Link to={PAGE_PATHS['admin-tickets']}>
                <Ticket aria-hidden="true" />
                Ticket Management
              </Link>
            </Button>
          </>
        }
      />

      <section aria-label="Platform summary" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          label="System Uptime"
          value={figure(overview.data && formatDuration(overview.data.uptime_seconds))}
          icon={Activity}
          tone="emerald"
          hint="Since the server started"
        />
        <StatCard
          label="Active Users"
          value={figure(users.data?.active_users)}
          icon={Users}
          tone="indigo"
          hint={users.data ? `of ${users.data.total_users} accounts` : undefined}
        />
        <StatCard label="Total Tickets" value={figure(stats.data?.total)} icon={Ticket} tone="blue" />
        <StatCard
          label="Crisis Cases"
          value={figure(stats.data?.crisis)}
          icon={ShieldAlert}
          tone="red"
          hint="Open, crisis flag or Urgent"
        />
      </section>

      <DashboardQueueBanners showUnassigned />
      <OnCallNowCard />

      <nav
        aria-label="Quick actions"
        className="flex flex-wrap gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
      >
        {QUICK_ACTIONS.map(({ label, page, icon: Icon }) => (
          <Button key={label} asChild variant="ghost" size="sm">
            <Link to={PAGE_PATHS[page]}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </Button>
        ))}
      </nav>

      <Tabs defaultValue="overview">
        <TabsList aria-label="Administration sections">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="tickets">Ticket Management</TabsTrigger>
          <TabsTrigger value="users">User Management</TabsTrigger>
          <TabsTrigger value="performance">Performance</TabsTrigger>
          <TabsTrigger value="health">System Health</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <AdminOverviewTab />
        </TabsContent>
        <TabsContent value="tickets">
          <AdminTicketsTab
            tickets={recent.data?.tickets}
            isError={recent.isError}
            onRetry={() => void recent.refetch()}
          />
        </TabsContent>
        <TabsContent value="users">
          <AdminUsersTab />
        </TabsContent>
        <TabsContent value="performance">
          <AdminPerformanceTab />
        </TabsContent>
        <TabsContent value="health">
          <AdminSystemHealthTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
