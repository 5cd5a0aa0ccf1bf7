import {
  ArrowRight,
  Bell,
  ChartColumn,
  CircleCheck,
  ClipboardList,
  Clock,
  Cpu,
  Database,
  DatabaseBackup,
  Download,
  FileText,
  Gauge,
  HardDrive,
  Inbox,
  type LucideIcon,
  Search,
  Server,
  Settings,
  ShieldAlert,
  ShieldCheck,
  Ticket,
  TrendingUp,
  UserPlus,
  Users,
  UserX,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PAGE_PATHS, type StaticPageName } from '../../app/paths';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useTicketStats } from '../tickets/api';
import { EmptyState, Meter, NO_DATA, SectionCard, StatCard } from './parts';

// Everything below marked `sample` is the fixed example content of spec 1 §2.6, not live data.

const SAMPLE_ALERTS = [
  {
    id: 1,
    type: 'Crisis',
    message: 'Crisis keywords detected in a new ticket',
    severity: 'high',
    time: '5 min ago',
  },
  {
    id: 2,
    type: 'SLA',
    message: 'Two tickets are close to their response deadline',
    severity: 'medium',
    time: '1 h ago',
  },
  { id: 3, type: 'System', message: 'Nightly backup completed', severity: 'low', time: '6 h ago' },
] as const;

const SEVERITY_BADGE = { high: 'destructive', medium: 'warning', low: 'secondary' } as const;

const SAMPLE_STAFF = [
  { name: 'Counselor A', role: 'Counselor', cases: 24, resolved: 21, rating: 4.9, responseTime: '1.8h' },
  { name: 'Counselor B', role: 'Counselor', cases: 19, resolved: 15, rating: 4.7, responseTime: '2.4h' },
  { name: 'Advisor A', role: 'Advisor', cases: 31, resolved: 28, rating: 4.6, responseTime: '3.1h' },
];

const ROLE_ROWS = ['Students', 'Counselors', 'Advisors', 'Administrators'];

function UserDistribution() {
  return (
    <dl className="grid grid-cols-2 gap-3">
      {ROLE_ROWS.map((label) => (
        <div key={label} className="rounded-lg bg-slate-50 p-4">
          <dt className="text-xs text-slate-500">{label}</dt>
          <dd className="mt-1 text-xl font-semibold text-slate-900">{NO_DATA}</dd>
        </div>
      ))}
    </dl>
  );
}

function LinkAction({
  page,
  icon: Icon,
  children,
}: {
  page: StaticPageName;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Button asChild variant="outline" className="justify-start">
      <Link to={PAGE_PATHS[page]}>
        <Icon aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}

export function AdminOverviewTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SectionCard title="System Resources" icon={Server} sample>
        <div className="space-y-4">
          <Meter label="Storage" value={68} tone="indigo" />
          <Meter label="Database load" value={42} tone="emerald" />
          <Meter label="API rate limit" value={23} tone="blue" />
          <Meter label="Active sessions" value={45} max={100} display="45 of 100" tone="amber" />
        </div>
      </SectionCard>
      <SectionCard
        title="User Distribution"
        icon={Users}
        action={
          <Button asChild variant="ghost" size="sm">
            <Link to={PAGE_PATHS['admin-users']}>
              Manage Users
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        }
      >
        <UserDistribution />
      </SectionCard>
      <SectionCard title="Recent System Alerts" icon={Bell} sample className="lg:col-span-2">
        <ul className="divide-y divide-slate-100">
          {SAMPLE_ALERTS.map((alert) => (
            <li
              key={alert.id}
              className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant={SEVERITY_BADGE[alert.severity]}>{alert.severity}</Badge>
                  <span className="text-xs font-medium text-slate-500">{alert.type}</span>
                  <span className="text-xs text-slate-400">{alert.time}</span>
                </div>
                <p className="mt-1 text-sm text-slate-800">{alert.message}</p>
              </div>
              <div className="flex gap-2">
                <Button size="sm" variant="outline" disabled>
                  View
                </Button>
                <Button size="sm" variant="secondary" disabled>
                  Resolve
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </SectionCard>
    </div>
  );
}

export function AdminTicketsTab() {
  const stats = useTicketStats();
  const figure = (value: number | undefined) => (value === undefined ? NO_DATA : value);
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard label="Total" value={figure(stats.data?.total)} icon={Ticket} tone="blue" />
        <StatCard label="Unassigned" value={figure(stats.data?.unassigned)} icon={UserX} tone="amber" />
        <StatCard label="Crisis" value={figure(stats.data?.crisis)} icon={ShieldAlert} tone="red" />
        <StatCard label="Resolved Today" value={NO_DATA} icon={CircleCheck} tone="emerald" />
      </div>
      <SectionCard
        title="Recent Tickets"
        description="The latest updated tickets across the platform"
        icon={ClipboardList}
        action={
          <div className="flex gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={PAGE_PATHS['admin-tickets']}>Advanced View</Link>
            </Button>
            <Button variant="outline" size="sm" disabled>
              <Download aria-hidden="true" />
              Export
            </Button>
          </div>
        }
      >
        <EmptyState
          icon={Inbox}
          title="Recent tickets will appear here"
          text="Open Ticket Management to work the queue."
        />
      </SectionCard>
    </div>
  );
}

export function AdminUsersTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SectionCard title="User Distribution" icon={Users}>
        <UserDistribution />
      </SectionCard>
      <SectionCard title="Quick Actions" icon={Settings}>
        <div className="grid gap-2 sm:grid-cols-2">
          <LinkAction page="admin-users" icon={UserPlus}>
            Add New User
          </LinkAction>
          <LinkAction page="admin-users" icon={Search}>
            Search Users
          </LinkAction>
          <LinkAction page="admin-users" icon={Download}>
            Export User Data
          </LinkAction>
          <LinkAction page="admin-settings" icon={Settings}>
            User Settings
          </LinkAction>
        </div>
      </SectionCard>
    </div>
  );
}

export function AdminPerformanceTab() {
  return (
    <div className="space-y-6">
      <SectionCard
        title="Staff Performance"
        icon={Users}
        sample
        action={
          <Button asChild variant="ghost" size="sm">
            <Link to={PAGE_PATHS['admin-reports']}>
              View Detailed Reports
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        }
      >
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                {['Name', 'Role', 'Cases', 'Resolved', 'Rating', 'Response Time'].map((heading) => (
                  <th key={heading} scope="col" className="px-3 py-2 font-medium">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {SAMPLE_STAFF.map((row) => (
                <tr key={row.name}>
                  <th scope="row" className="px-3 py-2.5 font-medium text-slate-900">
                    {row.name}
                  </th>
                  <td className="px-3 py-2.5 text-slate-600">{row.role}</td>
                  <td className="px-3 py-2.5 text-slate-600">{row.cases}</td>
                  <td className="px-3 py-2.5 text-slate-600">{row.resolved}</td>
                  <td className="px-3 py-2.5 text-slate-600">{row.rating}</td>
                  <td className="px-3 py-2.5 text-slate-600">{row.responseTime}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </SectionCard>
      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard title="Response Time Trends" icon={TrendingUp} sample>
          <FigureList
            rows={[
              ['Response time target', '200 ms'],
              ['Alert threshold', '500 ms'],
              ['Ticket SLA', '24 h'],
            ]}
          />
        </SectionCard>
        <SectionCard title="Resolution Metrics" icon={ChartColumn} sample>
          <FigureList
            rows={[
              ['Average resolution', '4.2 hours'],
              ['Resolved the same day', '78%'],
              ['Resolved by the next day', '95%'],
            ]}
          />
        </SectionCard>
      </div>
    </div>
  );
}

export function AdminSystemHealthTab() {
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard label="Uptime" value="99.9%" icon={Gauge} tone="emerald" sample />
        <StatCard label="Sessions" value="45" icon={Users} tone="indigo" sample />
        <StatCard label="Storage" value="68%" icon={HardDrive} tone="blue" sample />
        <StatCard label="Response Time" value="142 ms" icon={Clock} tone="violet" sample />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <SectionCard title="Server Load" icon={Cpu} sample className="lg:col-span-2">
          <div className="space-y-4">
            <Meter label="CPU" value={34} tone="indigo" />
            <Meter label="Memory" value={58} tone="blue" />
            <Meter label="Disk" value={68} tone="amber" />
            <Meter label="Network" value={21} tone="emerald" />
          </div>
        </SectionCard>
        <SectionCard title="Database Health" icon={Database} sample>
          <FigureList
            rows={[
              ['Status', 'Healthy'],
              ['Active connections', '45 of 100'],
              ['Last backup', '6 h ago'],
            ]}
          />
        </SectionCard>
      </div>
      <SectionCard title="System Actions" icon={ShieldCheck}>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          <LinkAction page="admin-settings" icon={Settings}>
            System Settings
          </LinkAction>
          <Button variant="outline" className="justify-start" disabled>
            <DatabaseBackup aria-hidden="true" />
            Database Backup
          </Button>
          <Button variant="outline" className="justify-start" disabled>
            <FileText aria-hidden="true" />
            Security Logs
          </Button>
          <LinkAction page="admin-reports" icon={ChartColumn}>
            Generate Report
          </LinkAction>
        </div>
      </SectionCard>
    </div>
  );
}

function FigureList({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="divide-y divide-slate-100">
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-center justify-between py-2.5 text-sm first:pt-0 last:pb-0">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
