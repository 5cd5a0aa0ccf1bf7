import { ArrowRight, Bell, Server, Users } from 'lucide-react';
import { Link } from 'react-router';
import { PAGE_PATHS } from '../../app/paths';
import { Button } from '../../components/ui/button';
import { formatBytes } from '../../lib/format';
import { AdminAlerts } from './AdminAlerts';
import { useSystemInfo, useSystemOverview } from './api';
import { FIXED_BYTES } from './format';
import { FigureList, figure, SectionCard } from './parts';
import { UserDistribution } from './UserDistribution';

/** Storage the hub uses: its database plus stored attachments (from GET /api/admin/system). */
export function useStorageUsed(): number | undefined {
  const system = useSystemInfo();
  return system.data ? system.data.database.size_bytes + system.data.attachments.size_bytes : undefined;
}

export function AdminOverviewTab() {
  const overview = useSystemOverview();
  const storage = useStorageUsed();
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <SectionCard title="System Resources" icon={Server}>
        <div className="space-y-5">
          <FigureList
            rows={[
              {
                label: 'Storage used',
                value: storage === undefined ? figure(undefined) : formatBytes(storage, FIXED_BYTES),
              },
              { label: 'Active sessions', value: figure(overview.data?.active_sessions) },
            ]}
          />
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
      <SectionCard title="Recent System Alerts" icon={Bell} className="lg:col-span-2">
        <AdminAlerts />
      </SectionCard>
    </div>
  );
}
