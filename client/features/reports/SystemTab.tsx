import { Database, HardDrive, type LucideIcon, Paperclip, RefreshCw, Server, Ticket } from 'lucide-react';
import type * as React from 'react';
import type { SystemInfo } from '../../../common/schemas/reports';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { formatBytes, formatDateTime, formatDuration, formatNumber } from '../../lib/format';
import { FetchError, TilesSkeleton } from './AnalyticsParts';
import { SYSTEM_ERROR, useSystemInfo } from './api';

/** The System tab of the ticket management center: the real figures of this server and its database. */
export function SystemTab() {
  const query = useSystemInfo();
  const busy = query.isFetching;
  return (
    <div className="space-y-6" aria-busy={busy}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">System</h2>
          <p className="text-sm text-slate-500">Database, storage and server of this installation</p>
        </div>
        <Button variant="outline" onClick={() => void query.refetch()} disabled={busy}>
          <RefreshCw className={busy ? 'animate-spin' : undefined} aria-hidden="true" />
          Refresh
        </Button>
      </div>

      {query.error && <FetchError message={SYSTEM_ERROR} onRetry={() => void query.refetch()} busy={busy} />}

      {query.data ? (
        <SystemCards system={query.data} />
      ) : (
        query.isPending && (
          <>
            <p className="sr-only" role="status">
              Loading system information...
            </p>
            <TilesSkeleton count={4} />
          </>
        )
      )}
    </div>
  );
}

function SystemCards({ system: s }: { system: SystemInfo }) {
  const migration = s.database.last_migration;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <InfoCard title="Database" icon={Database}>
        <Figure label="Kind" value={s.database.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} />
        <Figure label="Size" value={formatBytes(s.database.size_bytes)} />
        <Figure label="Last migration" value={migration ? migration.name : 'None'} mono />
        {migration && <Figure label="Migrated" value={formatDateTime(migration.applied_at)} />}
      </InfoCard>

      <InfoCard title="Server" icon={Server}>
        <Figure label="Uptime" value={formatDuration(s.uptime_seconds)} />
        <Figure label="Started" value={formatDateTime(s.started_at)} />
        <Figure label="Version" value={s.version} mono />
        <Figure label="Node.js" value={s.node_version} mono />
      </InfoCard>

      <InfoCard title="Tickets" icon={Ticket}>
        <Figure label="Total" value={formatNumber(s.tickets.total)} />
        <Figure label="Crisis-flagged" value={formatNumber(s.tickets.crisis)} />
      </InfoCard>

      <InfoCard title="Attachments and storage" icon={Paperclip}>
        <Figure label="Attachments" value={formatNumber(s.attachments.count)} />
        <Figure label="Uploaded size" value={formatBytes(s.attachments.size_bytes)} />
        <Figure label="On disk" value={formatBytes(s.storage.attachments_bytes)} icon={HardDrive} />
        <Figure label="Data directory" value={s.storage.data_dir} mono />
      </InfoCard>
    </div>
  );
}

function InfoCard({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: LucideIcon;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-2">
        <span className="rounded-lg bg-indigo-50 p-2 text-indigo-600">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-slate-100">{children}</dl>
      </CardContent>
    </Card>
  );
}

function Figure({
  label,
  value,
  mono,
  icon: Icon,
}: {
  label: string;
  value: string;
  mono?: boolean;
  icon?: LucideIcon;
}) {
  return (
    <div className="flex items-start justify-between gap-4 py-2 text-sm">
      <dt className="flex items-center gap-1.5 text-slate-500">
        {Icon && <Icon className="size-3.5" aria-hidden="true" />}
        {label}
      </dt>
      <dd
        className={`min-w-0 break-all text-right text-slate-900 ${mono ? 'font-mono text-xs leading-5' : 'font-medium'}`}
      >
        {value}
      </dd>
    </div>
  );
}
