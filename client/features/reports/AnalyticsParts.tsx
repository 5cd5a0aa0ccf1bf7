import { AlertTriangle, BarChart3, type LucideIcon, RefreshCw } from 'lucide-react';
import { rate } from '../../../common/figures';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { formatPercent } from '../../lib/format';
import { cn } from '../../lib/utils';

export function StatTile({
  label,
  value,
  hint,
  icon: Icon,
  tone = 'indigo',
}: {
  label: string;
  value: string;
  hint?: string;
  icon: LucideIcon;
  tone?: 'indigo' | 'red' | 'emerald' | 'amber' | 'sky' | 'violet';
}) {
  const tones = {
    indigo: 'bg-indigo-50 text-indigo-600',
    red: 'bg-red-50 text-red-600',
    emerald: 'bg-emerald-50 text-emerald-600',
    amber: 'bg-amber-50 text-amber-600',
    sky: 'bg-sky-50 text-sky-600',
    violet: 'bg-violet-50 text-violet-600',
  } as const;
  return (
    <Card className="p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</p>
          <p className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{value}</p>
          {hint && <p className="mt-0.5 text-xs text-slate-500">{hint}</p>}
        </div>
        <span className={cn('rounded-lg p-2', tones[tone])}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </div>
    </Card>
  );
}

export interface BreakdownItem {
  label: string;
  count: number;
  /** A Tailwind background class for the bar. */
  bar: string;
}

/** Horizontal bars with counts: a share of `total` each. */
export function BreakdownCard({
  title,
  description,
  items,
  total,
}: {
  title: string;
  description?: string;
  items: BreakdownItem[];
  total: number;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>
        <ul className="space-y-3">
          {items.map((item) => {
            // The bar keeps a decimal; the figure beside it is a whole percentage (0% of nothing).
            const width = rate(item.count, total, 1) ?? 0;
            return (
              <li key={item.label}>
                <div className="mb-1 flex items-center justify-between text-sm">
                  <span className="text-slate-700">{item.label}</span>
                  <span className="tabular-nums text-slate-500">
                    {item.count}{' '}
                    <span className="text-xs">({formatPercent(rate(item.count, total) ?? 0)})</span>
                  </span>
                </div>
                <div className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                  <div className={cn('h-full rounded-full', item.bar)} style={{ width: `${width}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

export function FetchError({
  message,
  onRetry,
  busy,
}: {
  message: string;
  onRetry: () => void;
  busy: boolean;
}) {
  return (
    <Alert variant="destructive" role="alert" className="items-center">
      <AlertTriangle aria-hidden="true" />
      <AlertDescription className="flex-1">{message}</AlertDescription>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={busy}>
        <RefreshCw className={busy ? 'animate-spin' : undefined} aria-hidden="true" />
        Retry
      </Button>
    </Alert>
  );
}

export function NoTickets({ period }: { period: string }) {
  return (
    <Alert variant="info">
      <BarChart3 aria-hidden="true" />
      <div>
        <AlertTitle>No tickets in this period</AlertTitle>
        <AlertDescription>
          No tickets were created in the {period.toLowerCase()}. Choose a longer timeframe to see more.
        </AlertDescription>
      </div>
    </Alert>
  );
}

export function TilesSkeleton({ count }: { count: number }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
        <Skeleton key={i} className="h-24 rounded-xl" />
      ))}
    </div>
  );
}

export function ChartSkeleton({ className }: { className?: string }) {
  return <Skeleton className={cn('h-72 rounded-xl', className)} />;
}
