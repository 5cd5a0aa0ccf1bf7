import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { rate } from '../../../common/figures';
import { PAGE_PATHS, type StaticPageName } from '../../app/paths';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { formatPercent } from '../../lib/format';
import { cn } from '../../lib/utils';

/** Shown in a figure until its real source is wired in; screen readers hear words, not a dash. */
export const NO_DATA = (
  <>
    <span aria-hidden="true">—</span>
    <span className="sr-only">Not available yet</span>
  </>
);

/** A loaded count, or the dash while it loads (or could not be read): never a wrong zero. */
export function figure(value: number | string | undefined | null): ReactNode {
  return value === undefined || value === null ? NO_DATA : value;
}

interface SectionCardProps {
  title: string;
  description?: string;
  icon?: LucideIcon;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled dashboard card. Nothing on a dashboard is example content: every figure comes from data. */
export function SectionCard({
  title,
  description,
  icon: Icon,
  action,
  className,
  children,
}: SectionCardProps) {
  return (
    <Card className={cn('flex flex-col', className)}>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            {Icon && <Icon className="size-4 text-slate-400" aria-hidden="true" />}
            <CardTitle>{title}</CardTitle>
          </div>
          {description && <CardDescription className="mt-1">{description}</CardDescription>}
        </div>
        {action}
      </CardHeader>
      <CardContent className="flex-1">{children}</CardContent>
    </Card>
  );
}

interface MeterProps {
  label: string;
  value: number;
  max?: number;
  display?: string;
  tone?: 'indigo' | 'emerald' | 'amber' | 'red' | 'blue';
}

const METER_TONES = {
  indigo: 'bg-indigo-500',
  emerald: 'bg-emerald-500',
  amber: 'bg-amber-500',
  red: 'bg-red-500',
  blue: 'bg-blue-500',
} as const;

/** A labelled bar; the figure is in the text, so the bar itself is decoration. */
export function Meter({ label, value, max = 100, display, tone = 'indigo' }: MeterProps) {
  const within = (share: number | null) => Math.max(0, Math.min(100, share ?? 0));
  const width = within(rate(value, max, 1));
  return (
    <div>
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="text-slate-600">{label}</span>
        <span className="font-medium text-slate-900">
          {display ?? formatPercent(within(rate(value, max)))}
        </span>
      </div>
      <div aria-hidden="true" className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100">
        <div className={cn('h-full rounded-full', METER_TONES[tone])} style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}

/** Label and value rows. */
export function FigureList({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="divide-y divide-slate-100">
      {rows.map((row) => (
        <div
          key={row.label}
          className="flex items-center justify-between gap-3 py-2.5 text-sm first:pt-0 last:pb-0"
        >
          <dt className="text-slate-600">{row.label}</dt>
          <dd className="whitespace-nowrap text-right font-semibold text-slate-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An outlined button that opens another page. */
export function LinkAction({
  page,
  icon: Icon,
  children,
  search = '',
}: {
  page: StaticPageName;
  icon: LucideIcon;
  children: ReactNode;
  search?: string;
}) {
  return (
    <Button asChild variant="outline" className="justify-start">
      <Link to={`${PAGE_PATHS[page]}${search}`}>
        <Icon aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}

/**
 * The loading and error states of a dashboard list of tickets; `null` once the tickets are there, so the
 * caller renders them.
 */
export function TicketListStatus({
  query,
  label,
  rowClass = 'h-16',
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  label: string;
  rowClass?: string;
}) {
  if (query.isPending) return <LoadingState label={label} rows={3} rowClass={rowClass} />;
  if (query.isError) {
    return (
      <ErrorState message="Failed to fetch tickets. Please try again." onRetry={query.refetch} compact />
    );
  }
  return null;
}
