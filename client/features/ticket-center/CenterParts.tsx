import {
  Bot,
  CircleCheck,
  FolderOpen,
  type LucideIcon,
  ScanSearch,
  ShieldAlert,
  Ticket,
  UserX,
} from 'lucide-react';
import type { TicketStats } from '../../../common/schemas/tickets';
import { ErrorBanner, LoadingState } from '../../components/query-state';
import { Card } from '../../components/ui/card';
import { formatNumber } from '../../lib/format';
import { cn } from '../../lib/utils';
import type { CenterCategory } from '../categories/api';

const TONES = {
  indigo: 'bg-indigo-50 text-indigo-600',
  red: 'bg-red-50 text-red-600',
  violet: 'bg-violet-50 text-violet-600',
  amber: 'bg-amber-50 text-amber-600',
  sky: 'bg-sky-50 text-sky-600',
  emerald: 'bg-emerald-50 text-emerald-600',
} as const;

function Counter({
  label,
  value,
  hint,
  icon: Icon,
  tone,
}: {
  label: string;
  value: number | undefined;
  hint: string;
  icon: LucideIcon;
  tone: keyof typeof TONES;
}) {
  return (
    <Card className="p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-medium text-slate-500">{label}</p>
          <p className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">
            {value === undefined ? (
              <>
                <span aria-hidden="true">—</span>
                <span className="sr-only">Not loaded</span>
              </>
            ) : (
              formatNumber(value)
            )}
          </p>
        </div>
        <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', TONES[tone])}>
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </div>
      <p className="mt-2 truncate text-xs text-slate-500">{hint}</p>
    </Card>
  );
}

/** The six header counters of product §1.2.10, from the ticket stats and the category list. */
export function CenterCounters({
  stats,
  categories,
}: {
  stats: TicketStats | undefined;
  categories: CenterCategory[] | undefined;
}) {
  const active = categories?.filter((category) => category.is_active).length;
  const detecting = categories?.filter((category) => category.crisis_detection_enabled).length;
  return (
    <section
      aria-label="Ticket management figures"
      className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6"
    >
      <Counter
        label="Total Tickets"
        value={stats?.total}
        hint={stats ? `${stats.active} active` : 'All tickets'}
        icon={Ticket}
        tone="indigo"
      />
      <Counter
        label="Crisis Cases"
        value={stats?.crisis}
        hint={stats ? `${stats.crisis_new_24h} in the last 24 hours` : 'Crisis-flagged tickets'}
        icon={ShieldAlert}
        tone="red"
      />
      <Counter
        label="Categories"
        value={categories?.length}
        hint={active === undefined ? 'Ticket categories' : `${active} active`}
        icon={FolderOpen}
        tone="violet"
      />
      <Counter
        label="Unassigned"
        value={stats?.unassigned}
        hint={stats ? `${stats.unassigned_urgent} urgent` : 'Waiting for a counselor'}
        icon={UserX}
        tone="amber"
      />
      <Counter
        label="Auto-Assigned"
        value={stats?.auto_assigned}
        hint={stats ? `${stats.auto_assign_rate}% of tickets` : 'Assigned automatically'}
        icon={Bot}
        tone="sky"
      />
      <Counter
        label="Crisis Detection"
        value={detecting}
        hint="categories screened"
        icon={ScanSearch}
        tone="emerald"
      />
    </section>
  );
}

export function CenterErrorBanner({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <ErrorBanner title="Failed to load ticket management data" onRetry={onRetry} retryLabel="Retry">
      {message}
    </ErrorBanner>
  );
}

export function CenterReadyBanner({
  tickets,
  categories,
  crisis,
}: {
  tickets: number;
  categories: number;
  crisis: number;
}) {
  return (
    <div
      role="status"
      className="flex items-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-800"
    >
      <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
      {`Ticket management system ready - ${tickets} tickets, ${categories} categories, ${crisis} crisis cases`}
    </div>
  );
}

export function CenterLoading() {
  return (
    <LoadingState
      block
      label="Loading Admin Panel"
      detail="Loading tickets, categories and crisis detection..."
      className="min-h-[40vh]"
    />
  );
}

export function TabLoading() {
  return <LoadingState label="Loading..." className="justify-center py-12" />;
}
