import {
  Activity,
  Download,
  type LucideIcon,
  Search,
  Settings,
  ShieldAlert,
  Ticket,
  UserPlus,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { PAGE_PATHS, type StaticPageName } from '../../app/paths';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useTicketStats } from '../tickets/api';
import {
  AdminOverviewTab,
  AdminPerformanceTab,
  AdminSystemHealthTab,
  AdminTicketsTab,
  AdminUsersTab,
} from './AdminTabs';
import { DashboardQueueBanners } from './CrisisQueue';
import { NO_DATA, StatCard } from './parts';

const QUICK_ACTIONS: { label: string; page: StaticPageName; icon: LucideIcon }[] = [
  { label: 'Add User', page: 'admin-users', icon: UserPlus },
  { label: 'Search Tickets', page: 'tickets', icon: Search },
  { label: 'Export Data', page: 'admin-reports', icon: Download },
  { label: 'Settings', page: 'admin-settings', icon: Settings },
];

export function AdminDashboard() {
  const stats = useTicketStats();
  const figure = (value: number | undefined) => (value === undefined ? NO_DATA : value);
  return (
    <div className="space-y-6">
      <PageHeader
        title="System Administration"
        documentTitle="Dashboard"
        description="Monitor and manage your support platform"
        actions={
          <Button asChild variant="outline">
            <Link to={PAGE_PATHS['admin-tickets']}>
              <Ticket aria-hidden="true" />
              Ticket Management
            </Link>
          </Button>
        }
      />

      <section aria-label="Platform summary" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard label="System Uptime" value="99.9%" icon={Activity} tone="emerald" sample />
        <StatCard label="Active Users" value={NO_DATA} icon={Users} tone="indigo" />
        <StatCard label="Total Tickets" value={figure(stats.data?.total)} icon={Ticket} tone="blue" />
        <StatCard label="Crisis Cases" value={figure(stats.data?.crisis)} icon={ShieldAlert} tone="red" />
      </section>

      <DashboardQueueBanners showUnassigned />

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
          <AdminTicketsTab />
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
