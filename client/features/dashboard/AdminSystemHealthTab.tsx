import {
  ChartColumn,
  Database,
  DatabaseBackup,
  FileText,
  Gauge,
  HardDrive,
  Settings,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { StatCard } from '../../components/stat-card';
import { formatBytes, formatDateTime, formatDuration } from '../../lib/format';
import { useStorageUsed } from './AdminOverviewTab';
import { useSystemInfo, useSystemOverview } from './api';
import { FIXED_BYTES } from './format';
import { FigureList, figure, LinkAction, SectionCard } from './parts';

const DATABASE_NAMES: Record<string, string> = {
  sqlite: 'SQLite',
  postgresql: 'PostgreSQL',
  postgres: 'PostgreSQL',
};

export function AdminSystemHealthTab() {
  const overview = useSystemOverview();
  const system = useSystemInfo();
  const storage = useStorageUsed();
  const info = system.data;
  return (
    <div className="space-y-6">
      <section aria-label="System figures" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
        <StatCard
          label="Uptime"
          value={figure(overview.data && formatDuration(overview.data.uptime_seconds))}
          icon={Gauge}
          tone="emerald"
          hint="Since the server started"
        />
        <StatCard
          label="Sessions"
          value={figure(overview.data?.active_sessions)}
          icon={Users}
          tone="indigo"
          hint="Signed in now"
        />
        <StatCard
          label="Storage"
          value={figure(storage === undefined ? undefined : formatBytes(storage, FIXED_BYTES))}
          icon={HardDrive}
          tone="blue"
          hint="Database and attachments"
        />
      </section>
      <div className="grid grid-cols-1 gap-6">
        <SectionCard title="Database Health" icon={Database}>
          <FigureList
            rows={[
              {
                label: 'Status',
                value: info ? 'Reachable' : system.isError ? 'Not reported' : figure(undefined),
              },
              {
                label: 'Engine',
                value: figure(info && (DATABASE_NAMES[info.database.kind] ?? info.database.kind)),
              },
              { label: 'Size', value: figure(info && formatBytes(info.database.size_bytes, FIXED_BYTES)) },
              {
                label: 'Last migration',
                value: figure(
                  info?.database.last_migration && formatDateTime(info.database.last_migration.applied_at),
                ),
              },
              {
                label: 'Attachments',
                value: figure(
                  info &&
                    `${info.attachments.count} · ${formatBytes(info.attachments.size_bytes, FIXED_BYTES)}`,
                ),
              },
              { label: 'Version', value: figure(info?.version) },
            ]}
          />
        </SectionCard>
      </div>
      <SectionCard title="System Actions" icon={ShieldCheck}>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
          <LinkAction page="admin-settings" icon={Settings}>
            System Settings
          </LinkAction>
          <LinkAction page="admin-settings" icon={DatabaseBackup}>
            Database Backups
          </LinkAction>
          <LinkAction page="admin-audit" icon={FileText}>
            Audit Log
          </LinkAction>
          <LinkAction page="admin-reports" icon={ChartColumn}>
            Generate Report
          </LinkAction>
        </div>
      </SectionCard>
    </div>
  );
}
