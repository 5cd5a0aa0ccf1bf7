import {
  Activity,
  AlertTriangle,
  CheckCircle2,
  Clock,
  RefreshCw,
  ShieldCheck,
  Ticket,
  Timer,
  UserX,
  Zap,
} from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { TicketAnalytics } from '../../../common/schemas/reports';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { formatDate, formatDateTime, formatHours, formatNumber, formatPercent } from '../../lib/format';
import {
  BreakdownCard,
  ChartSkeleton,
  FetchError,
  NoTickets,
  StatTile,
  TilesSkeleton,
} from './AnalyticsParts';
import { ANALYTICS_ERROR, useTicketAnalytics } from './api';
import { CategoryTable } from './CategoryTable';
import { TIMEFRAMES, type Timeframe, timeframeLabel } from './format';

const AnalyticsCharts = lazy(() => import('./AnalyticsCharts'));

const PRIORITY_BARS: Record<string, string> = {
  Low: 'bg-slate-400',
  Medium: 'bg-sky-500',
  High: 'bg-orange-500',
  Urgent: 'bg-red-600',
};
const STATUS_BARS: Record<string, string> = {
  Open: 'bg-sky-500',
  'In Progress': 'bg-amber-500',
  Resolved: 'bg-emerald-500',
  Closed: 'bg-slate-400',
};

/** The Analytics tab of the ticket management center: figures computed by the server for a timeframe. */
export function AnalyticsTab() {
  const [timeframe, setTimeframe] = useState<Timeframe>(30);
  const query = useTicketAnalytics(timeframe);
  const period = timeframeLabel(timeframe);
  const busy = query.isFetching;

  return (
    <div className="space-y-6" aria-busy={busy}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Ticket analytics</h2>
          <p className="text-sm text-slate-500">
            Tickets created in the {period.toLowerCase()}, today included
          </p>
        </div>
        <div className="flex items-end gap-2">
          <div className="space-y-1">
            <Label htmlFor="analytics-timeframe">Timeframe</Label>
            <Select
              id="analytics-timeframe"
              className="w-44"
              value={timeframe}
              onChange={(event) => setTimeframe(Number(event.target.value) as Timeframe)}
            >
              {TIMEFRAMES.map((days) => (
                <option key={days} value={days}>
                  {timeframeLabel(days)}
                </option>
              ))}
            </Select>
          </div>
          <Button
            variant="outline"
            size="icon"
            onClick={() => void query.refetch()}
            disabled={busy}
            aria-label="Refresh analytics"
            title="Refresh"
          >
            <RefreshCw className={busy ? 'animate-spin' : undefined} aria-hidden="true" />
          </Button>
        </div>
      </div>

      {query.error && (
        <FetchError message={ANALYTICS_ERROR} onRetry={() => void query.refetch()} busy={busy} />
      )}

      {query.data ? (
        <AnalyticsBody analytics={query.data} period={period} />
      ) : (
        query.isPending && (
          <div className="space-y-4">
            <p className="sr-only" role="status">
              Loading analytics...
            </p>
            <TilesSkeleton count={8} />
            <ChartSkeleton />
          </div>
        )
      )}
    </div>
  );
}

function AnalyticsBody({ analytics: a, period }: { analytics: TicketAnalytics; period: string }) {
  const total = a.totals.tickets;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatTile
          label="Tickets"
          value={formatNumber(total)}
          hint={`${formatNumber(a.totals.crisis)} crisis`}
          icon={Ticket}
        />
        <StatTile
          label="Crisis rate"
          value={formatPercent(a.rates.crisis_rate)}
          hint={`${a.totals.crisis} of ${total} tickets`}
          icon={AlertTriangle}
          tone="red"
        />
        <StatTile
          label="Auto-assign rate"
          value={formatPercent(a.rates.auto_assign_rate)}
          hint={`${a.totals.auto_assigned} auto, ${a.totals.manual} manual`}
          icon={Zap}
          tone="violet"
        />
        <StatTile
          label="Resolution rate"
          value={formatPercent(a.rates.resolution_rate)}
          hint={`${a.totals.resolved + a.totals.closed} resolved or closed`}
          icon={CheckCircle2}
          tone="emerald"
        />
        <StatTile
          label="Avg first response"
          value={formatHours(a.avg_first_response_hours)}
          hint="From creation to the first staff reply"
          icon={Clock}
          tone="sky"
        />
        <StatTile
          label="Avg resolution"
          value={formatHours(a.avg_resolution_hours)}
          hint="From creation to resolution"
          icon={Timer}
          tone="sky"
        />
        <StatTile
          label="SLA attainment"
          value={formatPercent(a.sla.attainment_rate)}
          hint={`${a.sla.met} met, ${a.sla.breached} breached, ${a.sla.pending} pending`}
          icon={ShieldCheck}
          tone={a.sla.attainment_rate !== null && a.sla.attainment_rate < 80 ? 'amber' : 'emerald'}
        />
        <StatTile
          label="Unassigned"
          value={formatNumber(a.totals.unassigned)}
          hint="Open or in progress, nobody assigned"
          icon={UserX}
          tone="amber"
        />
      </div>

      {total === 0 ? <NoTickets period={period} /> : <AnalyticsDetails analytics={a} period={period} />}
    </>
  );
}

function AnalyticsDetails({ analytics: a, period }: { analytics: TicketAnalytics; period: string }) {
  const total = a.totals.tickets;
  return (
    <>
      <Suspense fallback={<ChartSkeleton />}>
        <AnalyticsCharts days={a.volume_by_day} categories={a.by_category} period={period} />
      </Suspense>

      <div className="grid gap-4 lg:grid-cols-2">
        <BreakdownCard
          title="By priority"
          description="Tickets created in the period"
          total={total}
          items={a.by_priority.map((p) => ({
            label: p.priority,
            count: p.count,
            bar: PRIORITY_BARS[p.priority] ?? 'bg-slate-400',
          }))}
        />
        <BreakdownCard
          title="By status"
          description="Where those tickets stand now"
          total={total}
          items={a.by_status.map((s) => ({
            label: s.status,
            count: s.count,
            bar: STATUS_BARS[s.status] ?? 'bg-slate-400',
          }))}
        />
      </div>

      <CategoryTable categories={a.by_category} />

      <p className="flex items-center gap-1.5 text-xs text-slate-500">
        <Activity className="size-3.5" aria-hidden="true" />
        From {formatDate(a.from)} to {formatDateTime(a.to)}
      </p>
    </>
  );
}
