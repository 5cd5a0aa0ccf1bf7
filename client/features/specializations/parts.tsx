import { CircleCheck, CircleSlash } from 'lucide-react';
import type { PriorityLevel } from '../../../common/schemas/specializations';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/utils';
import { BAND_LABELS, BAND_STYLES, PRIORITY_LABELS, type SpecializationView } from './format';

/** The small pieces shared by the table rows and the cards. */

export function CategoryChip({ name, color }: { name: string; color: string }) {
  return (
    <span
      title={name}
      className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-slate-200 bg-white px-2.5 py-0.5 text-xs font-medium text-slate-700"
    >
      <span
        className="size-2.5 shrink-0 rounded-full"
        style={{ backgroundColor: color }}
        aria-hidden="true"
      />
      <span className="truncate">{name}</span>
    </span>
  );
}

const PRIORITY_VARIANTS = { primary: 'default', secondary: 'info', backup: 'secondary' } as const;

export function PriorityBadge({ level }: { level: PriorityLevel }) {
  return <Badge variant={PRIORITY_VARIANTS[level]}>{PRIORITY_LABELS[level]}</Badge>;
}

/** current/max, a bar coloured by the utilization band, the band's name and the total across categories. */
export function WorkloadCell({ row }: { row: SpecializationView }) {
  const style = BAND_STYLES[row.band];
  return (
    <div className="min-w-36 space-y-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium tabular-nums text-slate-900">
          {row.current_workload}/{row.max_workload}
        </span>
        <span className={cn('text-xs font-medium', style.text)}>
          {BAND_LABELS[row.band]} · {row.utilization_rate}%
        </span>
      </div>
      <div className="h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div
          className={cn('h-full rounded-full', style.bar)}
          style={{ width: `${Math.min(row.utilization_rate, 100)}%` }}
        />
      </div>
      <p className="text-xs text-slate-500">Total across categories: {row.total_workload}</p>
    </div>
  );
}

export function AvailabilitySwitch({
  row,
  busy,
  onChange,
}: {
  row: SpecializationView;
  busy: boolean;
  onChange: (available: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={row.is_available}
      aria-label={`Available: ${row.user.name} in ${row.category.name}`}
      disabled={busy}
      onClick={() => onChange(!row.is_available)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-60',
        row.is_available ? 'bg-emerald-500' : 'bg-slate-300',
      )}
    >
      <span
        className={cn(
          'inline-block size-5 rounded-full bg-white shadow transition-transform',
          row.is_available ? 'translate-x-5' : 'translate-x-0.5',
        )}
      />
    </button>
  );
}

export function CanTakeIndicator({ row }: { row: SpecializationView }) {
  if (row.can_take_ticket) {
    return (
      <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700">
        <CircleCheck className="size-3.5" aria-hidden="true" />
        Can take tickets
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-slate-500">
      <CircleSlash className="size-3.5" aria-hidden="true" />
      {row.is_available ? 'At capacity' : 'Unavailable'}
    </span>
  );
}

export function CounselorCell({ row }: { row: SpecializationView }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-medium text-slate-900">{row.user.name}</p>
      <p className="truncate text-xs text-slate-500">{row.user.email}</p>
      <p className="text-xs capitalize text-slate-500">{row.user.role}</p>
    </div>
  );
}
