import { ArrowRight, Bell, Server, Users } from 'lucide-react';
import { Link } from 'react-router';
import { PAGE_PATHS } from '../../app/paths';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useSystemInfo, useSystemOverview } from './api';
import { formatBytes } from './format';
import { FigureList, figure, Meter, SectionCard } from './parts';
import { UserDistribution } from './UserDistribution';

// Example content of spec 1 §2.6 with no source yet (no alerting module): shown marked as sample.
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

/** Storage the hub uses: its database plus stored attachments (from GET /api/admin/system). */
export function useStorageUsed(): number | undefined {
  const system = useSystemInfo();
  return system.data ? system.data.database.size_bytes + system.data.attachments.size_bytes : undefined;
}

export function AdminOverviewTab() {
  const overview = useSystemOverview();
  const storage = useStorageUsed();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SectionCard title="System Resources" icon={Server}>
        <div className="space-y-5">
          <FigureList
            rows={[
              {
                label: 'Storage used',
                value: storage === undefined ? figure(undefined) : formatBytes(storage),
              },
              { label: 'Active sessions', value: figure(overview.data?.active_sessions) },
            ]}
          />
          <Meter label="Database load" value={42} tone="emerald" sample />
          <Meter label="API rate limit" value={23} tone="blue" sample />
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
                  <span className="text-xs text-slate-600">{alert.time}</span>
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
