import { Gauge, Layers, RotateCcw, UserCheck, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { WorkloadStats } from '../../../common/schemas/specializations';
import { utilizationBand } from '../../../common/specializations/score';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { StatCard } from '../../components/stat-card';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/utils';
import { useResetWorkloads } from './api';
import { BAND_STYLES } from './format';

/** Product §2.2: capacity, utilization and counselor counts, a per-category breakdown and the reset. */
export function WorkloadOverview({ stats, loading }: { stats: WorkloadStats | undefined; loading: boolean }) {
  const reset = useResetWorkloads();
  const [confirming, setConfirming] = useState(false);

  const runReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        toast.success('Workload counters reset successfully');
        setConfirming(false);
      },
      onError: () => toast.error('Failed to reset workload counters'),
    });

  return (
    <section aria-labelledby="workload-overview" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="workload-overview" className="text-base font-semibold text-slate-900">
          Workload overview
        </h2>
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          <RotateCcw aria-hidden="true" />
          Reset workload counters
        </Button>
      </div>

      {loading && !stats ? (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-28 rounded-xl" />
          ))}
        </div>
      ) : stats ? (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard label="Total capacity" value={stats.total_capacity} icon={Layers} tone="indigo" />
            <StatCard
              label="Current utilization"
              value={`${stats.current_utilization}%`}
              hint={`${stats.current_workload} open tickets`}
              icon={Gauge}
              tone={
                stats.current_utilization >= 80
                  ? 'red'
                  : stats.current_utilization >= 60
                    ? 'amber'
                    : 'emerald'
              }
            />
            <StatCard
              label="Available counselors"
              value={stats.available_counselors}
              icon={UserCheck}
              tone="emerald"
            />
            <StatCard
              label="Assigned counselors"
              value={stats.assigned_counselors}
              icon={Users}
              tone="blue"
            />
          </div>
          {stats.by_category.length > 0 && <CategoryBreakdown rows={stats.by_category} />}
        </>
      ) : null}

      <ConfirmDialog
        open={confirming}
        title="Reset workload counters"
        description="Every workload counter is recounted from the open and in-progress tickets. Continue?"
        confirmLabel="Reset counters"
        busy={reset.isPending}
        onConfirm={runReset}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}

function CategoryBreakdown({ rows }: { rows: WorkloadStats['by_category'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>By category</CardTitle>
        <CardDescription>Open tickets against the capacity of each category's counselors.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {rows.map((row) => {
            const style = BAND_STYLES[utilizationBand(row.utilization)];
            return (
              <li key={row.category_id} className="space-y-1.5 rounded-lg border border-slate-100 p-3">
                <div className="flex items-baseline justify-between gap-2 text-sm">
                  <span className="truncate font-medium text-slate-900">{row.category_name}</span>
                  <span className={cn('text-xs font-medium', style.text)}>{row.utilization}%</span>
                </div>
                <div className="h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                  <div
                    className={cn('h-full rounded-full', style.bar)}
                    style={{ width: `${Math.min(row.utilization, 100)}%` }}
                  />
                </div>
                <p className="text-xs text-slate-500">
                  {row.current_workload}/{row.capacity} tickets · {row.counselors}{' '}
                  {row.counselors === 1 ? 'counselor' : 'counselors'}
                </p>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
