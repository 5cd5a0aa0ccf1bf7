import { Ban, Power, PowerOff, Trash2, X } from 'lucide-react';
import type { UserBulkAction } from '../../../common/schemas/users';
import { Button } from '../../components/ui/button';
import { usersCount } from './format';

const ACTIONS: { action: UserBulkAction; label: string; icon: typeof Power; className?: string }[] = [
  { action: 'activate', label: 'Activate', icon: Power },
  { action: 'deactivate', label: 'Deactivate', icon: PowerOff },
  { action: 'suspend', label: 'Suspend', icon: Ban },
  {
    action: 'delete',
    label: 'Delete',
    icon: Trash2,
    className: 'text-red-300 hover:bg-red-500/20 hover:text-red-200',
  },
];

/** Floats at the bottom of the screen while users are selected. */
export function BulkBar({
  count,
  onAction,
  onClear,
}: {
  count: number;
  onAction: (action: UserBulkAction) => void;
  onClear: () => void;
}) {
  if (count === 0) return null;
  return (
    <section
      aria-label="Bulk actions"
      className="fixed inset-x-0 bottom-4 z-30 mx-auto flex w-fit max-w-[calc(100%-2rem)] flex-wrap items-center justify-center gap-1 rounded-2xl bg-slate-900 px-3 py-2 text-white shadow-2xl ring-1 ring-white/10 motion-safe:animate-[fade-in_150ms_ease-out]"
    >
      <p className="px-2 text-sm font-medium" aria-live="polite">
        {usersCount(count)} selected
      </p>
      <span className="mx-1 hidden h-6 w-px bg-white/20 sm:block" aria-hidden="true" />
      {ACTIONS.map(({ action, label, icon: Icon, className }) => (
        <Button
          key={action}
          variant="ghost"
          size="sm"
          className={className ?? 'text-slate-100 hover:bg-white/10 hover:text-white'}
          onClick={() => onAction(action)}
        >
          <Icon aria-hidden="true" />
          {label}
        </Button>
      ))}
      <Button
        variant="ghost"
        size="icon"
        className="size-8 text-slate-300 hover:bg-white/10 hover:text-white"
        onClick={onClear}
        aria-label="Clear selection"
        title="Clear selection"
      >
        <X aria-hidden="true" />
      </Button>
    </section>
  );
}
